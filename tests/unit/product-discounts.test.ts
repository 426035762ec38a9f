import { describe, expect, it } from "vitest";
import {
  couponCountdownSeconds,
  couponGroups,
  couponKind,
  couponTitle,
  discountDialogWidth,
  discountLine,
  payLaterOffer,
  isModularSofa,
  showsBestCoupons,
  showsCouponPrice,
} from "~schemas/rules/product/discounts";
import { flashSaleSaving, markingPrice, priceView } from "~schemas/rules/product/price";

describe("coupon titles (detail spec 9, 'Discount titles')", () => {
  const amount = { label: "orders over $999", discountAmount: 100, discountType: 1 };
  const percent = { label: "sofas", discountAmount: 15, discountType: 2 };

  it("discountType 1 is an amount, 2 and 3 a percentage", () => {
    expect([1, 2, 3, 4, undefined].map(couponKind)).toEqual(["amount", "percent", "percent", null, null]);
  });

  it("stores other than 5 and 6 read '{amount} off {label}' and '{n}% off {label}'", () => {
    expect(couponTitle(amount, 3)).toBe("$100 off orders over $999");
    expect(couponTitle(percent, 3)).toBe("15% off sofas");
    expect(couponTitle({ ...percent, discountType: 3 }, 4)).toBe("15% off sofas");
    // Store 7 keeps the 'off' form, with the euro rewrite of the label's amounts.
    expect(couponTitle(amount, 7)).toBe("100€ off orders over 999€");
  });

  it("stores 5 and 6 read '-{amount} {label}' and '-{n}% {label}'", () => {
    expect(couponTitle(amount, 5)).toBe("-100€ orders over 999€");
    expect(couponTitle(percent, 6)).toBe("-15% sofas");
  });

  it("detail spec 9 coupon label currency on the product page: stores 5, 6 and 7 'X€' (no space)", () => {
    for (const store of [5, 6, 7] as const) expect(couponTitle({ label: "orders over $999", discountType: 3, discountAmount: 10 }, store)).toMatch(/ orders over 999€$/);
    expect(couponTitle({ label: "", discountType: 1, discountAmount: 100 }, 7)).toBe("100€ off");
  });

  it("spec 9 coupon label currency: store 8 ' $', store 9 ' A$'", () => {
    expect(couponTitle(amount, 8)).toBe("100 $ off orders over 999 $");
    expect(couponTitle(amount, 9)).toBe("100 A$ off orders over 999 A$");
  });

  it("a coupon without a usable value shows its label alone", () => {
    expect(couponTitle({ label: "Free gift", discountType: 9, discountAmount: 5 }, 3)).toBe("Free gift");
    expect(couponTitle({ label: "Free gift", discountType: 1, discountAmount: 0 }, 5)).toBe("Free gift");
  });
});

describe("Discount Details dialog (detail spec 2)", () => {
  it("lists usable and not-usable coupons, from the fulfilled lists or allUseList's isFulfil", () => {
    const a = { code: "A", isFulfil: true };
    const b = { code: "B", isFulfil: false };
    expect(couponGroups({ fulUseList: [a], notFulUseList: [b], allUseList: [] })).toEqual({ usable: [a], notUsable: [b] });
    expect(couponGroups({ fulUseList: [], notFulUseList: [], allUseList: [a, b] })).toEqual({ usable: [a], notUsable: [b] });
    expect(couponGroups({ fulUseList: [a], notFulUseList: [a, b], allUseList: [] })).toEqual({ usable: [a], notUsable: [b] });
  });

  it("width: fit-content for coupon or bundle display; narrow with 3 coupons or fewer, otherwise wide", () => {
    expect(discountDialogWidth("coupon", 9)).toBe("fit-content");
    expect(discountDialogWidth("bundle", 1)).toBe("fit-content");
    expect(discountDialogWidth("coupons", 3)).toBe("narrow");
    expect(discountDialogWidth("coupons", 0)).toBe("narrow");
    expect(discountDialogWidth("coupons", 4)).toBe("wide");
  });
});

describe("price rules (detail spec 4, 'Activities, flash sale and countdowns'; 9)", () => {
  it("no discount when discountedPrice equals specialPrice", () => {
    expect(discountLine(1299, 1299, false)).toBeNull();
    expect(discountLine(1299, null, false)).toBeNull();
    expect(discountLine(1299, 1199, false)).toEqual({ kind: "coupon", price: 1199 });
    expect(discountLine(1299, 1199, true)).toEqual({ kind: "bundle", price: 1199 });
  });

  it("flash sale: a struck integer marking price and Save to 2 decimals", () => {
    expect(markingPrice(229.5)).toBe(230);
    expect(flashSaleSaving(229.99, 189.5)).toBe(40.49);
    expect(priceView({ specialPrice: 229.99, isFlashSale: true, flashSalePrice: 189.5 })).toEqual({ kind: "flash", price: 189.5, marking: 230, save: 40.49 });
  });

  it("coupon countdown: couponCountdownInfo.duration in whole seconds, never below 0", () => {
    expect(couponCountdownSeconds({ duration: 90.7 })).toBe(90);
    expect(couponCountdownSeconds({ duration: -4 })).toBe(0);
    expect(couponCountdownSeconds({ activityName: "x" })).toBeNull();
    expect(couponCountdownSeconds(null)).toBeNull();
  });

  it("the best-coupons box hides while a countdown shows, when the activity is over, or with no coupons", () => {
    expect(showsBestCoupons({ countdownShows: false, activityOver: false, coupons: 2 })).toBe(true);
    expect(showsBestCoupons({ countdownShows: true, activityOver: false, coupons: 2 })).toBe(false);
    expect(showsBestCoupons({ countdownShows: false, activityOver: true, coupons: 2 })).toBe(false);
    expect(showsBestCoupons({ countdownShows: false, activityOver: false, coupons: 0 })).toBe(false);
  });
});

describe("pay-later 'as low as' (detail spec 9)", () => {
  it("sends the amount in cents (price × 100) and divides it into 12 monthly instalments", () => {
    expect(payLaterOffer(1299)).toEqual({ cents: 129900, monthly: 108.25 });
    expect(payLaterOffer(189.99)).toEqual({ cents: 18999, monthly: 15.84 });
  });

  it("shows only within 35.00–2000.00, bounds included", () => {
    expect(payLaterOffer(34.99)).toBeNull();
    expect(payLaterOffer(35)).toEqual({ cents: 3500, monthly: 2.92 });
    expect(payLaterOffer(2000)).toEqual({ cents: 200000, monthly: 166.67 });
    expect(payLaterOffer(2000.01)).toBeNull();
    expect(payLaterOffer(Number.NaN)).toBeNull();
  });
});

describe("when the coupon price shows (detail spec 4)", () => {
  it("for a bundle not on flash sale, or with the coupon-price experiment; never for modular sofas", () => {
    expect(showsCouponPrice({ isSuite: true, isFlashSale: false, modular: false, experiment: false })).toBe(true);
    expect(showsCouponPrice({ isSuite: true, isFlashSale: true, modular: false, experiment: false })).toBe(false);
    expect(showsCouponPrice({ isSuite: false, isFlashSale: false, modular: false, experiment: false })).toBe(false);
    expect(showsCouponPrice({ isSuite: false, isFlashSale: false, modular: false })).toBe(true);
    expect(showsCouponPrice({ isSuite: true, isFlashSale: false, modular: true })).toBe(false);
    expect(isModularSofa("modular-sofa")).toBe(true);
    expect(isModularSofa("sofa")).toBe(false);
  });
});
