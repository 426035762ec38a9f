import { intentPart } from "~modules/kit/intent-part";
import type { SocialMediaSection } from "~schemas/detail/social-media";
import { defineSection, type SectionProps } from "../detail-types";

/**
 * The social media carousel (issue 18 item 4). Its posts stream with the page and the server
 * renders the carousel; the browser loads its code only when the shopper reaches for it (an
 * intent part, modules/kit/intent-part.tsx): scrolling past loads nothing. No posts, and the
 * section is simply not there.
 */
const SocialMediaView = intentPart("social-media-view", () => import("./social-media-view.intent").then((module) => module.SocialMediaView));

function SocialMedia({ data, page }: SectionProps<SocialMediaSection>) {
  if (data.posts.length === 0) return null;
  return <SocialMediaView posts={data.posts} product={data} page={page} />;
}

export const detailSocialMedia = defineSection(SocialMedia);
