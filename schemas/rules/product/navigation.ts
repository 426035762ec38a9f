/**
 * Where the goods info's links lead (detail spec 2): the reviews anchor, the ads page's
 * 'See full details' and the model tabs.
 */

/** Base for reading relative addresses with URL. */
const PLACEHOLDER = "http://placeholder.invalid";

/** The reviews section's id (detail spec 2, "Anchor"). */
export const REVIEWS_ANCHOR = "module-commentList";
/** Scroll to the reviews after 1 s, retrying every 800 ms until the section exists (detail spec 2, 9). */
export const REVIEWS_SCROLL = { delay: 1000, retry: 800, offset: { desktop: 201, mobile: 301 } } as const;
/** How many times to look again before giving up: the section may never come (dropped, or not on this page). */
export const REVIEWS_SCROLL_TRIES = 15;

type Timers = {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
};

export type ScrollTarget = {
  find: () => { top: number } | null;
  scrollTo: (top: number) => void;
};

/**
 * After `delay` ms looks for the target; while it is missing, looks again every `retry` ms
 * (at most `tries` looks). When found, scrolls so that it sits `offset` px below the top of
 * the viewport. Returns a cancel function (a second click or leaving the page cancels the
 * pending scroll).
 */
export function scheduleScroll(
  target: ScrollTarget,
  { offset, delay = REVIEWS_SCROLL.delay, retry = REVIEWS_SCROLL.retry, tries = REVIEWS_SCROLL_TRIES }: { offset: number; delay?: number; retry?: number; tries?: number },
  timers: Timers = globalThis as unknown as Timers,
): () => void {
  let timer: unknown;
  let looks = 0;
  const look = () => {
    looks += 1;
    const found = target.find();
    if (found) {
      target.scrollTo(Math.max(0, found.top - offset));
      return;
    }
    if (looks < tries) timer = timers.setTimeout(look, retry);
  };
  timer = timers.setTimeout(look, delay);
  return () => timers.clearTimeout(timer);
}

/** The document position of the element with this id, for scheduleScroll. */
export function elementTarget(id: string): ScrollTarget {
  return {
    find: () => {
      const element = document.getElementById(id);
      return element ? { top: element.getBoundingClientRect().top + window.scrollY } : null;
    },
    scrollTo: (top) => window.scrollTo({ top, behavior: "smooth" }),
  };
}

/** 'See full details' on the ads page: the same address without its 'ads-detail/' segment. */
export function fullDetailsHref(href: string): string {
  const url = new URL(href, PLACEHOLDER);
  url.pathname = url.pathname.replace(/\/ads-detail\//i, "/");
  const relative = `${url.pathname}${url.search}${url.hash}`;
  return /^[a-z][a-z0-9+.-]*:/i.test(href) ? `${url.origin}${relative}` : relative;
}

/**
 * A model tab's address (detail spec 2, "Switching the model replaces or removes"
 * `variant`): the model's detailUrl with the current query, its `variant` replaced by the
 * model's own variant or removed when the model names none. Every `related-product` the
 * query has is kept, and the bundled models' spus are appended to them (each once).
 */
export function modelHref(detailUrl: string, currentSearch: string, variant: string | null | undefined, bundledSpus: readonly string[] = []): string {
  const target = new URL(detailUrl, PLACEHOLDER);
  const params = new URLSearchParams(currentSearch);
  for (const key of new Set(target.searchParams.keys())) {
    params.delete(key);
    for (const value of target.searchParams.getAll(key)) params.append(key, value);
  }
  if (variant) params.set("variant", variant);
  else params.delete("variant");
  const related = params.getAll(RELATED_PRODUCT);
  for (const spu of bundledSpus) {
    if (!related.includes(spu)) {
      params.append(RELATED_PRODUCT, spu);
      related.push(spu);
    }
  }
  const query = params.toString();
  const origin = target.origin === PLACEHOLDER ? "" : target.origin;
  return `${origin}${target.pathname}${query ? `?${query}` : ""}`;
}

/** The repeatable query parameter naming related products (detail spec 2). */
export const RELATED_PRODUCT = "related-product";
