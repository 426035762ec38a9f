/**
 * Rules of the quick view (detail spec 2 "Quick view"; landing spec 2.1). Pure: the opener,
 * the drawer and the resource route share them.
 */

/** What an opener hands the quick view: the product's page and, when the opener knows it, the SKU it showed. */
export type QuickViewRequest = {
  /** The product's detail path as listings send it (`harlow-sofa.html`, `/harlow-sofa.html`, or an absolute URL of this site). */
  detailUrl: string;
  /** The SKU the opener showed (a card's swatch): it overrides the default SKU (detail spec 4). */
  skuId?: string | null;
  /** The listing it came from, reported with the open. */
  list?: string | null;
};

/** Whether a page is a guide page (`/guide/{key}`): its relative links climb one level. */
const GUIDE_PAGE = /^\/guide\/[^/]+\/?$/;

/**
 * The detail path of a listing's detailUrl (`harlow-sofa.html`, `/harlow-sofa.html`, or an
 * http(s) URL whose path is read): `/{slug}.html` with its query, or null when it names no
 * page (empty, `#`, protocol-relative, another scheme).
 */
export function detailPathOf(detailUrl: string): string | null {
  const trimmed = detailUrl.trim();
  if (trimmed === "" || trimmed === "#" || trimmed.startsWith("//")) return null;
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(trimmed);
  if (absolute && !/^https?:/i.test(trimmed)) return null;
  try {
    const url = new URL(absolute ? trimmed : `/${trimmed.replace(/^\/+/, "")}`, "http://localhost");
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

/**
 * The quick view's 'Full Details' link (detail spec 2; landing spec 2.1): `/{detailUrl}`, and
 * on a guide page `../{detailUrl}`, which the browser resolves from `/guide/{key}` to the same
 * `/{detailUrl}`.
 */
export function fullDetailsHref(detailUrl: string, pathname: string): string {
  const path = (detailPathOf(detailUrl) ?? "/").replace(/^\/+/, "");
  return GUIDE_PAGE.test(pathname) ? `../${path}` : `/${path}`;
}

/** The source a detail opened from a listing records (landing spec 2.1): "ItemList" under /guide/{key} or /collection/, else none. */
export function itemListSource(pathname: string): "ItemList" | null {
  return GUIDE_PAGE.test(pathname) || /^\/collection(\/|$)/.test(pathname) ? "ItemList" : null;
}

/** What the quick view shows of the detail sections, in order: the banner, the info panel, the description and the comment list. */
export const QUICK_VIEW_SECTIONS = ["gallery", "goods-info", "price", "variants", "upgrades", "service", "panels", "reviews"] as const;
