import { couponAmount, couponCurrencyText } from "../coupons";
import { formatNumber } from "../format";
import { getStore, type StoreId } from "../stores";
import { hasDiscount } from "./price";

/**
 * The price block's coupon and pay-later rules (detail spec 2 "Price block", "Discount
 * Details dialog", 4 "Activities, flash sale and countdowns", 9 "Prices, coupons and
 * currency"), as pure functions the server render and the browser share.
 */

export type CouponLike = { code?: string; label?: string; discountAmount?: number; discountType?: number; isFulfil?: boolean };

/** discountType 1 is an amount; 2 and 3 are a percentage. Other types are not shown as a value. */
export function couponKind(discountType: number | undefined): "amount" | "percent" | null {
  if (discountType === 1) return "amount";
  if (discountType === 2 || discountType === 3) return "percent";
  return null;
}

/**
 * A coupon's title (detail spec 9): stores 5 and 6 '-{amount} {label}' / '-{n}% {label}',
 * the others '{amount} off {label}' / '{n}% off {label}'. The label's '$X' amounts are
 * rewritten for the store's currency as detail spec 9 writes it (stores 5–7 'X€', 8 'X $',
 * 9 'X A$'; the landing coupon wall keeps landing 9's 'X €'). A coupon
 * without a usable value shows its label alone.
 */
export function couponTitle(coupon: CouponLike, storeId: StoreId): string {
  const label = couponCurrencyText(coupon.label ?? "", storeId, "detail").trim();
  const kind = couponKind(coupon.discountType);
  const amount = coupon.discountAmount;
  if (!kind || typeof amount !== "number" || !(amount > 0)) return label;
  const { group, decimal } = getStore(storeId).price;
  const value = kind === "amount" ? couponAmount(amount, storeId, "detail") : `${formatNumber(amount, Number.isInteger(amount) ? 0 : 1, group, decimal)}%`;
  const title = getStore(storeId).discountTitleStyle === "minus" ? `-${value} ${label}` : `${value} off ${label}`;
  return title.trim();
}

export type CouponGroups<C> = { usable: C[]; notUsable: C[] };

/**
 * The Discount Details dialog's two lists: usable coupons are the 'fulfilled' list
 * (fulUseList), else those of allUseList with isFulfil; not usable the notFulUseList, else
 * the rest of allUseList. A code listed as usable is not listed again as not usable.
 */
export function couponGroups<C extends CouponLike>(list: { fulUseList: C[]; notFulUseList: C[]; allUseList: C[] }): CouponGroups<C> {
  const usable = list.fulUseList.length > 0 ? list.fulUseList : list.allUseList.filter((coupon) => coupon.isFulfil);
  const rest = list.notFulUseList.length > 0 ? list.notFulUseList : list.allUseList.filter((coupon) => !coupon.isFulfil);
  const usableCodes = new Set(usable.flatMap((coupon) => (coupon.code ? [coupon.code] : [])));
  return { usable, notUsable: rest.filter((coupon) => !coupon.code || !usableCodes.has(coupon.code)) };
}

export type DiscountDialogWidth = "fit-content" | "narrow" | "wide";

/**
 * Discount Details width (detail spec 2): fit-content when it shows the coupon or bundle
 * price (opened from 'with coupon/bundle discount'); otherwise narrow with 3 coupons or
 * fewer, wide above.
 */
export function discountDialogWidth(display: "coupon" | "bundle" | "coupons", couponCount: number): DiscountDialogWidth {
  if (display === "coupon" || display === "bundle") return "fit-content";
  return couponCount <= 3 ? "narrow" : "wide";
}

/** The coupon or bundle discount line: the discounted price, or nothing when it equals (or exceeds) the special price. */
export function discountLine(specialPrice: number, discountedPrice: number | null | undefined, isSuite: boolean): { kind: "coupon" | "bundle"; price: number } | null {
  if (!hasDiscount(specialPrice, discountedPrice)) return null;
  return { kind: isSuite ? "bundle" : "coupon", price: discountedPrice };
}

export type CouponWidgetLike = { activityName?: string; duration?: number };

/** Seconds the coupon countdown shows: the widget's couponCountdownInfo.duration, whole, never below 0. Null without a widget or duration. */
export function couponCountdownSeconds(widget: CouponWidgetLike | null | undefined): number | null {
  if (!widget || typeof widget.duration !== "number" || !Number.isFinite(widget.duration)) return null;
  return Math.max(0, Math.floor(widget.duration));
}

/**
 * The best-coupons box (detail spec 4): hidden while a countdown shows, when the activity is
 * over, or with no coupons.
 */
export function showsBestCoupons({ countdownShows, activityOver, coupons }: { countdownShows: boolean; activityOver: boolean; coupons: number }): boolean {
  return !countdownShows && !activityOver && coupons > 0;
}

/**
 * Pay-later 'as low as' (detail spec 9): the provider is sent the amount in cents
 * (price × 100) and shows only between 35.00 and 2000.00 inclusive. The provider's own
 * calculation is not available here: ours divides the price into 12 equal monthly
 * instalments, rounded up to the cent (docs/decisions/product-page.md).
 */
export const PAY_LATER = { min: 35, max: 2000, instalments: 12 } as const;

export function payLaterOffer(price: number): { cents: number; monthly: number } | null {
  if (!Number.isFinite(price)) return null;
  const cents = Math.round(price * 100);
  if (cents < PAY_LATER.min * 100 || cents > PAY_LATER.max * 100) return null;
  return { cents, monthly: Math.ceil(cents / PAY_LATER.instalments) / 100 };
}

/** A modular sofa, by its product type: it never shows the coupon price (detail spec 4). */
export function isModularSofa(productType: string | undefined): boolean {
  return /modular/i.test(productType ?? "");
}

/**
 * Whether the coupon price shows (detail spec 4): for a bundle (suite) that is not on flash
 * sale, or when the coupon-price experiment is on; never for modular sofas. No experiment
 * service exists here: ours is on for every shopper (docs/decisions/product-page.md).
 */
export function showsCouponPrice({ isSuite, isFlashSale, modular, experiment = true }: { isSuite: boolean; isFlashSale: boolean; modular: boolean; experiment?: boolean }): boolean {
  if (modular) return false;
  return (isSuite && !isFlashSale) || experiment;
}
