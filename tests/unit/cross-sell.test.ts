import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadProductPage, parseDetailPath } from "~/lib/product-page.server";
import { loader as crossSell } from "~/routes/api.cross-sell";
import { collectionListSchema, recommendListSchema } from "~schemas/recommendations";
import { ALSO_LIKE_MAX, alsoLikeShown, collectionTag, isCrossSellKind } from "~schemas/rules/product/cross-sell";
import { BACKOFFICE_URL, fixtureServer } from "../support/msw";

/*
 * People Also Like and Get the look (issue 18, items 2, 3, 7, 8): the rules, the answers'
 * schemas, the resource route on the fixture back office, and that the page itself makes
 * none of their calls.
 */

process.env.BACKOFFICE_URL = BACKOFFICE_URL;
const calls: string[] = [];
const { server } = fixtureServer();
beforeAll(() => {
  server.events.on("request:start", ({ request }) => void calls.push(new URL(request.url).pathname));
  server.listen({ onUnhandledRequest: "error" });
});
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => server.close());

const context = { cspNonce: "n", clientToken: "guest-token" };
const call = async (url: string) => {
  const response = await crossSell({ request: new Request(`http://shop.test${url}`), params: {}, context } as never);
  return { status: response.status, body: (await response.json()) as { items?: { detailUrl?: string; name?: string; imageUrl?: string }[]; error?: string } };
};

describe("People Also Like's rule: more than 2, at most 12", () => {
  const list = (n: number) => Array.from({ length: n }, (_, index) => index);
  it.each([0, 1, 2])("hides the section with %i recommendations", (n) => {
    expect(alsoLikeShown(list(n))).toBeNull();
  });
  it.each([
    [3, 3],
    [12, 12],
    [13, 12],
    [40, 12],
  ])("shows %i recommendations as %i cards, the first ones", (n, shown) => {
    expect(alsoLikeShown(list(n))).toEqual(list(shown));
  });
  it("caps at the spec's 12", () => {
    expect(ALSO_LIKE_MAX).toBe(12);
  });
});

describe("Get the look's tag", () => {
  it("is the first named tag, trimmed", () => {
    expect(collectionTag([{ name: " " }, { name: null }, { name: " Oakwood " }, { name: "Other" }])).toBe("Oakwood");
  });
  it("is null without a named tag", () => {
    expect(collectionTag([])).toBeNull();
    expect(collectionTag([{}, { name: "" }])).toBeNull();
  });
});

describe("the lists' schemas", () => {
  const card = { sku: "A-1", spu: "A", detailUrl: "/a.html", productName: "A chair", productImage: { grayImage: { path: "/a.svg" } }, specialPrice: "99" };
  it("reads productDetailRecommendList, or a bare list, as listing cards", () => {
    const wrapped = recommendListSchema.parse({ productDetailRecommendList: [card] });
    expect(wrapped).toHaveLength(1);
    expect(wrapped[0]).toMatchObject({ detailUrl: "/a.html", name: "A chair", imageUrl: "/a.svg", specialPrice: 99 });
    expect(recommendListSchema.parse([card])).toEqual(wrapped);
  });
  it("answers no products for an empty or missing list, and leaves out items without a link", () => {
    expect(recommendListSchema.parse(null)).toEqual([]);
    expect(recommendListSchema.parse({ productDetailRecommendList: null })).toEqual([]);
    expect(collectionListSchema.parse([{ ...card, detailUrl: "" }, card])).toHaveLength(1);
  });
});

describe("/api/cross-sell on the fixture back office", () => {
  it("answers oval-coffee-table's 13 recommendations (the section shows 12) and the bookcase's 2", async () => {
    const oval = await call("/api/cross-sell?kind=also-like&sku=LW1006-OAK");
    expect(oval.status).toBe(200);
    expect(oval.body.items).toHaveLength(13);
    expect(oval.body.items![0]).toMatchObject({ detailUrl: "/clover-chair.html", name: "Clover Accent Chair" });
    expect(alsoLikeShown(oval.body.items!)).toHaveLength(12);
    const bookcase = await call("/api/cross-sell?kind=also-like&sku=LW1009-OAT");
    expect(bookcase.body.items).toHaveLength(2);
    expect(alsoLikeShown(bookcase.body.items!)).toBeNull();
  });

  it("answers the Oakwood collection's 4 products and the bookcase's empty collection", async () => {
    const oval = await call("/api/cross-sell?kind=collection&sku=LW1006-OAK&skuId=20061&spu=LW1006&spuId=506");
    expect(oval.body.items?.map((item) => item.detailUrl)).toEqual(["/five-shelf-bookcase.html", "/arc-floor-lamp.html", "/marlow-side-table-pets.html", "/willow-bed.html"]);
    const bookcase = await call("/api/cross-sell?kind=collection&sku=LW1009-OAT&skuId=20091&spu=LW1009&spuId=509");
    expect(bookcase).toEqual({ status: 200, body: { items: [] } });
  });

  it("answers 200 {error} when the back office's call fails (clover-chair's recommendations)", async () => {
    expect(await call("/api/cross-sell?kind=also-like&sku=LW1015-OAT")).toEqual({ status: 200, body: { error: "getProductDetailRecommendList failed" } });
  });

  it("refuses an unknown kind, a bad SKU and a collection without its ids", async () => {
    expect((await call("/api/cross-sell?kind=similar&sku=LW1006-OAK")).status).toBe(400);
    expect((await call("/api/cross-sell?kind=also-like&sku=a%20b")).status).toBe(400);
    expect((await call("/api/cross-sell?kind=collection&sku=LW1006-OAK&spu=LW1006")).status).toBe(400);
    expect(isCrossSellKind("collection")).toBe(true);
    expect(calls).toEqual([]);
  });
});

describe("the product page", () => {
  it("builds both sections from what it has and makes none of their calls", async () => {
    const page = await loadProductPage(new Request("http://shop.test/oval-coffee-table.html"), context, parseDetailPath("/oval-coffee-table.html")!);
    expect(page.sections["also-like"]).toEqual({ sku: "LW1006-OAK", store: 3 });
    expect(page.sections["get-the-look"]).toEqual({ tag: "Oakwood", sku: "LW1006-OAK", skuId: "20061", spu: "LW1006", spuId: "506", store: 3 });
    expect(calls.filter((path) => path.endsWith("/recommend-list") || path.endsWith("/more-from-collection"))).toEqual([]);
    // The listener sees the page's own calls: the two lists are not among them.
    expect(calls.some((path) => path.endsWith("/model-product-list"))).toBe(true);
  });
});
