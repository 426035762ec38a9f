import { describe, expect, it } from "vitest";
import { couponPrice } from "~schemas/rules/product/coupon-price";
import { addSourcePositions } from "~schemas/rules/product/add-source";

const sku = { specialPrice: 1299, isFlashSale: false };
const plain = { activityFlashSale: false, modular: false };

describe("the coupon price the price block and Add to Cart share (detail spec 2, 4)", () => {
  it("gives the coupon price and the '-{discount}' to the cent once the coupon summary has arrived", () => {
    expect(couponPrice(sku, { discountedPrice: 1199 }, plain)).toEqual({ kind: "coupon", price: 1199, discount: 100, shown: true });
    expect(couponPrice({ specialPrice: 189.4, isFlashSale: false }, { discountedPrice: 149.99 }, plain)?.discount).toBe(39.41);
    expect(couponPrice(sku, { discountedPrice: 1199, isSuite: true }, plain)?.kind).toBe("bundle");
  });

  it("is not shown while the summary loads: the SKU's own discountedPrice only feeds the price paid", () => {
    expect(couponPrice({ ...sku, discountedPrice: 1199 }, null, plain)).toEqual({ kind: "coupon", price: 1199, discount: 100, shown: false });
  });

  it("is none for a modular sofa, on a flash sale price, and without a discount", () => {
    expect(couponPrice(sku, { discountedPrice: 1199 }, { ...plain, modular: true })).toBeNull();
    expect(couponPrice({ specialPrice: 189.4, isFlashSale: true, flashSalePrice: 149.99 }, { discountedPrice: 149.99 }, plain)).toBeNull();
    expect(couponPrice(sku, { discountedPrice: 1299 }, plain)).toBeNull();
    expect(couponPrice(sku, { discountedPrice: 1399 }, plain)).toBeNull();
  });
});

describe("add-to-cart source positions (detail spec 9)", () => {
  it("main button: 1 on one event, 11 on the other; the coupon dialog: 12", () => {
    expect(addSourcePositions("main")).toEqual({ click: 1, added: 11 });
    expect(addSourcePositions("coupon-dialog")).toEqual({ click: 12, added: 12 });
  });
});
