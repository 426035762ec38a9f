import { useRef } from "react";
import { callApp } from "~modules/kit/app-api";
import { useLoadNearViewport } from "~modules/kit/near-viewport";
import type { SocialMediaSection } from "~schemas/detail/social-media";
import { defineSection, type SectionProps } from "../detail-types";

/**
 * The social media carousel (issue 18 item 4). What the page carries is this empty slot: the
 * posts (/api/social-media) and the carousel's code arrive when the slot nears the viewport,
 * so neither holds up the page nor its first load of JavaScript. No posts, or a failed call,
 * and the slot stays empty: the section is simply not there.
 */
function SocialMedia({ data, page }: SectionProps<SocialMediaSection>) {
  const ref = useRef<HTMLDivElement>(null);
  const loaded = useLoadNearViewport(ref, data.spu, async () => {
    const answer = await callApp("GET /api/social-media", { spu: data.spu });
    if (!answer.ok || answer.posts.length === 0) return null;
    // Fetched only when there is something to show.
    const { SocialMediaView } = await import("./social-media-view");
    return { View: SocialMediaView, posts: answer.posts };
  });
  return (
    <div ref={ref} className="detail-social-slot" data-loaded={loaded ? "true" : undefined}>
      {loaded ? <loaded.View posts={loaded.posts} product={data} page={page} /> : null}
    </div>
  );
}

export const detailSocialMedia = defineSection(SocialMedia);
