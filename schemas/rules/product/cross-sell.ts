/**
 * Rules of the detail page's cross-sell sections (detail spec 2 "Other detail-page sections",
 * 9; issue 18): People Also Like and Get the look. Pure: the section schemas, the resource
 * route and the views share them.
 */

/** People Also Like shows at most this many recommendations (detail spec 9). */
export const ALSO_LIKE_MAX = 12;

/** People Also Like shows only with more than this many (detail spec 2, 9). */
export const ALSO_LIKE_HIDDEN_UP_TO = 2;

/**
 * How far below the viewport a below-the-fold section starts loading its list: about a phone
 * screen, so the list is in by the time the shopper scrolls to it, and a shopper who never
 * scrolls that far costs no call.
 */
export const NEAR_VIEWPORT_MARGIN = "0px 0px 800px 0px";

/** The recommendations People Also Like shows: the first 12, or none (null) when there are 2 or fewer. */
export function alsoLikeShown<T>(items: readonly T[]): T[] | null {
  return items.length > ALSO_LIKE_HIDDEN_UP_TO ? items.slice(0, ALSO_LIKE_MAX) : null;
}

/**
 * The tag that names a product's collection ('Shop {tag} collection'): the first named
 * entry of spuInfo.tagKeyList, trimmed; null when it has none (then there is no link).
 */
export function collectionTag(tags: readonly { name?: string | null }[]): string | null {
  for (const tag of tags) {
    const name = tag.name?.trim();
    if (name) return name;
  }
  return null;
}

/** The kinds of list the cross-sell resource route serves. */
export const CROSS_SELL_KINDS = ["also-like", "collection"] as const;
export type CrossSellKind = (typeof CROSS_SELL_KINDS)[number];

export function isCrossSellKind(value: unknown): value is CrossSellKind {
  return (CROSS_SELL_KINDS as readonly unknown[]).includes(value);
}
