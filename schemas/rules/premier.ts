/*
 * Premier membership (detail spec 2 "Member coupon dialog and member purchase", 4 "Premier
 * membership", 9): when the 'with Premier {member price}' link shows, and where a click on it
 * leads.
 */
import { isPremierMember, type MemberInfo } from "./account";

/** The membership's own cart item (detail spec 9): no wishlist heart, sold through the buy-membership dialog. */
export const MEMBERSHIP_SKU = "TPVIP1";

/** Where the buy-membership dialog links (detail spec 2 routes): a page of the main storefront. */
export const PREMIER_PAGE_PATH = "/premier-membership";

/**
 * The member anniversary display (detail spec 4): member info present, `isShow` not 0, an
 * `activityCountdownTime` still running, and at least one member coupon. A countdown of 0 or
 * less has ended, and an anniversary without time left is not shown.
 */
export function showsPremierPrice(member: MemberInfo | null | undefined, memberCoupons: readonly unknown[] | null | undefined): boolean {
  if (!member) return false;
  if (member.isShow === 0) return false;
  if (member.activityCountdownTime === null || !(member.activityCountdownTime > 0)) return false;
  return (memberCoupons?.length ?? 0) > 0;
}

/** The member-coupon dialog's width (detail spec 2, 9): narrow for up to 3 coupons. */
export function memberCouponDialogWidth(couponCount: number): "26.25rem" | "53.2292rem" {
  return couponCount <= 3 ? "26.25rem" : "53.2292rem";
}

/** The dialog a click on the member price opens. */
export type PremierDialog = "member-coupons" | "coupons" | "buy-membership";

/**
 * A click on the member price (detail spec 4): a member (level 1) gets the member-coupon
 * dialog at once; anyone else's cart is read first (`cartLines`, null until it is), and a cart
 * that already holds the membership opens the coupon dialog, any other the buy-membership one.
 */
export function premierDialogFor(member: MemberInfo | null | undefined, cartLines: readonly { isMemberSku?: boolean }[] | null): PremierDialog | "read-cart" {
  if (isPremierMember(member)) return "member-coupons";
  if (cartLines === null) return "read-cart";
  return cartLines.some((line) => line.isMemberSku === true) ? "coupons" : "buy-membership";
}

/** The parts of a SKU's coupon data the 'with Premier' link reads. */
export type PremierCoupons = { memberCouponList?: readonly unknown[] | null; memberDiscountedPrice?: number | null };

/**
 * The member price the 'with Premier' link would show on a SKU (its coupon summary's
 * `memberDiscountedPrice`, detail spec 3, 6), or null when no shopper can see the link there:
 * no member coupon, or no member price to show. It needs only the page's data, so the server
 * knows it: the price block keeps the link's line for it, and member info read after hydration
 * fills that line without moving anything.
 */
export function premierLinePrice(coupons: PremierCoupons | null | undefined): number | null {
  if (!coupons || (coupons.memberCouponList?.length ?? 0) === 0) return null;
  const price = coupons.memberDiscountedPrice;
  return typeof price === "number" && Number.isFinite(price) && price >= 0 ? price : null;
}

/**
 * The membership's prices in the buy-membership dialog (detail spec 3 "Member info": `amount`
 * is its original price, `activityAmount` its member price): the price to pay, and the
 * original struck beside it only when it is higher. Null when member info names neither.
 */
export function membershipPrices(member: Pick<MemberInfo, "amount" | "activityAmount"> | null | undefined): { price: number; original: number | null } | null {
  const amount = member?.amount ?? null;
  const activity = member?.activityAmount ?? null;
  if (activity === null) return amount === null ? null : { price: amount, original: null };
  return { price: activity, original: amount !== null && amount > activity ? amount : null };
}
