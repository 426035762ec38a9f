import path from "node:path";
import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadHomePage } from "~/lib/home-page.server";
import { loader as homeLoader } from "~/routes/_index";
import { loader as guideLoader } from "~/routes/guide.$urlKey";
import { loadHomeRoomIdeas } from "~modules/kit/scenes/home-data.server";
import { roomCategoryListSchema } from "~schemas/backoffice";
import type { BackofficeApi } from "~schemas/backoffice-calls";
import { distinctSkuSets, roomCategoryTabs } from "~schemas/rules/room-categories";
import { MAX_SCENES_PER_SET } from "~schemas/rules/scene-paging";
import { createFixtureBackoffice } from "../../server/fixture-backoffice/handler.js";
import { fixtureApi } from "../support/loaded";
import { BACKOFFICE_URL, fixtureServer } from "../support/msw";
import { quietLog } from "../support/quiet-log";

const scene = (id: number, skuIds: (string | null)[] = ["1"]) => ({
  id,
  shopByRoomName: `Room ${id}`,
  pcPictureUrl: `/fixture-images/scenes/scene-${id}-desktop.svg`,
  mobilePictureUrl: `/fixture-images/scenes/scene-${id}-mobile.svg`,
  anchorPointVOList: skuIds.map((skuId, index) => ({ skuId, goodsName: `Product ${index}`, specialPrice: 100 })),
});

describe("room categories (landing spec 3.4)", () => {
  it("reads the back office's loose answer: a category without a name and a broken scene are dropped alone", () => {
    const parsed = roomCategoryListSchema.parse([
      { name: "Living Room", shopByRoomVOList: [scene(101), { shopByRoomName: "no id" }, scene(102)] },
      { name: "  ", shopByRoomVOList: [scene(103)] },
      { shopByRoomVOList: [scene(104)] },
      { name: "Bedroom", shopByRoomVOList: null },
      { name: 7, shopByRoomVOList: JSON.stringify([scene(105)]) },
    ]);
    expect(parsed.map((category) => [category.name, category.shopByRoomVOList.map((entry) => entry.id)])).toEqual([
      ["Living Room", ["101", "102"]],
      ["Bedroom", []],
      ["7", ["105"]],
    ]);
    expect(roomCategoryListSchema.parse(null)).toEqual([]);
    expect(roomCategoryListSchema.parse("not a list")).toEqual([]);
  });

  it("makes a tab of each category with a scene to show, in order, names trimmed, at most one scene set each", () => {
    const many = Array.from({ length: MAX_SCENES_PER_SET + 3 }, (_, index) => `room ${index}`);
    expect(
      roomCategoryTabs([
        { name: " Living Room ", scenes: ["a", null, "b"] },
        { name: "Bedroom", scenes: [null] },
        { name: "Empty", scenes: [] },
        { name: "Dining", scenes: many },
      ]),
    ).toEqual([
      { name: "Living Room", scenes: ["a", "b"] },
      { name: "Dining", scenes: many.slice(0, MAX_SCENES_PER_SET) },
    ]);
    expect(roomCategoryTabs([])).toEqual([]);
  });

  it("asks for each SKU set's discount once, whatever its order, and for none without a SKU", () => {
    const key = (ids: string[]) => [...ids].sort().join(",");
    const sets = distinctSkuSets([["2", "1"], [], ["1", "2"], ["3"]], key);
    expect([...sets]).toEqual([
      ["1,2", ["2", "1"]],
      ["3", ["3"]],
    ]);
  });
});

describe("the fixture back office's home/room-categories", () => {
  it("answers fixtures/room-categories.json with each scene id replaced by that scene of scenes.json", async () => {
    const backoffice = createFixtureBackoffice({ fixturesDir: path.resolve(__dirname, "../../fixtures") });
    const result = await backoffice.handle("home/room-categories", {}, {});
    expect(result.status).toBe(200);
    const categories = result.body.data as { name: string; shopByRoomVOList: { id: number; anchorPointVOList: unknown[] }[] }[];
    expect(categories.map((category) => [category.name, category.shopByRoomVOList.map((entry) => entry.id)])).toEqual([
      ["Living Room", [101, 107, 110]],
      ["Bedroom", [104]],
      ["Dining Room", [103, 111]],
      ["Reading & Media", [105, 106]],
    ]);
    expect(categories[0]!.shopByRoomVOList[0]!.anchorPointVOList).toHaveLength(5);
  });
});

/** The fixture back office, counting the calls made through it. */
function countingApi(overrides: Partial<BackofficeApi> = {}) {
  const api = { ...fixtureApi(), ...overrides };
  const calls: string[] = [];
  const counted = new Proxy(api, {
    get: (target, name: keyof BackofficeApi) => (args: never) => {
      calls.push(name);
      return (target[name] as (args: never) => Promise<unknown>)(args);
    },
  });
  return { api: counted as BackofficeApi, calls };
}

describe("loadHomeRoomIdeas", () => {
  it("gives each category its scenes, each with its all-picked bundle discount when asked, one lookup per SKU set", async () => {
    const { api, calls } = countingApi();
    const ideas = await loadHomeRoomIdeas({ api, log: quietLog() }, { discounts: true });
    expect(ideas?.categories.map((category) => [category.name, category.scenes.map((entry) => entry.id)])).toEqual([
      ["Living Room", ["101", "107", "110"]],
      ["Bedroom", ["104"]],
      ["Dining Room", ["103", "111"]],
      ["Reading & Media", ["105", "106"]],
    ]);
    // fixtures/discounts.json: each room's full set.
    expect(ideas?.categories.map((category) => category.scenes.map((entry) => entry.discount))).toEqual([[300, 260, 180], [150], [120, 60], [90, 280]]);
    expect(calls.filter((name) => name === "getHomeRoomCategories")).toHaveLength(1);
    expect(calls.filter((name) => name === "getProductDiscount")).toHaveLength(8);
  });

  it("asks for no discount without `discounts` (the desktop page shows none)", async () => {
    const { api, calls } = countingApi();
    const ideas = await loadHomeRoomIdeas({ api, log: quietLog() }, { discounts: false });
    expect(ideas?.categories).toHaveLength(4);
    expect(ideas?.categories[0]!.scenes[0]!.discount).toBeNull();
    expect(calls).toEqual(["getHomeRoomCategories"]);
  });

  it("asks once for rooms two categories share, and leaves a failed lookup to the browser", async () => {
    const living = [scene(1, ["a", "b"]), scene(2, ["b", "a"])];
    const { api, calls } = countingApi({
      getHomeRoomCategories: async () => roomCategoryListSchema.parse([{ name: "Living", shopByRoomVOList: living }, { name: "Again", shopByRoomVOList: [scene(3, ["a", "b"]), scene(4, ["c"])] }]),
      getProductDiscount: async ({ skuIdList }) => {
        if (skuIdList.includes("c")) throw new Error("down");
        return { maxDiscountAmount: 25 };
      },
    });
    const log = quietLog();
    const ideas = await loadHomeRoomIdeas({ api, log }, { discounts: true });
    expect(ideas?.categories.map((category) => category.scenes.map((entry) => entry.discount))).toEqual([[25, 25], [25, null]]);
    expect(calls.filter((name) => name === "getProductDiscount")).toHaveLength(2);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it("is null when no category has a scene to show, or when the back office fails (logged)", async () => {
    const empty = countingApi({ getHomeRoomCategories: async () => roomCategoryListSchema.parse([{ name: "Nothing", shopByRoomVOList: [{ id: 1 }] }]) });
    expect(await loadHomeRoomIdeas({ api: empty.api, log: quietLog() }, { discounts: true })).toBeNull();
    const log = quietLog();
    const failing = countingApi({
      getHomeRoomCategories: async () => {
        throw new Error("back office down");
      },
    });
    expect(await loadHomeRoomIdeas({ api: failing.api, log }, { discounts: true })).toBeNull();
    expect(log.warn.mock.calls[0]?.[1]).toEqual({ error: "Error: back office down" });
  });
});

describe("the home page's loader", () => {
  process.env.BACKOFFICE_URL = BACKOFFICE_URL;
  const { server } = fixtureServer();
  const original = process.env.HOME_URL_KEY;
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => {
    server.resetHandlers();
    if (original === undefined) delete process.env.HOME_URL_KEY;
    else process.env.HOME_URL_KEY = original;
  });
  afterAll(() => server.close());

  // A shared render knows no shopper (server/pages.js): no client token.
  const shared = { cspNonce: "", clientToken: "", shared: true };
  const request = (query = "") => new Request(`http://shop.test/${query}`, { headers: { "sec-ch-ua-mobile": "?0" } });

  it("renders the HOME_URL_KEY template's modules, cached as a shared page tagged with the template", async () => {
    delete process.env.HOME_URL_KEY;
    const { data, headers } = await loadHomePage(request(), shared);
    expect(data.landing?.urlKey).toBe("home");
    expect(data.landing?.modules.map((entry) => entry.code)).toEqual([1, 4, 25, 24]);
    expect(data.landing?.meta.title).toBe("Loftwell | Sofas, seating and room sets");
    expect(data.landing).not.toHaveProperty("diagnostics");
    expect(headers).toEqual({ "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=600", "Cache-Tag": "template:home" });
    expect((await data.roomIdeas)?.categories).toHaveLength(4);
  });

  it("reads HOME_URL_KEY: another template is the home page", async () => {
    process.env.HOME_URL_KEY = "bare";
    const { data, headers } = await loadHomePage(request(), shared);
    expect(data.landing?.modules.map((entry) => entry.code)).toEqual([1]);
    expect(headers["Cache-Tag"]).toBe("template:bare");
  });

  it.each([
    ["the back office has no such template (404)", "no-such-home"],
    ["the template has no page info", "no-page-info"],
  ])("falls back to the plain home when %s: no not-found page, no redirect, Room Ideas all the same", async (_case, urlKey) => {
    process.env.HOME_URL_KEY = urlKey;
    const result = await homeLoader({ request: request(), params: {}, context: shared });
    const { data, init } = result as unknown as { data: Awaited<ReturnType<typeof loadHomePage>>["data"]; init: ResponseInit | undefined };
    expect(init?.status ?? 200).toBe(200);
    expect(data.landing).toBeNull();
    expect(new Headers(init?.headers).get("cache-tag")).toBe(`template:${urlKey}`);
    expect((await data.roomIdeas)?.categories.map((category) => category.name)).toEqual(["Living Room", "Bedroom", "Dining Room", "Reading & Media"]);
  });

  it("still sends a guide without page info to '/'", async () => {
    const thrown = await guideLoader({ request: new Request("http://shop.test/guide/no-page-info"), params: { urlKey: "no-page-info" }, context: shared }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("location")).toBe("/");
  });

  it("streams Room Ideas: the page does not wait for the room categories, and a failing call leaves only the section out", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(`${BACKOFFICE_URL}/api/home/room-categories`, async () => {
        await held;
        return HttpResponse.json({ code: 500, msg: "down", data: null }, { status: 500 });
      }),
    );
    // Past the back-office client's short response cache, which holds the categories from the tests before.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 10_000);
    try {
      const { data } = await loadHomePage(request(), shared);
      expect(data.landing?.modules).toHaveLength(4);
      release();
      expect(await data.roomIdeas).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
