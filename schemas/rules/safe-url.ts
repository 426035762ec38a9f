/**
 * The one URL check every back-office link and image goes through (schemas and the
 * rich-HTML sanitiser both call it). React 18 renders `javascript:` hrefs as given,
 * so anything not provably harmless is refused.
 */
const LINK_SCHEMES = new Set(["http", "https", "mailto", "tel"]);
const MEDIA_SCHEMES = new Set(["http", "https"]);

export type UrlKind = "link" | "media";

export function safeUrl(raw: unknown, kind: UrlKind = "link"): string | undefined {
  if (typeof raw !== "string") return undefined;
  const url = raw.trim();
  if (url === "") return undefined;
  // Browsers drop tabs and newlines inside a scheme ("java\tscript:"), so refuse
  // control characters outright rather than try to judge what they would become.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(url)) return undefined;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  if (scheme) {
    const allowed = kind === "link" ? LINK_SCHEMES : MEDIA_SCHEMES;
    return allowed.has(scheme[1]!.toLowerCase()) ? url : undefined;
  }
  // Protocol-relative ("//evil.example") and its backslash variants leave the site.
  if (/^[\\/]{2}/.test(url) || url.startsWith("/\\")) return undefined;
  return url;
}

export function isExternalUrl(url: string): boolean {
  return /^https?:/i.test(url);
}
