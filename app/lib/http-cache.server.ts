import type { AppLoadContext, HeadersFunction } from "@remix-run/node";
import { PRIVATE, REVALIDATE_ALWAYS, cacheTags, sharedCacheControl } from "../../server/cache-control.js";
import { orderParams } from "./product-reviews.server";
import { readDevice } from "~schemas/rules/device";

/**
 * HTTP caching of a page (docs/decisions/caching.md). A page rendered for nobody in particular
 * is public for CACHE_S_MAXAGE seconds at a CDN and in the server's page cache, then served
 * stale for CACHE_SWR seconds while one refresh runs; browsers revalidate it with its ETag.
 * Whether a request is shared is the host's call (server/pages.js, `context.shared`); a
 * personal one, or an order's review link (it may set the review e-mail cookie), gets that
 * shopper's page, `private, no-store`. `Cache-Tag` names what the page depends on, for purges. A page whose
 * device came from the user agent is public but revalidated by a CDN on every request.
 */
export function pageCacheHeaders(request: Request, context: AppLoadContext, tags: string[]): Record<string, string> {
  if (context.shared !== true || orderParams(new URL(request.url).searchParams) !== null) return { "Cache-Control": PRIVATE };
  return {
    // A device read from the user agent is not in `Vary` (only the device headers are): a CDN
    // would hand this copy to the other device. It may keep it, but must ask again each time
    // (its If-None-Match then gets a 304 only for the same device's page).
    "Cache-Control": readDevice(request).source === "user-agent" ? REVALIDATE_ALWAYS : sharedCacheControl(),
    "Cache-Tag": [...new Set(tags)].join(","),
  };
}

export { cacheTags };

/** A page route's `headers`: its loader's caching headers (or its error's), nothing else. */
export const pageHeaders: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  const source = errorHeaders ?? loaderHeaders;
  const headers = new Headers();
  for (const name of ["Cache-Control", "Cache-Tag"]) {
    const value = source.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
};
