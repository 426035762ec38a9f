import { describe, expect, it } from "vitest";
import { MAX_SKU_IDS_PER_REQUEST, parseSkuIdList, parseWishChange, skuIdBatches, wishlistPageParam } from "~schemas/rules/wishlist";

describe("the wishlist routes' requests", () => {
  it("reads a comma-separated skuId list: trimmed, each once, in order", () => {
    expect(parseSkuIdList("20011, 20012,20011,,LW-1.a")).toEqual(["20011", "20012", "LW-1.a"]);
    expect(parseSkuIdList(Array.from({ length: MAX_SKU_IDS_PER_REQUEST }, (_, n) => n).join(","))).toHaveLength(MAX_SKU_IDS_PER_REQUEST);
  });

  it("refuses an empty list, a malformed id and more ids than one request takes", () => {
    for (const raw of [null, "", " , ", "200 11", "<script>", "a/b", "x".repeat(65)]) expect(parseSkuIdList(raw)).toBeNull();
    expect(parseSkuIdList(Array.from({ length: MAX_SKU_IDS_PER_REQUEST + 1 }, (_, n) => n).join(","))).toBeNull();
  });

  it("splits a long list into requests of at most MAX_SKU_IDS_PER_REQUEST", () => {
    const ids = Array.from({ length: 2 * MAX_SKU_IDS_PER_REQUEST + 1 }, (_, n) => String(n));
    const batches = skuIdBatches(ids);
    expect(batches.map((batch) => batch.length)).toEqual([MAX_SKU_IDS_PER_REQUEST, MAX_SKU_IDS_PER_REQUEST, 1]);
    expect(batches.flat()).toEqual(ids);
    expect(skuIdBatches([])).toEqual([]);
  });

  it("reads a heart's change: add or remove, a skuId, a spuId (numbers as text; an empty or missing spuId is kept empty)", () => {
    expect(parseWishChange({ action: "add", skuId: "20011", spuId: "501" })).toEqual({ action: "add", skuId: "20011", spuId: "501" });
    expect(parseWishChange({ action: "remove", skuId: 20011, spuId: 501 })).toEqual({ action: "remove", skuId: "20011", spuId: "501" });
    expect(parseWishChange({ action: "add", skuId: "20011" })).toEqual({ action: "add", skuId: "20011", spuId: "" });
  });

  it("refuses anything else", () => {
    for (const body of [null, "add", [], { action: "toggle", skuId: "1", spuId: "2" }, { action: "add", spuId: "2" }, { action: "add", skuId: "", spuId: "2" }, { action: "add", skuId: "1 2", spuId: "2" }, { action: "add", skuId: "1", spuId: {} }]) {
      expect(parseWishChange(body)).toBeNull();
    }
  });

  it("reads ?page= as a whole number from 1 (else 1), at most 500", () => {
    expect([null, "", "0", "-2", "1.5", "two", "3", "9999"].map(wishlistPageParam)).toEqual([1, 1, 1, 1, 1, 1, 3, 500]);
  });
});
