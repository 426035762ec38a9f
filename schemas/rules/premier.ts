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
export function premierDialogFor(member: MemberInfo | null | undefined, cartLines: readonly { isMemberSku: boolean }[] | null): PremierDialog | "read-cart" {
  if (isPremierMember(member)) return "member-coupons";
  if (cartLines === null) return "read-cart";
  return cartLines.some((line) => line.isMemberSku) ? "coupons" : "buy-membership";
}
