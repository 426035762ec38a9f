import { describe, expect, it } from "vitest";
import {
  buyDecision,
  deliveryFacts,
  estimatedDelivery,
  notifyEmailError,
  outOfStockView,
  platformType,
  showsOutOfStock,
  signupEmailError,
  storedEmail,
} from "~schemas/rules/product/buying";
import {
  accessoryChoice,
  accessoryProductIds,
  checkedAccessories,
  NO_UPGRADES,
  setAccessoryQuantity,
  toggleAccessory,
  toggleOttoman,
  type Accessory,
  type Ottoman,
} from "~schemas/rules/product/upgrades";

const selling = { sku: "LW-1", status: 1, salableQuantity: 4 };
const stocked = { timeAvailable: true, totalStock: 12 };

describe("buy now and add to cart (detail spec 4, 5 Buying)", () => {
  it("need a chosen SKU, else PleaseMake", () => {
    expect(buyDecision("add", null, true, stocked)).toBe("choose-sku");
    expect(buyDecision("buy", undefined, true, stocked)).toBe("choose-sku");
  });

  it("open the delivery-delay dialog when the product is in stock, the total stock is below 1 and the SKU is not price_1", () => {
    const empty = { timeAvailable: true, totalStock: 0 };
    expect(buyDecision("add", selling, true, empty)).toBe("delay-dialog");
    expect(buyDecision("buy", selling, true, { timeAvailable: true, totalStock: 0.5 })).toBe("delay-dialog");
    expect(buyDecision("add", { ...selling, sku: "price_1" }, true, empty)).toBe("proceed");
    // A product that is not in stock goes the out-of-stock way instead.
    expect(buyDecision("add", selling, false, empty)).toBe("proceed");
    expect(buyDecision("add", selling, true, stocked)).toBe("proceed");
  });

  it("let Buy Now proceed only when the time status holds and the SKU is in normal sale; otherwise the dialog", () => {
    expect(buyDecision("buy", selling, true, stocked)).toBe("proceed");
    expect(buyDecision("buy", selling, true, { timeAvailable: false, totalStock: 12 })).toBe("delay-dialog");
    expect(buyDecision("buy", { ...selling, status: 0 }, true, stocked)).toBe("delay-dialog");
    expect(buyDecision("buy", { ...selling, salableQuantity: 0 }, true, stocked)).toBe("delay-dialog");
    // Add to Cart is not held back by them.
    expect(buyDecision("add", { ...selling, salableQuantity: 0 }, true, stocked)).toBe("proceed");
  });

  it("read no delivery data as stock 0 with the time status available", () => {
    expect(deliveryFacts(null)).toEqual({ timeAvailable: true, totalStock: 0 });
    expect(deliveryFacts({ time: false, in: true, totalStockNum: 3 })).toEqual({ timeAvailable: true, totalStock: 3 });
    expect(deliveryFacts({ time: false, in: false })).toEqual({ timeAvailable: false, totalStock: 0 });
  });

  it("show Out of Stock when the time status is false, status is 0 or the quantity is 0 or less (Sellability and stock)", () => {
    expect(showsOutOfStock(selling, stocked)).toBe(false);
    expect(showsOutOfStock(selling, { timeAvailable: false, totalStock: 9 })).toBe(true);
    expect(showsOutOfStock({ ...selling, status: 0 }, stocked)).toBe(true);
    expect(showsOutOfStock({ ...selling, salableQuantity: -2 }, stocked)).toBe(true);
    expect(showsOutOfStock(undefined, stocked)).toBe(false);
  });

  it("describe the estimated delivery by its text, else the day-based estimate", () => {
    expect(estimatedDelivery({ desc: "Delivered in 6-8 weeks", timeDesc: "6-8", typeDesc: "weeks" })).toBe("Delivered in 6-8 weeks");
    expect(estimatedDelivery({ timeDesc: "6-8", typeDesc: "weeks" })).toBe("6-8 weeks");
    expect(estimatedDelivery({ deliveryDesc: { daysObj: { timeDesc: "3-5", typeDesc: "days" } } })).toBe("3-5 days");
    expect(estimatedDelivery(null)).toBeNull();
  });
});

describe("the out-of-stock module (detail spec 2, 4 Out-of-stock notify)", () => {
  it("reads newStockInRegion for a new SPU and OutOfStockInThisRegion otherwise", () => {
    expect(outOfStockView(true, false, true).messageKey).toBe("newStockInRegion");
    expect(outOfStockView(false, false, true).messageKey).toBe("OutOfStockInThisRegion");
  });

  it("opens with the e-mail form for a non-new SKU, the like/don't-like poll for a new one, and the confirmation once notified", () => {
    expect(outOfStockView(true, false, true).start).toBe("form");
    expect(outOfStockView(true, true, true).start).toBe("poll");
    expect(outOfStockView(false, true, false).start).toBe("done");
  });

  it("sends platformType 1 when the delivery time status holds, else 0", () => {
    expect(platformType({ timeAvailable: true, totalStock: 0 })).toBe(1);
    expect(platformType({ timeAvailable: false, totalStock: 0 })).toBe(0);
  });

  it("prefills the e-mail from the stored user info", () => {
    expect(storedEmail(JSON.stringify({ email: "ana@example.com" }))).toBe("ana@example.com");
    expect(storedEmail(JSON.stringify({ customerEmail: "bo@example.com" }))).toBe("bo@example.com");
    expect(storedEmail("not json")).toBe("");
    expect(storedEmail(null)).toBe("");
  });
});

describe("e-mail validation (detail spec 5)", () => {
  it("out-of-stock notify: required and matching the pattern, else WrongEmail", () => {
    for (const good of ["ana@example.com", "ana.b-c_d@mail.example.co", "A1@B2.io", " ana@example.com "]) expect(notifyEmailError(good), good).toBeNull();
    for (const bad of ["", "ana", "ana@example", "ana@example.info", "ana..b@example.com", "ana@-example.com", "ana@example.c0m", "ana b@example.com"]) {
      expect(notifyEmailError(bad), bad).toBe("WrongEmail");
    }
  });

  it("delivery-delay sign-up: empty is enter_email_tips, not matching is NoEmail", () => {
    expect(signupEmailError("  ")).toBe("enter_email_tips");
    expect(signupEmailError("ana@example")).toBe("NoEmail");
    expect(signupEmailError("ana@example.com")).toBeNull();
  });
});

const ottoman = (quantity: number, targetSku: string): Ottoman => ({ quantity, specialPrice: 349 * quantity, targetSku });
const skuIds: Record<string, string> = { "SOFA-OTT1": "201", "SOFA-OTT2": "202" };
const skuIdOf = (sku: string) => skuIds[sku];

describe("ottoman upgrades (detail spec 4, Upgrades)", () => {
  it("checking an ottoman selects its targetSku", () => {
    const { state, selectSkuId } = toggleOttoman(NO_UPGRADES, "100", ottoman(1, "SOFA-OTT1"), true, skuIdOf);
    expect(selectSkuId).toBe("201");
    expect(state).toMatchObject({ baseSkuId: "100", ottoman: "SOFA-OTT1" });
  });

  it("unchecking restores the original sku, also after switching to another ottoman", () => {
    const one = toggleOttoman(NO_UPGRADES, "100", ottoman(1, "SOFA-OTT1"), true, skuIdOf);
    const two = toggleOttoman(one.state, "201", ottoman(2, "SOFA-OTT2"), true, skuIdOf);
    expect(two.selectSkuId).toBe("202");
    expect(two.state.baseSkuId).toBe("100");
    const off = toggleOttoman(two.state, "202", ottoman(2, "SOFA-OTT2"), false, skuIdOf);
    expect(off.selectSkuId).toBe("100");
    expect(off.state).toMatchObject({ baseSkuId: null, ottoman: null });
  });

  it("ignores an ottoman whose target is not one of the product's SKUs", () => {
    const result = toggleOttoman(NO_UPGRADES, "100", ottoman(1, "ELSEWHERE"), true, skuIdOf);
    expect(result.selectSkuId).toBeNull();
    expect(result.state).toBe(NO_UPGRADES);
  });
});

const pillow: Accessory = { id: "20190", productId: "20190", name: "Pillow", salePrice: 49, quantity: 1, custom: false };
const kit: Accessory = { id: "20192", productId: "20192", name: "Kit", salePrice: 29, quantity: 2, custom: true };

describe("accessory upgrades (detail spec 4, 9)", () => {
  it("start unchecked at their default quantity", () => {
    expect(accessoryChoice(NO_UPGRADES, kit)).toEqual({ checked: false, quantity: 2 });
  });

  it("changing the quantity in the dropdown checks the item, within 1–10", () => {
    const state = setAccessoryQuantity(NO_UPGRADES, pillow, 3);
    expect(accessoryChoice(state, pillow)).toEqual({ checked: true, quantity: 3 });
    expect(accessoryChoice(setAccessoryQuantity(state, pillow, 40), pillow).quantity).toBe(10);
    expect(accessoryChoice(setAccessoryQuantity(state, pillow, 0), pillow).quantity).toBe(1);
  });

  it("a checkbox keeps the chosen quantity", () => {
    const state = toggleAccessory(setAccessoryQuantity(NO_UPGRADES, pillow, 3), pillow, false);
    expect(accessoryChoice(state, pillow)).toEqual({ checked: false, quantity: 3 });
    expect(accessoryChoice(toggleAccessory(state, pillow, true), pillow)).toEqual({ checked: true, quantity: 3 });
  });

  it("go into the cart as one line per unit: an accessory with Qty n is n product ids", () => {
    let state = setAccessoryQuantity(NO_UPGRADES, pillow, 3);
    state = toggleAccessory(state, kit, true);
    expect(checkedAccessories(state, [pillow, kit]).map(({ accessory, quantity }) => [accessory.id, quantity])).toEqual([
      ["20190", 3],
      ["20192", 2],
    ]);
    expect(accessoryProductIds(state, [pillow, kit])).toEqual(["20190", "20190", "20190", "20192", "20192"]);
    expect(accessoryProductIds(NO_UPGRADES, [pillow, kit])).toEqual([]);
  });
});
