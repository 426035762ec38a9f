import { spawn } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { exited, freePort, startRedis } from "../../scripts/lib/local-servers.js";
import { BODY_LIMITS, RATE_LIMITS, bodyLimitFor } from "../../server/limits.js";
import { toFetchRequest } from "../../server/pages.js";
import {
  HSTS,
  OPENER_POLICY,
  PERMISSIONS_POLICY,
  STORE_LANGUAGES,
  bodyLimit,
  createRateLimits,
  formIntent,
  originCheck,
  refusalTextsFor,
  transportHeaders,
} from "../../server/request-guards.js";
import { STORE_IDS, getStore } from "~schemas/rules/stores";
import { MESSAGES } from "~/lib/i18n.server";
import { takeLogs } from "../support/logs";

/**
 * The guards as server/index.js mounts them (trust proxy from the test, then the guards, then
 * a stand-in for Remix that reads the body the way server/pages.js hands it to the app), on a
 * port of its own.
 */
interface Served {
  url: string;
  reached: string[];
  close: () => Promise<void>;
}

const opened: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((close) => close()));
  delete process.env.PUBLIC_ORIGIN;
});

async function serve(options: { trustProxy?: string; rateLimits?: ReturnType<typeof createRateLimits> } = {}): Promise<Served> {
  const app = express();
  if (options.trustProxy) app.set("trust proxy", options.trustProxy);
  app.use(transportHeaders);
  const guards: express.RequestHandler[] = [originCheck, bodyLimit];
  if (options.rateLimits) guards.splice(1, 0, options.rateLimits.middleware);
  app.use(...guards);
  if (options.rateLimits) app.use(formIntent, options.rateLimits.pageForms);
  const reached: string[] = [];
  app.all("*", (req, res, next) => {
    const request = toFetchRequest(req, res, { shared: false });
    request.text().then((text) => {
      reached.push(`${req.method} ${req.path} ${text.length}`);
      res.json({ ok: true, bytes: Buffer.byteLength(text) });
    }, next);
  });
  const server = await new Promise<http.Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  opened.push(async () => {
    await close();
    await options.rateLimits?.close();
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, reached, close };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A raw request, so that the test decides every header (fetch adds its own, and cannot lie
 * about Content-Length). `chunks` are written one by one with chunked encoding.
 */
function send(url: string, options: { method?: string; headers?: Record<string, string>; body?: string; chunks?: Buffer[] } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? "POST", headers: options.headers ?? {}, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    // The server may answer and stop reading before the whole body is written.
    req.on("error", (error: NodeJS.ErrnoException) => (error.code === "EPIPE" || error.code === "ECONNRESET" ? undefined : reject(error)));
    if (options.chunks) {
      for (const chunk of options.chunks) req.write(chunk);
      req.end();
    } else req.end(options.body);
  });
}

describe("transport headers", () => {
  it("sends Permissions-Policy and Cross-Origin-Opener-Policy on every answer, and no HSTS over plain http", async () => {
    const { url } = await serve();
    const answer = await send(`${url}/guide/autumn-living`, { method: "GET" });
    expect(answer.headers["permissions-policy"]).toBe(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
    expect(answer.headers["cross-origin-opener-policy"]).toBe(OPENER_POLICY);
    expect(answer.headers["strict-transport-security"]).toBeUndefined();
  });

  it("ignores X-Forwarded-Proto from a client no proxy setting trusts", async () => {
    const { url } = await serve();
    const answer = await send(`${url}/`, { method: "GET", headers: { "x-forwarded-proto": "https" } });
    expect(answer.headers["strict-transport-security"]).toBeUndefined();
  });

  it("sends HSTS when a trusted proxy says the request came over https, and not when it says http", async () => {
    const { url } = await serve({ trustProxy: "loopback" });
    const https = await send(`${url}/`, { method: "GET", headers: { "x-forwarded-proto": "https" } });
    expect(https.headers["strict-transport-security"]).toBe(HSTS);
    expect(HSTS).toMatch(/^max-age=31536000/);
    const plain = await send(`${url}/`, { method: "GET", headers: { "x-forwarded-proto": "http" } });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("body limits", () => {
  it("gives every path a limit, the catch-all last", () => {
    expect(BODY_LIMITS.at(-1)!.path.test("/anything/at/all")).toBe(true);
    expect(bodyLimitFor("/api/stock-notify")).toBe(16 * 1024);
    expect(bodyLimitFor("/api/templates/validate")).toBeGreaterThan(1024 * 1024);
    expect(bodyLimitFor("/guide/autumn-living")).toBe(32 * 1024);
    for (const limit of BODY_LIMITS) expect(limit.why.length).toBeGreaterThan(20);
  });

  it("answers 413 by Content-Length before reading a byte, and the app never runs", async () => {
    const { url, reached } = await serve();
    const answer = await send(`${url}/api/stock-notify`, { headers: { "content-type": "application/json", "content-length": String(10 * 1024 * 1024) }, chunks: [] });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: "the request body is too large: at most 16384 bytes may be sent to /api/stock-notify" });
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(reached).toEqual([]);
  });

  it("answers 413 as soon as a chunked body passes the limit, and the app never runs", async () => {
    const { url, reached } = await serve();
    const chunk = Buffer.alloc(64 * 1024, "a");
    const answer = await send(`${url}/guide/autumn-living`, { headers: { "content-type": "application/x-www-form-urlencoded" }, chunks: Array.from({ length: 160 }, () => chunk) });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error).toMatch(/at most 32768 bytes may be sent to \/guide\/autumn-living/);
    expect(reached).toEqual([]);
  });

  it("hands a chunked body within the limit to the app whole, and a declared one untouched", async () => {
    const { url, reached } = await serve();
    const chunked = await send(`${url}/api/cart`, { chunks: [Buffer.from('{"productIds":'), Buffer.from("[1,2,3]}")] });
    expect(chunked.status).toBe(200);
    expect(JSON.parse(chunked.body)).toEqual({ ok: true, bytes: 22 });
    const declared = await send(`${url}/api/cart`, { body: "x".repeat(16 * 1024), headers: { "content-length": String(16 * 1024) } });
    expect(declared.status).toBe(200);
    expect(reached).toEqual(["POST /api/cart 22", `POST /api/cart ${16 * 1024}`]);
  });

  it("holds each path to its own limit: the limit passes, one byte more is 413", async () => {
    const { url } = await serve();
    for (const path of ["/api/login", "/api/templates/validate", "/preview/draft", "/guide/autumn-living"]) {
      const limit = bodyLimitFor(path);
      const at = await send(`${url}${path}`, { body: "x".repeat(limit), headers: { "content-length": String(limit) } });
      expect(at.status, path).toBe(200);
      const over = await send(`${url}${path}`, { headers: { "content-length": String(limit + 1) }, chunks: [] });
      expect(over.status, path).toBe(413);
    }
  });

  it("leaves GET alone", async () => {
    const { url } = await serve();
    expect((await send(`${url}/api/stock-notify`, { method: "GET", headers: { "content-length": String(10 * 1024 * 1024) }, chunks: [] })).status).toBe(200);
  });
});

describe("origin check on writes", () => {
  it("lets a write from our own origin through, and one with no Origin (not a browser's cross-site form)", async () => {
    const { url } = await serve();
    expect((await send(`${url}/api/cart`, { body: "{}", headers: { origin: url } })).status).toBe(200);
    expect((await send(`${url}/api/cart`, { body: "{}" })).status).toBe(200);
    expect((await send(`${url}/api/cart`, { body: "{}", headers: { "sec-fetch-site": "same-origin" } })).status).toBe(200);
  });

  it("refuses with 403 a write from another origin, from `null`, or that the browser calls cross-site", async () => {
    const { url, reached } = await serve();
    const refused: Array<Record<string, string>> = [{ origin: "https://evil.example" }, { origin: "null" }, { "sec-fetch-site": "cross-site" }, { origin: url, "sec-fetch-site": "cross-site" }];
    for (const headers of refused) {
      const answer = await send(`${url}/api/login`, { body: "{}", headers });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(JSON.parse(answer.body).error).toMatch(/this site's own pages/);
    }
    // The port is part of the origin.
    expect((await send(`${url}/api/login`, { body: "{}", headers: { origin: "http://127.0.0.1" } })).status).toBe(403);
    expect(reached).toEqual([]);
  });

  it("behind a trusted TLS proxy takes the https origin, and from an untrusted client does not", async () => {
    const proxied = await serve({ trustProxy: "loopback" });
    const httpsOrigin = proxied.url.replace("http:", "https:");
    expect((await send(`${proxied.url}/api/cart`, { body: "{}", headers: { origin: httpsOrigin, "x-forwarded-proto": "https" } })).status).toBe(200);
    const direct = await serve();
    const directOrigin = direct.url.replace("http:", "https:");
    expect((await send(`${direct.url}/api/cart`, { body: "{}", headers: { origin: directOrigin, "x-forwarded-proto": "https" } })).status).toBe(403);
  });

  it("accepts PUBLIC_ORIGIN, the address shoppers use behind a proxy that rewrites Host", async () => {
    const { url } = await serve();
    process.env.PUBLIC_ORIGIN = "https://shop.example.com";
    expect((await send(`${url}/api/cart`, { body: "{}", headers: { origin: "https://shop.example.com" } })).status).toBe(200);
  });

  it("never checks a read", async () => {
    const { url } = await serve();
    expect((await send(`${url}/api/cart`, { method: "GET", headers: { origin: "https://evil.example" } })).status).toBe(200);
  });
});

/** `count` posts to `path` from `ip` (through a trusted proxy), their statuses. */
async function postMany(url: string, path: string, count: number, ip = "203.0.113.7"): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let index = 0; index < count; index++) answers.push(await send(`${url}${path}`, { body: "{}", headers: { "x-forwarded-for": ip } }));
  return answers;
}

const PATHS: Record<keyof typeof RATE_LIMITS, string> = {
  login: "/api/login",
  signup: "/api/delivery-signup",
  stockNotify: "/api/stock-notify",
  lead: "/guide/autumn-living",
  cart: "/api/cart",
};

/** Other paths each limit covers: one count for the kind of write, whichever route makes it. */
const SHARED: Partial<Record<keyof typeof RATE_LIMITS, string[]>> = {
  signup: ["/api/subscribe"],
  cart: ["/api/kit-cart"],
};

describe("rate limits (the real numbers of server/limits.js)", () => {
  it("lets `max` posts through per address and window, then answers 429 with Retry-After, for each limited write", async () => {
    const { url } = await serve({ trustProxy: "loopback", rateLimits: createRateLimits({ redisUrl: "", multiplier: 1 }) });
    for (const [name, limit] of Object.entries(RATE_LIMITS) as Array<[keyof typeof RATE_LIMITS, (typeof RATE_LIMITS)[keyof typeof RATE_LIMITS]]>) {
      expect(limit.path.test(PATHS[name]), name).toBe(true);
      const answers = await postMany(url, PATHS[name], limit.max + 1);
      expect(answers.slice(0, limit.max).map((answer) => answer.status), name).toEqual(Array(limit.max).fill(200));
      const limited = answers.at(-1)!;
      expect(limited.status, name).toBe(429);
      const retryAfter = Number(limited.headers["retry-after"]);
      expect(Number.isInteger(retryAfter) && retryAfter > 0 && retryAfter <= limit.windowMs / 1000, `${name}: Retry-After ${retryAfter}`).toBe(true);
      expect(JSON.parse(limited.body).error, name).toMatch(new RegExp(`at most ${limit.max} in ${limit.windowMs / 60_000} minutes`));
      // The other writes of the same kind share the count.
      for (const other of SHARED[name] ?? []) expect((await postMany(url, other, 1))[0]!.status, `${name}: ${other}`).toBe(429);
      // Another address is counted on its own.
      expect((await postMany(url, PATHS[name], 1, "198.51.100.9"))[0]!.status, name).toBe(200);
    }
  });

  it("counts only the writes it is for: reads of a limited path and other posts go on", async () => {
    const { url } = await serve({ trustProxy: "loopback", rateLimits: createRateLimits({ redisUrl: "", multiplier: 1 }) });
    await postMany(url, "/api/stock-notify", RATE_LIMITS.stockNotify.max + 1);
    expect((await send(`${url}/api/stock-notify`, { method: "GET", headers: { "x-forwarded-for": "203.0.113.7" } })).status).toBe(200);
    expect((await postMany(url, "/api/zip-code", 30)).every((answer) => answer.status === 200)).toBe(true);
  });

  it("multiplies every limit by RATE_LIMIT_MULTIPLIER", async () => {
    const { url } = await serve({ trustProxy: "loopback", rateLimits: createRateLimits({ redisUrl: "", multiplier: 3 }) });
    const answers = await postMany(url, "/api/stock-notify", 3 * RATE_LIMITS.stockNotify.max + 1);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3 * RATE_LIMITS.stockNotify.max);
    expect(answers.at(-1)!.status).toBe(429);
  });

  it("without a trusted proxy counts by the connection's address, not by X-Forwarded-For", async () => {
    const { url } = await serve({ rateLimits: createRateLimits({ redisUrl: "", multiplier: 1 }) });
    const answers: Answer[] = [];
    for (let index = 0; index <= RATE_LIMITS.stockNotify.max; index++) {
      answers.push(await send(`${url}/api/stock-notify`, { body: "{}", headers: { "x-forwarded-for": `198.51.100.${index}` } }));
    }
    expect(answers.at(-1)!.status).toBe(429);
    // express-rate-limit says that X-Forwarded-For came without a proxy to trust it.
    expect(takeLogs("warn").some((entry) => /X-Forwarded-For/i.test(String(entry.fields.error)))).toBe(true);
  });

  describe("in Redis", () => {
    let redis: Awaited<ReturnType<typeof startRedis>>;
    beforeAll(async () => {
      redis = await startRedis();
    });
    afterAll(async () => {
      await redis?.stop();
    });

    it("counts every instance's posts together", async () => {
      const [limitsA, limitsB] = [createRateLimits({ redisUrl: redis.url, multiplier: 1 }), createRateLimits({ redisUrl: redis.url, multiplier: 1 })];
      await Promise.all([limitsA.ready(), limitsB.ready()]);
      const a = await serve({ trustProxy: "loopback", rateLimits: limitsA });
      const b = await serve({ trustProxy: "loopback", rateLimits: limitsB });
      const ip = "192.0.2.44";
      const half = Math.ceil(RATE_LIMITS.login.max / 2);
      const first = await postMany(a.url, "/api/login", half, ip);
      const second = await postMany(b.url, "/api/login", RATE_LIMITS.login.max - half, ip);
      expect([...first, ...second].every((answer) => answer.status === 200)).toBe(true);
      const limited = (await postMany(a.url, "/api/login", 1, ip))[0]!;
      expect(limited.status).toBe(429);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      expect((await postMany(b.url, "/api/login", 1, ip))[0]!.status).toBe(429);
    });

    it("counts on a connection it is given (the caches'), and leaves it open on close", async () => {
      const client = new Redis(redis.url, { enableOfflineQueue: false, maxRetriesPerRequest: 0 });
      try {
        const limits = createRateLimits({ redis: client, multiplier: 1 });
        await limits.ready();
        const { url } = await serve({ trustProxy: "loopback", rateLimits: limits });
        const answers = await postMany(url, "/api/cart", RATE_LIMITS.cart.max + 1, "192.0.2.90");
        expect(answers.at(-1)!.status).toBe(429);
        expect(await client.keys("storefront:rate:cart:*")).toHaveLength(1);
        await limits.close();
        expect(await client.ping()).toBe("PONG");
      } finally {
        client.disconnect();
      }
    });

    it("starts counting when a Redis that was down at start comes up", async () => {
      const port = await freePort();
      const limits = createRateLimits({ redisUrl: `redis://127.0.0.1:${port}`, multiplier: 1 });
      const { url } = await serve({ trustProxy: "loopback", rateLimits: limits });
      const ip = "192.0.2.80";
      // Down: writes pass uncounted.
      expect((await postMany(url, "/api/stock-notify", RATE_LIMITS.stockNotify.max + 1, ip)).every((answer) => answer.status === 200)).toBe(true);
      const late = spawn(process.env.REDIS_SERVER_PATH || "redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
      try {
        await limits.ready();
        const answers = await postMany(url, "/api/stock-notify", RATE_LIMITS.stockNotify.max + 1, ip);
        expect(answers.slice(0, -1).every((answer) => answer.status === 200)).toBe(true);
        expect(answers.at(-1)!.status).toBe(429);
      } finally {
        late.kill();
        await exited(late);
      }
      expect(takeLogs("warn").filter((entry) => entry.msg.startsWith("redis unavailable for rate limits"))).toHaveLength(1);
    }, 20_000);

    it("lets requests through, and says so once, when Redis cannot be reached", async () => {
      const { url } = await serve({ trustProxy: "loopback", rateLimits: createRateLimits({ redisUrl: "redis://127.0.0.1:1", multiplier: 1 }) });
      const answers = await postMany(url, "/api/stock-notify", RATE_LIMITS.stockNotify.max + 2);
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      expect(takeLogs("warn").filter((entry) => entry.msg.startsWith("redis unavailable for rate limits"))).toHaveLength(1);
    });
  });
});

describe("the product page's form posts (no JavaScript)", () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const postForm = (url: string, body: string, ip = "203.0.113.7") =>
    send(`${url}/harlow-sofa.html`, { body, headers: { "x-forwarded-for": ip, "content-type": "application/x-www-form-urlencoded" } });

  it("count against the limit of the JSON route their intent stands in for, sharing its count, and reach the app with their body whole", async () => {
    const { url, reached } = await serve({ trustProxy: "loopback", rateLimits: createRateLimits({ redisUrl: "", multiplier: 1 }) });
    await postMany(url, "/api/stock-notify", RATE_LIMITS.stockNotify.max);
    const notify = form({ intent: "stock-notify", email: "a@example.com" });
    expect((await postForm(url, notify)).status).toBe(429);
    // Another address, its own count; the body reaches the app as sent.
    expect((await postForm(url, notify, "198.51.100.9")).status).toBe(200);
    expect(reached.at(-1)).toBe(`POST /harlow-sofa.html ${notify.length}`);
    // A page post past the page's form limit counts for the JSON route too.
    const signups = await Promise.all(Array.from({ length: RATE_LIMITS.signup.max }, () => postForm(url, form({ intent: "delivery-signup", email: "b@example.com" }), "198.51.100.20")));
    expect(signups.every((answer) => answer.status === 200)).toBe(true);
    expect((await postMany(url, "/api/delivery-signup", 1, "198.51.100.20"))[0]!.status).toBe(429);
    // The postcode has no limit; cart writes have theirs.
    expect((await Promise.all(Array.from({ length: 30 }, () => postForm(url, form({ intent: "postcode", postcode: "10001" }))))).every((answer) => answer.status === 200)).toBe(true);
    const adds = await Promise.all(Array.from({ length: RATE_LIMITS.cart.max + 1 }, (_, index) => postForm(url, form({ intent: index % 2 ? "buy-now" : "add-to-cart", productIds: "1" }), "198.51.100.30")));
    expect(adds.filter((answer) => answer.status === 429)).toHaveLength(1);
  });
});

describe("refusals of a plain form post (a document navigation)", () => {
  const navigate = { "sec-fetch-mode": "navigate", accept: "text/html,application/xhtml+xml,*/*;q=0.8" };

  it("are a small HTML page with the same status, a readable message and a link back; a script's call keeps its JSON", async () => {
    const { url } = await serve({ trustProxy: "loopback", rateLimits: createRateLimits({ redisUrl: "", multiplier: 1 }) });
    const foreign = await send(`${url}/harlow-sofa.html`, { body: "intent=add-to-cart", headers: { ...navigate, origin: "https://evil.example" } });
    expect([foreign.status, foreign.headers["content-type"], foreign.headers["cache-control"]]).toEqual([403, "text/html; charset=utf-8", "no-store"]);
    expect(foreign.body).toContain("<h1>This form could not be sent</h1>");
    expect(foreign.body).toContain('<a href="/harlow-sofa.html">Back to the page</a>');
    // Accept alone (no Sec-Fetch-Mode) that prefers HTML is a document too.
    const tooLarge = await send(`${url}/harlow-sofa.html`, { body: "x".repeat(bodyLimitFor("/harlow-sofa.html") + 1), headers: { accept: navigate.accept } });
    expect([tooLarge.status, tooLarge.headers["content-type"]]).toEqual([413, "text/html; charset=utf-8"]);
    expect(tooLarge.body).toContain("<h1>Too much was sent</h1>");
    // A post to an API route links back to the page it came from (a same-origin Referer), else home.
    const ip = { "x-forwarded-for": "203.0.113.50" };
    await Promise.all(Array.from({ length: RATE_LIMITS.signup.max }, () => send(`${url}/api/subscribe`, { body: "{}", headers: ip })));
    const host = new URL(url).host;
    const limited = await send(`${url}/api/subscribe`, { body: "email=a", headers: { ...navigate, ...ip, referer: `http://${host}/harlow-sofa.html?variant=2` } });
    expect([limited.status, limited.headers["content-type"], Number(limited.headers["retry-after"]) > 0]).toEqual([429, "text/html; charset=utf-8", true]);
    expect(limited.body).toContain('<a href="/harlow-sofa.html?variant=2">Back to the page</a>');
    const offSite = await send(`${url}/api/subscribe`, { body: "email=a", headers: { ...navigate, ...ip, referer: "https://evil.example/x" } });
    expect(offSite.body).toContain('<a href="/">Back to the page</a>');
    const scripted = await send(`${url}/api/subscribe`, { body: "{}", headers: { ...ip, accept: "*/*", "content-type": "application/json" } });
    expect([scripted.status, scripted.headers["content-type"]]).toEqual([429, "application/json; charset=utf-8"]);
    expect(JSON.parse(scripted.body).error).toMatch(/too many requests/);
  });

  it("are in the store's language (STORE_ID), from the locales' formRefused texts", async () => {
    expect(STORE_LANGUAGES).toEqual(Object.fromEntries(STORE_IDS.map((id) => [id, getStore(id).language])));
    for (const language of ["en", "de", "fr", "it"] as const) expect(refusalTextsFor(language)).toEqual(MESSAGES[language].formRefused);
    const before = process.env.STORE_ID;
    try {
      process.env.STORE_ID = "5";
      const { url } = await serve({ trustProxy: "loopback", rateLimits: createRateLimits({ redisUrl: "", multiplier: 1 }) });
      const foreign = await send(`${url}/harlow-sofa.html`, { body: "intent=add-to-cart", headers: { ...navigate, origin: "https://evil.example" } });
      expect(foreign.status).toBe(403);
      expect(foreign.body).toMatch(/^<!doctype html><html lang="de">/);
      expect(foreign.body).toContain("<h1>Das Formular konnte nicht gesendet werden</h1>");
      expect(foreign.body).toContain('<a href="/harlow-sofa.html">Zurück zur Seite</a>');
      process.env.STORE_ID = "6";
      const ip = { "x-forwarded-for": "203.0.113.60" };
      await Promise.all(Array.from({ length: RATE_LIMITS.signup.max }, () => send(`${url}/api/subscribe`, { body: "{}", headers: ip })));
      const limited = await send(`${url}/api/subscribe`, { body: "email=a", headers: { ...navigate, ...ip } });
      expect([limited.status, limited.body.match(/<html lang="(\w+)">/)?.[1]]).toEqual([429, "fr"]);
      expect(limited.body).toMatch(/<p>Ce formulaire a été envoyé trop souvent depuis votre connexion\. Veuillez patienter quelques minutes, puis réessayer\. \(environ \d+ min\)<\/p>/);
    } finally {
      if (before === undefined) delete process.env.STORE_ID;
      else process.env.STORE_ID = before;
    }
  });
});
