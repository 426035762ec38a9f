// The host's cookies, defined once (the app's own are in app/lib/cookies.server.ts). Remix
// cookies: the value is JSON, base64-encoded, so a cookie header is read with `parse` and
// written with `serialize`; `serialize(value, { secure })` adds Secure on https requests.
// Nothing here parses cookie headers by hand.
import { createCookie } from "@remix-run/node";

const ONE_YEAR_S = 60 * 60 * 24 * 365;

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
export const previewAccessCookie = createCookie("preview_access", { path: "/", sameSite: "lax", httpOnly: true });

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
