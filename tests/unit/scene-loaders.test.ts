import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createBackofficeClient } from "~/lib/backoffice.server";
import { parseGuideQuery } from "~schemas/rules/guide-query";
import { buildLandingPage } from "~/lib/landing-page.server";
import { loadModuleData } from "~/lib/module-data.server";
import { getStore } from "~schemas/rules/stores";
import type { ModuleLoadContext } from "~modules/types";
import { DESKTOP_PICTURE, MOBILE_PICTURE, toRoomScene } from "~modules/kit/scenes/scene-data.server";
import type { ScenesResponse, DiscountResponse } from "~schemas/app-api";
import { loader as discountLoader } from "~/routes/api.discount";
import { loader as scenesLoader } from "~/routes/api.scenes";
import { sceneSchema } from "~schemas/backoffice";
import { pageInfoSchema } from "~schemas/page-info";
import { BACKOFFICE_URL, fixtureServer } from "../support/msw";
import { quietLog } from "../support/quiet-log";

process.env.BACKOFFICE_URL = BACKOFFICE_URL;
const { server } = fixtureServer();
const sent: { path: string; body: unknown }[] = [];
server.events.on("request:start", async ({ request }) => {
  sent.push({ path: new URL(request.url).pathname.replace("/api/", ""), body: await request.clone().json() });
});
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => server.close());

// Made after msw patches fetch; no response cache, so each test sees its own calls.
const backoffice = () => createBackofficeClient({ baseUrl: BACKOFFICE_URL, cacheMs: 0 }).forCaller({ storeId: 3, clientToken: "loader-test" });

async function load(code: number, packageInfoMap: unknown, query = "") {
  const guideQuery = parseGuideQuery(new URLSearchParams(query));
  const info = pageInfoSchema.parse({ templatePackageList: [{ sortId: 1, packageType: code, packageInfoMap }] });
  const page = buildLandingPage(info, guideQuery);
  const context: ModuleLoadContext = { api: backoffice(), log: quietLog(), store: getStore(3), device: "desktop", urlKey: "test", query: guideQuery, regionCode: "CA", now: 0 };
  const loaded = await loadModuleData(page.modules, context);
  return { data: loaded.modules[0]?.data as Record<string, unknown> | undefined, diagnostics: [...page.diagnostics, ...loaded.diagnostics] };
}

const calls = (path: string) => sent.filter((entry) => entry.path === path).map((entry) => entry.body);

describe("scene data from the back office", () => {
  it("normalises a scene: numbers as text, points by serialNumber, points without a SKU or price left out", () => {
    const scene = sceneSchema.parse({
      id: 7,
      shopByRoomName: "Den",
      pcPictureUrl: "/d.svg",
      mobilePictureUrl: "/m.svg",
      planId: 55,
      anchorPointVOList: [
        { skuId: 2, goodsName: "Lamp", specialPrice: "189", discountedPrice: "150", serialNumber: "2", pcPositionX: "120", pcPositionY: "-5", mobilePositionX: 10, mobilePositionY: 20 },
        { skuId: "1", goodsName: "Sofa", specialPrice: 1299, discountedPrice: 1299, serialNumber: 1, pcPositionX: 40, pcPositionY: 60 },
        { skuId: null, goodsName: "Swatch", specialPrice: 0 },
        { skuId: "3", goodsName: "No price" },
      ],
    });
    const room = toRoomScene(scene)!;
    expect(room.id).toBe("7");
    expect(room.planId).toBe("55");
    expect(room.points.map((p) => p.skuId)).toEqual(["1", "2"]);
    expect(room.points[0]).toMatchObject({ price: 1299, discountedPrice: null, pc: { x: 40, y: 60 }, mobile: null });
    // Positions are clamped into the picture; the discounted price shows only below the special price.
    expect(room.points[1]).toMatchObject({ price: 189, discountedPrice: 150, pc: { x: 100, y: 0 }, mobile: { x: 10, y: 20 } });
    expect(room.pictures.desktop).toEqual({ src: "/d.svg", ...DESKTOP_PICTURE, positions: "pc" });
    expect(room.pictures.mobile).toEqual({ src: "/m.svg", ...MOBILE_PICTURE, positions: "mobile" });
  });

  it("uses the other device's picture (and its hotspot positions) when one is missing, and drops a scene with none", () => {
    const pcOnly = toRoomScene(sceneSchema.parse({ id: 1, pcPictureUrl: "/d.svg", anchorPointVOList: [] }))!;
    expect(pcOnly.pictures.mobile).toEqual({ src: "/d.svg", width: 2340, height: 1404, positions: "pc" });
    expect(toRoomScene(sceneSchema.parse({ id: 2, anchorPointVOList: [] }))).toBeNull();
  });
});

describe("scene loaders against the fixture back office", () => {
  it("type 26 loads the first tab's scenes in order, each with its all-picked bundle discount", async () => {
    const { data } = await load(26, { name: "Rooms", packageInfo: [{ content: "Living", shopByRoomId: [107, 101] }, { content: "Bed", shopByRoomId: 104 }] });
    expect(data?.activeTab).toBe(0);
    const scenes = data?.scenes as { id: string; discount: number | null }[];
    expect(scenes.map((s) => [s.id, s.discount])).toEqual([
      ["107", 260],
      ["101", 300],
    ]);
    expect(calls("landing/shop-by-room-list")).toEqual([{ ids: ["107", "101"] }]);
    expect(calls("home/product-discount")).toContainEqual({ skuIdList: ["20011", "20061", "20071", "20081", "20021"] });
  });

  it("type 26 loads the tab the query preselects (module=1&tab=2)", async () => {
    const { data } = await load(26, { packageInfo: [{ content: "Living", shopByRoomId: 101 }, { content: "Bed", shopByRoomId: 104 }] }, "module=1&tab=2");
    expect(data?.activeTab).toBe(1);
    expect((data?.scenes as { id: string }[]).map((s) => s.id)).toEqual(["104"]);
  });

  it("type 27 leaves out unknown ids, and is dropped when none is known", async () => {
    const { data } = await load(27, { shopByRoomId: [998, 105] });
    expect((data?.scenes as { id: string }[]).map((s) => s.id)).toEqual(["105"]);
    const dropped = await load(27, { shopByRoomId: [998] });
    expect(dropped.data).toBeUndefined();
    expect(dropped.diagnostics).toEqual([expect.objectContaining({ outcome: "dropped", reason: "its data could not be loaded: none of its shop-by-room ids (998) has a scene" })]);
  });

  it("type 28 loads its one scene; a scene without a discount entry gets 0", async () => {
    const { data } = await load(28, { shopByRoomId: "109" });
    expect(data?.scene).toMatchObject({ id: "109", discount: 0 });
    expect((await load(28, { shopByRoomId: 997 })).diagnostics[0]?.reason).toBe("its data could not be loaded: shop-by-room id 997 has no scene");
  });

  it("type 29 loads page 1 of the first tab: the ids (0, 6), without discounts, and the first banner", async () => {
    const ids = [101, 102, 103, 104, 105, 106, 107, 108];
    const { data } = await load(29, {
      firstPcImage: "/first.svg",
      secondPcImage: "/second.svg",
      packageInfo: [{ name: "All", shopByRoomIdList: ids }],
    });
    expect(calls("landing/shop-by-room-list")).toEqual([{ ids: ["101", "102", "103", "104", "105", "106"] }]);
    expect(calls("home/product-discount")).toEqual([]);
    expect((data?.scenes as unknown[]).length).toBe(6);
    expect(data?.banner).toEqual({ pcImage: "/first.svg", mobileImage: "/first.svg" });
    expect(data?.featured).toBeNull();
  });

  it("type 29 with ?id= fetches that scene first as the featured one (with its discount) and shows the second banner", async () => {
    const { data } = await load(
      29,
      { firstPcImage: "/first.svg", secondPcImage: "/second.svg", secondMobileImage: "/second-m.svg", packageInfo: [{ name: "All", shopByRoomIdList: [101, 102] }] },
      "id=105",
    );
    expect(calls("landing/shop-by-room-list")[0]).toEqual({ ids: ["105"] });
    expect(data?.featured).toMatchObject({ id: "105", name: "Reading Corner", discount: 90 });
    expect(data?.banner).toEqual({ pcImage: "/second.svg", mobileImage: "/second-m.svg" });
  });

  it("type 29 with ?id= falls back to the first banner without a second, and ignores an unknown featured id", async () => {
    const { data } = await load(29, { firstPcImage: "/first.svg", packageInfo: [{ name: "All", shopByRoomIdList: [101] }] }, "id=996");
    expect(data?.banner).toEqual({ pcImage: "/first.svg", mobileImage: "/first.svg" });
    expect(data?.featured).toBeNull();
  });
});

function get(route: typeof scenesLoader | typeof discountLoader, url: string) {
  const request = new Request(`http://shop.test${url}`);
  return route({ request, params: {}, context: { cspNonce: "n", clientToken: "route-test" } }) as Promise<Response>;
}

describe("/api/scenes and /api/discount", () => {
  it("answer the scenes of the ids, in order, with discounts when asked", async () => {
    const response = await get(scenesLoader, "/api/scenes?ids=104,101&discounts=1");
    expect(response.status).toBe(200);
    const body = (await response.json()) as ScenesResponse;
    expect(body.ok && body.scenes.map((s) => [s.id, s.discount])).toEqual([
      ["104", 150],
      ["101", 300],
    ]);
    const plain = (await (await get(scenesLoader, "/api/scenes?ids=104")).json()) as ScenesResponse;
    expect(plain.ok && plain.scenes[0]?.discount).toBeNull();
  });

  it("refuse missing, malformed or too many ids without calling the back office", async () => {
    for (const query of ["", "?ids=", "?ids=1%202", `?ids=${Array.from({ length: 25 }, (_, i) => i + 1).join(",")}`]) {
      expect((await get(scenesLoader, `/api/scenes${query}`)).status).toBe(400);
    }
    expect(sent).toEqual([]);
  });

  it("answer the bundle discount of the picked SKUs, 0 for a set without one", async () => {
    const body = (await (await get(discountLoader, "/api/discount?skuIds=20011,20021,20061")).json()) as DiscountResponse;
    expect(body).toEqual({ ok: true, maxDiscountAmount: 120 });
    expect(calls("home/product-discount")).toEqual([{ skuIdList: ["20011", "20021", "20061"] }]);
    expect(await (await get(discountLoader, "/api/discount?skuIds=20151")).json()).toEqual({ ok: true, maxDiscountAmount: 0 });
  });

  it("never asks the back office for a discount without a SKU", async () => {
    const response = await get(discountLoader, "/api/discount?skuIds=");
    expect(response.status).toBe(400);
    expect(sent).toEqual([]);
  });

  it("say so with 502 when the back office fails", async () => {
    server.use(...[(await import("msw")).http.post(`${BACKOFFICE_URL}/api/*`, () => new Response("down", { status: 500 }))]);
    expect((await get(discountLoader, "/api/discount?skuIds=20011")).status).toBe(502);
    expect((await get(scenesLoader, "/api/scenes?ids=101")).status).toBe(502);
  });
});
