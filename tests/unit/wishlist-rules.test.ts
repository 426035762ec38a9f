import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MEMBERSHIP_SKU, memberCouponDialogWidth, premierDialogFor, showsPremierPrice } from "~schemas/rules/premier";
import { guestWishPage, parseLocalWishList, showsWishHeart, type Wish } from "~schemas/rules/wishlist";
import { addGuestWish, GUEST_WISHLIST_LIMIT, removeWish, wishesToMerge } from "~schemas/rules/wishlist-changes";
import type { MemberInfo } from "~schemas/rules/account";

const wish = (n: number): Wish => ({ skuId: String(20000 + n), spuId: String(500 + n) });
const listOf = (count: number) => Array.from({ length: count }, (_, n) => wish(n));

describe("the guest wishlist (detail spec 4, 6, 9)", () => {
  it("adds an item that is not there, and never the same skuId twice", () => {
    const first = addGuestWish([], wish(1));
    expect(first).toEqual({ outcome: "added", list: [wish(1)] });
    expect(addGuestWish(first.list, { ...wish(1), spuId: "other" })).toEqual({ outcome: "present", list: [wish(1)] });
  });

  it("holds 30 items: the 30th is added, the 31st opens the prompt and nothing is added", () => {
    expect(GUEST_WISHLIST_LIMIT).toBe(30);
    const almost = addGuestWish(listOf(29), wish(99));
    expect(almost.outcome).toBe("added");
    expect(almost.list).toHaveLength(30);
    const full = addGuestWish(almost.list, wish(100));
    expect(full.outcome).toBe("full");
    expect(full.list).toEqual(almost.list);
  });

  it("never grows past the limit nor repeats a skuId, whatever the shopper taps", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 45 })), { maxLength: 200 }), (taps) => {
        let list: Wish[] = [];
        for (const [add, n] of taps) list = add ? addGuestWish(list, wish(n)).list : removeWish(list, wish(n).skuId);
        expect(list.length).toBeLessThanOrEqual(GUEST_WISHLIST_LIMIT);
        expect(new Set(list.map((entry) => entry.skuId)).size).toBe(list.length);
      }),
    );
  });

  it("removes by skuId and leaves the rest in order", () => {
    expect(removeWish([wish(1), wish(2), wish(3)], wish(2).skuId)).toEqual([wish(1), wish(3)]);
    expect(removeWish([wish(1)], "nope")).toEqual([wish(1)]);
  });

  it("reads what the browser kept, and anything else as an empty list", () => {
    expect(parseLocalWishList(JSON.stringify([wish(1), { skuId: 20002, spuId: 502 }, wish(1), { spuId: "9" }, null, "x"]))).toEqual([
      wish(1),
      { skuId: "20002", spuId: "502" },
    ]);
    for (const raw of [null, "", "{", '{"skuId":"1"}', "42", '"a"']) expect(parseLocalWishList(raw)).toEqual([]);
  });

  it("pages a guest's list in the browser: the page's skuIds, total and maxPage", () => {
    const list = listOf(25);
    expect(guestWishPage(list, 1, 10)).toEqual({ skuIds: listOf(10).map((w) => w.skuId), total: 25, maxPage: 3, page: 1 });
    expect(guestWishPage(list, 3, 10).skuIds).toEqual(list.slice(20).map((w) => w.skuId));
    expect(guestWishPage(list, 9, 10).page).toBe(3);
    expect(guestWishPage([], 1, 10)).toEqual({ skuIds: [], total: 0, maxPage: 0, page: 1 });
  });
});

describe("after login (detail spec 4)", () => {
  it("adds the local wishes the server list lacks, in the order they were kept", () => {
    expect(wishesToMerge([wish(1), wish(2), wish(3)], [wish(2).skuId, "77"])).toEqual([wish(1), wish(3)]);
    expect(wishesToMerge([wish(1)], [wish(1).skuId])).toEqual([]);
  });
});

describe("the membership SKU and the Premier price (detail spec 2, 4, 9)", () => {
  const member = (over: Partial<MemberInfo> = {}): MemberInfo => ({
    skuId: "29901",
    sku: MEMBERSHIP_SKU,
    amount: 99,
    activityAmount: 49,
    isShow: 1,
    activityCountdownTime: 3600,
    level: 0,
    ...over,
  });

  it("hides the heart for TPVIP1 only", () => {
    expect(showsWishHeart("TPVIP1")).toBe(false);
    expect(showsWishHeart("LW1001-01")).toBe(true);
    expect(showsWishHeart(null)).toBe(true);
  });

  it("shows 'with Premier' only with member info, isShow not 0, time left and a member coupon", () => {
    expect(showsPremierPrice(member(), [{}])).toBe(true);
    expect(showsPremierPrice(member({ isShow: null }), [{}])).toBe(true);
    expect(showsPremierPrice(null, [{}])).toBe(false);
    expect(showsPremierPrice(member({ isShow: 0 }), [{}])).toBe(false);
    expect(showsPremierPrice(member({ activityCountdownTime: null }), [{}])).toBe(false);
    expect(showsPremierPrice(member({ activityCountdownTime: 0 }), [{}])).toBe(false);
    expect(showsPremierPrice(member(), [])).toBe(false);
    expect(showsPremierPrice(member(), null)).toBe(false);
  });

  it("sizes the member-coupon dialog by its coupons", () => {
    expect([1, 3].map(memberCouponDialogWidth)).toEqual(["26.25rem", "26.25rem"]);
    expect([4, 9].map(memberCouponDialogWidth)).toEqual(["53.2292rem", "53.2292rem"]);
  });

  it("opens the member coupons for a member, else reads the cart: coupons with the membership in it, else buy membership", () => {
    expect(premierDialogFor(member({ level: 1 }), null)).toBe("member-coupons");
    expect(premierDialogFor(member(), null)).toBe("read-cart");
    expect(premierDialogFor(null, null)).toBe("read-cart");
    expect(premierDialogFor(member(), [{ isMemberSku: false }, { isMemberSku: true }])).toBe("coupons");
    expect(premierDialogFor(member(), [{ isMemberSku: false }])).toBe("buy-membership");
    expect(premierDialogFor(member(), [])).toBe("buy-membership");
  });
});
