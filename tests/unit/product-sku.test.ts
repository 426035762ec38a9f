import { describe, expect, it } from "vitest";
import { splitProductName } from "~schemas/rules/product/name";
import { defaultSku, isNormalSale, isOutOfStock, isValueAvailable, matchesVariant, pickSku, skuForSelection, variantOf, type SkuLike } from "~schemas/rules/product/sku";

const sku = (id: string, values: Record<string, string>, { status = 1, qty = 10 } = {}): SkuLike => ({
  sku: `SKU-${id}`,
  skuId: id,
  status,
  salableQuantity: qty,
  shopifyProductId: `gid_shopify_ProductVariant_44${id}`,
  values,
});

const attributes = [
  { code: "color", values: [{ value: "oat" }, { value: "sage" }] },
  { code: "size", values: [{ value: "3" }, { value: "4" }] },
];

describe("sellability (detail spec 4, Sellability and stock)", () => {
  it("normal sale is status 1 with salableQuantity above 0", () => {
    expect(isNormalSale({ status: 1, salableQuantity: 1 })).toBe(true);
    expect(isNormalSale({ status: 0, salableQuantity: 5 })).toBe(false);
    expect(isNormalSale({ status: 1, salableQuantity: 0 })).toBe(false);
  });

  it("out of stock when the delivery time is unavailable, status is 0 or the quantity is 0 or less", () => {
    expect(isOutOfStock({ status: 1, salableQuantity: 3 }, true)).toBe(false);
    expect(isOutOfStock({ status: 1, salableQuantity: 3 }, false)).toBe(true);
    expect(isOutOfStock({ status: 0, salableQuantity: 3 }, true)).toBe(true);
    expect(isOutOfStock({ status: 1, salableQuantity: -1 }, true)).toBe(true);
  });
});

describe("the URL variant (detail spec 2: last '_' segment of shopifyProductId)", () => {
  it("reads the last segment, and matches a query variant by equality or containment", () => {
    expect(variantOf({ shopifyProductId: "gid_shopify_ProductVariant_44020012" })).toBe("44020012");
    expect(variantOf({ shopifyProductId: "" })).toBeNull();
    expect(matchesVariant({ shopifyProductId: "gid_shopify_ProductVariant_44020012" }, "44020012")).toBe(true);
    expect(matchesVariant({ shopifyProductId: "44020012" }, "44020012")).toBe(true);
    expect(matchesVariant({ shopifyProductId: "gid_shopify_ProductVariant_44020012" }, "99")).toBe(false);
  });
});

describe("default SKU selection (detail spec 4, steps 1-4)", () => {
  const skus = [
    sku("1", { color: "oat", size: "3" }, { qty: 0 }),
    sku("2", { color: "oat", size: "4" }),
    sku("3", { color: "sage", size: "3" }),
    sku("4", { color: "sage", size: "4" }),
  ];

  it("step 1: a product not in stock opens on the first SKU, even with a variant", () => {
    expect(defaultSku({ skus, attributes, inStock: false, variant: "444" })?.skuId).toBe("1");
  });

  it("step 2: the query variant picks the SKU whose shopifyProductId equals or contains it", () => {
    expect(defaultSku({ skus, attributes, inStock: true, variant: "444" })?.skuId).toBe("4");
  });

  it("step 3: else the first SKU in normal sale matching the attributes in order", () => {
    // oat is the first colour with a sellable SKU; within oat, size 3 is sold out, so 4.
    expect(defaultSku({ skus, attributes, inStock: true, variant: "nope" })?.skuId).toBe("2");
    const oatSoldOut = skus.map((s) => (s.values.color === "oat" ? { ...s, status: 0 } : s));
    expect(defaultSku({ skus: oatSoldOut, attributes, inStock: true })?.skuId).toBe("3");
  });

  it("step 4: else the first SKU", () => {
    const none = skus.map((s) => ({ ...s, salableQuantity: 0 }));
    expect(defaultSku({ skus: none, attributes, inStock: true })?.skuId).toBe("1");
  });

  it("an opener's explicit sku wins, except when switching model; preview takes the first SKU", () => {
    expect(defaultSku({ skus, attributes, inStock: true, openerSku: "SKU-3" })?.skuId).toBe("3");
    expect(defaultSku({ skus, attributes, inStock: true, openerSku: "SKU-3", switchingModel: true })?.skuId).toBe("2");
    expect(defaultSku({ skus, attributes, inStock: true, variant: "444", preview: true })?.skuId).toBe("1");
  });

  it("finds the SKU of a full selection", () => {
    expect(skuForSelection(skus, { color: "sage", size: "3" })?.skuId).toBe("3");
    expect(skuForSelection(skus, { color: "teal", size: "3" })).toBeUndefined();
  });
});

describe("the product name (detail spec 2: title before the first comma, subtitle after)", () => {
  it("splits on the first comma only", () => {
    expect(splitProductName("Harlow 3-Seat Sofa, built for long evenings, in oak")).toEqual({
      title: "Harlow 3-Seat Sofa",
      subtitle: "built for long evenings, in oak",
    });
    expect(splitProductName("Arlo Armchair")).toEqual({ title: "Arlo Armchair", subtitle: null });
    expect(splitProductName("Arlo Armchair, ")).toEqual({ title: "Arlo Armchair", subtitle: null });
  });
});

describe("choosing a value in the SKU selector", () => {
  const skus = [
    sku("1", { color: "oat", size: "3" }),
    sku("2", { color: "oat", size: "4" }),
    sku("3", { color: "sage", size: "4" }, { qty: 0 }),
    sku("4", { color: "charcoal", size: "3" }),
  ];

  it("takes the exact SKU of the new selection", () => {
    expect(pickSku(skus, { color: "oat", size: "4" }, "size")?.skuId).toBe("2");
  });

  it("without an exact SKU, snaps to the SKU with the changed value that keeps most other values", () => {
    // sage comes only in size 4: the sage SKU wins although size 3 was chosen.
    expect(pickSku(skus, { color: "sage", size: "3" }, "color")?.skuId).toBe("3");
    expect(pickSku(skus, { color: "teal", size: "3" }, "color")).toBeUndefined();
  });

  it("marks a value unavailable when no SKU has it with the other chosen values", () => {
    expect(isValueAvailable(skus, { color: "sage", size: "4" }, "size", "3")).toBe(false);
    expect(isValueAvailable(skus, { color: "oat", size: "4" }, "size", "3")).toBe(true);
    expect(isValueAvailable(skus, { color: "oat", size: "4" }, "color", "charcoal")).toBe(false);
  });
});
