/**
 * Which video-site addresses the page plays with the video site's own player (react-player,
 * loaded when the shopper presses play): an allow-list of hosts, https only, checked by the
 * safe-URL rule first. Each accepted address is rewritten to the one embed address its player
 * opens, so the page's CSP (server/csp.js) names every origin that can ever be framed:
 * YouTube through its privacy-enhanced host (no cookies until the shopper plays), Vimeo
 * through its player host.
 */
import { safeUrl } from "./safe-url";

export type VideoProvider = "youtube" | "vimeo";

export type ExternalVideo = { provider: VideoProvider; src: string };

/** The origins an accepted address is rewritten to (server/csp.js's frame-src lists the same). */
export const EMBED_ORIGINS: Record<VideoProvider, string> = {
  youtube: "https://www.youtube-nocookie.com",
  vimeo: "https://player.vimeo.com",
};

const YOUTUBE_HOSTS = new Set(["www.youtube.com", "youtube.com", "m.youtube.com", "youtu.be", "www.youtube-nocookie.com", "youtube-nocookie.com"]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com", "player.vimeo.com"]);
/** YouTube's video ids are 11 characters; anything longer is no video of theirs. */
const YOUTUBE_ID = /^[\w-]{11}$/;
/** Paths whose second segment is the video id: /embed/{id}, /shorts/{id}, … */
const YOUTUBE_ID_PATHS = new Set(["embed", "shorts", "live", "v"]);
const VIMEO_ID = /^\d+$/;
/** An unlisted Vimeo video's privacy hash. */
const VIMEO_HASH = /^[\da-z]+$/i;
/** Any video site's address, playable or not (http, a channel, a playlist, …). */
const VIDEO_SITE = /^https?:\/\/([a-z0-9-]+\.)*(youtube\.com|youtube-nocookie\.com|youtu\.be|vimeo\.com)([/?#:]|$)/i;

/**
 * The embed address for a YouTube or Vimeo video address, or undefined when the address is
 * not one: http, another host, a channel, a playlist, a malformed id, credentials or a port.
 */
export function externalVideo(raw: unknown): ExternalVideo | undefined {
  const checked = safeUrl(raw, "media");
  if (!checked || !/^https:\/\//i.test(checked)) return undefined;
  let url: URL;
  try {
    url = new URL(checked);
  } catch {
    return undefined;
  }
  if (url.username || url.password || url.port) return undefined;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split("/").filter(Boolean);

  if (YOUTUBE_HOSTS.has(host)) {
    let id: string | null | undefined;
    if (host === "youtu.be") id = parts.length === 1 ? parts[0] : undefined;
    else if (parts.length === 1 && parts[0] === "watch") id = url.searchParams.get("v");
    else if (parts.length === 2 && YOUTUBE_ID_PATHS.has(parts[0]!)) id = parts[1];
    if (!id || !YOUTUBE_ID.test(id)) return undefined;
    const start = startSeconds(url.searchParams.get("t") ?? url.searchParams.get("start"));
    return { provider: "youtube", src: `${EMBED_ORIGINS.youtube}/embed/${id}${start ? `?t=${start}` : ""}` };
  }

  if (VIMEO_HOSTS.has(host)) {
    // vimeo.com/{id}[/{hash}] or player.vimeo.com/video/{id}[?h={hash}]
    const [id, pathHash] = host === "player.vimeo.com" ? (parts[0] === "video" && parts.length === 2 ? [parts[1]] : []) : parts.length <= 2 ? parts : [];
    if (!id || !VIMEO_ID.test(id)) return undefined;
    const hash = pathHash ?? url.searchParams.get("h") ?? undefined;
    if (hash !== undefined && !VIMEO_HASH.test(hash)) return undefined;
    return { provider: "vimeo", src: `${EMBED_ORIGINS.vimeo}/video/${id}${hash ? `?h=${hash}` : ""}` };
  }
  return undefined;
}

/** Whether the address is on a video site at all: one `externalVideo` refuses is still no video file. */
export function isVideoSitePage(raw: string): boolean {
  return VIDEO_SITE.test(raw.trim());
}

/** A YouTube start time ("90", "90s", "1m30s") in whole seconds; 0 when absent or unreadable. */
function startSeconds(value: string | null): number {
  const match = value ? /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/i.exec(value) : null;
  if (!match) return 0;
  const [, hours = "0", minutes = "0", seconds = "0"] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}
