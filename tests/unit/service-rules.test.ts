import { describe, expect, it } from "vitest";
import {
  chosenWrap,
  defaultWrap,
  deliveryEstimate,
  fixedDeliveryText,
  hidesFreeShipping,
  shipFrom,
  shippingRegion,
  stockStatus,
} from "~schemas/rules/product/delivery";
import { parseZipObject } from "~schemas/rules/product/zip";
import { deliverySchema, wrapListSchema } from "~schemas/product";

const delivery = (fields: Record<string, unknown>) => deliverySchema.parse(fields);

describe("stock row (detail spec 4, Sellability and stock)", () => {
  it("shows 'In stock, ships in 48 hours' when overSeaStockNum is above 2", () => {
    expect(stockStatus(delivery({ overSeaStockNum: 3 }))).toBe("in-stock");
    expect(stockStatus(delivery({ overSeaStockNum: "40" }))).toBe("in-stock");
  });

  it("shows 'Low in stock' for 1 to 2", () => {
    expect(stockStatus(delivery({ overSeaStockNum: 2 }))).toBe("low");
    expect(stockStatus(delivery({ overSeaStockNum: 1 }))).toBe("low");
  });

  it("shows nothing at 0, and no delivery data counts as stock 0", () => {
    expect(stockStatus(delivery({ overSeaStockNum: 0 }))).toBeNull();
    expect(stockStatus(delivery({}))).toBeNull();
    expect(stockStatus(null)).toBeNull();
  });
});

describe("ship-from row (detail spec 9, Stock and shipping)", () => {
  it("names the warehouse codes CA and NJ", () => {
    expect(shipFrom(delivery({ usWarehouse: "CA" }), 3)).toEqual({ kind: "warehouse", code: "CA" });
    expect(shipFrom(delivery({ usWarehouse: "nj" }), 3)).toEqual({ kind: "warehouse", code: "NJ" });
  });

  it("in store 4 a transnational shipment shows 'US'; elsewhere the warehouse", () => {
    expect(shipFrom(delivery({ usWarehouse: "NJ", transnational: true }), 4)).toEqual({ kind: "other", text: "US" });
    expect(shipFrom(delivery({ usWarehouse: "NJ", transnational: true }), 3)).toEqual({ kind: "warehouse", code: "NJ" });
    expect(shipFrom(delivery({ usWarehouse: "CA", transnational: false }), 4)).toEqual({ kind: "warehouse", code: "CA" });
  });

  it("shows another code as sent, and nothing without a warehouse or delivery data", () => {
    expect(shipFrom(delivery({ usWarehouse: "TX" }), 3)).toEqual({ kind: "other", text: "TX" });
    expect(shipFrom(delivery({}), 3)).toBeNull();
    expect(shipFrom(null, 4)).toBeNull();
  });
});

describe("free shipping (detail spec 9: store 4 hides it when the delivery index is 3 or 4)", () => {
  it("hides it in store 4 for index 3 and 4 only", () => {
    expect(hidesFreeShipping(delivery({ index: 3 }), 4, false)).toBe(true);
    expect(hidesFreeShipping(delivery({ index: "4" }), 4, false)).toBe(true);
    expect(hidesFreeShipping(delivery({ index: 2 }), 4, false)).toBe(false);
    expect(hidesFreeShipping(delivery({ index: 3 }), 3, false)).toBe(false);
    expect(hidesFreeShipping(null, 4, false)).toBe(false);
  });

  it("hides it for a product marked isHideFreeShipping in any store", () => {
    expect(hidesFreeShipping(delivery({ index: 1 }), 3, true)).toBe(true);
  });
});

describe("delivery text and region (detail spec 2 and 4)", () => {
  it("a description without a postcode is a fixed text: no postcode input opens", () => {
    expect(fixedDeliveryText(delivery({ desc: "Made to order: ships in 4-6 weeks" }))).toBe("Made to order: ships in 4-6 weeks");
    expect(fixedDeliveryText(delivery({ desc: "Delivered in 5-9 business days", postcode: "90001" }))).toBeNull();
    expect(fixedDeliveryText(null)).toBeNull();
  });

  it("reads a day-based estimate (timeType 2) from the fields or deliveryDesc.daysObj, else the description", () => {
    expect(deliveryEstimate(delivery({ timeType: 2, timeDesc: "5-9", typeDesc: "business days" }))).toEqual({ kind: "days", time: "5-9", type: "business days" });
    expect(deliveryEstimate(delivery({ deliveryDesc: { daysObj: { timeType: "2", timeDesc: "3-4", typeDesc: "weeks" } } }))).toEqual({
      kind: "days",
      time: "3-4",
      type: "weeks",
    });
    expect(deliveryEstimate(delivery({ timeType: 1, timeDesc: "soon", desc: "Ships soon" }))).toEqual({ kind: "text", text: "Ships soon" });
    expect(deliveryEstimate(null)).toBeNull();
  });

  it("points at the saved zip object, else the delivery's postcode and city; no delivery data is no region", () => {
    const zip = { postcode: "10001", regionCode: "NY", regionName: "New York", city: null };
    expect(shippingRegion(delivery({ postcode: "90001", city: "Los Angeles" }), zip)).toEqual({ postcode: "10001", city: "New York" });
    expect(shippingRegion(delivery({ postcode: "90001", city: "Los Angeles" }), null)).toEqual({ postcode: "90001", city: "Los Angeles" });
    expect(shippingRegion(null, zip)).toBeNull();
  });
});

describe("delivery services (detail spec 7, Wrap list)", () => {
  const wraps = wrapListSchema.parse([
    { wrapId: 1, amount: 0, name: "Front Door Delivery" },
    { wrapId: "2", amount: "79", name: "Room of Choice" },
    { wrapId: "3", amount: null },
    { amount: 5, name: "no id: cannot be chosen" },
  ]);

  it("reads ids as text, amounts as numbers, and leaves out entries without an id", () => {
    expect(wraps).toEqual([
      { wrapId: "1", amount: 0, name: "Front Door Delivery" },
      { wrapId: "2", amount: 79, name: "Room of Choice" },
      { wrapId: "3", amount: 0, name: null },
    ]);
  });

  it("the default is the first with no amount", () => {
    expect(defaultWrap(wraps)?.wrapId).toBe("1");
    expect(defaultWrap(wraps.slice(1))?.wrapId).toBe("3");
    expect(defaultWrap([{ wrapId: "9", amount: 10, name: null }])).toBeNull();
    expect(defaultWrap(null)).toBeNull();
  });

  it("the shopper's choice holds while the list offers it, else the default", () => {
    expect(chosenWrap(wraps, "2")?.wrapId).toBe("2");
    expect(chosenWrap(wraps, "gone")?.wrapId).toBe("1");
    expect(chosenWrap(wraps, null)?.wrapId).toBe("1");
  });
});

describe("zip object (detail spec 3)", () => {
  it("reads a zip object from JSON or an object, keeping the four fields", () => {
    expect(parseZipObject('{"postcode":"10001","regionCode":"NY","regionName":"New York","city":"New York","extra":1}')).toEqual({
      postcode: "10001",
      regionCode: "NY",
      regionName: "New York",
      city: "New York",
    });
    expect(parseZipObject({ postcode: 90001 })).toEqual({ postcode: "90001", regionCode: null, regionName: null, city: null });
  });

  it("refuses one without a usable postcode, and drops fields that are not plain text", () => {
    expect(parseZipObject('{"regionCode":"NY"}')).toBeNull();
    expect(parseZipObject("not json")).toBeNull();
    expect(parseZipObject({ postcode: "<script>" })).toBeNull();
    expect(parseZipObject({ postcode: "10001", regionCode: "N Y;", city: "<b>" })).toEqual({ postcode: "10001", regionCode: null, regionName: null, city: null });
  });
});
