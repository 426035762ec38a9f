import { describe, expect, it } from "vitest";
import { listingProductSchema, productListSchema } from "~schemas/backoffice";
import notFoundProducts from "../../fixtures/not-found-products.json";

describe("listing card product (detail spec 3)", () => {
  it("reads the fixture cards with every field the card uses", () => {
    const bexley = listingProductSchema.parse(notFoundProducts[2]);
    expect(bexley).toMatchObject({
      spu: "LW1004",
      skuId: "20041",
      entityId: "20041",
      detailUrl: "/bexley-sectional.html",
      imageUrl: "/fixture-images/products/bexley-sectional.svg",
      image: "/fixture-images/products/bexley-sectional-room.svg",
      price: 2599,
      specialPrice: 2199,
      discountRate: 15,
      isFlashSale: false,
      isCrowdfund: false,
      isPick: null,
      topRated: 100,
      reviewCount: 264,
      goodsSubscriptVO: { name: "BEST SELLER" },
    });
    expect(bexley.colorAttrValueVOList).toEqual([
      { valueId: "900", entityId: "20041", value: "Oat", image: "/fixture-images/products/bexley-sectional.svg", color: "#e4d9c6" },
      { valueId: "901", entityId: "20042", value: "Sage", image: "/fixture-images/products/bexley-sectional-room.svg", color: "#8a9a5b" },
      { valueId: "902", entityId: "20043", value: "Charcoal", image: "/fixture-images/products/bexley-sectional.svg", color: "#3a3a3a" },
      { valueId: "903", entityId: "20044", value: "Rust", image: "/fixture-images/products/bexley-sectional-room.svg", color: "#b5533c" },
    ]);
    expect(bexley.partnerIconList).toEqual([]);
  });

  it("reads yes/no fields from booleans, 0/1 and their strings; isPick stays null when absent or null", () => {
    const parse = (extra: Record<string, unknown>) => listingProductSchema.parse({ detailUrl: "/p.html", ...extra });
    expect(parse({ isFlashSale: 1, isCrowdfund: "true", isSale: "0" })).toMatchObject({ isFlashSale: true, isCrowdfund: true, isSale: false });
    expect(parse({ isFlashSale: "maybe" }).isFlashSale).toBeUndefined();
    expect(parse({}).isPick).toBeNull();
    expect(parse({ isPick: null }).isPick).toBeNull();
    expect(parse({ isPick: true }).isPick).toBe(true);
    expect(parse({ isPick: 0 }).isPick).toBe(false);
    expect(parse({ isPick: "odd" }).isPick).toBeNull();
  });

  it("leaves out swatches and partner icons that do not fit, reading lists sent as JSON text", () => {
    const product = listingProductSchema.parse({
      detailUrl: "/p.html",
      colorAttrValueVOList: JSON.stringify([{ entityId: 5, value: "Red", color: "not-a-colour" }, "junk", { value: "Blue", pic: { path: "javascript:alert(1)" } }]),
      partnerIconList: [{ imageUrl: "/eco.svg", name: "Eco" }, { name: "no picture" }, { path: "/w.svg" }],
    });
    expect(product.colorAttrValueVOList).toEqual([
      { valueId: null, entityId: "5", value: "Red", image: null, color: null },
      { valueId: null, entityId: null, value: "Blue", image: null, color: null },
    ]);
    expect(product.partnerIconList).toEqual([
      { src: "/eco.svg", name: "Eco" },
      { src: "/w.svg", name: "" },
    ]);
    expect(listingProductSchema.parse({ detailUrl: "/p.html", colorAttrValueVOList: "{broken" }).colorAttrValueVOList).toEqual([]);
  });

  it("drops cards without a detail link and cards that do not fit, keeping the rest of the list", () => {
    const list = productListSchema.parse({
      items: [{ name: "no link" }, { detailUrl: "javascript:alert(1)" }, 7, { detailUrl: "/ok.html", specialPrice: "x" }, { detailUrl: "/fine.html", specialPrice: "99" }],
      maxPage: "3",
    });
    expect(list.items.map((item) => [item.detailUrl, item.specialPrice])).toEqual([["/fine.html", 99]]);
    expect(list.maxPage).toBe(3);
    expect(productListSchema.parse({ items: null }).items).toEqual([]);
  });
});
