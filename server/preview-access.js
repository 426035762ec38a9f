// Who may see the preview (/preview, /preview/*, /preview-frame/*): everyone in development,
// and only holders of PREVIEW_TOKEN when it is set or when NODE_ENV=production (production
// without a token has no preview at all). Plain JavaScript: the Express entry sets the
// access cookie, and the app's loaders ask the same question of each request.
import crypto from "node:crypto";
import { previewAccessCookie, readStringCookie } from "./cookies.js";
import { readEnv } from "./env.js";

/** First visit: `?preview_token=…`; the server answers with the cookie and a clean URL. */
export const PREVIEW_TOKEN_PARAM = "preview_token";
/** Scripts and tests may send the token in this header instead. */
export const PREVIEW_TOKEN_HEADER = "x-preview-token";
export const PREVIEW_COOKIE = previewAccessCookie.name;

/** @param {string} pathname */
export function isPreviewPath(pathname) {
  return pathname === "/preview" || pathname.startsWith("/preview/") || pathname.startsWith("/preview-frame/");
}

/** @param {string} value */
const digest = (value) => crypto.createHash("sha256").update(`preview:${value}`).digest("base64url");

/**
 * @param {NodeJS.ProcessEnv} source the environment, read through readEnv (tests pass their own)
 * @returns {{ required: false } | { required: true, cookie: string | null }}
 */
function gate(source) {
  const env = readEnv(source);
  if (env.PREVIEW_TOKEN) return { required: true, cookie: digest(env.PREVIEW_TOKEN) };
  // Production without a configured token: nobody gets in.
  return env.NODE_ENV === "production" ? { required: true, cookie: null } : { required: false };
}

/** @param {string} a @param {string} b */
function same(a, b) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/**
 * The cookie value a valid token earns, or null when the token is wrong or no gate is on.
 * @param {string | null | undefined} token
 * @param {NodeJS.ProcessEnv} [env]
 */
export function previewCookieFor(token, env = process.env) {
  const current = gate(env);
  if (!current.required || !current.cookie || !token) return null;
  return same(digest(token), current.cookie) ? current.cookie : null;
}

/**
 * Whether this request may see the preview. The token counts from the query, the header or
 * the cookie; the cookie holds a digest of the token, so the secret itself is not kept there.
 * @param {string} url the request's URL (absolute or path with query)
 * @param {(name: string) => string | null | undefined} header
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Promise<boolean>}
 */
export async function hasPreviewAccess(url, header, env = process.env) {
  const current = gate(env);
  if (!current.required) return true;
  if (!current.cookie) return false;
  const params = new URL(url, "http://preview.invalid").searchParams;
  if (previewCookieFor(params.get(PREVIEW_TOKEN_PARAM), env) || previewCookieFor(header(PREVIEW_TOKEN_HEADER), env)) return true;
  const cookie = await readStringCookie(previewAccessCookie, header("cookie"), /^[\w-]{1,100}$/);
  return cookie !== null && same(cookie, current.cookie);
}

/**
 * Express middleware for preview paths: a GET with a valid `?preview_token=` gets the access
 * cookie (a browser-session cookie) and a redirect to the same URL without the token (so it
 * stays out of history, logs and Referer headers). `res.locals.previewAccess` tells later
 * middleware (framing) the answer. A wrong or missing token is not answered here: the app's
 * preview routes answer 404 exactly like an unknown path.
 * @type {import("express").RequestHandler}
 */
export function previewAccess(req, res, next) {
  res.locals.previewAccess = false;
  if (!isPreviewPath(req.path)) return next();
  const header = (/** @type {string} */ name) => req.get(name);
  const url = new URL(req.originalUrl, "http://preview.invalid");
  const token = url.searchParams.get(PREVIEW_TOKEN_PARAM);
  const cookie = previewCookieFor(token);
  if (cookie && (req.method === "GET" || req.method === "HEAD")) {
    url.searchParams.delete(PREVIEW_TOKEN_PARAM);
    previewAccessCookie.serialize(cookie, { secure: req.secure }).then((setCookie) => {
      res.append("Set-Cookie", setCookie);
      res.set("Cache-Control", "private, no-store");
      res.redirect(303, `${url.pathname}${url.search}`);
    }, next);
    return;
  }
  hasPreviewAccess(req.originalUrl, header).then((access) => {
    res.locals.previewAccess = access;
    next();
  }, next);
}
