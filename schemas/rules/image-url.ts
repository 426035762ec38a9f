import { safeUrl } from "./safe-url";

/**
 * Image compression by URL (landing spec 2.3/2.4, 9: video covers and posters at quality 50).
 *
 * Convention: absolute http(s) image addresses are served by the image CDN, which reads a
 * `quality` query parameter (1–100). `compressedImage` sets that parameter, replacing one
 * already there and keeping every other parameter and the #fragment. Relative and local
 * addresses (`/fixture-images/…`, served by the app itself) and anything that is not an
 * http(s) URL are returned untouched: only the CDN understands the parameter.
 */
export const QUALITY_PARAM = "quality";

export function compressedImage(src: string, quality: number): string {
  const trimmed = src.trim();
  if (!/^https?:\/\//i.test(trimmed)) return src;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return src;
  }
  const q = Math.min(100, Math.max(1, Math.round(Number.isFinite(quality) ? quality : 100)));
  url.searchParams.set(QUALITY_PARAM, String(q));
  return url.toString();
}

/**
 * Responsive images (issue 15): the image CDN also reads a `width` query parameter, the width
 * in pixels to scale the image down to (keeping its proportions; never up: a width past the
 * original's answers the original). `imageSrcSet` lists one address per step of
 * `IMAGE_WIDTHS`, and the browser picks the smallest that covers the box the `sizes`
 * attribute describes at the screen's pixel density.
 */
export const WIDTH_PARAM = "width";

/**
 * The widths a srcset offers. One ladder for every image keeps the CDN's variants few (each
 * image is cut at most seven ways) and makes the steps land near the common cases: 800 for a
 * full-width image on a 375–400 px phone at 2×, 1080 on a 360 px phone at 3×, 1440 for a
 * full-width image on a 1440 px desktop, 1920 the widest design.
 */
export const IMAGE_WIDTHS = [320, 480, 640, 800, 1080, 1440, 1920] as const;

/** Vector and animated images gain nothing from a width and may lose their frames. */
const NOT_RESIZED = /\.(svg|gif)$/i;

/**
 * The parts of an address the CDN can resize, or undefined. The address passes the one URL
 * check first (safeUrl, media); then it must be absolute http(s) with a host (the image CDN)
 * or root-relative (an image the storefront host serves, which honours the parameter for the
 * fixture photos and otherwise ignores it), with no white space (a srcset candidate ends at
 * white space) and not a vector or animated image by its extension.
 */
function resizable(src: string): { base: string; query: string[]; hash: string } | undefined {
  const url = safeUrl(src, "media");
  if (url === undefined || /\s/.test(url)) return undefined;
  if (/^https?:/i.test(url)) {
    try {
      if (new URL(url).host === "") return undefined;
    } catch {
      return undefined;
    }
  } else if (!url.startsWith("/")) {
    // A relative path resolves against the page's own path: nothing there serves images.
    return undefined;
  }
  const hashAt = url.indexOf("#");
  const hash = hashAt < 0 ? "" : url.slice(hashAt);
  // The srcset parser strips a candidate's trailing commas.
  if (hash.endsWith(",")) return undefined;
  const beforeHash = hashAt < 0 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf("?");
  const base = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  if (NOT_RESIZED.test(base)) return undefined;
  const search = queryAt < 0 ? "" : beforeHash.slice(queryAt + 1);
  // Every other parameter is kept byte for byte (a signed address stays signed); a width already there is replaced.
  const query = search.split("&").filter((pair) => pair !== "" && paramName(pair) !== WIDTH_PARAM);
  return { base, query, hash };
}

function paramName(pair: string): string {
  const name = pair.split("=", 1)[0]!;
  try {
    return decodeURIComponent(name.replace(/\+/g, " "));
  } catch {
    return name;
  }
}

function withWidth(parts: { base: string; query: string[]; hash: string }, width: number): string {
  return `${parts.base}?${[...parts.query, `${WIDTH_PARAM}=${width}`].join("&")}${parts.hash}`;
}

/** `src` scaled to `width` pixels by the image CDN, or undefined when it cannot be (see `imageSrcSet`). */
export function resizedImage(src: string, width: number): string | undefined {
  const parts = resizable(src);
  if (!parts || !Number.isInteger(width) || width <= 0) return undefined;
  return withWidth(parts, width);
}

/**
 * The `srcset` of an image: one candidate per width of the ladder. Undefined (no srcset: the
 * browser loads `src` as it is) for an address the URL check refuses, a data: or other
 * non-http address, a relative path that does not start at the root, an SVG or GIF (the
 * placeholder image is an SVG), or one with white space.
 */
export function imageSrcSet(src: string, widths: readonly number[] = IMAGE_WIDTHS): string | undefined {
  const parts = resizable(src);
  const steps = widths.filter((width) => Number.isInteger(width) && width > 0);
  if (!parts || steps.length === 0) return undefined;
  return steps.map((width) => `${withWidth(parts, width)} ${width}w`).join(", ");
}

/** What an image that failed to load shows instead. */
export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";
