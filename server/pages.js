// Serving the Remix app's answers (docs/decisions/caching.md). A request that carries nothing
// of one shopper is a shared request: its answer is kept in the page cache when the route
// called it public, without a CSP nonce (the CSP lists the hashes of the page's inline
// scripts instead), and stored answers get an ETag and 304s. A browser's request that misses
// the cache is rendered with a nonce and, when its render still waits for data the page
// streams, gets it as it renders, while the complete page is captured and stored as above;
// requests that join that render, bots and other clients get the complete page at once.
// A personal request (login, review e-mail, preview access, Authorization, any preview path,
// any API call or post) is rendered for that shopper, streamed with a per-request nonce and
// compressed as it goes, and never cached.
import crypto from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { createReadableStreamFromReadable, createRequestHandler, writeReadableStreamToWritable } from "@remix-run/node";
import { isbot } from "isbot";
import { PRIVATE } from "./cache-control.js";
import { PERSONAL_COOKIES, hasAnyCookie } from "./cookies.js";
import { contentSecurityPolicy, framable, nonceSource } from "./csp.js";
import { readEnv } from "./env.js";
import { logger } from "./logger.js";
import { isPreviewPath } from "./preview-access.js";
import { RENDER_STREAMS_HEADER } from "./render-streams.js";
import { backgroundWork, markShellFirst } from "./request-context.js";

/** Pages that are one shopper's whatever cookies come: rendered with their cookies, never kept (the wishlist reads the login token). */
export const PERSONAL_PATHS = new Set(["/wishlist"]);

/** @param {import("express").Request} req */
export async function isSharedRequest(req) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  // API routes answer for the shopper (their cart, their votes: the guest token counts);
  // the preview answers by who asks (its token may come as a header or in the query).
  if (req.headers.authorization || req.path.startsWith("/api/") || isPreviewPath(req.path)) return false;
  if (PERSONAL_PATHS.has(req.path.replace(/\/+$/, "") || "/")) return false;
  return !(await hasAnyCookie(req.headers.cookie, PERSONAL_COOKIES));
}

/**
 * Copies headers onto the Express response: Set-Cookie adds, every other name replaces
 * (the host's nonce CSP gives way to a shared page's hash CSP).
 * @param {import("express").Response} res
 * @param {Iterable<[string, string]>} headers
 */
function copyHeaders(res, headers) {
  for (const [name, value] of headers) {
    if (name.toLowerCase() === "set-cookie") res.append(name, value);
    else res.setHeader(name, value);
  }
}

/** @param {string | null} cacheControl */
export const isPublic = (cacheControl) => /(^|,)\s*public\s*(,|$)/i.test(cacheControl ?? "");

/**
 * The hashes of the inline scripts of an HTML document, as CSP sources.
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? "";
    if (/\bsrc\s*=/i.test(attributes) || /\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(match[2] ?? "", "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * Whether a shared request that misses the page cache may take the page as it renders: a
 * browser's GET for a document, which paints what it gets. Bots get the complete page at
 * once (search engines read the HTML as sent), HEAD has no body, and other clients (fetch,
 * curl, monitors) gain nothing from a page in parts.
 * @param {import("express").Request} req
 */
export function streamsMiss(req) {
  return req.method === "GET" && /\btext\/html\b/i.test(req.get("accept") ?? "") && !isbot(req.get("user-agent") ?? "");
}

/**
 * The page as it is kept: without the nonce its render had (a render for a browser that
 * missed the cache). The nonce's attributes would be harmless (no policy names that nonce
 * again), but the kept copy then reads like any other shared page.
 * @param {string} html
 * @param {string} nonce
 */
export const withoutNonce = (html, nonce) => (nonce ? html.replaceAll(` nonce="${nonce}"`, "") : html);

/**
 * A rendered answer as the page cache keeps it.
 * The body is kept compressed (base64, so it survives JSON in Redis), so that an answer is
 * compressed once, not once for every shopper it goes to: gzip always (concurrent requests
 * for a page that is not stored still share its one render), and brotli too when it is
 * stored, because a hit's cost follows its bytes (docs/performance.md) and browsers take it.
 * `streamed`: its render streamed to a browser, so the HTML has the late sections at its end,
 * put in place by React's scripts; a bot that gets such a copy has it rendered whole again.
 * @typedef {{ status: number, headers: [string, string][], gzip: string, br: string | null, etag: string | null, streamed?: boolean }} Snapshot
 */

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);

/** gzip's level for a body that is not kept (see `compressed`). */
const ONE_OFF_GZIP_LEVEL = 5;

/**
 * A body's encodings, compressed off the event loop (libuv's thread pool) so that requests
 * served from the cache do not wait behind a render's compression. Brotli quality 10, not
 * 11: on the full landing page 11 saves 2% more for three times the time (75 ms). A body
 * that is not kept goes out once (or to the requests that joined its render): gzip level 5,
 * not its best: on the full landing page 1.12 ms against 1.43 at the default level (6) and
 * 1.86 at the best (9), for 1.6% and 2.4% more bytes (level 4 would be 6% more, level 1 19%).
 * @param {Buffer} input the body, encoded
 * @param {{ brotli: boolean }} options `brotli`: the body is kept, and sent many times
 */
async function compressed(input, options) {
  const [gz, br] = await Promise.all([
    gzip(input, { level: options.brotli ? zlib.constants.Z_BEST_COMPRESSION : ONE_OFF_GZIP_LEVEL }),
    options.brotli
      ? brotli(input, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 10,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
          },
        })
      : null,
  ]);
  return { gzip: gz.toString("base64"), br: br?.toString("base64") ?? null };
}

/**
 * @param {Response} response
 * @param {{ development: boolean, keep: boolean, nonce?: string, streamed?: boolean }} options `keep`: the page cache is on, so a
 *   storable answer will be stored (and is worth the time brotli takes); `nonce`: the render's,
 *   taken out of the HTML; `streamed`: the body was streamed to its first requester
 * @returns {Promise<{ snapshot: Snapshot, storable: boolean, tags: string[] }>}
 */
export async function snapshotOf(response, options) {
  const whole = renderedText.get(response);
  // A page rendered whole has no nonce to take out: the app renders a shared page that has
  // nothing to stream without one (documentNonce, app/lib/render-document.server.tsx).
  if (whole !== undefined) return snapshotOfText(whole, response.status, response.headers, { ...options, nonce: "" });
  return snapshotOfText(await response.text(), response.status, response.headers, options);
}

/**
 * The HTML of renders the app made whole as a string, by the Response it made of it
 * (AppLoadContext.renderedWhole): decoding the body back would cost a tenth of a landing
 * page's render. Only a Response the app handed back as it was finds its text here.
 * @type {WeakMap<Response, string>}
 */
const renderedText = new WeakMap();

/**
 * What the app calls with a shared document it rendered whole, without a nonce
 * (AppLoadContext.renderedWhole).
 * @param {Response} response
 * @param {string} html
 */
export const keepRenderedHtml = (response, html) => {
  renderedText.set(response, html);
};

/**
 * @param {string} rendered
 * @param {number} status
 * @param {Headers} responseHeaders
 * @param {{ development: boolean, keep: boolean, nonce?: string, streamed?: boolean }} options
 * @returns {Promise<{ snapshot: Snapshot, storable: boolean, tags: string[] }>}
 */
async function snapshotOfText(rendered, status, responseHeaders, { development, keep, nonce = "", streamed = false }) {
  const text = withoutNonce(rendered, nonce);
  const headers = new Headers(responseHeaders);
  headers.delete(RENDER_STREAMS_HEADER);
  const cacheControl = headers.get("Cache-Control");
  if (!cacheControl) headers.set("Cache-Control", PRIVATE);
  if ((headers.get("Content-Type") ?? "").startsWith("text/html")) {
    // Never framable: only the preview's frames are, and the preview is never shared.
    headers.set("Content-Security-Policy", contentSecurityPolicy(inlineScriptHashes(text), { development, framable: false }));
  }
  const storable = status === 200 && isPublic(cacheControl) && !headers.has("Set-Cookie");
  // Encoded once, for the tag and the compressors alike (the full landing page is 176 KB).
  const input = Buffer.from(text, "utf8");
  // Weak: the same page goes out in brotli, gzip or plain, and a strong tag would name one encoding.
  const etag = storable ? `W/"${crypto.createHash("sha1").update(input).digest("base64url")}"` : null;
  const tags = (headers.get("Cache-Tag") ?? "").split(",").map((tag) => tag.trim()).filter(Boolean);
  const body = await compressed(input, { brotli: storable && keep });
  return { snapshot: { status, headers: [...headers.entries()], ...body, etag, ...(streamed ? { streamed } : {}) }, storable, tags };
}

/**
 * Sends a render to its requester as it comes, with this render's nonce in the CSP, and
 * captures the body. The copy on the wire is `private, no-store` (a CDN must not keep a
 * page with a nonce, and it has no ETag yet); the captured page is kept like any other.
 * The render goes on if the requester leaves, so the page is still stored.
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 * @param {Response} response
 * @param {{ nonce: string, development: boolean, compress: import("express").RequestHandler }} options
 * @returns {Promise<string>} the body as rendered
 */
export async function streamAndCapture(req, res, response, { nonce, development, compress }) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  copyHeaders(res, response.headers.entries());
  res.removeHeader(RENDER_STREAMS_HEADER);
  res.removeHeader("Cache-Tag");
  res.setHeader("Cache-Control", PRIVATE);
  res.setHeader("Content-Security-Policy", contentSecurityPolicy([nonceSource(nonce)], { development, framable: false }));
  await new Promise((resolve) => compress(req, res, () => resolve(undefined)));
  /** @type {Uint8Array[]} */
  const chunks = [];
  const flushable = /** @type {{ flush?: () => void }} */ (/** @type {unknown} */ (res));
  try {
    if (response.body) {
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        if (!res.destroyed) {
          res.write(value);
          flushable.flush?.();
        }
      }
    }
  } catch (error) {
    res.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
  res.end();
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 * @param {Snapshot} snapshot
 */
export async function sendSnapshot(req, res, snapshot) {
  res.status(snapshot.status);
  copyHeaders(res, snapshot.headers);
  if (snapshot.etag) {
    res.setHeader("ETag", snapshot.etag);
    if (matchesEtag(req.get("if-none-match"), snapshot.etag)) {
      res.status(304).end();
      return;
    }
  }
  res.vary("Accept-Encoding");
  // Brotli whenever the client takes it: browsers list gzip first with the same weight, and
  // the smaller body is the cheaper one to send.
  if (snapshot.br && req.acceptsEncodings("br")) sendEncoded(res, snapshot, "br");
  else if (req.acceptsEncodings("gzip")) sendEncoded(res, snapshot, "gzip");
  else res.send(await gunzip(Buffer.from(snapshot.gzip, "base64")));
}

/**
 * Bodies decoded from base64, per snapshot: the in-process cache hands the same snapshot to
 * every hit, so one decode serves them all (a Redis answer is parsed anew, and decoded once).
 * @type {WeakMap<Snapshot, Partial<Record<"br" | "gzip", Buffer>>>}
 */
const decoded = new WeakMap();

/**
 * Already encoded: the compression middleware leaves it as it is.
 * @param {import("express").Response} res
 * @param {Snapshot} snapshot
 * @param {"br" | "gzip"} encoding
 */
function sendEncoded(res, snapshot, encoding) {
  let bodies = decoded.get(snapshot);
  if (!bodies) decoded.set(snapshot, (bodies = {}));
  const body = (bodies[encoding] ??= Buffer.from(/** @type {string} */ (snapshot[encoding]), "base64"));
  res.setHeader("Content-Encoding", encoding);
  res.send(body);
}

/**
 * If-None-Match against our ETag (weak comparison, RFC 9110 13.1.2). Express's `req.fresh`
 * is not used: it answers 200 to a request that also says `Cache-Control: no-cache`, as
 * browsers do on reload and fetch does with every conditional request, though an origin may
 * confirm its copy to them all the same.
 * @param {string | undefined} header
 * @param {string} etag
 */
export function matchesEtag(header, etag) {
  if (!header) return false;
  const strip = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, "");
  return header.trim() === "*" || header.split(",").some((tag) => strip(tag) === strip(etag));
}

/**
 * A personal answer, streamed as Remix made it; Cache-Control defaults to private.
 * @param {import("express").Response} res
 * @param {Response} response
 */
export async function sendStream(res, response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  copyHeaders(res, response.headers.entries());
  if (!response.headers.has("Cache-Control")) res.setHeader("Cache-Control", PRIVATE);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

/** @param {import("express").Request} req */
const absoluteUrl = (req) => `${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`;

/**
 * The fetch Request for an Express request. A shared request keeps no cookie (nothing of the
 * shopper may reach the render) and no abort signal (a background refresh outlives it).
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 * @param {{ shared: boolean }} options
 */
export function toFetchRequest(req, res, { shared }) {
  const url = absoluteUrl(req);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || (shared && name === "cookie")) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  if (shared) return new Request(url, { method: "GET", headers });
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  /** @type {RequestInit & { duplex?: "half" }} */
  const init = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    // A chunked body was already read within its limit (server/request-guards.js bodyLimit).
    init.body = Buffer.isBuffer(res.locals.body) ? res.locals.body : createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url, init);
}

/**
 * How shared requests are served, from the page cache (`cache`, caches.page) and renders of
 * the app (`render`, with the nonce it may stream with, else ""):
 * - a hit is sent as kept (ETag, 304, brotli or gzip);
 * - a miss of a browser's request is rendered with a nonce; if the render was complete when
 *   its shell was ready it is kept and sent like any page, else it streams to the requester
 *   (streamAndCapture) and the complete page is kept when it ends. Requests that come
 *   meanwhile share that render and get the complete page;
 * - any other miss (bots, HEAD, other clients) and a stale page's refresh render it whole;
 * - a bot that gets a copy that streamed has the page rendered whole, and that replaces the copy.
 * @param {{
 *   cache: { enabled: boolean, fetch: import("./cache.js").Caches["page"]["fetch"] },
 *   render: (req: import("express").Request, res: import("express").Response, nonce: string) => Promise<Response>,
 *   development: boolean,
 *   compress: import("express").RequestHandler,
 *   ttlMs: number,
 *   swrMs: number,
 *   newNonce: () => string,
 * }} options
 * @returns {(req: import("express").Request, res: import("express").Response, key: string) => Promise<void>}
 */
export function createSharedPages({ cache, render, development, compress, ttlMs, swrMs, newNonce }) {
  const keep = cache.enabled;
  return async (req, res, key) => {
    const whole = async () => {
      const rendered = await snapshotOf(await render(req, res, ""), { development, keep });
      return { data: rendered.snapshot, tags: rendered.tags, store: rendered.storable };
    };
    let sent = false;
    /** @type {Snapshot | null} */
    let snapshot = await cache.fetch({
      key,
      ttlMs,
      swrMs,
      async getFreshValue(background) {
        // A stale page's refresh: the request has its answer already.
        if (background) return backgroundWork(whole);
        if (!streamsMiss(req)) return whole();
        const nonce = newNonce();
        markShellFirst();
        const response = await render(req, res, nonce);
        // Nothing left to wait for when the shell was ready: the whole page, kept as usual.
        if (!response.headers.has(RENDER_STREAMS_HEADER)) {
          const rendered = await snapshotOf(response, { development, keep, nonce });
          return { data: rendered.snapshot, tags: rendered.tags, store: rendered.storable };
        }
        sent = true;
        const text = await streamAndCapture(req, res, response, { nonce, development, compress });
        // With the page cache off nothing would use the copy.
        if (!keep) return { data: null, store: false };
        const rendered = await snapshotOfText(text, response.status, response.headers, { development, keep, nonce, streamed: true });
        return { data: rendered.snapshot, tags: rendered.tags, store: rendered.storable };
      },
    });
    if (sent) return;
    if (snapshot?.streamed && isbot(req.get("user-agent") ?? "")) {
      // The copy has its streamed sections at the end of the HTML, placed by script: a bot
      // gets the page rendered whole, which replaces the copy for everyone.
      snapshot = await cache.fetch({ key, ttlMs, swrMs, forceFresh: true, getFreshValue: whole });
    }
    if (!snapshot) throw new Error(`no page for ${req.originalUrl}`);
    await sendSnapshot(req, res, snapshot);
  };
}

/**
 * The handler for everything the Remix app answers.
 * @param {{ build: any, mode: "development" | "production", caches: import("./cache.js").Caches, compress: import("express").RequestHandler }} options
 *   `compress`: the compression middleware, for the answers made for one request
 * @returns {import("express").RequestHandler}
 */
export function createPageHandler({ build, mode, caches, compress }) {
  const handle = createRequestHandler(build, mode);
  /** @type {(request: { url: string, headers: { get(name: string): string | null } }) => string} */
  const pageKey = build.entry.module.pageCacheKey;
  // A page names its release's assets: another release sharing the Redis must not serve it.
  const release = build.assets.version;
  // The same figures the pages' Cache-Control gives a CDN; fixed for the life of the server.
  const env = readEnv();
  const development = mode === "development";
  // 122 random bits (randomUUID draws from a pooled buffer; randomBytes per call costs more).
  const newNonce = () => crypto.randomUUID().replaceAll("-", "");
  const shared = createSharedPages({
    cache: caches.page,
    // A shared render knows no shopper: no client token; a nonce only when it may stream.
    render: (req, res, nonce) =>
      handle(toFetchRequest(req, res, { shared: true }), { cspNonce: nonce, clientToken: null, shared: true, renderedWhole: keepRenderedHtml }),
    development,
    compress,
    ttlMs: env.CACHE_S_MAXAGE * 1000,
    swrMs: env.CACHE_SWR * 1000,
    newNonce,
  });
  return async (req, res, next) => {
    try {
      if (!(await isSharedRequest(req))) {
        // Streamed as it renders, its inline scripts run by this request's nonce.
        const nonce = newNonce();
        const frame = framable(req.path, res.locals.previewAccess === true);
        res.setHeader("Content-Security-Policy", contentSecurityPolicy([nonceSource(nonce)], { development, framable: frame }));
        await new Promise((resolve) => compress(req, res, () => resolve(undefined)));
        const context = { cspNonce: nonce, clientToken: res.locals.clientToken ?? null, shared: false };
        // The app renders a bot's page whole, anyone else's shell first (app/entry.server.tsx).
        if (!isbot(req.get("user-agent") ?? "")) markShellFirst();
        const response = await handle(toFetchRequest(req, res, { shared: false }), context);
        response.headers.delete(RENDER_STREAMS_HEADER);
        await sendStream(res, response);
        return;
      }
      // The key needs only the address and a few headers: a hit builds no fetch Request.
      const signals = { url: absoluteUrl(req), headers: { get: (/** @type {string} */ name) => req.get(name) ?? null } };
      await shared(req, res, `${release}|${pageKey(signals)}`);
    } catch (error) {
      if (res.headersSent) {
        // A streamed answer that broke off: the client sees the connection end.
        logger.error("streamed page failed", { url: req.originalUrl, error: error instanceof Error ? error.message : String(error) });
        res.destroy();
        return;
      }
      next(error);
    }
  };
}
