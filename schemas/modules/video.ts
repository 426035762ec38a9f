import { z } from "zod";
import { mediaUrl, optionalText } from "../lib/fields";
import { note } from "../lib/notes";
import { externalVideo, isVideoSitePage, type VideoProvider } from "../rules/external-video";

/**
 * Type 20, video (landing spec 2.3, 2.4, 4.7). Accepted packageInfoMap:
 *
 *   { pcVideoUrl?, pcCoverImage?, mobileVideoUrl?, mobileCoverImage?, title? }
 *
 * Each device uses its own video and cover, falling back to the other device's. The
 * module is dropped when there is no video address at all; the cover is optional. Each
 * device's source is one of:
 * - `external`: an https YouTube or Vimeo video address (schemas/rules/external-video.ts),
 *   rewritten to its embed address and played by the video site's player once the shopper
 *   presses play;
 * - `unplayable`: any other address on those sites (http, a channel, a playlist), kept but
 *   noted: the shopper sees 'Video_cant_be_played' over the cover and nothing is fetched;
 * - `file`: anything else, a video file (mp4, webm, …) for the page's own <video>.
 */
type VideoSource =
  | { kind: "file"; src: string; cover: string | undefined }
  | { kind: "external"; provider: VideoProvider; src: string; cover: string | undefined }
  | { kind: "unplayable"; cover: string | undefined };

function videoSource(src: string, cover: string | undefined): VideoSource {
  const external = externalVideo(src);
  if (external) return { kind: "external", provider: external.provider, src: external.src, cover };
  if (isVideoSitePage(src)) return { kind: "unplayable", cover };
  return { kind: "file", src, cover };
}

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
      if (value && !externalVideo(value) && isVideoSitePage(value)) {
        note(`${field} "${value}" is a video site's page but no https YouTube or Vimeo video address: shoppers will see "can't be played"`);
      }
    }
    return {
      title: raw.title,
      desktop: videoSource(desktopSrc, raw.pcCoverImage ?? raw.mobileCoverImage),
      mobile: videoSource(mobileSrc, raw.mobileCoverImage ?? raw.pcCoverImage),
    };
  });
