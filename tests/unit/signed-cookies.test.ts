import { afterEach, describe, expect, it } from "vitest";
import { loginTokenCookie, readCookie, readLoginToken, reviewEmailCookie, zipCookie } from "~/lib/cookies.server";
import { storedReviewEmails } from "~/lib/product-reviews.server";
import { cookieSecrets, cookiePair, ensureCookieSecrets, previewAccessCookie } from "../../server/cookies.js";
import { takeLogs } from "../support/logs";

const OLD = "o".repeat(32);
const NEW = "n".repeat(32);
const withCookie = (cookie: string) => new Request("http://shop.test/", { headers: { cookie } });
/** The cookie's value as the browser keeps it: base64 JSON, a dot, the signature. */
const valueOf = (pair: string) => pair.slice(pair.indexOf("=") + 1);

afterEach(() => {
  delete process.env.COOKIE_SECRETS;
});

describe("signed cookies (server/cookies.js, COOKIE_SECRETS)", () => {
  it("signs every cookie the server trusts: the review e-mails, the login, the postcode and preview access", async () => {
    for (const cookie of [reviewEmailCookie, loginTokenCookie, zipCookie, previewAccessCookie]) {
      expect(cookie.isSigned, cookie.name).toBe(true);
      expect(valueOf(await cookiePair(cookie, "x")), cookie.name).toMatch(/^[\w%+/=]+\.[\w%+/=]+$/);
    }
  });

  it("reads a review e-mail cookie whose value the browser changed as none: the review calls never get the made-up address", async () => {
    const signed = await cookiePair(reviewEmailCookie, { "509": "jamie.rivera@example.com" });
    expect(await storedReviewEmails(withCookie(signed))).toEqual({ "509": "jamie.rivera@example.com" });
    const [payload, signature] = valueOf(signed).split(".") as [string, string];
    const forged = btoa(encodeURIComponent(JSON.stringify({ "509": "someone.else@example.com" })));
    for (const value of [
      `${forged}.${signature}`, // another address under the old signature
      forged, // unsigned, as before this change
      `${payload}.${signature.slice(0, -2)}xx`, // a changed signature
      `${payload}.`, // no signature
    ]) {
      expect(await storedReviewEmails(withCookie(`review_email=${value}`)), value).toEqual({});
    }
  });

  it("refuses a login token or postcode the browser made up", async () => {
    expect(await readLoginToken(withCookie(`token=${btoa(JSON.stringify("forged-token"))}`))).toBeNull();
    expect(await readCookie(zipCookie, withCookie(`zip=${btoa(JSON.stringify({ regionCode: "NY" }))}`))).toBeNull();
  });

  it("rotates: the first secret signs, the others still verify, and a dropped secret's cookies are none", async () => {
    process.env.COOKIE_SECRETS = OLD;
    const before = await cookiePair(loginTokenCookie, "jwt.abc");
    process.env.COOKIE_SECRETS = `${NEW},${OLD}`;
    expect(cookieSecrets()).toEqual([NEW, OLD]);
    expect(await readLoginToken(withCookie(before))).toBe("jwt.abc");
    const after = await cookiePair(loginTokenCookie, "jwt.abc");
    expect(after).not.toBe(before);
    process.env.COOKIE_SECRETS = NEW;
    expect(await readLoginToken(withCookie(after))).toBe("jwt.abc");
    expect(await readLoginToken(withCookie(before))).toBeNull();
  });

  it("in production without COOKIE_SECRETS, makes one up at start and warns; never the development secret", async () => {
    const env: NodeJS.ProcessEnv = { NODE_ENV: "production" };
    ensureCookieSecrets(env);
    expect(env.COOKIE_SECRETS).toMatch(/^[\w-]{43}$/);
    expect(takeLogs("warn").map((entry) => entry.msg)).toEqual([expect.stringMatching(/^COOKIE_SECRETS is not set/)]);
    const configured: NodeJS.ProcessEnv = { NODE_ENV: "production", COOKIE_SECRETS: NEW };
    ensureCookieSecrets(configured);
    expect(configured.COOKIE_SECRETS).toBe(NEW);
    expect(takeLogs("warn")).toEqual([]);
  });
});
