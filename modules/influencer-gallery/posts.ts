import type { InfluencerPost } from "~schemas/backoffice";

/** Landing spec 9: at most 8 posts (counted after posts without media are dropped). */
export const MAX_POSTS = 8;

/** platformLogoId (landing spec 3.11): 1 video-sharing site, 2 microblog, 3 short-video app, 4 photo-sharing app, 5 social network. */
export type Platform = 1 | 2 | 3 | 4 | 5;

/** What a post shows: mediaList's first usable entry (mediaType 2 is a video). */
export type PostMedia = { kind: "image"; imageUrl: string } | { kind: "video"; videoUrl: string; coverUrl: string | null };

export type PostProduct = {
  skuId: string;
  spu: string | null;
  name: string;
  price: number | null;
  imageUrl: string | null;
  detailUrl: string | null;
};

/** A post as the gallery renders it (plain JSON: it travels in the loader data). */
export type GalleryPost = {
  key: string;
  name: string | null;
  /** As the back office sends it ('YYYY-MM-DD hh:mm:ss'); formatted in the store's date order when shown. */
  publishDate: string | null;
  keyword: string | null;
  platform: Platform | null;
  media: PostMedia;
  product: PostProduct | null;
};

type Media = InfluencerPost["mediaList"][number];

const VIDEO = 2;

function usableMedia(entry: Media): PostMedia | null {
  if (entry.mediaType === VIDEO && entry.videoUrl) {
    return { kind: "video", videoUrl: entry.videoUrl, coverUrl: entry.videoCoverImage ?? entry.imageUrl ?? null };
  }
  const image = entry.imageUrl ?? entry.videoCoverImage;
  return image ? { kind: "image", imageUrl: image } : null;
}

function productOf(post: InfluencerPost): PostProduct | null {
  const product = post.product;
  if (!product || product.skuId == null || !product.name) return null;
  return {
    skuId: product.skuId,
    spu: product.spu ?? post.spu ?? null,
    name: product.name,
    price: product.specialPrice ?? null,
    imageUrl: product.imageUrl ?? null,
    detailUrl: product.detailUrl ?? null,
  };
}

const isPlatform = (value: number | undefined): value is Platform => value === 1 || value === 2 || value === 3 || value === 4 || value === 5;

/**
 * The gallery's posts (landing spec 3.11, 5.1, 9): posts without usable media are
 * dropped, then the first 8 are kept, in the back office's order.
 */
export function galleryPosts(posts: InfluencerPost[]): GalleryPost[] {
  const shown: GalleryPost[] = [];
  posts.forEach((post, index) => {
    if (shown.length >= MAX_POSTS) return;
    const media = post.mediaList.map(usableMedia).find((entry) => entry !== null);
    if (!media) return;
    shown.push({
      key: `${post.spu ?? "post"}-${index}`,
      name: post.redskinsName ?? null,
      publishDate: post.publishDate ?? null,
      keyword: post.keyword ?? null,
      platform: isPlatform(post.platformLogoId) ? post.platformLogoId : null,
      media,
      product: productOf(post),
    });
  });
  return shown;
}
