// The words of HTTP caching, said once for the host and the app: the Cache-Control of shared
// and of personal answers, and the tags a purge finds cached answers and pages by.
import { readEnv } from "./env.js";

/** Anything of one shopper, previews and API answers: never kept by a CDN or a browser. */
export const PRIVATE = "private, no-store";

/** A page that is the same for everyone: CDN and page cache keep it; browsers revalidate by ETag. */
export function sharedCacheControl() {
  const env = readEnv();
  return `public, max-age=0, s-maxage=${env.CACHE_S_MAXAGE}, stale-while-revalidate=${env.CACHE_SWR}`;
}

/**
 * A shared page a CDN may keep but must confirm with the server every time (by ETag): the
 * device was read from the User-Agent, which `Vary` does not name. The server's own page
 * cache keys on the device it chose, so it keeps the page as usual.
 */
export const REVALIDATE_ALWAYS = "public, max-age=0, s-maxage=0, must-revalidate";

/** Cache tags, named once: the revalidation API and the loaders speak these. */
export const cacheTags = {
  /** @param {string} urlKey */
  template: (urlKey) => `template:${urlKey}`,
  /**
   * A detail page's file name (`x.html`, whatever the path before it: `/ads-detail/x.html` is
   * the same product), a spu or a spuId.
   * @param {string | number} product
   */
  product: (product) => `product:${String(product).split("/").pop()?.trim().toLowerCase()}`,
};
