import { describe, expect, it } from "vitest";
import { CARD_IMAGE_KINDS, cardImageChoice, cardImages } from "~schemas/rules/card-images";
import {
  CARDS_PER_ROW,
  cardPrices,
  cardSkuId,
  cardTag,
  crowdfundBar,
  discountPercent,
  MAX_SWATCHES,
  rankOf,
  showTraits,
  stockBar,
  trackingLine,
  visibleSwatches,
} from "~schemas/rules/card-rules";
import { listingProductSchema, type Swatch } from "~schemas/backoffice";

describe("tracking line (landing spec 9)", () => {
  it("is ceil((index + 1) / 4): the grid row of a 0-based index, 4 cards a row", () => {
    expect(CARDS_PER_ROW).toBe(4);
    expect([0, 1, 2, 3, 4, 7, 8, 11, 12].map(trackingLine)).toEqual([1, 1, 1, 1, 2, 2, 3, 3, 4]);
  });
});

describe("swatches", () => {
  it("shows at most 3, then '+N' for the rest", () => {
    expect(MAX_SWATCHES).toBe(3);
    expect(visibleSwatches([1, 2])).toEqual({ shown: [1, 2], more: 0 });
    expect(visibleSwatches([1, 2, 3])).toEqual({ shown: [1, 2, 3], more: 0 });
    expect(visibleSwatches([1, 2, 3, 4])).toEqual({ shown: [1, 2, 3], more: 1 });
    expect(visibleSwatches([1, 2, 3, 4, 5, 6, 7])).toEqual({ shown: [1, 2, 3], more: 4 });
    expect(visibleSwatches([])).toEqual({ shown: [], more: 0 });
  });

  it("swaps the SKU a card adds to the hovered swatch's", () => {
    const swatch: Swatch = { valueId: "901", entityId: "20042", value: "Sage", image: "/sage.svg", color: null };
    expect(cardSkuId({ skuId: "20041", entityId: "20041" }, null)).toBe("20041");
    expect(cardSkuId({ skuId: "20041", entityId: "20041" }, swatch)).toBe("20042");
    expect(cardSkuId({ skuId: undefined, entityId: "7" }, null)).toBe("7");
    expect(cardSkuId({ skuId: "20041" }, { ...swatch, entityId: null })).toBe("20041");
  });
});

describe("tag", () => {
  it("shows only the subscript names BEST SELLER and NEW", () => {
    expect(cardTag({ goodsSubscriptVO: { name: "BEST SELLER" } })).toBe("BEST SELLER");
    expect(cardTag({ goodsSubscriptVO: { name: "NEW" } })).toBe("NEW");
    expect(cardTag({ goodsSubscriptVO: { name: " best  seller " } })).toBe("BEST SELLER");
    expect(cardTag({ goodsSubscriptVO: { name: "HOT" } })).toBeNull();
    expect(cardTag({ goodsSubscriptVO: { name: "NEW ARRIVAL" } })).toBeNull();
    expect(cardTag({ goodsSubscriptVO: null })).toBeNull();
    expect(cardTag({})).toBeNull();
  });
});

describe("badges by showType (landing spec 3.8, 9)", () => {
  it("reviews for 1, 4 and 7; flash styling for 2, 5 and 7; countdown for 2 and 7; ranking for 4; Black Friday for 7; the section id for 6", () => {
    const by = (key: keyof ReturnType<typeof showTraits>) => [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((type) => showTraits(type)[key]);
    expect(by("reviews")).toEqual([1, 4, 7]);
    expect(by("flash")).toEqual([2, 5, 7]);
    expect(by("countdown")).toEqual([2, 7]);
    expect(by("ranking")).toEqual([4]);
    expect(by("blackFriday")).toEqual([7]);
    expect(by("bySectionId")).toEqual([6]);
    expect(showTraits(undefined)).toEqual(showTraits(0));
  });

  it("puts NO.1, NO.2 and NO.3 on the first three cards for showType 4 only", () => {
    const ranking = showTraits(4);
    expect([0, 1, 2, 3, 10].map((index) => rankOf(index, ranking))).toEqual([1, 2, 3, null, null]);
    expect([0, 1, 2].map((index) => rankOf(index, showTraits(1)))).toEqual([null, null, null]);
  });
});

describe("prices and the sale badge", () => {
  it("shows the special price and strikes the list price when it is higher", () => {
    expect(cardPrices({ price: 1499, specialPrice: 1299 })).toEqual({ current: 1299, original: 1499 });
    expect(cardPrices({ price: 1299, specialPrice: 1299 })).toEqual({ current: 1299, original: null });
    expect(cardPrices({ price: 999, specialPrice: 1299 })).toEqual({ current: 1299, original: null });
    expect(cardPrices({ specialPrice: 1299 })).toEqual({ current: 1299, original: null });
    expect(cardPrices({ price: 1299 })).toEqual({ current: 1299, original: null });
    expect(cardPrices({})).toEqual({ current: null, original: null });
  });

  it("shows the flash price in a flash sale, striking the list price", () => {
    expect(cardPrices({ price: 2599, specialPrice: 2199, isFlashSale: true, flashSalePrice: 1899 })).toEqual({ current: 1899, original: 2599 });
    expect(cardPrices({ price: 2599, specialPrice: 2199, isFlashSale: false, flashSalePrice: 1899 })).toEqual({ current: 2199, original: 2599 });
  });

  it("shows a crowdfund's stage price: duringAmount for status 1, successAmount for status 2", () => {
    const crowdfund = { price: 2899, specialPrice: 2399, isCrowdfund: true, duringAmount: 1999, successAmount: 2199 };
    expect(cardPrices({ ...crowdfund, crowdfundStatus: 1 }).current).toBe(1999);
    expect(cardPrices({ ...crowdfund, crowdfundStatus: 2 }).current).toBe(2199);
    expect(cardPrices({ ...crowdfund, crowdfundStatus: 3 }).current).toBe(2399);
  });

  it("reads the sale badge's percent from discountRate ('33%'), rounded", () => {
    const prices = { current: 100, original: 150 };
    expect(discountPercent({ discountRate: 33 }, prices)).toBe(33);
    expect(discountPercent({ discountRate: 12.6 }, prices)).toBe(13);
    expect(discountPercent({ discountRate: 0 }, prices)).toBeNull();
    expect(discountPercent({ discountRate: 0.4 }, prices)).toBeNull();
  });

  it("without a discountRate, works it out from the struck price; nothing without one", () => {
    expect(discountPercent({}, { current: 100, original: 150 })).toBe(33);
    expect(discountPercent({}, { current: 100, original: null })).toBeNull();
    expect(discountPercent({}, { current: null, original: null })).toBeNull();
  });
});

describe("progress bars", () => {
  it("flash stock: 'Left N' with the sold percent, 'Sold out' (full) at 0", () => {
    expect(stockBar({ remainStock: 7, stockSchedule: 72 })).toEqual({ percent: 72, left: 7, soldOut: false });
    expect(stockBar({ remainStock: 0, stockSchedule: 40 })).toEqual({ percent: 100, left: 0, soldOut: true });
    expect(stockBar({ remainStock: 5, stockSchedule: 140 })).toEqual({ percent: 100, left: 5, soldOut: false });
    expect(stockBar({ remainStock: 5 })).toEqual({ percent: 0, left: 5, soldOut: false });
    expect(stockBar({ stockSchedule: 50 })).toBeNull();
  });

  it("crowdfund: 'N% Funded', the bar capped at 100%, empty at or below 2%", () => {
    expect(crowdfundBar({ isCrowdfund: true, barPercentage: 64 })).toEqual({ funded: 64, width: 64, empty: false });
    expect(crowdfundBar({ isCrowdfund: true, barPercentage: 150 })).toEqual({ funded: 150, width: 100, empty: false });
    expect(crowdfundBar({ isCrowdfund: true, barPercentage: 2 })).toEqual({ funded: 2, width: 2, empty: true });
    expect(crowdfundBar({ isCrowdfund: true, barPercentage: 3 })?.empty).toBe(false);
    expect(crowdfundBar({ isCrowdfund: false, barPercentage: 64 })).toBeNull();
    expect(crowdfundBar({ isCrowdfund: true })).toBeNull();
  });
});

describe("card images (detail spec 2, product-page and product-page-hover)", () => {
  it("reads the allowed kinds from the query and keeps the defaults (gray, scene1) otherwise", () => {
    expect(cardImageChoice("")).toEqual({ first: "gray", hover: "scene1" });
    expect(cardImageChoice("?product-page=detail2&product-page-hover=ar")).toEqual({ first: "detail2", hover: "ar" });
    expect(cardImageChoice("?product-page=poster&product-page-hover=SCENE2")).toEqual({ first: "gray", hover: "scene1" });
    expect([...CARD_IMAGE_KINDS]).toEqual(["base", "thumbnail", "scene1", "scene2", "gray", "detail1", "detail2", "detail3", "size", "ar"]);
  });

  it("takes the chosen kinds from productImage, else the listing's imageUrl and image", () => {
    const product = { imageUrl: "/a.jpg", image: "/b.jpg", productImage: { gray: "/gray.jpg", size: "/size.jpg" } };
    expect(cardImages(product, { first: "gray", hover: "scene1" })).toEqual({ first: "/gray.jpg", hover: "/b.jpg" });
    expect(cardImages(product, { first: "base", hover: "size" })).toEqual({ first: "/a.jpg", hover: "/size.jpg" });
    expect(cardImages({}, { first: "gray", hover: "scene1" })).toEqual({ first: undefined, hover: undefined });
  });

  it("reads productImage's entries by field, as an object or JSON text, leaving out entries without a path", () => {
    const parse = (productImage: unknown) => listingProductSchema.parse({ detailUrl: "/x.html", productImage }).productImage;
    expect(parse({ grayImage: { path: "/g.jpg", relativePath: "g.jpg" }, thumbnailImage: { path: null }, arImage: "nonsense" })).toEqual({ gray: "/g.jpg" });
    expect(parse(JSON.stringify({ sizeImage: { path: "/s.jpg" } }))).toEqual({ size: "/s.jpg" });
    expect(parse(null)).toEqual({});
  });
});
