import type { CouponList, Delivery, Wrap } from "~schemas/product";

/**
 * A SKU's delivery description and coupon summary: what changes with the chosen SKU besides
 * its own fields. `wraps`: its delivery services for the shopper's postcode (stores 3 and 4
 * only; absent or null elsewhere or when the call failed).
 */
export type SkuSideData = { delivery: Delivery; coupons: CouponList; wraps?: Wrap[] | null };
