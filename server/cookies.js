// Every cookie of the storefront, defined once (the app reads them through
// app/lib/cookies.server.ts; the host decides from them whether a request is personal). Remix
// cookies: the value is JSON, base64-encoded, so a cookie header is read with `parse` and
// written with `serialize`; `serialize(value, { secure })` adds Secure on https requests.
// Nothing here parses cookie headers by hand. The cookies the server trusts are signed with
// COOKIE_SECRETS (the first signs, all verify, so secrets rotate): a value the browser made up
// or changed reads as no cookie at all.
import crypto from "node:crypto";
import { createCookie } from "@remix-run/node";
import { readEnv } from "./env.js";
import { logger } from "./logger.js";

const ONE_YEAR_S = 60 * 60 * 24 * 365;
const THIRTY_DAYS_S = 60 * 60 * 24 * 30;

/**
 * Outside production: a fixed secret, so that tests and development sign alike without
 * configuration. Public on purpose; production never uses it.
 */
const DEVELOPMENT_SECRET = "storefront-development-cookie-secret-not-for-production";

/**
 * In production COOKIE_SECRETS should be set (docs/deployment.md). Without it the server
 * makes one up at start (ensureCookieSecrets) and says so: cookies then stay signed, but
 * die with the process and are not shared with other instances.
 * @param {NodeJS.ProcessEnv} [source]
 */
export function ensureCookieSecrets(source = process.env) {
  const env = readEnv(source);
  if (env.COOKIE_SECRETS || env.NODE_ENV !== "production") return;
  source.COOKIE_SECRETS = crypto.randomBytes(32).toString("base64url");
  logger.warn("COOKIE_SECRETS is not set: signing cookies with a secret made up for this run (logins and review cookies end with it)");
}

/** The secrets that sign and verify, the first signing. @returns {string[]} */
export function cookieSecrets() {
  const env = readEnv();
  if (env.COOKIE_SECRETS) return env.COOKIE_SECRETS;
  // startApp made one up in production; reaching here without one is a programming error.
  if (env.NODE_ENV === "production") throw new Error("COOKIE_SECRETS is required in production");
  return [DEVELOPMENT_SECRET];
}

/**
 * A Remix cookie signed with the current COOKIE_SECRETS. Made again when they change (tests
 * rotate them), so the objects below can be imported once and used everywhere.
 * @param {string} name
 * @param {import("@remix-run/node").CookieOptions} options
 * @returns {import("@remix-run/node").Cookie}
 */
function signedCookie(name, options) {
  /** @type {{ key: string, cookie: import("@remix-run/node").Cookie } | null} */
  let made = null;
  const current = () => {
    const secrets = cookieSecrets();
    const key = secrets.join("\n");
    if (made?.key !== key) made = { key, cookie: createCookie(name, { ...options, secrets }) };
    return made.cookie;
  };
  return {
    name,
    isSigned: true,
    get expires() {
      return current().expires;
    },
    parse: (header, parseOptions) => current().parse(header, parseOptions),
    serialize: (value, serializeOptions) => current().serialize(value, serializeOptions),
  };
}

/**
 * The guest's client token (a random UUID, a year), sent to the back office as
 * X-Client-Token. Not HttpOnly: analytics in the browser report it as the guest's visitor id
 * (landing spec 1). It names an anonymous cart and nothing more.
 */
export const clientTokenCookie = createCookie("ct", { path: "/", maxAge: ONE_YEAR_S, sameSite: "lax", httpOnly: false });

/**
 * Preview access for the browser session: a digest of PREVIEW_TOKEN, never the token itself
 * (server/preview-access.js).
 */
export const previewAccessCookie = signedCookie("preview_access", { path: "/", sameSite: "lax", httpOnly: true });

/**
 * The shopper's saved zip object (postcode, regionCode, regionName, city), a year, like the
 * client token. HttpOnly: the browser keeps its own copy in localStorage.
 */
export const zipCookie = signedCookie("zip", { path: "/", maxAge: ONE_YEAR_S, sameSite: "lax", httpOnly: true });

/**
 * A logged-in shopper's token (set by POST /api/login, 30 days), sent to the back office as a
 * bearer token. HttpOnly: page scripts learn who is logged in from /api/account.
 */
export const loginTokenCookie = signedCookie("token", { path: "/", sameSite: "lax", httpOnly: true });

/**
 * The order e-mails a guest may review with, by spuId (detail spec 6), thirty days. HttpOnly:
 * the server makes the review calls, and page scripts never see the address.
 */
export const reviewEmailCookie = signedCookie("review_email", { path: "/", maxAge: THIRTY_DAYS_S, sameSite: "lax", httpOnly: true });

/**
 * The cookies that make a page one shopper's: with any of them the page is rendered for that
 * shopper and answered `private, no-store`; without them it is the same for everyone and may
 * be cached. Neither the client token, the postcode nor the login is one: pages never read the
 * token (only the API routes do), and the browser shows the saved postcode and the account,
 * and asks for what depends on them, after hydration (modules/kit/saved-zip.ts,
 * modules/kit/account.tsx).
 */
export const PERSONAL_COOKIES = [reviewEmailCookie, previewAccessCookie];

/**
 * Whether the Cookie header holds any of `cookies` (whatever its value).
 * @param {string | null | undefined} header
 * @param {import("@remix-run/node").Cookie[]} cookies
 */
export async function hasAnyCookie(header, cookies) {
  if (!header) return false;
  const values = await Promise.all(cookies.map((cookie) => cookie.parse(header).catch(() => ({}))));
  return values.some((value) => value !== null);
}

/**
 * A cookie's value when it is a string matching `shape`, else null: a missing, foreign or
 * tampered cookie reads as null (Remix reads an undecodable value as `{}`, not an error).
 * @param {import("@remix-run/node").Cookie} cookie
 * @param {string | null | undefined} header the request's Cookie header
 * @param {RegExp} shape
 * @returns {Promise<string | null>}
 */
export async function readStringCookie(cookie, header, shape) {
  const value = await cookie.parse(header ?? null).catch(() => null);
  return typeof value === "string" && shape.test(value) ? value : null;
}

/**
 * The `name=value` pair a browser sends back for `value`: for tests and tools that build a
 * Cookie request header.
 * @param {import("@remix-run/node").Cookie} cookie
 * @param {unknown} value
 * @returns {Promise<string>}
 */
export async function cookiePair(cookie, value) {
  return /** @type {string} */ ((await cookie.serialize(value)).split(";")[0]);
}
