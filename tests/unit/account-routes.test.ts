import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { loader as accountLoader } from "~/routes/api.account";
import { action as loginAction } from "~/routes/api.login";
import { action as logoutAction } from "~/routes/api.logout";
import { loginTokenCookie } from "~/lib/cookies.server";
import { cookiePair } from "../../server/cookies.js";
import { fixtureLoginToken } from "../../server/fixture-backoffice/handler.js";
import { BACKOFFICE_URL, fixtureServer } from "../support/msw";
import { takeWarnings } from "../support/logs";
import { invalidInput } from "~schemas/rules/field-errors";

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

function login(body: unknown, { contentType = "application/json", cookie }: { contentType?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = { "content-type": contentType };
  if (cookie) headers.cookie = cookie;
  const request = new Request("https://shop.test/api/login", { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) });
  return loginAction({ request, params: {}, context }) as Promise<Response>;
}

async function account(cookie?: string) {
  const request = new Request("http://shop.test/api/account", { headers: cookie ? { cookie } : {} });
  return (await accountLoader({ request, params: {}, context })) as Response;
}

const tokenOf = async (setCookie: string | null) => (setCookie ? ((await loginTokenCookie.parse(setCookie.split(";")[0] ?? null)) as unknown) : null);

describe("POST /api/login", () => {
  it("checks the e-mail with checkCustomer: 'exists' or 'new'", async () => {
    expect(await (await login({ step: "check", email: "shopper@loftwell.test" })).json()).toEqual({ result: "exists" });
    expect(await (await login({ step: "check", email: "someone.new@loftwell.test" })).json()).toEqual({ result: "new" });
    expect(sent.map((call) => [call.path, call.body])).toEqual([
      ["/api/user/check-customer", { email: "shopper@loftwell.test" }],
      ["/api/user/check-customer", { email: "someone.new@loftwell.test" }],
    ]);
  });

  it("logs in: stores the token in the HttpOnly `token` cookie (Secure on https, 30 days) and answers the account", async () => {
    const response = await login({ step: "login", email: "premier@loftwell.test", password: "premier-2026" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      result: "logged-in",
      account: {
        status: "logged-in",
        user: { email: "premier@loftwell.test", firstName: "Priya", lastName: "Natarajan", entityId: "70002" },
        member: expect.objectContaining({ level: 1, skuId: "90001" }),
      },
    });
    const setCookie = response.headers.get("set-cookie");
    expect(setCookie).toMatch(/^token=.*; Max-Age=2592000; .*HttpOnly; Secure; SameSite=Lax/);
    expect(await tokenOf(setCookie)).toBe(fixtureLoginToken("premier@loftwell.test"));
    // User and member info are asked with the new token.
    expect(sent.filter((call) => call.path !== "/api/user/login").map((call) => [call.path, call.auth])).toEqual([
      ["/api/user/info", `Bearer ${fixtureLoginToken("premier@loftwell.test")}`],
      ["/api/user/member-info", `Bearer ${fixtureLoginToken("premier@loftwell.test")}`],
    ]);
  });

  it("registers a new shopper and stores their token", async () => {
    const response = await login({ step: "register", email: "fresh@loftwell.test", password: "fresh-2026" });
    expect(await response.json()).toMatchObject({ result: "logged-in", account: { user: { email: "fresh@loftwell.test" }, member: { level: 0 } } });
    expect(await tokenOf(response.headers.get("set-cookie"))).toBe(fixtureLoginToken("fresh@loftwell.test"));
  });

  it("passes the back office's refusal on as its message (info.msg) and stores nothing", async () => {
    const response = await login({ step: "login", email: "shopper@loftwell.test", password: "wrong" });
    expect(await response.json()).toEqual({ result: "failed", message: "The e-mail address or password is not right. Please try again." });
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("refuses a bad e-mail or a missing password with the message key, before any call", async () => {
    expect(await (await login({ step: "check", email: "" })).json()).toEqual({ result: "invalid", messageKey: "enter_email_tips", ...invalidInput({ email: "is missing" }) });
    expect(await (await login({ step: "login", email: "ana@", password: "x" })).json()).toEqual({ result: "invalid", messageKey: "NoEmail", ...invalidInput({ email: "is not an e-mail address" }) });
    expect(await (await login({ step: "login", email: "ana@example.com", password: "" })).json()).toEqual({
      result: "invalid",
      messageKey: "login.passwordRequired",
      error: "invalid request: password is missing",
      fieldErrors: { password: "is missing" },
    });
    expect(sent).toEqual([]);
  });

  it("takes JSON only (no cross-site form can log a shopper in), and nothing that is not a login step", async () => {
    const form = await login("step=login&email=shopper%40loftwell.test&password=shopper-2026", { contentType: "application/x-www-form-urlencoded" });
    expect(form.status).toBe(415);
    expect(form.headers.get("set-cookie")).toBeNull();
    expect((await login("{not json")).status).toBe(400);
    expect((await login({ step: "hack", email: "ana@example.com" })).status).toBe(400);
    expect(sent).toEqual([]);
  });

  it("answers failed with no message (502) when the back office does not answer", async () => {
    server.use(http.post(`${BACKOFFICE_URL}/api/user/login`, () => HttpResponse.json({ code: 500, msg: "down", data: null }, { status: 500 })));
    const response = await login({ step: "login", email: "shopper@loftwell.test", password: "shopper-2026" });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ result: "failed", message: null });
    // The failure this test provokes is logged once (tests/support/logs.ts).
    expect(takeWarnings()).toEqual(["login failed"]);
  });
});

describe("GET /api/account", () => {
  it("answers a guest without asking the back office", async () => {
    const response = await account();
    expect(await response.json()).toEqual({ status: "guest" });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(sent).toEqual([]);
  });

  it("answers a stored token's user and member info", async () => {
    const cookie = await cookiePair(loginTokenCookie, fixtureLoginToken("shopper@loftwell.test"));
    expect(await (await account(cookie)).json()).toEqual({
      status: "logged-in",
      user: { email: "shopper@loftwell.test", firstName: "Sam", lastName: "Rivera", entityId: "70001" },
      member: { skuId: "90001", sku: "TPVIP1", amount: 49, activityAmount: 19, isShow: 1, activityCountdownTime: 1209600, level: 0 },
    });
  });

  it("forgets a token the back office no longer knows: a guest, and the cookie cleared", async () => {
    const response = await account(await cookiePair(loginTokenCookie, "expired-token"));
    expect(await response.json()).toEqual({ status: "guest" });
    expect(response.headers.get("set-cookie")).toMatch(/^token=; Max-Age=0;/);
  });

  it("keeps the login when the back office fails: 502 {error}, no cookie change", async () => {
    server.use(http.post(`${BACKOFFICE_URL}/api/user/info`, () => HttpResponse.json({ code: 500, msg: "down", data: null }, { status: 500 })));
    const response = await account(await cookiePair(loginTokenCookie, fixtureLoginToken("shopper@loftwell.test")));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: expect.any(String) });
    expect(response.headers.get("set-cookie")).toBeNull();
    // The failure this test provokes is logged once (tests/support/logs.ts).
    expect(takeWarnings()).toEqual(["account read failed"]);
  });
});

describe("POST /api/logout", () => {
  it("clears the token cookie and answers a guest", async () => {
    const response = (await logoutAction({ request: new Request("http://shop.test/api/logout", { method: "POST" }), params: {}, context })) as Response;
    expect(await response.json()).toEqual({ status: "guest" });
    expect(response.headers.get("set-cookie")).toMatch(/^token=; Max-Age=0;/);
  });
});
