/**
 * One shape for wrong input across the /api/* routes (schemas/rules/field-errors.ts,
 * docs/security.md#malformed-input): `{error, fieldErrors}` in every 400 a route answers for
 * its query or body, beside the keys its own answer type keeps for its scripts.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { invalidInputOf, safeParseFriendly } from "~schemas/lib/issues";
import { BODY_FIELD, invalidBody, invalidInput } from "~schemas/rules/field-errors";
import { BACKOFFICE_URL, fixtureServer } from "../support/msw";

process.env.BACKOFFICE_URL = BACKOFFICE_URL;
const { server } = fixtureServer();
const asked: string[] = [];
server.events.on("request:start", ({ request }) => void asked.push(new URL(request.url).pathname));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

describe("the helper", () => {
  it("names each wrong field and says them all in one sentence, in order", () => {
    expect(invalidInput({ sku: "is required", email: "is not an e-mail address" })).toEqual({
      error: "invalid request: sku is required; email is not an e-mail address",
      fieldErrors: { sku: "is required", email: "is not an e-mail address" },
    });
  });

  it("names the body as a whole `body`", () => {
    expect(BODY_FIELD).toBe("body");
    expect(invalidBody("is not JSON")).toEqual({ error: "invalid request: body is not JSON", fieldErrors: { body: "is not JSON" } });
  });

  it("makes the same shape of a zod error: each field by its path with its first problem, the whole input as the body", () => {
    const schema = z.object({ sku: z.string(), isNew: z.boolean(), productInfo: z.object({ price: z.number() }) });
    const parsed = safeParseFriendly(schema, { isNew: "yes", productInfo: { price: "1" } });
    expect(parsed.success).toBe(false);
    expect(invalidInputOf(parsed.error!)).toEqual({
      error: 'invalid request: sku is missing; isNew should be boolean, got text "yes"; productInfo › price should be number, got text "1"',
      fieldErrors: { sku: "is missing", isNew: 'should be boolean, got text "yes"', "productInfo › price": 'should be number, got text "1"' },
    });
    const whole = safeParseFriendly(schema, null);
    expect(invalidInputOf(whole.error!).fieldErrors).toEqual({ body: "is empty" });
  });
});

type Handler = (args: { request: Request; params: Record<string, string>; context: { cspNonce: string; clientToken: string } }) => Promise<Response> | Response;

const route = (name: string) => import(`../../app/routes/api.${name}.tsx`) as Promise<{ loader?: Handler; action?: Handler }>;

/** Each /api/* route that checks its input, with a request it must refuse, and the field(s) it must name. */
const REFUSED: Array<[string, "loader" | "action", string, RequestInit | null, string[]]> = [
  ["content-block", "loader", "?identifier=%3Cx%3E", null, ["identifier"]],
  ["cross-sell", "loader", "?kind=other", null, ["kind", "sku"]],
  ["product-sku", "loader", "?sku=A", null, ["skuId", "spu"]],
  ["product-suggestions", "loader", "?kind=similar", null, ["sku"]],
  ["product-upgrades", "loader", "?spu=1", null, ["sku"]],
  ["products", "loader", "?list=1", null, ["query"]],
  ["quick-view", "loader", "?url=%2Fnowhere", null, ["url"]],
  ["reviews", "loader", "?spuId=1&page=0", null, ["page"]],
  ["wishlist-products", "loader", "", null, ["skuIds"]],
  ["wishlist-state", "loader", "?skuIds=", null, ["skuIds"]],
  ["scenes", "loader", "", null, ["ids"]],
  ["discount", "loader", "", null, ["skuIds"]],
  ["kits", "loader", "", null, ["skuId"]],
  ["kit-discount", "loader", "?skuId=1", null, ["kitId"]],
  ["cart", "action", "", { body: "{oops" }, ["body"]],
  ["cart", "action", "", { body: JSON.stringify({ productIds: [] }) }, ["productIds"]],
  ["kit-cart", "action", "", { body: JSON.stringify({ kitId: "1" }) }, ["body"]],
  ["reviews", "action", "", { body: JSON.stringify({ reviewId: "1", type: 3 }) }, ["type"]],
  ["stock-notify", "action", "", { body: JSON.stringify({ sku: "A", isNew: "yes" }) }, ["email", "isNew", "platformType", "productInfo"]],
  ["login", "action", "", { body: JSON.stringify({ step: "check", email: "ana@" }) }, ["email"]],
  ["login", "action", "", { body: JSON.stringify([1]) }, ["body"]],
  ["delivery-signup", "action", "", { body: JSON.stringify({ email: "" }) }, ["email"]],
  ["subscribe", "action", "", { body: JSON.stringify({ email: "ana@x", scene: "coupon_close" }) }, ["email"]],
  ["zip-code", "action", "", { body: JSON.stringify({ postcode: "1" }) }, ["postcode"]],
  ["wishlist", "action", "", { body: JSON.stringify({ action: "keep" }) }, ["body"]],
];

describe("every /api/* route that checks its input", () => {
  it.each(REFUSED)("%s (%s%s) answers 400 with {error, fieldErrors}", async (name, kind, query, init, fields) => {
    asked.length = 0;
    const handler = (await route(name))[kind]!;
    const request = new Request(`http://shop.test/api/${name}${query}`, init ? { method: "POST", headers: { "content-type": "application/json" }, ...init } : undefined);
    const response = await handler({ request, params: {}, context: { cspNonce: "n", clientToken: "guest" } });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error?: unknown; fieldErrors?: Record<string, unknown> };
    expect(typeof body.error).toBe("string");
    expect(Object.keys(body.fieldErrors ?? {})).toEqual(expect.arrayContaining(fields));
    for (const problem of Object.values(body.fieldErrors ?? {})) expect(typeof problem).toBe("string");
    // Refused before any back-office call.
    expect(asked).toEqual([]);
  });

  it("covers every /api/* route but the template check (its 400 is a report on the template) and those that take no input", () => {
    const covered = new Set(REFUSED.map(([name]) => name));
    const all = readdirSync(path.resolve(__dirname, "../../app/routes"))
      .filter((file) => /^api\..*\.tsx?$/.test(file))
      .map((file) => file.replace(/^api\.(.*)\.tsx?$/, "$1"));
    expect(all.filter((name) => !covered.has(name)).sort()).toEqual(["account", "logout", "promotion-tips", "templates.validate"]);
  });
});
