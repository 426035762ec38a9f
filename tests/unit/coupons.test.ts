import { describe, expect, it } from "vitest";
import { couponAmount, couponCurrencyText, couponValue, parseCouponDiscount } from "~schemas/rules/coupons";
import { formatStoreDate } from "~schemas/rules/store-date";
import { STORE_IDS, type StoreId } from "~schemas/rules/stores";

describe("parseCouponDiscount (rate vs amount)", () => {
  it("reads a discountAmount with '%' as a rate", () => {
    expect(parseCouponDiscount("15%")).toEqual({ kind: "rate", value: 15 });
    expect(parseCouponDiscount(" 7.5 % ")).toEqual({ kind: "rate", value: 7.5 });
  });

  it("reads any other number, with or without '$' and ',' grouping, as an amount", () => {
    expect(parseCouponDiscount("50")).toEqual({ kind: "amount", value: 50 });
    expect(parseCouponDiscount("$100")).toEqual({ kind: "amount", value: 100 });
    expect(parseCouponDiscount("$1,000")).toEqual({ kind: "amount", value: 1000 });
    expect(parseCouponDiscount("12.5")).toEqual({ kind: "amount", value: 12.5 });
  });

  it("refuses what is not a positive number", () => {
    for (const raw of ["free", "", "0", "0%", "-5", "1,00", "$", "10% off", "5 €"]) expect(parseCouponDiscount(raw), raw).toBeNull();
  });
});

describe("couponCurrencyText ('$X' per store)", () => {
  const text = "Orders over $999, or $1,499.50 for sets";

  it("keeps '$X' in stores 1, 3 and 4", () => {
    for (const store of [1, 3, 4] as const) expect(couponCurrencyText(text, store)).toBe(text);
  });

  it("turns '$X' into 'X €' in stores 5, 6 and 7 on the landing coupon wall (landing 9)", () => {
    for (const store of [5, 6, 7] as const) {
      expect(couponCurrencyText(text, store)).toBe("Orders over 999 €, or 1,499.50 € for sets");
      expect(couponCurrencyText(text, store, "landing")).toBe("Orders over 999 €, or 1,499.50 € for sets");
    }
  });

  it("turns '$X' into 'X€' in stores 5, 6 and 7 on the product page (detail 9)", () => {
    for (const store of [5, 6, 7] as const) expect(couponCurrencyText(text, store, "detail")).toBe("Orders over 999€, or 1,499.50€ for sets");
    // The other stores read the same on both pages.
    expect(couponCurrencyText(text, 8, "detail")).toBe("Orders over 999 $, or 1,499.50 $ for sets");
    expect(couponCurrencyText(text, 9, "detail")).toBe("Orders over 999 A$, or 1,499.50 A$ for sets");
    expect(couponCurrencyText(text, 3, "detail")).toBe(text);
  });

  it("turns '$X' into 'X $' in store 8 and 'X A$' in store 9", () => {
    expect(couponCurrencyText(text, 8)).toBe("Orders over 999 $, or 1,499.50 $ for sets");
    expect(couponCurrencyText(text, 9)).toBe("Orders over 999 A$, or 1,499.50 A$ for sets");
  });

  it("leaves a '$' without an amount alone", () => {
    expect(couponCurrencyText("Save $$ now", 5)).toBe("Save $$ now");
  });
});

describe("couponAmount", () => {
  it("prints whole amounts without decimals in each store's label", () => {
    const printed = Object.fromEntries(STORE_IDS.map((store) => [store, couponAmount(50, store)]));
    expect(printed).toEqual({ 1: "$50", 3: "$50", 4: "$50", 5: "50 €", 6: "50 €", 7: "50 €", 8: "50 $", 9: "50 A$" });
  });

  it("groups thousands and prints cents with the store's separators", () => {
    expect(couponAmount(1000, 3)).toBe("$1,000");
    expect(couponAmount(1000, 5)).toBe("1.000 €");
    expect(couponAmount(1000, 6)).toBe("1\u202f000 €");
    expect(couponAmount(12.5, 3)).toBe("$12.50");
    expect(couponAmount(12.5, 7)).toBe("12,50 €");
  });
});

describe("couponValue", () => {
  it("is '-N%' / '-{amount}' in store 5", () => {
    expect(couponValue({ kind: "rate", value: 15 }, 5)).toBe("-15%");
    expect(couponValue({ kind: "rate", value: 7.5 }, 5)).toBe("-7,5%");
    expect(couponValue({ kind: "amount", value: 50 }, 5)).toBe("-50 €");
  });

  it("is 'N% Off' / '{amount} Off' in every other store", () => {
    const others = STORE_IDS.filter((store) => store !== 5);
    expect(others).toEqual([1, 3, 4, 6, 7, 8, 9]);
    for (const store of others) expect(couponValue({ kind: "rate", value: 15 }, store), `store ${store}`).toBe("15% Off");
    expect(couponValue({ kind: "rate", value: 7.5 }, 3)).toBe("7.5% Off");
    expect(couponValue({ kind: "amount", value: 50 }, 3)).toBe("$50 Off");
    expect(couponValue({ kind: "amount", value: 50 }, 6)).toBe("50 € Off");
    expect(couponValue({ kind: "amount", value: 50 }, 8)).toBe("50 $ Off");
    expect(couponValue({ kind: "amount", value: 50 }, 9)).toBe("50 A$ Off");
  });
});

describe("formatStoreDate", () => {
  const value = "2026-11-24 08:30:00";

  it("writes MM/DD/YYYY in stores 3 and 4 and DD/MM/YYYY in the others", () => {
    const printed = Object.fromEntries(STORE_IDS.map((store: StoreId) => [store, formatStoreDate(value, store)]));
    expect(printed).toEqual({
      1: "24/11/2026",
      3: "11/24/2026",
      4: "11/24/2026",
      5: "24/11/2026",
      6: "24/11/2026",
      7: "24/11/2026",
      8: "24/11/2026",
      9: "24/11/2026",
    });
  });

  it("takes the day from the text, so late times do not move it to another day", () => {
    expect(formatStoreDate("2026-12-31 23:59:59", 3)).toBe("12/31/2026");
    expect(formatStoreDate("2026-01-01 00:00:00", 5)).toBe("01/01/2026");
  });

  it("accepts a date without a time, and refuses anything else", () => {
    expect(formatStoreDate("2026-11-24", 4)).toBe("11/24/2026");
    for (const raw of ["24/11/2026", "2026-13-01 00:00:00", "2026-11-00", "soon", "", null, undefined]) {
      expect(formatStoreDate(raw, 3), String(raw)).toBeNull();
    }
  });
});
