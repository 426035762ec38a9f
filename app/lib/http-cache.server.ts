import type { HeadersFunction } from "@remix-run/node";
import { PRIVATE, REVALIDATE_ALWAYS, cacheTags, sharedCacheControl } from "../../server/cache-control.js";
import { PERSONAL_COOKIES, hasAnyCookie } from "../../server/cookies.js";
import { orderParams } from "./product-reviews.server";
import { readDevice } from "~schemas/rules/device";

/**
 * HTTP caching of a page (docs/decisions/caching.md). A page rendered for nobody in particular
 * is public for CACHE_S_MAXAGE seconds at a CDN and in the server's page cache, then served
 * stale for CACHE_SWR seconds while one refresh runs; browsers revalidate it with its ETag.
 * A request with a shopper's cookies (or an order's review link) gets that shopper's page,
 * `private, no-store`. `Cache-Tag` names what the page depends on, for purges. A page whose
 * device came from the user agent is public but revalidated by a CDN on every request.
 */
export async function pageCacheHeaders(request: Request, tags: string[]): Promise<Record<string, string>> {
  const url = new URL(request.url);
  const personal =
    request.headers.has("authorization") || orderParams(url.searchParams) !== null || (await hasAnyCookie(request.headers.get("cookie"), PERSONAL_COOKIES));
  if (personal) return { "Cache-Control": PRIVATE };
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
