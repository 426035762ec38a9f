/**
 * The coupon price the price block shows (detail spec 2 "Price block", 4), as one rule for
 * both places that show it: the price block's 'with coupon/bundle discount' line and Add to
 * Cart's '-{discount}' (detail spec 2 "Add to Cart can show '-{discount}'"). The button
 * shows a discount only when the price block shows that coupon price.
 */
import { discountLine, showsCouponPrice } from "./discounts";
import { priceView } from "./price";

/** What the rule reads of the chosen SKU (the price block's fields). */
export type CouponPriceSku = { specialPrice: number; discountedPrice?: number | null; isFlashSale: boolean; flashSalePrice?: number };

/** What it reads of the chosen SKU's coupon summary; null while it loads. */
export type CouponPriceSummary = { discountedPrice?: number | null; isSuite?: boolean } | null | undefined;

export type CouponPrice = {
  kind: "coupon" | "bundle";
  /** The price after the discount. */
  price: number;
  /** specialPrice − price, to the cent: what Add to Cart shows as '-{discount}'. */
  discount: number;
  /** The coupon summary has arrived: only then do the line and the button show it (before, the price only feeds pay-later). */
  shown: boolean;
};

/**
 * The coupon price of the chosen SKU: none on a flash sale price (the price block shows the
 * flash price instead), for a modular sofa, or without a discount (discountedPrice not below
 * specialPrice); the summary's discountedPrice counts once it has arrived, the SKU's own
 * before. `activityFlashSale`: the activity banner counts as a flash sale (its countdown shows).
 */
export function couponPrice(sku: CouponPriceSku, summary: CouponPriceSummary, { activityFlashSale, modular }: { activityFlashSale: boolean; modular: boolean }): CouponPrice | null {
  const view = priceView(sku, summary?.discountedPrice ?? sku.discountedPrice);
  if (view.kind !== "discounted") return null;
  const isSuite = Boolean(summary?.isSuite);
  if (!showsCouponPrice({ isSuite, isFlashSale: activityFlashSale, modular })) return null;
  const line = discountLine(view.price, view.discounted, isSuite);
  if (!line) return null;
  return { ...line, discount: Math.round((view.price - line.price) * 100) / 100, shown: Boolean(summary) };
}
