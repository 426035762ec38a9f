import type { ListingProduct, Swatch } from "~schemas/backoffice";

/**
 * The product card's rules with a number in them (detail spec 2 "Product card (listings)",
 * landing spec 3.8, 9). Pure, so they are unit-tested on their own.
 */

/** Cards per row of a listing grid, for tracking (landing spec 9). */
export const CARDS_PER_ROW = 4;

/** The grid row a card sits in, for analytics: ceil((index + 1) / 4), index 0-based. */
export function trackingLine(index: number): number {
  return Math.ceil((index + 1) / CARDS_PER_ROW);
}

/** Swatches shown on a card before '+N'. */
export const MAX_SWATCHES = 3;

/** The swatches a card shows and how many more there are ('+N'; 0 shows nothing). */
export function visibleSwatches<T>(swatches: readonly T[], max = MAX_SWATCHES): { shown: T[]; more: number } {
  return { shown: swatches.slice(0, max), more: Math.max(0, swatches.length - max) };
}

/** The only subscript names shown as a tag (detail spec 2). */
export type CardTag = "BEST SELLER" | "NEW";

export function cardTag(product: Pick<ListingProduct, "goodsSubscriptVO">): CardTag | null {
  const name = product.goodsSubscriptVO?.name?.trim().toUpperCase().replace(/\s+/g, " ");
  return name === "BEST SELLER" || name === "NEW" ? name : null;
}

/**
 * What a shop-module section's showType means for its cards (landing spec 3.8, 9):
 * reviews for 1, 4 and 7; flash styling for 2, 5 and 7; a countdown for 2 and 7; rank
 * badges for 4; the Black Friday style for 7; listing by the section id for 6.
 */
export type ShowTraits = {
  reviews: boolean;
  flash: boolean;
  countdown: boolean;
  ranking: boolean;
  blackFriday: boolean;
  bySectionId: boolean;
};

export function showTraits(showType: number | null | undefined): ShowTraits {
  const type = Number(showType);
  return {
    reviews: type === 1 || type === 4 || type === 7,
    flash: type === 2 || type === 5 || type === 7,
    countdown: type === 2 || type === 7,
    ranking: type === 4,
    blackFriday: type === 7,
    bySectionId: type === 6,
  };
}

/** Ranking badges: NO.1, NO.2 and NO.3 on the first three cards when showType is 4. */
export const RANKED_CARDS = 3;

export function rankOf(index: number, traits: Pick<ShowTraits, "ranking">): 1 | 2 | 3 | null {
  return traits.ranking && index >= 0 && index < RANKED_CARDS ? ((index + 1) as 1 | 2 | 3) : null;
}

/** The product's price data after a swatch swapped in its SKU (the swatch's own fields win where it has them). */
type PriceFields = Pick<
  ListingProduct,
  "price" | "specialPrice" | "flashSalePrice" | "isFlashSale" | "isCrowdfund" | "crowdfundStatus" | "duringAmount" | "successAmount"
>;

/**
 * The price a card shows and the struck original (only when higher): a flash sale shows
 * its flash price, a crowdfund its stage price (status 1 duringAmount, 2 successAmount),
 * anything else its special price.
 */
export function cardPrices(product: PriceFields): { current: number | null; original: number | null } {
  let current = product.specialPrice ?? null;
  if (product.isFlashSale && product.flashSalePrice !== undefined) current = product.flashSalePrice;
  if (product.isCrowdfund) {
    if (product.crowdfundStatus === 1 && product.duringAmount !== undefined) current = product.duringAmount;
    else if (product.crowdfundStatus === 2 && product.successAmount !== undefined) current = product.successAmount;
  }
  current ??= product.price ?? null;
  // The struck price is the list price, or the special price when a flash or crowdfund price undercuts it.
  const candidates = [product.price, product.specialPrice].filter((value): value is number => value !== undefined);
  const original = current === null ? null : candidates.filter((value) => value > current).sort((a, b) => b - a)[0] ?? null;
  return { current, original };
}

/**
 * The sale badge's percent ('33%'): the back office's discountRate, rounded; without one,
 * the saving against the struck price. Nothing below 1%.
 */
export function discountPercent(product: Pick<ListingProduct, "discountRate">, prices: { current: number | null; original: number | null }): number | null {
  let rate = product.discountRate;
  if (rate === undefined && prices.current !== null && prices.original) rate = ((prices.original - prices.current) / prices.original) * 100;
  if (rate === undefined || !Number.isFinite(rate)) return null;
  const rounded = Math.round(rate);
  return rounded >= 1 && rounded <= 100 ? rounded : null;
}

/** The flash-sale stock bar: percent sold (0–100) and units left; 'Sold out' at 0. */
export function stockBar(product: Pick<ListingProduct, "stockSchedule" | "remainStock">): { percent: number; left: number; soldOut: boolean } | null {
  if (product.remainStock === undefined) return null;
  const left = Math.max(0, Math.floor(product.remainStock));
  const percent = left === 0 ? 100 : clampPercent(product.stockSchedule ?? 0);
  return { percent, left, soldOut: left === 0 };
}

/** Bars at or below this percent are styled empty (detail spec 4, crowdfunding). */
export const EMPTY_BAR_PERCENT = 2;

/** The crowdfund bar: the funded percent as said, the bar capped at 100%. */
export function crowdfundBar(product: Pick<ListingProduct, "isCrowdfund" | "barPercentage">): { funded: number; width: number; empty: boolean } | null {
  if (!product.isCrowdfund || product.barPercentage === undefined) return null;
  const funded = Math.max(0, Math.round(product.barPercentage));
  return { funded, width: clampPercent(funded), empty: funded <= EMPTY_BAR_PERCENT };
}

function clampPercent(value: number): number {
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
}

/** The SKU a card adds to the cart: the hovered or chosen swatch's, else the product's own. */
export function cardSkuId(product: Pick<ListingProduct, "skuId" | "entityId">, swatch: Swatch | null): string | null {
  return swatch?.entityId ?? product.skuId ?? product.entityId ?? null;
}
