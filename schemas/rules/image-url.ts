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
