/*
 * Links to pages this app does not own (docs/accounts.md#links-this-app-does-not-own): the
 * main storefront serves them, at `STOREFRONT_URL` (server/env.js), or on this app's origin
 * when it is unset (a CDN in front sends those paths to the storefront).
 */

/**
 * The paths (or path prefixes, ending in '/') the main storefront serves and this app only
 * links to; `/write-review` is the review form (ours: the spec names none).
 */
export const STOREFRONT_PATHS = ["/login", "/premier-membership", "/furniture.html", "/help-center/", "/event/", "/3d-room", "/write-review"] as const;

export function isStorefrontPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? "";
  return STOREFRONT_PATHS.some((owned) => (owned.endsWith("/") ? pathname.startsWith(owned) : pathname === owned));
}

/**
 * The address of a storefront page: `base` (STOREFRONT_URL without its trailing slash, '' for
 * this origin) then the site-relative path with its query.
 */
export function storefrontHref(base: string, path: string): string {
  return `${base}${path.startsWith("/") ? path : `/${path}`}`;
}
