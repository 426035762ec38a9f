import { describe, expect, it } from "vitest";
import { ASSEMBLY_GUIDE_BASE, assemblyGuides, detailRows, seatRatings } from "~schemas/rules/product/panels";
import type { ProductPage } from "~schemas/detail/page";
import { panelsSectionSchema } from "~schemas/detail/panels";
import { serviceSectionSchema } from "~schemas/detail/service";
import { modelProductListSchema } from "~schemas/product";
import type { StoreId } from "~schemas/rules/stores";
import ember from "../../fixtures/products/ember-console.json";
import harlow from "../../fixtures/products/harlow-sofa.json";
import { seatTextsFor } from "~/lib/i18n.server";

const pageOf = (fixture: { model: unknown }, store: StoreId = 3, extra: Partial<ProductPage> = {}): ProductPage => {
  const { product, models } = modelProductListSchema.parse(fixture.model);
  return { kind: "page", path: "/x.html", product: product!, models, skuId: product!.skuList[0]!.skuId, delivery: null, coupons: null, reviewSummary: null, seatTexts: seatTextsFor(store), store, device: "desktop", now: 0, ...extra };
};

describe("seat ratings (detail spec 9: 4 items on a 5-step scale)", () => {
  it("show only when showStarRating is 1, the four items in order whatever the key order", () => {
    const rating = { showStarRating: 1, starRating: { "Seat Softness": 2, "seat depth": 3, "Seat Comfort": 4, seat_height: 5 } };
    expect(seatRatings(rating)).toEqual([
      { item: "comfort", value: 4 },
      { item: "depth", value: 3 },
      { item: "height", value: 5 },
      { item: "softness", value: 2 },
    ]);
    expect(seatRatings({ ...rating, showStarRating: 0 })).toEqual([]);
    expect(seatRatings(null)).toEqual([]);
  });

  it("keep values within 1–5 (rounded), and leave out unknown labels and values below 1", () => {
    expect(seatRatings({ showStarRating: 1, starRating: { comfort: 7, depth: 2.6, height: 0, "Arm Width": 3 } })).toEqual([
      { item: "comfort", value: 5 },
      { item: "depth", value: 3 },
    ]);
  });

  it("are in the store's seat-rating language: English for 3, 4, 8 and 9, German 5, French 6, Italian 7", () => {
    const names = (store: StoreId) => panelsSectionSchema.parse(pageOf(harlow, store)).bySku["20011"]!.seatRatings.map((rating) => [rating.name, rating.low, rating.high]);
    const english = [
      ["Seat Comfort", "Relaxed", "Upright"],
      ["Seat Depth", "Shallow", "Deep"],
      ["Seat Height", "Low", "High"],
      ["Seat Softness", "Soft", "Firm"],
    ];
    for (const store of [3, 4, 8, 9] as const) expect(names(store)).toEqual(english);
    expect(names(5)).toEqual([
      ["Sitzkomfort", "Entspannt", "Aufrecht"],
      ["Sitztiefe", "Flach", "Tief"],
      ["Sitzhöhe", "Niedrig", "Hoch"],
      ["Sitzhärte", "Weich", "Fest"],
    ]);
    expect(names(6)[0]).toEqual(["Confort d'assise", "Détendu", "Droit"]);
    expect(names(7)[3]).toEqual(["Morbidezza della seduta", "Morbida", "Rigida"]);
  });
});

describe("assembly guides (detail spec 2: PDFs named {sku}_{n}.pdf)", () => {
  it("take n from numeric entries of instructionsList", () => {
    expect(assemblyGuides("LW1001-OAT-3-SEAT", [1, "3"])).toEqual([
      { n: 1, href: `${ASSEMBLY_GUIDE_BASE}LW1001-OAT-3-SEAT_1.pdf`, title: null },
      { n: 3, href: `${ASSEMBLY_GUIDE_BASE}LW1001-OAT-3-SEAT_3.pdf`, title: null },
    ]);
  });

  it("take n and a title from objects, else the entry's 1-based position; repeated n are listed once", () => {
    expect(assemblyGuides("A B", [{ n: 2, title: "Doors" }, { name: "Legs" }, "x", 2])).toEqual([
      { n: 2, href: `${ASSEMBLY_GUIDE_BASE}A%20B_2.pdf`, title: "Doors" },
      { n: 3, href: `${ASSEMBLY_GUIDE_BASE}A%20B_3.pdf`, title: null },
    ]);
    expect(assemblyGuides("X", [{ name: "Legs" }])).toEqual([{ n: 1, href: `${ASSEMBLY_GUIDE_BASE}X_1.pdf`, title: "Legs" }]);
    expect(assemblyGuides("X", null)).toEqual([]);
  });
});

describe("specification and dimension rows", () => {
  it("keep text and number values, leaving out blanks and objects", () => {
    expect(detailRows({ Width: '84"', Seats: 3, Blank: " ", Nested: { a: 1 }, " ": "x" })).toEqual([
      { label: "Width", value: '84"' },
      { label: "Seats", value: "3" },
    ]);
    expect(detailRows(null)).toEqual([]);
  });
});

describe("the panels section's data", () => {
  it("follows each SKU: its specifications, dimensions, seat ratings and guides", () => {
    const data = panelsSectionSchema.parse(pageOf(harlow));
    expect(data.bySku["20011"]!.specifications).toEqual([
      { label: "Frame", value: "Solid oak" },
      { label: "Upholstery", value: "Oat" },
    ]);
    expect(data.bySku["20015"]!.seatRatings.map((rating) => rating.value)).toEqual([3, 4, 3, 4]);
    expect(data.bySku["20016"]!.guides.map((guide) => guide.href)).toEqual([
      `${ASSEMBLY_GUIDE_BASE}LW1001-CHARCOAL-4-SEAT_1.pdf`,
      `${ASSEMBLY_GUIDE_BASE}LW1001-CHARCOAL-4-SEAT_2.pdf`,
    ]);
    expect(panelsSectionSchema.parse(pageOf(ember)).bySku["20141"]!.seatRatings).toEqual([]);
  });

  it("reads the care notes' dimension tolerance per store (detail spec 9)", () => {
    const tolerance = (store: StoreId) => panelsSectionSchema.parse(pageOf(harlow, store)).careTolerance;
    expect([3, 6, 7].map((store) => tolerance(store as StoreId))).toEqual(['±0.79"', '±0.79"', '±0.79"']);
    expect(tolerance(5)).toBe("±2.01 cm");
    expect(tolerance(4)).toBeNull();
  });

  it("sanitises the description and names the brand", () => {
    const page = pageOf(harlow);
    page.product = { ...page.product, spuInfo: { ...page.product.spuInfo, description: '<p onclick="x()">Soft<script>alert(1)</script></p>' } as typeof page.product.spuInfo };
    const data = panelsSectionSchema.parse(page);
    expect(data.description).toBe("<p>Soft</p>");
    expect(data.brand).toEqual({ name: "Loftwell Studio", description: expect.stringContaining("Portland") });
  });
});

describe("the service section's data (detail spec 2, Service card rows)", () => {
  it("shows every row in store 3, delivery options included, with the eco certificate", () => {
    const data = serviceSectionSchema.parse(pageOf(harlow, 3));
    expect(data.rows).toEqual(["shipping", "stock", "shipFrom", "priceMatch", "returns", "warranty", "eco", "deliveryOptions"]);
    expect(data.certificate).toBe("/fixture-images/certificates/eco-certificate.svg");
  });

  it("shows delivery options in stores 3 and 4 only", () => {
    expect(serviceSectionSchema.parse(pageOf(harlow, 4)).rows).toContain("deliveryOptions");
    for (const store of [5, 6, 7, 8, 9] as const) expect(serviceSectionSchema.parse(pageOf(harlow, store)).rows).not.toContain("deliveryOptions");
  });

  it("hides the rows the product lists in hiddenServiceRows, and eco without an environmental label", () => {
    const data = serviceSectionSchema.parse(pageOf(ember, 3));
    expect(data.rows).not.toContain("priceMatch");
    expect(data.rows).not.toContain("eco");
    expect(data.rows).toContain("returns");
    const page = pageOf(harlow, 3);
    page.product = { ...page.product, spuInfo: { ...page.product.spuInfo, hiddenServiceRows: "stock, warranty,unknown" } as typeof page.product.spuInfo };
    expect(serviceSectionSchema.parse(page).rows).toEqual(["shipping", "shipFrom", "priceMatch", "returns", "eco", "deliveryOptions"]);
  });

  it("carries the saved zip object and the product's isHideFreeShipping", () => {
    const zip = { postcode: "10001", regionCode: "NY", regionName: "New York", city: "New York" };
    expect(serviceSectionSchema.parse(pageOf(harlow, 3, { zip }))).toMatchObject({ zip, isHideFreeShipping: false });
  });
});
