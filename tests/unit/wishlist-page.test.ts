import type express from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loader, headers as pageHeadersOf } from "~/routes/wishlist";
import { loginTokenCookie } from "~/lib/cookies.server";
import { cookiePair } from "../../server/cookies.js";
import { isSharedRequest } from "../../server/pages.js";
import { fixtureLoginToken } from "../../server/fixture-backoffice/handler.js";
import { BACKOFFICE_URL, fixtureServer } from "../support/msw";

process.env.BACKOFFICE_URL = BACKOFFICE_URL;
const { server } = fixtureServer();
const sent: string[] = [];
server.events.on("request:start", ({ request }) => {
  sent.push(new URL(request.url).pathname);
});
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  sent.length = 0;
});
afterAll(() => server.close());

const hostRequest = (path: string, cookie?: string) => ({ method: "GET", path, headers: cookie ? { cookie } : {} }) as unknown as express.Request;

describe("/wishlist is one shopper's page (server/pages.js, app/routes/wishlist.tsx)", () => {
  it("is never a shared request: the host renders it with the shopper's cookies, and keeps no copy", async () => {
    const login = await cookiePair(loginTokenCookie, "token");
    expect(await isSharedRequest(hostRequest("/wishlist"))).toBe(false);
    expect(await isSharedRequest(hostRequest("/wishlist/"))).toBe(false);
    expect(await isSharedRequest(hostRequest("/wishlist", login))).toBe(false);
    // Other pages stay shared with a login cookie: their HTML is the same for everyone.
    expect(await isSharedRequest(hostRequest("/willow-bed.html", login))).toBe(true);
    expect(await isSharedRequest(hostRequest("/wishlists"))).toBe(true);
  });

  async function load(path: string, cookie?: string) {
    const request = new Request(`http://shop.test${path}`, { headers: cookie ? { cookie } : {} });
    return (await loader({ request, params: {}, context: { cspNonce: "n", clientToken: "guest-1", shared: false } })) as Response;
  }

  it("reads a logged-in shopper's page of the server list, private and no-store", async () => {
    const response = await load("/wishlist", await cookiePair(loginTokenCookie, fixtureLoginToken("premier@loftwell.test")));
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const data = (await response.json()) as { list: { status: string; items: { skuId: string }[]; total: number; maxPage: number }; page: number; i18n: { namespaces: string[] } };
    expect(data.list).toMatchObject({ status: "logged-in", total: 2, maxPage: 1 });
    expect(data.list.items.map((item) => item.skuId)).toEqual(["20011", "20121"]);
    expect(data.i18n.namespaces).toEqual(["wishlist"]);
    expect(sent).toEqual(["/api/wishlist/my-list"]);
    // The route's headers are its loader's.
    const headers = pageHeadersOf({ loaderHeaders: response.headers, parentHeaders: new Headers(), actionHeaders: new Headers(), errorHeaders: undefined });
    expect(new Headers(headers).get("cache-control")).toBe("private, no-store");
  });

  it("answers a guest's page without a back-office call: their list is read in the browser", async () => {
    const response = await load("/wishlist?page=3");
    expect(await response.json()).toMatchObject({ list: { status: "guest" }, page: 3 });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(sent).toEqual([]);
  });

  it("shows the page without the list when the back office fails (list null), still private", async () => {
    const { http, HttpResponse } = await import("msw");
    server.use(http.post(`${BACKOFFICE_URL}/api/wishlist/my-list`, () => HttpResponse.json({ code: 500, msg: "down", data: null }, { status: 500 })));
    const response = await load("/wishlist", await cookiePair(loginTokenCookie, fixtureLoginToken("premier@loftwell.test")));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ list: null, page: 1 });
    server.resetHandlers();
  });
});
