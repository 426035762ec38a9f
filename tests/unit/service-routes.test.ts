import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { parseGiftWrapId } from "~schemas/rules/cart";
import { loadProductPage, parseDetailPath } from "~/lib/product-page.server";
import type { SkuSideData } from "~schemas/rules/product/side-data";
import type { ZipCodeAnswer } from "~schemas/rules/product/zip";
import { getZipObject } from "~/lib/shopper.server";
import { action as cartAction } from "~/routes/api.cart";
import { loader as contentBlock } from "~/routes/api.content-block";
import { loader as productSku } from "~/routes/api.product-sku";
import { action as zipCode } from "~/routes/api.zip-code";
import { zipCookie as zipCookieOf } from "~/lib/cookies.server";
import { cookiePair } from "../../server/cookies.js";
import { BACKOFFICE_URL, fixtureServer } from "../support/msw";
import { takeWarnings } from "../support/logs";
import { invalidInput } from "~schemas/rules/field-errors";

process.env.BACKOFFICE_URL = BACKOFFICE_URL;
const { server, backoffice } = fixtureServer();
const sent: { path: string; body: unknown }[] = [];
server.events.on("request:start", async ({ request }) => {
  sent.push({ path: new URL(request.url).pathname, body: await request.clone().json() });
});
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
  delete process.env.STORE_ID;
});
afterAll(() => server.close());

const context = { cspNonce: "n", clientToken: "guest-service" };
const zipCookie = (zip: object) => cookiePair(zipCookieOf, zip);

async function postcode(value: unknown, store?: string) {
  if (store) process.env.STORE_ID = store;
  const request = new Request("http://shop.test/api/zip-code", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ postcode: value }),
  });
  const response = (await zipCode({ request, params: {}, context })) as Response;
  return { response, answer: (await response.json()) as ZipCodeAnswer };
}

describe("/api/zip-code (detail spec 4 Postcode input, 7 checkZipCode)", () => {
  it("answers a served postcode's zip object and saves it in the zip cookie the server reads", async () => {
    const { response, answer } = await postcode("10001");
    expect(answer).toEqual({ ok: true, zip: { postcode: "10001", regionCode: "NY", regionName: "New York", city: "New York" } });
    expect(sent.find((call) => call.path === "/api/detail/check-zip-code")?.body).toEqual({ postcode: "10001" });
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^zip=[^;]+; /);
    expect(cookie.split("; ").slice(1).sort()).toEqual(["HttpOnly", "Max-Age=31536000", "Path=/", "SameSite=Lax"]);
    const request = new Request("http://shop.test/", { headers: { cookie: cookie.split(";")[0]! } });
    expect(await getZipObject(request)).toEqual({ postcode: "10001", regionCode: "NY", regionName: "New York", city: "New York" });
  });

  it("sends store 3's first 5 characters of a ZIP+4", async () => {
    const { answer } = await postcode("90001-1234");
    expect(answer).toMatchObject({ ok: true, zip: { postcode: "90001", city: "Los Angeles" } });
    expect(sent.find((call) => call.path === "/api/detail/check-zip-code")?.body).toEqual({ postcode: "90001" });
  });

  it("names the region from region data when the lookup gives only its code", async () => {
    const { answer } = await postcode("07030");
    expect(answer).toEqual({ ok: true, zip: { postcode: "07030", regionCode: "NJ", regionName: "New Jersey", city: "Hoboken" } });
  });

  it("answers not-serviceable, with no cookie, when the lookup returns no postcode", async () => {
    const { response, answer } = await postcode("99501");
    expect(answer).toEqual({ ok: false, reason: "not-serviceable" });
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("checks the format by the store's rule again, without calling the back office", async () => {
    const us = await postcode("1234");
    expect(us.response.status).toBe(400);
    expect(us.answer).toEqual({ ok: false, reason: "format", messageKey: "valid_zip_code", params: { 0: 5, 1: "US" }, ...invalidInput({ postcode: "is not a postcode of this store" }) });
    const ca = await postcode("10001", "4");
    expect(ca.answer).toEqual({ ok: false, reason: "format", messageKey: "valid_zip_code", params: { 0: 6, 1: "CA" }, ...invalidInput({ postcode: "is not a postcode of this store" }) });
    const de = await postcode("1011", "5");
    expect(de.answer).toEqual({ ok: false, reason: "format", messageKey: "CorrectZipCodeNumber", params: { 0: 5 }, ...invalidInput({ postcode: "is not a postcode of this store" }) });
    expect(sent.filter((call) => call.path === "/api/detail/check-zip-code")).toEqual([]);
  });

  it("strips store 4's spaces before the lookup", async () => {
    const { answer } = await postcode("M5V 3L9", "4");
    expect(answer).toMatchObject({ ok: true, zip: { postcode: "M5V3L9", regionCode: "ON", city: "Toronto" } });
    expect(sent.find((call) => call.path === "/api/detail/check-zip-code")?.body).toEqual({ postcode: "M5V3L9" });
  });

  it("answers failed (502) when the back office fails", async () => {
    server.use(http.post(`${BACKOFFICE_URL}/api/detail/check-zip-code`, () => HttpResponse.json({ code: 500, msg: "down", data: null }, { status: 500 })));
    const { response, answer } = await postcode("75001");
    expect(response.status).toBe(502);
    expect(answer).toEqual({ ok: false, reason: "failed" });
    // The failure this test provokes is logged once (tests/support/logs.ts).
    expect(takeWarnings()).toEqual(["postcode lookup failed"]);
  });
});

describe("/api/content-block (detail spec 7, Get by identifier)", () => {
  const get = (identifier: string) =>
    contentBlock({ request: new Request(`http://shop.test/api/content-block?identifier=${identifier}`), params: {}, context }) as Promise<Response>;

  it("answers the price-match block's title and content", async () => {
    const response = await get("day-price-match");
    expect(response.status).toBe(200);
    const block = (await response.json()) as { title: string; content: string };
    expect(block.title).toBe("Price Match Guarantee");
    expect(block.content).toContain("<strong>14 days</strong>");
    expect(sent[0]).toEqual({ path: "/api/detail/content-block", body: { identifier: "day-price-match" } });
  });

  it("sanitises the HTML on the server", async () => {
    server.use(
      http.post(`${BACKOFFICE_URL}/api/detail/content-block`, () =>
        HttpResponse.json({ code: 200, msg: "ok", data: { title: "T", content: '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>' } }),
      ),
    );
    const block = (await (await get("sanitise-me")).json()) as { content: string };
    expect(block.content).toBe("<p>Hi<a>x</a></p>");
  });

  it("answers 404 for an unknown block and 400 for a malformed identifier", async () => {
    expect((await get("no-such-block")).status).toBe(404);
    expect((await get("../etc")).status).toBe(400);
  });
});

describe("/api/product-sku for the service card", () => {
  const side = async (query: string, cookie?: string, store?: string) => {
    if (store) process.env.STORE_ID = store;
    const request = new Request(`http://shop.test/api/product-sku?${query}`, { headers: cookie ? { cookie } : {} });
    return (await ((await productSku({ request, params: {}, context })) as Response).json()) as SkuSideData;
  };

  it("answers the delivery description for the saved region, and delivery services for its postcode (store 3)", async () => {
    const data = await side("sku=LW1001-OAT-3-SEAT&skuId=20011&spu=LW1001", await zipCookie({ postcode: "10001", regionCode: "NY", city: "New York" }));
    expect(data.delivery).toMatchObject({ regionCode: "NY", timeDesc: "7-12", usWarehouse: "NJ" });
    expect(data.wraps?.map((wrap) => wrap.name)).toEqual(["Front Door Delivery", "Room of Choice Delivery", "White Glove Delivery"]);
    expect(sent.find((call) => call.path === "/api/cart/wrap-list")?.body).toEqual({ productId: "20011", spu: "LW1001", sku: "LW1001-OAT-3-SEAT", postcode: "10001" });
  });

  it("asks no delivery services outside stores 3 and 4", async () => {
    const data = await side("sku=LW1001-OAT-4-SEAT&skuId=20012&spu=LW1001", undefined, "5");
    expect(data.wraps).toBeNull();
    expect(sent.some((call) => call.path === "/api/cart/wrap-list")).toBe(false);
  });

  it("answers no delivery data for a SKU the back office has none for", async () => {
    const data = await side("sku=LW1001-CHARCOAL-4-SEAT&skuId=20016&spu=LW1001");
    expect(data.delivery).toBeNull();
  });
});

describe("the product page loader for the service card", () => {
  const load = (path: string, cookie?: string) =>
    loadProductPage(new Request(`http://shop.test${path}`, { headers: cookie ? { cookie } : {} }), context, parseDetailPath(path)!);

  it("reads the zip cookie into the service section and loads the opening SKU's delivery services", async () => {
    const zip = { postcode: "10001", regionCode: "NY", regionName: "New York", city: "New York" };
    const data = await load("/harlow-sofa.html", await zipCookie(zip));
    expect(data.sections.service).toMatchObject({ zip });
    expect(data.side.delivery).toMatchObject({ regionCode: "NY" });
    expect(data.side.wraps?.[0]).toEqual({ wrapId: "1", amount: 0, name: "Front Door Delivery" });
  });
});

describe("the chosen delivery service reaches the cart (detail spec 7, Wrap list)", () => {
  it("is sent as the single add's giftWrapId", async () => {
    const request = new Request("http://shop.test/api/cart", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ productIds: ["20011"], giftWrapId: "2" }),
    });
    const response = (await cartAction({ request, params: {}, context: { cspNonce: "n", clientToken: "wrap-visitor" } })) as Response;
    expect(response.status).toBe(200);
    expect(sent.find((call) => call.path === "/api/cart/add")?.body).toEqual({
      productId: "20011",
      quantity: 1,
      addToCartTime: expect.any(Number),
      once: true,
      giftWrapId: "2",
    });
    expect(backoffice.state.carts.get("wrap-visitor")).toEqual([expect.objectContaining({ productId: "20011", giftWrapId: "2" })]);
  });

  it("takes only an id-like giftWrapId", () => {
    expect(parseGiftWrapId({ giftWrapId: 3 })).toBe("3");
    expect(parseGiftWrapId({ giftWrapId: "a b" })).toBeUndefined();
    expect(parseGiftWrapId({})).toBeUndefined();
  });
});
