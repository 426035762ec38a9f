// What the Express entry checks before Remix sees a request (docs/security.md): transport
// headers, body sizes, the origin of writes and per-address write limits. The numbers are in
// server/limits.js. Plain JavaScript: the server entry runs without a build.
import { readFileSync } from "node:fs";
import { rateLimit } from "express-rate-limit";
import { Redis } from "ioredis";
import { RedisStore } from "rate-limit-redis";
import { readEnv } from "./env.js";
import { BODY_LIMITS, PAGE_FORM_PATH, RATE_LIMITS, bodyLimitFor } from "./limits.js";
import { logger } from "./logger.js";

/**
 * A year: browsers then keep to https between visits. Without includeSubDomains, as other
 * hosts of the store's domain are not this app's to promise for.
 */
export const HSTS = "max-age=31536000";

/**
 * Powerful features no page of the storefront uses, off for the page and everything it frames
 * (video embeds included). Fullscreen, autoplay and picture-in-picture stay: the video
 * players use them; xr-spatial-tracking stays for the 3D viewer's AR. Only features Chromium
 * knows: it warns in the console about any other (Web Bluetooth is not policy-controlled there).
 */
export const PERMISSIONS_POLICY = [
  "camera=()",
  "microphone=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "serial=()",
  "hid=()",
  "midi=()",
  "magnetometer=()",
  "gyroscope=()",
  "accelerometer=()",
  "display-capture=()",
  "browsing-topics=()",
].join(", ");

/**
 * No other site's window keeps a handle on ours. `same-origin-allow-popups`, not
 * `same-origin`: a window the store opens (a payment provider's, a share dialog) may still
 * talk back to the page that opened it.
 */
export const OPENER_POLICY = "same-origin-allow-popups";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * HSTS on https requests only (a browser ignores it over http, and a plain-http deployment
 * must not promise it). Express decides what https means: the connection, or
 * X-Forwarded-Proto from a proxy TRUST_PROXY names; a client's own X-Forwarded-Proto counts
 * for nothing.
 * @type {import("express").RequestHandler}
 */
export function transportHeaders(req, res, next) {
  if (req.secure) res.setHeader("Strict-Transport-Security", HSTS);
  res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
  res.setHeader("Cross-Origin-Opener-Policy", OPENER_POLICY);
  next();
}

/**
 * Whether a refused write is a plain form post the browser will show as a page (no
 * JavaScript: a document navigation, or an Accept that prefers HTML to JSON), rather than a
 * script's call that reads the JSON.
 * @param {import("express").Request} req
 */
export function wantsDocument(req) {
  if (req.get("sec-fetch-mode") === "navigate") return true;
  return req.get("accept") !== undefined && req.accepts(["json", "html"]) === "html";
}

/**
 * The language of each store's pages, as schemas/rules/store-table.server.ts has it (plain
 * JavaScript cannot import that TypeScript; tests/unit/request-guards.test.ts keeps the two equal).
 * @type {Record<import("./env.js").StoreId, "en" | "de" | "fr" | "it">}
 */
export const STORE_LANGUAGES = { 1: "en", 3: "en", 4: "en", 5: "de", 6: "fr", 7: "it", 8: "en", 9: "en" };

/** @typedef {{ title403: string, text403: string, title413: string, text413: string, title429: string, text429: string, wait: string, back: string }} RefusalTexts */

/** @type {Map<string, RefusalTexts>} */
const refusalTexts = new Map();

/**
 * What a shopper without JavaScript reads when a guard refuses their form, in the deployment's
 * store language (STORE_ID: the guards run before the app, so a preview's `?store=` does not
 * count): the `formRefused` group of app/locales, read once per language.
 * @param {string} language
 * @returns {RefusalTexts}
 */
export function refusalTextsFor(language) {
  let texts = refusalTexts.get(language);
  if (!texts) {
    const catalogue = JSON.parse(readFileSync(new URL(`../app/locales/${language}.json`, import.meta.url), "utf8"));
    texts = /** @type {RefusalTexts} */ (catalogue.formRefused);
    refusalTexts.set(language, texts);
  }
  return texts;
}

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Where the refusal page links back to: the page itself for a post to a page, else the
 * page the form was on (a same-origin Referer), else the home page.
 * @param {import("express").Request} req
 */
function backPath(req) {
  if (!req.path.startsWith("/api/")) return req.originalUrl;
  try {
    const referer = new URL(req.get("referer") ?? "");
    if (referer.host === req.get("host")) return `${referer.pathname}${referer.search}`;
  } catch {
    // No Referer, or not an address: home.
  }
  return "/";
}

/**
 * A small page with the same status, for a form post without JavaScript: a readable message
 * and a link back, never the raw JSON a script would read.
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 * @param {number} status
 */
function refusalPage(req, res, status) {
  const language = STORE_LANGUAGES[readEnv().STORE_ID] ?? "en";
  const texts = refusalTextsFor(language);
  const code = status === 413 || status === 429 ? status : 403;
  const title = texts[`title${code}`];
  const retry = res.getHeader("Retry-After");
  const wait = status === 429 && retry !== undefined ? ` ${texts.wait.replace("{{minutes}}", String(Math.max(1, Math.ceil(Number(retry) / 60))))}` : "";
  res
    .status(status)
    .set("Cache-Control", "no-store")
    .type("html")
    .send(
      `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>` +
        `<body><main class="guard-refusal"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(texts[`text${code}`] + wait)}</p><p><a href="${escapeHtml(backPath(req))}">${escapeHtml(texts.back)}</a></p></main></body></html>`,
    );
}

/**
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 * @param {number} status
 * @param {string} error
 */
function refuse(req, res, status, error) {
  if (wantsDocument(req)) return refusalPage(req, res, status);
  res.status(status).set("Cache-Control", "no-store").json({ error });
}

/**
 * Every write's body is held to its path's limit (server/limits.js) before anything reads
 * it: a declared Content-Length over the limit is answered 413 at once; a chunked body is
 * counted as it arrives and answered 413 the moment it passes the limit (Node discards the
 * rest unread), else kept in `res.locals.body` for the app (server/pages.js), so the app
 * never reads an unbounded stream. Mounted after /api/revalidate, which counts its own.
 * @type {import("express").RequestHandler}
 */
export function bodyLimit(req, res, next) {
  if (SAFE_METHODS.has(req.method)) return next();
  const limit = bodyLimitFor(req.path);
  const tooLarge = () => refuse(req, res, 413, `the request body is too large: at most ${limit} bytes may be sent to ${req.path}`);
  const declared = req.headers["content-length"];
  if (declared !== undefined) return Number(declared) > limit ? tooLarge() : next();
  if (!req.headers["transfer-encoding"]) return next();
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  const stop = () => {
    req.off("data", onData);
    req.off("end", onEnd);
    req.off("error", onError);
  };
  /** @param {Buffer} chunk */
  const onData = (chunk) => {
    size += chunk.length;
    if (size <= limit) {
      chunks.push(chunk);
      return;
    }
    stop();
    chunks.length = 0;
    req.resume();
    tooLarge();
  };
  const onEnd = () => {
    stop();
    res.locals.body = Buffer.concat(chunks);
    next();
  };
  /** @param {Error} error */
  const onError = (error) => {
    stop();
    next(error);
  };
  req.on("data", onData);
  req.on("end", onEnd);
  req.on("error", onError);
}

/**
 * Writes come from the store's own pages (CSRF, with SameSite=Lax cookies as the first line):
 * a browser names the page's origin in `Origin` on every POST, so one that names another
 * origin (or `null`, a sandboxed or privacy-stripped one) is refused with 403. A request
 * without Origin is not a browser's cross-site form (which always sends one), unless
 * Sec-Fetch-Site says it is. Our own origin is the request's (protocol as Express reads it,
 * Host) or PUBLIC_ORIGIN, for a proxy that rewrites Host.
 * @type {import("express").RequestHandler}
 */
export function originCheck(req, res, next) {
  if (SAFE_METHODS.has(req.method)) return next();
  const origin = req.get("origin");
  const site = req.get("sec-fetch-site");
  const crossSite = site === "cross-site" || site === "same-site";
  if (origin === undefined && !crossSite) return next();
  const own = new Set([`${req.protocol}://${req.get("host")}`]);
  const publicOrigin = readEnv().PUBLIC_ORIGIN;
  if (publicOrigin) own.add(publicOrigin);
  if (origin !== undefined && own.has(origin) && !crossSite) return next();
  refuse(req, res, 403, "a write must come from this site's own pages (Origin mismatch)");
}

/**
 * A product page's form post names its form in an `intent` field (the page's action,
 * docs/decisions/no-js-forms.md), and its rate limit is that form's: the body, already held to
 * its limit by bodyLimit, is read here (kept in `res.locals.body` for the app, as bodyLimit
 * keeps a chunked one) and the intent put in `res.locals.formIntent` for the rate limits.
 * Read whatever the Content-Type says: the action reads any body as form fields.
 * @type {import("express").RequestHandler}
 */
export function formIntent(req, res, next) {
  if (req.method !== "POST" || !PAGE_FORM_PATH.test(req.path)) return next();
  /** @param {Buffer} body */
  const found = (body) => {
    res.locals.body = body;
    res.locals.formIntent = new URLSearchParams(body.toString("utf8")).get("intent") ?? "";
    next();
  };
  if (Buffer.isBuffer(res.locals.body)) return found(res.locals.body);
  /** @type {Buffer[]} */
  const chunks = [];
  req.on("data", (/** @type {Buffer} */ chunk) => chunks.push(chunk));
  req.on("end", () => found(Buffer.concat(chunks)));
  req.on("error", next);
}

/**
 * rate-limit-redis's store, made anew each time the client is ready: the store loads its Lua
 * scripts once, at init, and a load that failed (Redis down at start) would fail every later
 * count. Until a store is ready, counting throws, which passOnStoreError turns into a pass.
 * @implements {import("express-rate-limit").Store}
 */
class ReadyRedisStore {
  /** @param {Redis} redis @param {string} prefix */
  constructor(redis, prefix) {
    this.redis = redis;
    this.prefix = prefix;
    this.localKeys = false;
    /** @type {RedisStore | null} */
    this.inner = null;
    /** @type {() => void} */
    let loaded = () => undefined;
    /** Settles when the first store is ready to count. */
    this.loaded = new Promise((resolve) => (loaded = () => resolve(undefined)));
    this.markLoaded = loaded;
  }

  /** @param {import("express-rate-limit").Options} options */
  init(options) {
    const make = () => {
      const store = new RedisStore({
        prefix: this.prefix,
        sendCommand: (/** @type {string} */ command, /** @type {string[]} */ ...args) =>
          /** @type {Promise<import("rate-limit-redis").RedisReply>} */ (this.redis.call(command, ...args)),
      });
      store.init(options).then(
        () => {
          this.inner = store;
          this.markLoaded();
        },
        () => undefined,
      );
    };
    if (this.redis.status === "ready") make();
    this.redis.on("ready", make);
  }

  /** @param {string} key */
  async get(key) {
    return this.inner?.get(key);
  }

  /** @param {string} key */
  async increment(key) {
    if (!this.inner) throw new Error("redis is not ready");
    return this.inner.increment(key);
  }

  /** @param {string} key */
  async decrement(key) {
    await this.inner?.decrement(key);
  }

  /** @param {string} key */
  async resetKey(key) {
    await this.inner?.resetKey(key);
  }
}

/**
 * The rate limiters of server/limits.js, each counting by address (req.ip: the connection's,
 * or what a trusted proxy says) in Redis when REDIS_URL is set, else in this process. A
 * limited request is answered 429 with Retry-After (seconds) and RateLimit headers. A Redis
 * that fails lets requests through (logged): the limits protect the store, they must not
 * close it.
 * @param {{ redis?: Redis | null, redisUrl?: string, multiplier?: number, limits?: typeof RATE_LIMITS }} [options]
 *   `redis`: a connection to count on (the caches'; its owner closes it and reports its outages);
 *   else one is opened on `redisUrl` (REDIS_URL unless given), if any
 * @returns {{ middleware: import("express").RequestHandler, pageForms: import("express").RequestHandler, ready: () => Promise<void>, close: () => Promise<void> }}
 *   `ready`: settles once every limit counts in Redis (at once without Redis); until then, writes pass uncounted
 */
export function createRateLimits(options = {}) {
  const env = readEnv();
  const { redisUrl = env.REDIS_URL, multiplier = env.RATE_LIMIT_MULTIPLIER, limits = RATE_LIMITS } = options;
  const own = !options.redis && redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1 }) : null;
  const redis = options.redis ?? own;
  let warned = false;
  own?.on("error", (error) => {
    if (warned) return;
    warned = true;
    logger.warn("redis unavailable for rate limits: requests pass uncounted until it is back", { error: error.message });
  });
  own?.on("ready", () => {
    warned = false;
  });
  /** express-rate-limit's own complaints (a store error, a misconfiguration) go to our log. */
  const limiterLog = {
    /** @param {unknown} error @param {string} [message] */
    error: (error, message) => logger.warn(message ?? "rate limit", { error: error instanceof Error ? error.message : String(error) }),
    /** @param {unknown} warning */
    warn: (warning) => logger.warn("rate limit", { warning: warning instanceof Error ? warning.message : String(warning) }),
  };
  /** @type {ReadyRedisStore[]} */
  const stores = [];
  const limiters = Object.entries(limits).map(([name, limit]) => {
    const store = redis ? new ReadyRedisStore(redis, `storefront:rate:${name}:`) : null;
    if (store) stores.push(store);
    const max = limit.max * multiplier;
    const handler = rateLimit({
      windowMs: limit.windowMs,
      limit: max,
      standardHeaders: "draft-7",
      legacyHeaders: false,
      passOnStoreError: true,
      logger: limiterLog,
      handler: (req, res) =>
        refuse(req, res, 429, `too many requests: at most ${max} in ${Math.round(limit.windowMs / 60_000)} minutes from one address; try again after the Retry-After seconds`),
      ...(store ? { store } : {}),
    });
    return { limit, handler };
  });
  /** @type {import("express").RequestHandler} */
  const middleware = (req, res, next) => {
    // Only the writes a limit is for count against it (a GET of a guide page is not a lead).
    const matching = limiters.find(({ limit }) => limit.methods.includes(req.method) && limit.path.test(req.path));
    if (!matching) return next();
    matching.handler(req, res, next);
  };
  /**
   * A product page's form post, by its intent (after formIntent): it counts against the limit
   * of the JSON route it stands in for, so the page is no way around that limit.
   * @type {import("express").RequestHandler}
   */
  const pageForms = (req, res, next) => {
    const intent = res.locals.formIntent;
    const matching = typeof intent === "string" ? limiters.find(({ limit }) => /** @type {{ pageIntents?: string[] }} */ (limit).pageIntents?.includes(intent)) : undefined;
    if (!matching) return next();
    matching.handler(req, res, next);
  };
  return {
    middleware,
    pageForms,
    ready: async () => {
      await Promise.all(stores.map((store) => store.loaded));
    },
    close: async () => {
      if (own) await own.quit().catch(() => own.disconnect());
    },
  };
}

export { BODY_LIMITS, RATE_LIMITS };
