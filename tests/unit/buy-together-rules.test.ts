import { describe, expect, it } from "vitest";
import {
  combinationRequest,
  discountRequest,
  discountSku,
  enoughItems,
  initialChoices,
  initialPicks,
  itemsWithoutSku,
  kitSubtotal,
  N_ITEM_ACTIVITY,
  payPrice,
  pickedItems,
  type Kit,
  type KitItem,
  type KitSku,
} from "~schemas/rules/product/buy-together";

const sku = (skuId: string, specialPrice: number, extra: Partial<KitSku> = {}): KitSku => ({
  skuId,
  sku: `S-${skuId}`,
  entityId: `E${skuId}`,
  price: specialPrice + 50,
  specialPrice,
  isFlashSale: false,
  flashSalePrice: null,
  imageUrl: null,
  label: skuId,
  ...extra,
});

const item = (spuId: string, skus: KitSku[], extra: Partial<KitItem> = {}): KitItem => {
  const listed = skus[0]!;
  return {
    spu: `SPU${spuId}`,
    spuId,
    sku: listed.sku,
    skuId: listed.skuId,
    entityId: listed.entityId,
    firstCategoryId: "7",
    name: `Product ${spuId}`,
    imageUrl: null,
    detailUrl: null,
    price: listed.price,
    specialPrice: listed.specialPrice,
    discountedPrice: null,
    isFlashSale: listed.isFlashSale,
    flashSalePrice: listed.flashSalePrice,
    isMain: false,
    skuList: skus,
    ...extra,
  };
};

const chair = item("1", [sku("11", 529), sku("12", 529)], { isMain: true });
// Listed in its flash-sale SKU, which has the higher specialPrice: the not-flash-sale 22 is the one the discount reads.
const lamp = item("2", [sku("21", 189.4, { isFlashSale: true, flashSalePrice: 149.99 }), sku("22", 189)]);
// Listed in its cheaper SKU: the dearer 32 is the one the discount reads.
const shelf = item("3", [sku("31", 399), sku("32", 419), sku("33", 419)]);
const table = item("4", [sku("41", 159)]);

const kit = (options: KitItem[], activityType: number | null = N_ITEM_ACTIVITY): Kit => ({
  kitId: "7002",
  kitTitle: "Reading corner",
  activityType,
  activityTitle: null,
  activityRules: [],
  mainProductList: [chair],
  optionProductList: options,
});

describe("the discount's SKU of an option product (detail spec 4: N-item activity)", () => {
  it("is the SKU with the highest specialPrice, the first of equals", () => {
    expect(discountSku(shelf)?.skuId).toBe("32");
  });

  it("skips SKUs on flash sale, even with a higher specialPrice", () => {
    expect(discountSku(lamp)?.skuId).toBe("22");
  });

  it("is none when every SKU is on flash sale", () => {
    expect(discountSku(item("5", [sku("51", 99, { isFlashSale: true, flashSalePrice: 79 })]))).toBeNull();
  });
});

describe("the discount request (skuDiscountDataList)", () => {
  it("sends the main product as listed and each picked option of an N-item activity in its discount SKU", () => {
    const request = discountRequest(kit([shelf, table]), ["3", "4"]);
    expect(request.map((entry) => [entry.sku, entry.isMain, entry.specialPrice])).toEqual([
      ["S-11", 1, 529],
      ["S-32", 0, 419],
      ["S-41", 0, 159],
    ]);
    expect(request.every((entry) => entry.quantity === 1)).toBe(true);
  });

  it("sends an option product listed in a flash-sale SKU in its dearest SKU not on flash sale", () => {
    const [, sent] = discountRequest(kit([lamp]), ["2"]);
    expect(sent).toMatchObject({ sku: "S-22", isFlashSale: 0, specialPrice: 189, flashSalePrice: null, entityId: "E22" });
  });

  it("sends an option product whose every SKU is on flash sale as listed, with its flash-sale price", () => {
    const flash = item("5", [sku("51", 99, { isFlashSale: true, flashSalePrice: 79 }), sku("52", 109, { isFlashSale: true, flashSalePrice: 89 })]);
    const [, sent] = discountRequest(kit([flash]), ["5"]);
    expect(sent).toMatchObject({ sku: "S-51", isFlashSale: 1, flashSalePrice: 79 });
  });

  it("sends the options of another activity as listed", () => {
    expect(discountRequest(kit([shelf], 2), ["3"]).map((entry) => entry.sku)).toEqual(["S-11", "S-31"]);
  });

  it("leaves out the options that are not picked", () => {
    expect(discountRequest(kit([lamp, shelf]), ["3"]).map((entry) => entry.spuId)).toEqual(["1", "3"]);
  });
});

describe("picking", () => {
  it("starts with every option picked and keeps the kit's order", () => {
    const three = kit([lamp, shelf]);
    expect(initialPicks(three)).toEqual(["2", "3"]);
    expect(pickedItems(three, ["3", "2"]).map((entry) => entry.spuId)).toEqual(["1", "2", "3"]);
  });

  it("needs at least 2 items: a main product alone is not enough", () => {
    const three = kit([lamp, shelf]);
    expect(enoughItems(three, [])).toBe(false);
    expect(enoughItems(three, ["2"])).toBe(true);
    expect(enoughItems(kit([]), [])).toBe(false);
  });

  it("adds up what the shopper pays: a flash-sale item at its flash-sale price", () => {
    expect(payPrice(lamp)).toBe(149.99);
    expect(payPrice(shelf)).toBe(399);
    expect(kitSubtotal(pickedItems(kit([lamp, shelf]), ["2", "3"]))).toBe(1077.99);
  });
});

describe("the add-combination request", () => {
  const three = kit([lamp, shelf, table]);

  it("starts with the main product's listed SKU and single-SKU options chosen", () => {
    expect(initialChoices(three)).toEqual({ "1": "11", "4": "41" });
    expect(itemsWithoutSku(pickedItems(three, ["2", "3", "4"]), initialChoices(three)).map((entry) => entry.spuId)).toEqual(["2", "3"]);
  });

  it("names the main product's chosen SKU and every picked item's chosen SKU, without a delivery service", () => {
    const chosen = { ...initialChoices(three), "1": "12", "3": "33" };
    expect(combinationRequest(three, ["3", "4"], chosen)).toEqual({
      kitId: "7002",
      mainProductId: "E12",
      giftWrapIdProductIdList: [
        { productId: "E12", giftWrapId: "" },
        { productId: "E33", giftWrapId: "" },
        { productId: "E41", giftWrapId: "" },
      ],
    });
  });

  it("uses the skuId when a SKU has no entityId", () => {
    const bare = kit([item("6", [sku("61", 10, { entityId: null })])]);
    expect(combinationRequest(bare, ["6"], initialChoices(bare))?.giftWrapIdProductIdList[1]).toEqual({ productId: "61", giftWrapId: "" });
  });

  it("is none with fewer than 2 items or a picked item without a SKU", () => {
    expect(combinationRequest(three, [], initialChoices(three))).toBeNull();
    expect(combinationRequest(three, ["3"], initialChoices(three))).toBeNull();
    expect(combinationRequest(three, ["3"], { ...initialChoices(three), "3": "nope" })).toBeNull();
  });
});
