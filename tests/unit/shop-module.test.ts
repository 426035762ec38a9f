import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { createBackofficeClient } from "~/lib/backoffice.server";
import { parseGuideQuery } from "~schemas/rules/guide-query";
import { getStore } from "~schemas/rules/stores";
import type { ModuleLoadContext } from "~modules/types";
import { loadShopModule } from "~modules/shop-module/loader.server";
import {
  applyPage,
  DEFAULT_PAGE_SIZE,
  hasNextPage,
  initialState,
  productsUrl,
  type ListState,
  type ProductPage,
  type ProductPageResponse,
} from "~schemas/rules/shop-paging";
import { parseProductQuery, productListPayload } from "~modules/shop-module/product-list.server";
import type { ModuleContext } from "~modules/types";
import { loader as productsLoader } from "~/routes/api.products";
import { collectNotes } from "~schemas/lib/notes";
import { shopModuleSchema } from "~schemas/modules/shop-module";
import type { ListingProduct } from "~schemas/backoffice";
import { BACKOFFICE_URL, fixtureServer } from "../support/msw";
import { zipCookie } from "~/lib/cookies.server";
import { cookiePair } from "../../server/cookies.js";
import { quietLog } from "../support/quiet-log";

process.env.BACKOFFICE_URL = BACKOFFICE_URL;
const { server } = fixtureServer();
const sent: { path: string; body: Record<string, unknown> }[] = [];
server.events.on("request:start", async ({ request }) => {
  sent.push({ path: new URL(request.url).pathname, body: (await request.clone().json()) as Record<string, unknown> });
});
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => server.close());

const product = (spu: string) => ({ spu, detailUrl: `/${spu}.html` }) as ListingProduct;
const products = (...spus: string[]) => spus.map(product);
const page = (tabName: string, number: number, items: ListingProduct[], maxPage: number): ProductPage => ({ tabName, page: number, items, maxPage });

describe("paging rules (landing spec 4.3)", () => {
  it("starts the counter at 1 with the first page", () => {
    const state = initialState(page("Sofas", 1, products("a", "b"), 3));
    expect(state).toEqual({ tabName: "Sofas", page: 1, items: products("a", "b"), more: true });
  });

  it("'View More' appends the next page", () => {
    const first = initialState(page("Sofas", 1, products("a", "b"), 3));
    const second = applyPage(first, page("Sofas", 2, products("c", "d"), 3));
    expect(second.page).toBe(2);
    expect(second.items.map((p) => p.spu)).toEqual(["a", "b", "c", "d"]);
    expect(second.more).toBe(true);
  });

  it("a tab's first page replaces the list and resets the counter to 1", () => {
    const later: ListState = { tabName: "Chairs", page: 3, items: products("a", "b", "c"), more: false };
    const switched = applyPage(later, page("Chairs", 1, products("x"), 2));
    expect(switched).toEqual({ tabName: "Chairs", page: 1, items: products("x"), more: true });
  });

  it("hides 'View More' when the next page would be maxPage + 1", () => {
    expect(hasNextPage(1, 2, 4)).toBe(true);
    expect(hasNextPage(2, 2, 4)).toBe(false);
    expect(hasNextPage(3, 2, 4)).toBe(false);
    const last = applyPage(initialState(page("t", 1, products("a"), 2)), page("t", 2, products("b"), 2));
    expect(last.more).toBe(false);
    expect(last.items).toHaveLength(2);
  });

  it("hides 'View More' when maxPage is 0 or absent", () => {
    expect(hasNextPage(1, 0, 4)).toBe(false);
    expect(hasNextPage(1, null, 4)).toBe(false);
    expect(hasNextPage(1, undefined, 4)).toBe(false);
    expect(initialState(page("t", 1, products("a"), 0)).more).toBe(false);
  });

  it("hides 'View More' and clears the list when a response is empty", () => {
    expect(hasNextPage(1, 5, 0)).toBe(false);
    const shown = initialState(page("t", 1, products("a", "b"), 5));
    expect(applyPage(shown, page("t", 2, [], 5))).toEqual({ tabName: "t", page: 2, items: [], more: false });
    expect(initialState(page("Lighting", 1, [], 0))).toEqual({ tabName: "Lighting", page: 1, items: [], more: false });
  });
});

describe("the product-list payload (landing spec 7)", () => {
  const query = { listId: "7101", tabName: "Sofas", splitType: 0, showType: 1, page: 2, pageSize: 4, top: null };

  it("sends the list id as activityId, the tab, splitType, page, pageSize, showType and the region", () => {
    expect(productListPayload(query, "NY")).toEqual({
      activityId: "7101",
      tabName: "Sofas",
      splitType: 0,
      page: 2,
      pageSize: 4,
      topSpuList: [],
      showType: 1,
      regionCode: "NY",
    });
  });

  it("pins `top`: topSpuList split on commas (trimmed, de-duplicated) and spuStr the raw value", () => {
    expect(productListPayload({ ...query, top: " LW1004, LW1016,LW1004" }, "CA")).toMatchObject({
      topSpuList: ["LW1004", "LW1016"],
      spuStr: " LW1004, LW1016,LW1004",
    });
  });

  it("reads back what productsUrl writes, and refuses what is missing or out of range", () => {
    const url = new URL(productsUrl({ ...query, tabName: "Living room", top: "LW1004,LW1016" }), "http://shop.test");
    expect(url.pathname).toBe("/api/products");
    expect(parseProductQuery(url.searchParams)).toEqual({ ...query, tabName: "Living room", top: "LW1004,LW1016" });
    const bad = (change: Record<string, string | null>) => {
      const params = new URLSearchParams(url.search);
      for (const [key, value] of Object.entries(change)) {
        if (value === null) params.delete(key);
        else params.set(key, value);
      }
      return parseProductQuery(params);
    };
    expect(bad({ list: null })).toBeNull();
    expect(bad({ list: "../x" })).toBeNull();
    expect(bad({ page: "0" })).toBeNull();
    expect(bad({ page: "501" })).toBeNull();
    expect(bad({ size: "61" })).toBeNull();
    expect(bad({ size: "4.5" })).toBeNull();
    expect(bad({ page: null })).toBeNull();
    expect(bad({ tab: "x".repeat(201) })).toBeNull();
    expect(bad({ split: null, show: null, tab: null })).toEqual({ ...query, tabName: "", splitType: 0, showType: 0, top: "LW1004,LW1016" });
  });
});

describe("shop module schema (type 25)", () => {
  const parse = (packageInfoMap: unknown) => collectNotes(() => shopModuleSchema.safeParse(packageInfoMap));

  it("sorts sections by moduleSort, highest first, keeping the order of equal ones", () => {
    const { result } = parse({
      packageInfo: [
        { activityId: 1, moduleSort: 1 },
        { activityId: 2, moduleSort: "30" },
        { activityId: 3 },
        { activityId: 4, moduleSort: 30 },
      ],
    });
    expect(result.success && result.data.sections.map((s) => s.listId)).toEqual(["2", "4", "1", "3"]);
  });

  it("defaults the page size to 12 and splitType to 0; showNum is the page size", () => {
    const { result, notes } = parse({ packageInfo: [{ activityId: 1 }, { activityId: 2, showNum: "8", splitType: 1 }, { activityId: 3, showNum: "lots" }] });
    expect(DEFAULT_PAGE_SIZE).toBe(12);
    expect(result.success && result.data.sections.map((s) => [s.pageSize, s.splitType])).toEqual([[12, 0], [8, 1], [12, 0]]);
    expect(notes).toEqual(["showNum is not a page size from 1 to 60; 12 used instead"]);
  });

  it("lists showType 6 by the section id instead of activityId, and drops sections without their id", () => {
    const { result, notes } = parse({
      packageInfo: [
        { id: 9, activityId: 1, showType: 6 },
        { activityId: 2, showType: 6 },
        { id: 3, showType: 1 },
        { activityId: 4, showType: "1" },
      ],
    });
    expect(result.success && result.data.sections.map((s) => s.listId)).toEqual(["9", "4"]);
    expect(notes).toEqual([
      "section 2 dropped: has no id (showType 6 lists products by the section id)",
      "section 3 dropped: has no activityId",
    ]);
  });

  it("drops the module when no section is left", () => {
    expect(parse({ packageInfo: [{ pcTitle: "x" }] }).result.success).toBe(false);
    expect(parse({ packageInfo: [] }).result.success).toBe(false);
  });

  it("reads tab names from a list, a JSON list or a single name, leaving out blank ones", () => {
    const tabsOf = (tabNameList: unknown) => {
      const { result } = parse({ packageInfo: [{ activityId: 1, tabNameList }] });
      return result.success ? result.data.sections[0]!.tabs : null;
    };
    expect(tabsOf(["Sofas", " Chairs ", "", "Sofas"])).toEqual(["Sofas", "Chairs"]);
    expect(tabsOf('["Today","Tomorrow"]')).toEqual(["Today", "Tomorrow"]);
    expect(tabsOf("Doorbusters")).toEqual(["Doorbusters"]);
    expect(tabsOf([{ tabName: "A" }, { name: "B" }, 7])).toEqual(["A", "B", "7"]);
    expect(tabsOf(undefined)).toEqual([]);
    expect(tabsOf("[not json")).toEqual([]);
  });

  it("titles each device with its own title, then the other's, then navigateContent", () => {
    const { result } = parse({
      packageInfo: [
        { activityId: 1, pcTitle: "Desk", mobileTitle: "Phone" },
        { activityId: 2, pcTitle: "Only desk" },
        { activityId: 3, navigateContent: "Nav" },
      ],
    });
    expect(result.success && result.data.sections.map((s) => s.title)).toEqual([
      { desktop: "Desk", mobile: "Phone" },
      { desktop: "Only desk", mobile: "Only desk" },
      { desktop: "Nav", mobile: "Nav" },
    ]);
  });

  it("reads the flash-sale widget: ms or second timestamps, date texts as UTC, JSON text; duration in seconds", () => {
    const widgetOf = (flashSaleWidget: unknown) => {
      const { result, notes } = parse({ packageInfo: [{ activityId: 1, showType: 2, flashSaleWidget }] });
      return { widget: result.success ? result.data.sections[0]!.flashSale : undefined, notes };
    };
    const start = Date.UTC(2026, 0, 1);
    expect(widgetOf({ currentTime: start + 5000, startTime: start, duration: 60 }).widget).toEqual({ currentTime: start + 5000, startTime: start, duration: 60 });
    expect(widgetOf({ startTime: String(start / 1000), duration: "60" }).widget).toEqual({ currentTime: null, startTime: start, duration: 60 });
    expect(widgetOf(JSON.stringify({ startTime: "2026-01-01 00:00:00", duration: 90 })).widget).toEqual({ currentTime: null, startTime: start, duration: 90 });
    expect(widgetOf({ startTime: "soon", duration: 60 })).toEqual({
      widget: null,
      notes: ["flashSaleWidget needs a startTime and a duration above 0 seconds; shown without a countdown"],
    });
    expect(widgetOf({ startTime: start, duration: 0 }).widget).toBeNull();
    expect(widgetOf(undefined)).toEqual({ widget: null, notes: ["showType 2 has no flashSaleWidget; shown without a countdown"] });
  });
});

describe("shop module loader, against the fixture back office", () => {
  // Made per test: the client keeps the fetch it was made with, and msw patches fetch when it starts listening.
  const contextFor = (query = "", regionCode = "CA"): ModuleLoadContext => ({
    api: createBackofficeClient({ baseUrl: BACKOFFICE_URL, cacheMs: 0 }).forCaller({ storeId: 3, clientToken: "loader-test" }),
    log: quietLog(),
    store: getStore(3),
    device: "desktop",
    urlKey: "shop-modules",
    query: parseGuideQuery(new URLSearchParams(query)),
    regionCode,
    now: Date.UTC(2026, 10, 20),
  });
  const moduleAt = (selectedTab: number | null): ModuleContext => ({ position: 2, follows: null, heading: "h2", selectedTab, aboveFold: true, priority: true });
  const data = (packageInfo: unknown[]) => shopModuleSchema.parse({ packageInfo });

  it("fetches page 1 of each section's first tab with the section's page size, showType and the region", async () => {
    const loaded = await loadShopModule(
      data([
        { activityId: 7101, tabNameList: ["Sofas", "Living room"], showNum: 4, showType: 1, moduleSort: 1 },
        { activityId: 7201, tabNameList: ["Today"], showNum: 4, showType: 2, moduleSort: 2 },
      ]),
      contextFor("", "NY"),
      moduleAt(null),
    );
    expect(loaded.sections.map((s) => [s.listId, s.selectedTab, s.first.tabName, s.first.page, s.first.items.length, s.first.maxPage])).toEqual([
      ["7201", 0, "Today", 1, 4, 2],
      ["7101", 0, "Sofas", 1, 4, 2],
    ]);
    expect(sent.map((s) => s.body).sort((a, b) => String(a.activityId).localeCompare(String(b.activityId)))).toEqual([
      { activityId: "7101", tabName: "Sofas", splitType: 0, page: 1, pageSize: 4, topSpuList: [], showType: 1, regionCode: "NY" },
      { activityId: "7201", tabName: "Today", splitType: 0, page: 1, pageSize: 4, topSpuList: [], showType: 2, regionCode: "NY" },
    ]);
  });

  it("applies the query's tab preselection where the section has that tab, and pins `top`", async () => {
    const loaded = await loadShopModule(
      data([
        { activityId: 7101, tabNameList: ["Sofas", "Living room"], showNum: 4 },
        { activityId: 7401, tabNameList: ["Best sellers"], showNum: 4 },
      ]),
      contextFor("module=2&tab=2&top=LW1013,LW1014"),
      moduleAt(1),
    );
    expect(loaded.sections.map((s) => [s.selectedTab, s.first.tabName, s.top])).toEqual([
      [1, "Living room", "LW1013,LW1014"],
      [0, "Best sellers", "LW1013,LW1014"],
    ]);
    expect(loaded.sections[0]!.first.items.slice(0, 2).map((p) => p.spu)).toEqual(["LW1013", "LW1014"]);
    expect(sent[0]!.body).toMatchObject({ topSpuList: ["LW1013", "LW1014"], spuStr: "LW1013,LW1014" });
  });

  it("asks with the section id for showType 6", async () => {
    const loaded = await loadShopModule(data([{ id: 7601, activityId: 1, showType: 6, tabNameList: ["Room ideas"] }]), contextFor(), moduleAt(null));
    expect(sent[0]!.body).toMatchObject({ activityId: "7601", showType: 6 });
    expect(loaded.sections[0]!.first.items.length).toBe(4);
  });

  it("shows a section whose call failed as empty, and fails (dropping the module) only when every section failed", async () => {
    server.use(
      http.post(`${BACKOFFICE_URL}/api/landing/product-list`, async ({ request }) => {
        const body = (await request.clone().json()) as { activityId: string };
        if (body.activityId === "7101") return HttpResponse.json({ code: 500, msg: "down", data: null }, { status: 500 });
        return undefined;
      }),
    );
    const loaded = await loadShopModule(
      data([{ activityId: 7101, tabNameList: ["Sofas"] }, { activityId: 7401, tabNameList: ["Best sellers"] }]),
      contextFor(),
      moduleAt(null),
    );
    expect(loaded.sections.map((s) => [s.listId, s.first.items.length, s.first.maxPage])).toEqual([
      ["7101", 0, 0],
      ["7401", 8, 1],
    ]);
    await expect(loadShopModule(data([{ activityId: 7101, tabNameList: ["Sofas"] }]), contextFor(), moduleAt(null))).rejects.toThrow(
      /getProductList failed: answered 500/,
    );
  });
});

describe("/api/products", () => {
  let visitor = 0;
  const call = async (search: string, cookie = "") => {
    const request = new Request(`http://shop.test/api/products?${search}`, { headers: cookie ? { cookie } : {} });
    const response = (await productsLoader({ request, params: {}, context: { cspNonce: "n", clientToken: `products-${++visitor}` } })) as Response;
    return { status: response.status, headers: response.headers, body: (await response.json()) as ProductPageResponse };
  };

  it("answers one page with the same payload rules, the region from the saved zip cookie", async () => {
    const zip = await cookiePair(zipCookie, { regionCode: "TX", postcode: "73301" });
    const { status, body, headers } = await call("list=7101&tab=Living%20room&split=0&show=1&page=3&size=4&top=LW1013", zip);
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("private, no-store");
    expect(body).toMatchObject({ ok: true, tabName: "Living room", page: 3, maxPage: 3 });
    // Nine products, LW1013 pinned first: page 3 of 4 a page holds the last one.
    expect(body.ok && body.items.map((p) => p.spu)).toEqual(["LW1010"]);
    expect(sent.at(-1)?.body).toEqual({
      activityId: "7101",
      tabName: "Living room",
      splitType: 0,
      page: 3,
      pageSize: 4,
      topSpuList: ["LW1013"],
      spuStr: "LW1013",
      showType: 1,
      regionCode: "TX",
    });
  });

  it("answers an empty tab with no items and maxPage 0", async () => {
    const { body } = await call("list=7101&tab=Lighting&page=1&size=4");
    expect(body).toEqual({ ok: true, tabName: "Lighting", page: 1, items: [], maxPage: 0 });
  });

  it("refuses a bad query with 400 and asks the back office nothing", async () => {
    const { status, body } = await call("list=7101&page=0&size=4");
    expect(status).toBe(400);
    expect(body.ok).toBe(false);
    expect(sent).toEqual([]);
  });

  it("answers 502 when the back office fails", async () => {
    server.use(http.post(`${BACKOFFICE_URL}/api/landing/product-list`, () => HttpResponse.json({ code: 500, msg: "down", data: null }, { status: 500 })));
    const { status, body } = await call("list=7102&tab=x&page=1&size=4");
    expect(status).toBe(502);
    expect(body).toMatchObject({ ok: false, tabName: "x", page: 1 });
  });
});
