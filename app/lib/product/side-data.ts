import type { CouponList, Delivery } from "~schemas/product";

/** A SKU's delivery description and coupon summary: what changes with the chosen SKU besides its own fields. */
export type SkuSideData = { delivery: Delivery; coupons: CouponList };
