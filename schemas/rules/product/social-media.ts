/**
 * The detail page's social media carousel (detail spec 2 "Other detail-page sections", 3
 * "Social media post"): which posts it shows and what each shows. Plain data, safe for the
 * client bundle.
 */
import { externalVideo, type ExternalVideo } from "../external-video";

/** At most this many posts (the spec gives no number: three screens of the desktop row). */
export const MAX_SOCIAL_POSTS = 12;

/** mediaType 2 is a video (detail spec 3). */
const VIDEO = 2;

/** A post's picture, or its 3:4 video: a YouTube or Vimeo address plays in the site's player, any other as a file. */
export type SocialMedia =
  | { kind: "image"; imageUrl: string }
  | { kind: "video"; videoUrl: string; coverUrl: string | null; external: ExternalVideo | null };

export type SocialPost = {
  key: string;
  /** redskinsName, shown as '@{name}'. */
  name: string | null;
  /** As the back office sends it ('YYYY-MM-DD hh:mm:ss'); shown in the store's date order. */
  publishDate: string | null;
  keyword: string | null;
  /** Every usable media item, in order: the card shows the first, the dialog all. */
  media: SocialMedia[];
};

/** A post as the back office answers it, as far as the carousel reads it. */
export type SocialPostInput = {
  spu?: string | null;
  redskinsName?: string | null;
  publishDate?: string | null;
  keyword?: string | null;
  mediaList: { mediaType?: number | null; imageUrl?: string | null; videoUrl?: string | null; videoCoverImage?: string | null }[];
};

function usable(entry: SocialPostInput["mediaList"][number]): SocialMedia | null {
  if (entry.mediaType === VIDEO && entry.videoUrl) {
    return { kind: "video", videoUrl: entry.videoUrl, coverUrl: entry.videoCoverImage ?? entry.imageUrl ?? null, external: externalVideo(entry.videoUrl) ?? null };
  }
  const image = entry.imageUrl ?? entry.videoCoverImage;
  return image ? { kind: "image", imageUrl: image } : null;
}

/** The carousel's posts: those with at least one usable media item, the first MAX_SOCIAL_POSTS, in the back office's order. */
export function socialPosts(posts: SocialPostInput[]): SocialPost[] {
  const shown: SocialPost[] = [];
  posts.forEach((post, index) => {
    if (shown.length >= MAX_SOCIAL_POSTS) return;
    const media = post.mediaList.map(usable).filter((entry): entry is SocialMedia => entry !== null);
    if (media.length === 0) return;
    shown.push({ key: `${post.spu ?? "post"}-${index}`, name: post.redskinsName ?? null, publishDate: post.publishDate ?? null, keyword: post.keyword ?? null, media });
  });
  return shown;
}
