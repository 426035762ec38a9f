import { z } from "zod";
import { mediaUrl, optionalText } from "../lib/fields";
import { note } from "../lib/notes";

/**
 * Type 20, video (landing spec 2.3, 2.4, 4.7). Accepted packageInfoMap:
 *
 *   { pcVideoUrl?, pcCoverImage?, mobileVideoUrl?, mobileCoverImage?, title? }
 *
 * Each device uses its own video and cover, falling back to the other device's. The
 * module is dropped when there is no video address at all; the cover is optional. The
 * player is a plain <video> element, so the address must be a video file (mp4, webm, …).
 * A YouTube or Vimeo page address is kept but marked not playable (and noted): the shopper
 * sees 'Video_cant_be_played' over the cover without the browser fetching the page.
 */
const HOSTED_PAGE = /^https?:\/\/([a-z0-9-]+\.)*(youtube\.com|youtu\.be|vimeo\.com)\//i;
const isHostedPage = (src: string) => HOSTED_PAGE.test(src);

export const videoSchema = z
  .object({
    pcVideoUrl: mediaUrl,
    pcCoverImage: mediaUrl,
    mobileVideoUrl: mediaUrl,
    mobileCoverImage: mediaUrl,
    title: optionalText,
  })
  .transform((raw, ctx) => {
    const desktopSrc = raw.pcVideoUrl ?? raw.mobileVideoUrl;
    const mobileSrc = raw.mobileVideoUrl ?? raw.pcVideoUrl;
    if (!desktopSrc || !mobileSrc) {
      ctx.issues.push({ code: "custom", message: "has no video (pcVideoUrl or mobileVideoUrl)", input: raw });
      return z.NEVER;
    }
    for (const [field, value] of [["pcVideoUrl", raw.pcVideoUrl], ["mobileVideoUrl", raw.mobileVideoUrl]] as const) {
      if (value && isHostedPage(value)) {
        note(`${field} "${value}" is a video page, not a video file: shoppers will see "can't be played"`);
      }
    }
    const source = (src: string, cover: string | undefined) => ({ src, cover, playable: !isHostedPage(src) });
    return {
      title: raw.title,
      desktop: source(desktopSrc, raw.pcCoverImage ?? raw.mobileCoverImage),
      mobile: source(mobileSrc, raw.mobileCoverImage ?? raw.pcCoverImage),
    };
  });
