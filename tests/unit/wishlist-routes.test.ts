import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { action as wishlistAction, loader as wishlistLoader } from "~/routes/api.wishlist";
import { loader as stateLoader } from "~/routes/api.wishlist-state";
import { loader as productsLoader } from "~/routes/api.wishlist-products";
import { loginTokenCookie } from "~/lib/cookies.server";
import { cookiePair } from "../../server/cookies.js";
import { fixtureLoginToken } from "../../server/fixture-backoffice/handler.js";
import { BACKOFFICE_URL, fixtureServer } from "../support/msw";
import { takeWarnings } from "../support/logs";

process.env.BACKOFFICE_URL = BACKOFFICE_URL;
const { server } = fixtureServer();
const sent: { path: string; auth: string | null; body: unknown }[] = [];
server.events.on("request:start", async ({ request }) => {
  sent.push({ path: new URL(request.url).pathname, auth: request.headers.get("authorization"), body: await request.clone().json() });
});
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => server.close());

const context = { cspNonce: "n", clientToken: "guest-1" };
/** The Premier member's fixture list holds 20011 and 20121; each test that changes a list uses its own new shopper. */
const premier = () => cookiePair(loginTokenCookie, fixtureLoginToken("premier@loftwell.test"));
const shopperCookie = (email: string) => cookiePair(loginTokenCookie, fixtureLoginToken(email));

async function get(loader: typeof wishlistLoader | typeof stateLoader | typeof productsLoader, path: string, cookie?: string) {
  const request = new Request(`http://shop.test${path}`, { headers: cookie ? { cookie } : {} });
  return (await loader({ request, params: {}, context })) as Response;
}

function change(body: unknown, { cookie, contentType = "application/json" }: { cookie?: string; contentType?: string } = {}) {
  const headers: Record<string, string> = { "content-type": contentType };
  if (cookie) headers.cookie = cookie;
  const request = new Request("http://shop.test/api/wishlist", { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) });
  return wishlistAction({ request, params: {}, context }) as Promise<Response>;
}

describe("GET /api/wishlist (getWishlistMyList)", () => {
  it("answers a guest without a back-office call: their list is in the browser", async () => {
    const response = await get(wishlistLoader, "/api/wishlist?page=1");
    expect(await response.json()).toEqual({ status: "guest" });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(sent).toEqual([]);
  });

  it("answers a page of the logged-in shopper's list as listing cards, with total and maxPage", async () => {
    const response = await get(wishlistLoader, "/api/wishlist?page=1&pageSize=1", await premier());
    const page = (await response.json()) as { status: string; items: { skuId: string; detailUrl: string }[]; total: number; maxPage: number; page: number };
    expect(page).toMatchObject({ status: "logged-in", total: 2, maxPage: 2, page: 1 });
    expect(page.items.map((item) => item.skuId)).toEqual(["20011"]);
    expect(page.items[0]!.detailUrl).toBe("/harlow-sofa.html");
    expect(sent).toEqual([{ path: "/api/wishlist/my-list", auth: `Bearer ${fixtureLoginToken("premier@loftwell.test")}`, body: { page: 1, pageSize: 1 } }]);
  });

  it("reads the page size 999 as the whole list, 12 by default, and a page past the last as the last", async () => {
    await get(wishlistLoader, "/api/wishlist?pageSize=999", await premier());
    await get(wishlistLoader, "/api/wishlist?pageSize=5000", await premier());
    await get(wishlistLoader, "/api/wishlist", await premier());
    expect(sent.map((call) => call.body)).toEqual([
      { page: 1, pageSize: 999 },
      { page: 1, pageSize: 999 },
      { page: 1, pageSize: 12 },
    ]);
    sent.length = 0;
    const past = (await (await get(wishlistLoader, "/api/wishlist?page=7&pageSize=1", await premier())).json()) as { page: number; items: unknown[] };
    expect(past.page).toBe(2);
    expect(past.items).toHaveLength(1);
  });

  it("answers a guest for a token the back office no longer knows, and 502 {error} when it fails", async () => {
    expect(await (await get(wishlistLoader, "/api/wishlist", await cookiePair(loginTokenCookie, "expired-token"))).json()).toEqual({ status: "guest" });
    server.use(http.post(`${BACKOFFICE_URL}/api/wishlist/my-list`, () => HttpResponse.json({ code: 500, msg: "down", data: null }, { status: 500 })));
    const failed = await get(wishlistLoader, "/api/wishlist", await premier());
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ error: expect.any(String) });
    // The failure this test provokes is logged once (tests/support/logs.ts).
    expect(takeWarnings()).toEqual(["wishlist read failed"]);
  });
});

describe("POST /api/wishlist (addToWish, removeFromWish)", () => {
  it("adds and removes by {skuId, spuId} for the logged-in shopper", async () => {
    // A new account, registered with the fixture back office: its list starts empty.
    const cookie = await shopperCookie("adds@loftwell.test");
    await fetch(`${BACKOFFICE_URL}/api/user/register`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "adds@loftwell.test", password: "adds-2026" }) });
    sent.length = 0;
    expect(await (await change({ action: "add", skuId: "20071", spuId: "507" }, { cookie })).json()).toEqual({ ok: true });
    const state = async () => ((await (await get(stateLoader, "/api/wishlist-state?skuIds=20071,20011", cookie)).json()) as { inList: string[] }).inList;
    expect(await state()).toEqual(["20071"]);
    expect(await (await change({ action: "remove", skuId: "20071", spuId: "507" }, { cookie })).json()).toEqual({ ok: true });
    expect(await state()).toEqual([]);
    expect(sent.map((call) => [call.path, call.body])).toEqual([
      ["/api/wishlist/add", { skuId: "20071", spuId: "507" }],
      ["/api/wishlist/is-in", { skuIdList: ["20071", "20011"] }],
      ["/api/wishlist/remove", { skuId: "20071", spuId: "507" }],
      ["/api/wishlist/is-in", { skuIdList: ["20071", "20011"] }],
    ]);
  });

  it("refuses a guest with 401 and login: true, without a back-office call", async () => {
    const response = await change({ action: "add", skuId: "20071", spuId: "507" });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ ok: false, error: expect.any(String), login: true });
    expect(sent).toEqual([]);
  });

  it("takes JSON only, and only a change", async () => {
    const cookie = await premier();
    expect((await change("action=add&skuId=20071", { cookie, contentType: "application/x-www-form-urlencoded" })).status).toBe(415);
    expect((await change("{not json", { cookie })).status).toBe(400);
    expect((await change({ action: "toggle", skuId: "20071" }, { cookie })).status).toBe(400);
    expect((await change("x".repeat(2000), { cookie })).status).toBe(413);
    expect(sent).toEqual([]);
  });

  it("answers 502 {ok: false} when the back office refuses or fails", async () => {
    const cookie = await premier();
    const unknown = await change({ action: "add", skuId: "99999", spuId: "1" }, { cookie });
    expect(unknown.status).toBe(502);
    expect(await unknown.json()).toEqual({ ok: false, error: expect.any(String) });
    // The failure this test provokes is logged once (tests/support/logs.ts).
    expect(takeWarnings()).toEqual(["wishlist change failed"]);
  });
});

describe("GET /api/wishlist-state (isInWish)", () => {
  it("answers none for a guest without a call (detail spec 4)", async () => {
    expect(await (await get(stateLoader, "/api/wishlist-state?skuIds=20011,20121")).json()).toEqual({ inList: [] });
    expect(sent).toEqual([]);
  });

  it("answers which of the asked skuIds are on the shopper's list, in the order asked", async () => {
    expect(await (await get(stateLoader, "/api/wishlist-state?skuIds=20071,20121,20011", await premier())).json()).toEqual({ inList: ["20121", "20011"] });
    expect(sent.map((call) => call.body)).toEqual([{ skuIdList: ["20071", "20121", "20011"] }]);
  });

  it("refuses a bad list with 400, and answers 502 when the back office fails", async () => {
    expect((await get(stateLoader, "/api/wishlist-state?skuIds=", await premier())).status).toBe(400);
    server.use(http.post(`${BACKOFFICE_URL}/api/wishlist/is-in`, () => HttpResponse.json({ code: 500, msg: "down", data: null }, { status: 500 })));
    expect((await get(stateLoader, "/api/wishlist-state?skuIds=20011", await premier())).status).toBe(502);
    // The failure this test provokes is logged once (tests/support/logs.ts).
    expect(takeWarnings()).toEqual(["wishlist state failed"]);
  });
});

describe("GET /api/wishlist-products (getSkuIdList)", () => {
  it("answers the products of the asked skuIds as listing cards, in the order asked, unknown ids left out", async () => {
    const response = await get(productsLoader, "/api/wishlist-products?skuIds=20121,99999,20011");
    const { items } = (await response.json()) as { items: { skuId: string; name: string }[] };
    expect(items.map((item) => item.skuId)).toEqual(["20121", "20011"]);
    expect(items[0]!.name).toMatch(/Willow/);
    expect(sent.map((call) => [call.path, call.body])).toEqual([["/api/wishlist/sku-list", { skuIdList: ["20121", "99999", "20011"] }]]);
  });

  it("refuses a bad list with 400", async () => {
    expect((await get(productsLoader, "/api/wishlist-products?skuIds=a%20b")).status).toBe(400);
    expect(sent).toEqual([]);
  });
});
