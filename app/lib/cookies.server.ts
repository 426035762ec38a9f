import type { Cookie } from "@remix-run/node";

/**
 * The app's cookies (defined with the host's in server/cookies.js, which decides from them
 * whether a page is personal). Remix cookies: the value is JSON, base64-encoded, read with `parse` and
 * written with `serialize` (`secureFor(request)` adds Secure on https requests). Readers check
 * the decoded value's shape, so a foreign or tampered cookie counts as none, never as an error.
 */

import { loginTokenCookie, reviewEmailCookie, zipCookie } from "../../server/cookies.js";

export { loginTokenCookie, reviewEmailCookie, zipCookie };

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
