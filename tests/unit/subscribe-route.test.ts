import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { action as subscribe } from "~/routes/api.subscribe";
import { BACKOFFICE_URL, fixtureServer } from "../support/msw";
import { invalidInput } from "~schemas/rules/field-errors";

process.env.BACKOFFICE_URL = BACKOFFICE_URL;
const { server, backoffice } = fixtureServer();
const sent: string[] = [];
server.events.on("request:start", ({ request }) => void sent.push(new URL(request.url).pathname));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => server.close());

const context = { cspNonce: "n", clientToken: "guest-subscribe" };
const run = (init: RequestInit) => subscribe({ request: new Request("http://shop.test/api/subscribe", { method: "POST", ...init }), params: {}, context } as never) as Promise<Response>;
const postJson = (body: unknown) => run({ headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
const answer = async (response: Promise<Response>) => {
  const got = await response;
  return { status: got.status, body: (await got.json()) as unknown, cache: got.headers.get("Cache-Control") };
};

describe("POST /api/subscribe (detail spec 4 'Subscription prompts', 5, 7, 8)", () => {
  it("checks the e-mail by the spec's rules before any call: enter_email_tips, NoEmail", async () => {
    expect(await answer(postJson({ email: "  ", scene: "coupon_close" }))).toEqual({ status: 400, body: { result: "invalid", messageKey: "enter_email_tips", ...invalidInput({ email: "is missing" }) }, cache: "no-store" });
    expect((await answer(postJson({ email: "ana@example", scene: "coupon_close" }))).body).toEqual({ result: "invalid", messageKey: "NoEmail", ...invalidInput({ email: "is not an e-mail address" }) });
    expect((await answer(postJson({ email: "ana..b@example.com" }))).body).toEqual({ result: "invalid", messageKey: "NoEmail", ...invalidInput({ email: "is not an e-mail address" }) });
    expect((await answer(run({ headers: { "content-type": "application/json" }, body: "{not json" }))).body).toEqual({ result: "invalid", messageKey: "enter_email_tips", ...invalidInput({ email: "is missing" }) });
    expect(sent).toEqual([]);
  });

  it("registers a new e-mail (checkCustomer, then customerLoginOrRegister); a known one gets the same answer and is not registered again", async () => {
    expect(await answer(postJson({ email: " fresh.reader@example.com ", scene: "reviewpic_close" }))).toEqual({ status: 200, body: { result: "registered" }, cache: "no-store" });
    expect(sent).toEqual(["/api/user/check-customer", "/api/user/login-or-register"]);
    expect(backoffice.state.registered.has("fresh.reader@example.com")).toBe(true);
    sent.length = 0;
    // The same status, body and cache header as for a new address: nothing tells who has an account.
    expect(await answer(postJson({ email: "fresh.reader@example.com", scene: "coupon_close" }))).toEqual({ status: 200, body: { result: "registered" }, cache: "no-store" });
    expect(await answer(postJson({ email: "member@example.com", scene: "recommend_click" }))).toEqual({ status: 200, body: { result: "registered" }, cache: "no-store" });
    expect(sent).toEqual(["/api/user/check-customer", "/api/user/check-customer"]);
  });

  it("passes on the back office's refusal, and answers failed (502) when it is down", async () => {
    server.use(http.post(`${BACKOFFICE_URL}/api/user/login-or-register`, () => HttpResponse.json({ code: 200, msg: "ok", data: { info: null, msg: "Blocked address" } })));
    expect((await answer(postJson({ email: "blocked@example.com" }))).body).toEqual({ result: "failed", message: "Blocked address" });
    server.use(http.post(`${BACKOFFICE_URL}/api/user/check-customer`, () => HttpResponse.json({ code: 500, msg: "down" }, { status: 500 })));
    expect(await answer(postJson({ email: "later@example.com" }))).toEqual({ status: 502, body: { result: "failed", message: null }, cache: "no-store" });
  });

  it("takes the same fields as a plain form post, signs up, and sends the browser back to the page (303), never off the site", async () => {
    const form = (fields: Record<string, string>) => run({ headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() });
    const back = await form({ email: "form.reader@example.com", scene: "coupon_close", returnTo: "/harlow-sofa.html?variant=2" });
    expect([back.status, back.headers.get("Location")]).toEqual([303, "/harlow-sofa.html?variant=2"]);
    expect(backoffice.state.registered.has("form.reader@example.com")).toBe(true);
    const away = await form({ email: "away.reader@example.com", returnTo: "//evil.test/" });
    expect([away.status, away.headers.get("Location")]).toEqual([303, "/"]);
  });

  it("answers a plain post that fails with the form again: the address as typed, the message tied to the field, the way back (never off the site)", async () => {
    const form = (fields: Record<string, string>) => run({ headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() });
    const refused = await form({ email: "not an <address>", scene: "coupon_close", returnTo: "//evil.test/" });
    expect([refused.status, refused.headers.get("Content-Type"), refused.headers.get("Cache-Control")]).toEqual([400, "text/html; charset=utf-8", "no-store"]);
    const html = await refused.text();
    expect(html).toContain('name="email" type="email" autocomplete="email" value="not an &#60;address&#62;" aria-invalid="true" aria-describedby="subscribe-error"');
    expect(html).toContain('<p id="subscribe-error" role="alert">Please enter a valid email address</p>');
    expect(html).toContain('<input type="hidden" name="returnTo" value="/">');
    expect(html).toContain('<input type="hidden" name="scene" value="coupon_close">');
  });
});
