/**
 * Price rules of detail spec 4 ("Activities, flash sale and countdowns") and 9.
 */

/** No discount when discountedPrice equals specialPrice (or is missing or higher). */
export function hasDiscount(specialPrice: number, discountedPrice: number | undefined | null): discountedPrice is number {
  return typeof discountedPrice === "number" && Number.isFinite(discountedPrice) && discountedPrice < specialPrice;
}

/** Flash sale: Save = old specialPrice − activity price, to 2 decimals. */
export function flashSaleSaving(oldSpecialPrice: number, activityPrice: number): number {
  return Math.round((oldSpecialPrice - activityPrice) * 100) / 100;
}

/** The struck-through marking price is an integer. */
export function markingPrice(price: number): number {
  return Math.round(price);
}

export type PriceView =
  | { kind: "flash"; price: number; marking: number; save: number }
  | { kind: "discounted"; price: number; discounted: number }
  | { kind: "plain"; price: number };

/** What the price block shows for a SKU. */
export function priceView(sku: { specialPrice: number; isFlashSale: boolean; flashSalePrice?: number }, discountedPrice?: number | null): PriceView {
  if (sku.isFlashSale && typeof sku.flashSalePrice === "number" && sku.flashSalePrice < sku.specialPrice) {
    return { kind: "flash", price: sku.flashSalePrice, marking: markingPrice(sku.specialPrice), save: flashSaleSaving(sku.specialPrice, sku.flashSalePrice) };
  }
  if (hasDiscount(sku.specialPrice, discountedPrice)) return { kind: "discounted", price: sku.specialPrice, discounted: discountedPrice };
  return { kind: "plain", price: sku.specialPrice };
}
