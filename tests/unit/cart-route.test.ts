import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { MAX_PRODUCTS_PER_ADD, parseProductIds, type CartResponse } from "~schemas/rules/cart";
import { action, loader } from "~/routes/api.cart";
import { BACKOFFICE_URL, fixtureServer } from "../support/msw";
import { takeWarnings } from "../support/logs";

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
  backoffice.state.carts.clear();
});
afterAll(() => server.close());

let visitor = 0;
function call(kind: "loader" | "action", body?: unknown, token = `visitor-${++visitor}`) {
  const request = new Request("http://shop.test/api/cart", {
    method: kind === "action" ? "POST" : "GET",
    headers: { "content-type": "application/json" },
    body: kind === "action" ? (typeof body === "string" ? body : JSON.stringify(body)) : undefined,
  });
  const args = { request, params: {}, context: { cspNonce: "n", clientToken: token } };
  return (kind === "action" ? action(args) : loader(args)) as Promise<Response>;
}

const json = async (response: Response) => (await response.json()) as CartResponse;

describe("parseProductIds", () => {
  it("accepts 1 to 50 ids, numbers as text, and refuses anything else", () => {
    expect(parseProductIds({ productIds: ["20011", 20021] })).toEqual(["20011", "20021"]);
    expect(parseProductIds({ productIds: [] })).toBeNull();
    expect(parseProductIds({ productIds: Array.from({ length: MAX_PRODUCTS_PER_ADD + 1 }, (_, i) => String(i)) })).toBeNull();
    expect(parseProductIds({ productIds: ["a b"] })).toBeNull();
    expect(parseProductIds({ productIds: [null] })).toBeNull();
    expect(parseProductIds(null)).toBeNull();
  });
});

describe("/api/cart", () => {
  it("adds one product with the spec's single-add payload and answers the cart", async () => {
    const response = await call("action", { productIds: ["20011"] }, "guest-a");
    expect(response.status).toBe(200);
    const answer = await json(response);
    expect(answer).toEqual({
      ok: true,
      cart: {
        count: 1,
        lines: [
          expect.objectContaining({ productId: "20011", quantity: 1, name: "Harlow 3-Seat Sofa, Oat, 3-Seat", detailUrl: "/harlow-sofa.html", specialPrice: 1299 }),
        ],
      },
    });
    const add = sent.find((s) => s.path === "/api/cart/add");
    expect(add?.body).toEqual({ productId: "20011", quantity: 1, addToCartTime: expect.any(Number), once: true });
  });

  it("adds several products in one batch of {quantity 1, addToCartTime, productId}", async () => {
    const answer = await json(await call("action", { productIds: ["20011", "20021", "20011"] }, "guest-b"));
    expect(answer.ok && answer.cart.count).toBe(3);
    const batch = sent.find((s) => s.path === "/api/cart/add-batch");
    expect(batch?.body).toEqual(["20011", "20021", "20011"].map((productId) => ({ productId, quantity: 1, addToCartTime: expect.any(Number) })));
    expect(sent.some((s) => s.path === "/api/cart/add")).toBe(false);
  });

  it("sends one product marked batch (a set's add: 'Shop this idea' with one pick, landing 4.1) as the batch add", async () => {
    const answer = await json(await call("action", { productIds: ["20021"], batch: true }, "guest-batch"));
    expect(answer.ok && answer.cart.count).toBe(1);
    const batch = sent.find((s) => s.path === "/api/cart/add-batch");
    expect(batch?.body).toEqual([{ productId: "20021", quantity: 1, addToCartTime: expect.any(Number) }]);
    expect(sent.some((s) => s.path === "/api/cart/add")).toBe(false);
  });

  it("keeps each visitor's cart apart, and GET reads it", async () => {
    await call("action", { productIds: ["20011"] }, "guest-c");
    const mine = await json(await call("loader", undefined, "guest-c"));
    const theirs = await json(await call("loader", undefined, "guest-d"));
    expect(mine.ok && mine.cart.count).toBe(1);
    expect(theirs.ok && theirs.cart.count).toBe(0);
  });

  it("answers 400 for a body that is not JSON or has no product ids", async () => {
    expect((await call("action", "{oops")).status).toBe(400);
    const response = await call("action", { productIds: [] });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ ok: false, error: "invalid request: productIds must list 1 to 50 product ids", fieldErrors: { productIds: "must list 1 to 50 product ids" } });
  });

  it("answers 502 when the back office fails, without losing the request's shape", async () => {
    server.use(http.post(`${BACKOFFICE_URL}/api/cart/add`, () => HttpResponse.json({ code: 500, msg: "down", data: null }, { status: 500 })));
    const response = await call("action", { productIds: ["20011"] });
    expect(response.status).toBe(502);
    expect(await json(response)).toEqual({ ok: false, error: expect.stringContaining("addToCart") });
    // The failure this test provokes is logged once (tests/support/logs.ts).
    expect(takeWarnings()).toEqual(["cart call failed"]);
  });
});
