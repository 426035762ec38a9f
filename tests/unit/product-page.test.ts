import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSections, loadProductPage, parseDetailPath } from "~/lib/product-page.server";
import type { ProductPage } from "~schemas/detail/page";
import { loader as productRoute } from "~/routes/$";
import { modelProductListSchema } from "~schemas/product";
import { BACKOFFICE_URL, fixtureServer } from "../support/msw";
import harlow from "../../fixtures/products/harlow-sofa.json";
import { seatTextsFor } from "~/lib/i18n.server";

process.env.BACKOFFICE_URL = BACKOFFICE_URL;
const { server } = fixtureServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

const context = { cspNonce: "n", clientToken: "guest" };
const load = (url: string) => loadProductPage(new Request(`http://shop.test${url}`), context, parseDetailPath(new URL(`http://x${url}`).pathname)!);

describe("detail paths (detail spec 2)", () => {
  it("reads the page, ads-detail and min-detail forms and nothing else", () => {
    expect(parseDetailPath("/harlow-sofa.html")).toEqual({ kind: "page", path: "/harlow-sofa.html" });
    expect(parseDetailPath("/ads-detail/harlow-sofa.html")).toEqual({ kind: "ads", path: "/ads-detail/harlow-sofa.html" });
    expect(parseDetailPath("/min-detail/harlow-sofa.html")).toEqual({ kind: "min", path: "/min-detail/harlow-sofa.html" });
    expect(parseDetailPath("/guide/sale")).toBeNull();
    expect(parseDetailPath("/a/b/c.html")).toBeNull();
    expect(parseDetailPath("/.html")).toBeNull();
  });
});

describe("loading a product page", () => {
  it("opens on the default SKU and builds every section of the layout", async () => {
    const data = await load("/harlow-sofa.html");
    // Oat is the first colour with a SKU in normal sale; 3-seat oat sells.
    expect(data.skuId).toBe("20011");
    // The cross-sell sections (issue 18) read only what every page has (Shop the Room and the
    // social posts stream with the page; loaded whole here, their lists are in).
    expect(Object.keys(data.sections).sort()).toEqual(["also-like", "buy", "buy-together", "gallery", "get-the-look", "goods-info", "panels", "price", "reviews", "reviews-banner", "service", "shop-the-room", "social-media", "upgrades", "variants"]);
    expect(data.sections["goods-info"]).toMatchObject({ title: "Harlow 3-Seat Sofa", topRated: 96, reviewCount: 412 });
    expect(data.meta).toMatchObject({ price: 1299, inStock: true, rating: { value: 4.8, count: 412 } });
  });

  it("opens on the query variant's SKU", async () => {
    const data = await load("/harlow-sofa.html?variant=44020014");
    expect(data.skuId).toBe("20014");
    expect(data.skus["20014"]).toEqual({ sku: "LW1001-SAGE-4-SEAT", variant: "44020014" });
    expect(data.side.coupons?.discountedPrice).toBe(1199);
  });

  it("gives the sections the page time it is asked for, else the server's clock", async () => {
    const at = Date.UTC(2025, 10, 28, 9, 0);
    const timed = await loadProductPage(new Request("http://shop.test/harlow-sofa.html"), context, parseDetailPath("/harlow-sofa.html")!, { now: at });
    expect(timed.context.now).toBe(at);
    const before = Date.now();
    const clock = await load("/harlow-sofa.html");
    expect(clock.context.now).toBeGreaterThanOrEqual(before);
    expect(clock.context.now).toBeLessThanOrEqual(Date.now());
  });

  it("builds the layout of the device it is asked for and reports the sections it dropped", async () => {
    const request = new Request("http://shop.test/ember-console.html", { headers: { "user-agent": "Mozilla/5.0 (iPhone; Mobile)" } });
    expect((await loadProductPage(request, context, parseDetailPath("/ember-console.html")!)).context.device).toBe("mobile");
    const data = await loadProductPage(request, context, parseDetailPath("/ember-console.html")!, { device: "desktop" });
    expect(data.context.device).toBe("desktop");
    // ember-console has no reviews: its banner is dropped, with the reason.
    expect(data.diagnostics).toEqual([{ section: "reviews-banner", reason: "has no reviews to show (productReviewList)" }]);
    expect(data.sections["reviews-banner"]).toBeUndefined();
    expect((await load("/harlow-sofa.html")).diagnostics).toEqual([]);
  });

  it("sends shoppers the page without its diagnostics, the streamed sections as promises", async () => {
    const { data } = await productRoute({ request: new Request("http://shop.test/ember-console.html"), params: {}, context });
    expect(data).toHaveProperty("sections.price");
    expect(data).not.toHaveProperty("diagnostics");
    expect(data).not.toHaveProperty("laterDiagnostics");
    expect(Object.keys(data).filter((key) => key.startsWith("section:"))).toEqual(["section:reviews", "section:shop-the-room", "section:social-media"]);
    expect(await (data as Record<string, unknown>)["section:reviews"]).toMatchObject({ hasReviews: false });
  });

  it("answers 404 for a product the back office does not know", async () => {
    await expect(load("/no-such-sofa.html")).rejects.toMatchObject({ status: 404 });
  });
});

describe("detail sections", () => {
  const page = (): ProductPage => {
    const { product, models } = modelProductListSchema.parse(harlow.model);
    return { kind: "page", path: "/harlow-sofa.html", product: product!, models, skuId: "20011", delivery: null, coupons: null, reviewSummary: null, upgrades: null, seatTexts: seatTextsFor(3), store: 3, device: "desktop", now: 0 };
  };

  it("drop a section whose data is unusable, with the reason, and keep the others", () => {
    const noMedia = page();
    noMedia.product = { ...noMedia.product, skuList: noMedia.product.skuList.map((sku) => ({ ...sku, productMediaList: [] })) };
    const { sections, diagnostics } = buildSections(noMedia);
    expect(sections.gallery).toBeUndefined();
    expect(sections.price).toBeDefined();
    expect(diagnostics).toEqual([
      { section: "gallery", reason: "has no images (productMediaList)" },
      // This page has no reviews loaded: no banner either.
      { section: "reviews-banner", reason: "has no reviews to show (productReviewList)" },
    ]);
  });

  it("read the store's tax text and fall back to the product's rating without a review summary", () => {
    const { sections } = buildSections({ ...page(), store: 5 });
    expect(sections.price?.taxText).toBe("inkl. MwSt. & Lieferkosten");
    expect(sections["goods-info"]?.reviewCount).toBe(412);
  });
});
