import { createCookie, type Cookie } from "@remix-run/node";

/**
 * The app's cookies, defined once (the host's, `ct` and `preview_access`, are in
 * server/cookies.js). Remix cookies: the value is JSON, base64-encoded, read with `parse` and
 * written with `serialize` (`secureFor(request)` adds Secure on https requests). Readers check
 * the decoded value's shape, so a foreign or tampered cookie counts as none, never as an error.
 */

const ONE_YEAR_S = 60 * 60 * 24 * 365;
const THIRTY_DAYS_S = 60 * 60 * 24 * 30;

/**
 * The shopper's saved zip object (postcode, regionCode, regionName, city), a year, like the
 * client token. HttpOnly: the browser keeps its own copy in localStorage.
 */
export const zipCookie = createCookie("zip", { path: "/", maxAge: ONE_YEAR_S, sameSite: "lax", httpOnly: true });

/** A logged-in shopper's token (set by the login flow), sent to the back office as a bearer token. */
export const loginTokenCookie = createCookie("token", { path: "/", sameSite: "lax", httpOnly: true });

/**
 * The order e-mails a guest may review with, by spuId (detail spec 6), thirty days. HttpOnly:
 * the server makes the review calls, and page scripts never see the address.
 */
export const reviewEmailCookie = createCookie("review_email", { path: "/", maxAge: THIRTY_DAYS_S, sameSite: "lax", httpOnly: true });

/** Per-call serialize options: Secure when the request came over https. */
export function secureFor(request: Request): { secure: boolean } {
  return { secure: new URL(request.url).protocol === "https:" };
}

/**
 * The cookie's decoded value, of any shape: null without the cookie; Remix decodes a value it
 * cannot read as `{}`. Callers check the shape.
 */
export async function readCookie(cookie: Cookie, request: Request): Promise<unknown> {
  const value: unknown = await cookie.parse(request.headers.get("cookie")).catch(() => null);
  return value ?? null;
}

/** Printable ASCII without spaces: what may go into an Authorization header. */
const TOKEN = /^[\x21-\x7e]{1,4096}$/;

/** The logged-in shopper's token, or null for a guest (or a cookie that does not hold one). */
export async function readLoginToken(request: Request): Promise<string | null> {
  const value = await readCookie(loginTokenCookie, request);
  return typeof value === "string" && TOKEN.test(value) ? value : null;
}
