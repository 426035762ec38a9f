import { describe, expect, it } from "vitest";
import { membershipPrices, premierLinePrice } from "~schemas/rules/premier";

describe("the 'with Premier' line's price (detail spec 3, 6)", () => {
  it("is the SKU's memberDiscountedPrice when it has member coupons", () => {
    expect(premierLinePrice({ memberCouponList: [{}], memberDiscountedPrice: 1149 })).toBe(1149);
    expect(premierLinePrice({ memberCouponList: [{}, {}], memberDiscountedPrice: 0 })).toBe(0);
  });

  it("is null without a member coupon or a member price: no shopper sees the link there, so no line is kept", () => {
    expect(premierLinePrice({ memberCouponList: [], memberDiscountedPrice: 1149 })).toBeNull();
    expect(premierLinePrice({ memberCouponList: null, memberDiscountedPrice: 1149 })).toBeNull();
    expect(premierLinePrice({ memberDiscountedPrice: 1149 })).toBeNull();
    expect(premierLinePrice({ memberCouponList: [{}], memberDiscountedPrice: null })).toBeNull();
    expect(premierLinePrice({ memberCouponList: [{}] })).toBeNull();
    expect(premierLinePrice({ memberCouponList: [{}], memberDiscountedPrice: Number.NaN })).toBeNull();
    expect(premierLinePrice({ memberCouponList: [{}], memberDiscountedPrice: -1 })).toBeNull();
    expect(premierLinePrice(null)).toBeNull();
    expect(premierLinePrice(undefined)).toBeNull();
  });
});

describe("the membership's prices in the buy-membership dialog (detail spec 3 'Member info')", () => {
  it("is the member price (activityAmount) with the original (amount) struck beside it when higher", () => {
    expect(membershipPrices({ amount: 49, activityAmount: 19 })).toEqual({ price: 19, original: 49 });
  });

  it("strikes nothing when the original is not higher or unknown", () => {
    expect(membershipPrices({ amount: 19, activityAmount: 19 })).toEqual({ price: 19, original: null });
    expect(membershipPrices({ amount: 10, activityAmount: 19 })).toEqual({ price: 19, original: null });
    expect(membershipPrices({ amount: null, activityAmount: 19 })).toEqual({ price: 19, original: null });
  });

  it("is the original price without an anniversary price, and null without either", () => {
    expect(membershipPrices({ amount: 49, activityAmount: null })).toEqual({ price: 49, original: null });
    expect(membershipPrices({ amount: null, activityAmount: null })).toBeNull();
    expect(membershipPrices(null)).toBeNull();
  });
});
