// npm run bench: what the storefront's pages cost on this machine, in one run (issue 14,
// item 7; docs/performance.md): server throughput of the full fixture landing page and of a
// product detail page against the bare page (`/guide/bare`: one main title) in three server configurations, back-office calls
// per page on a cold and on a warm cache, and the gzip size of the client JavaScript each
// page loads.
//
// - Builds only when needed (build/index.js missing or older than the sources), using the
//   same check as `npm start`; BENCH_BUILD=1 forces a fresh `npm run build`.
// - Configurations, one after another, each on fresh servers (NODE_ENV=production,
//   LOG_LEVEL=error so request logging does not distort the numbers, embedded fixture back
//   office unless BACKOFFICE_URL is set):
//     embedded  the default caches: page cache and back-office answers in the in-process LRU;
//     redis     the same caches in a redis-server this script starts on a free port (no
//               persistence) and stops at the end; skipped, saying why, without redis-server;
//     render    PAGE_CACHE=off: every page rendered, back-office answers still cached (the
//               render cost the next issue's figures use).
//   Each server runs in a worker thread of this process with its own environment: the Remix
//   build keeps process-wide state (the back-office client remembers the first back office
//   and caches it was given), so a second startApp() in one module graph would not be fresh.
// - Back-office calls per page: on a fresh server, the guide's and the product page's first
//   request (cold caches) and the next one (warm), counted from /metrics
//   (storefront_backoffice_call_duration_seconds_count, summed, before and after each request);
//   and of those, the calls the response waited for before its first byte
//   (storefront_backoffice_calls_before_first_byte_sum), the product page's cold request
//   marked PASS or FAIL against issue 15's target (at most 5).
// - Throughput: autocannon runs in a worker thread (BENCH_WORKERS, default 1; 0 = this
//   thread), so the load generator does not share the server's event loop. Each URL gets a
//   2 s warm-up that is not measured (it also warms the caches); then BENCH_ROUNDS rounds
//   (default 5) each measure every URL in turn for BENCH_SECONDS (default 3) with
//   BENCH_CONNECTIONS (default 50) connections, each round starting one URL further on. A
//   page's figures are the medians over the rounds, and its ratio to the bare page is the
//   median of the rounds' ratios: the bare page is measured beside it in each round, so a
//   machine that slows down for a while (these are shared) moves both sides of a ratio, and a
//   round that it slows down in the middle of moves the median little. Requests look
//   like a desktop Chrome's first visit (no cookie; Chrome's Accept-Encoding and
//   Sec-CH-UA-Mobile), so response compression is part of the cost, as it is in production.
//   Each page's req/s is divided by the bare page's of the same configuration; guide and
//   product in `embedded` and `redis` are marked
//   PASS or FAIL against issue 14's target (>= 0.90x the bare page, p99 <= 50 ms). The run
//   only reports: it does not fail on a missed target.
// - Client JavaScript: measured once, on the `embedded` server: the files the HTML lists, and
//   (issue 15 item 7) every script Chromium loads for the page on a desktop and a phone,
//   scrolled to the bottom, against the issue's budgets (scripts/lib/page-weight.js). The
//   servers read a copy of the fixtures with one more template, `banners-only`.
// - Lighthouse (scripts/lib/lighthouse.js; mobile, simulated throttling) on the full landing
//   page and the product page of the `embedded` server, against issue 15's targets.
// - Prints tables and writes the numbers to bench-results/latest.json.
// - `npm run bench -- --soak` runs the long soak instead (scripts/lib/soak.js; issue 20, item 6).
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { startRedis } from "./lib/local-servers.js";
import { soak } from "./lib/soak.js";
import { lighthouseReport } from "./lib/lighthouse.js";
import { GZIP_LEVEL, openBrowser } from "./lib/page-weight.js";
import { buildProduction } from "./build.js";
import { buildIfNeeded } from "./start.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RESULTS_DIR = path.join(ROOT, "bench-results");

const PAGES = [
  { name: "guide", path: "/guide/autumn-living", label: "full fixture landing page" },
  { name: "detail", path: "/harlow-sofa.html", label: "product detail page" },
  { name: "bare", path: "/guide/bare", label: "bare landing page: one main title (fixtures/templates/bare.json)" },
];
/** The pages whose back-office calls are counted and that the target applies to. */
const RICH_PAGES = PAGES.filter((page) => page.name !== "bare");

/**
 * The server configurations. `env` is applied on top of this process's environment: a value
 * of undefined removes the variable, so a REDIS_URL or PAGE_CACHE in the shell cannot leak
 * into another configuration. `redis: true` sets REDIS_URL to the redis-server started here.
 */
const CONFIGS = [
  {
    name: "embedded",
    label: "default caches, in-process LRU",
    env: { REDIS_URL: undefined, PAGE_CACHE: undefined, SERVER_CACHE: undefined },
    target: true,
  },
  {
    name: "redis",
    label: "default caches in Redis (REDIS_URL)",
    env: { PAGE_CACHE: undefined, SERVER_CACHE: undefined },
    redis: true,
    target: true,
  },
  {
    name: "render",
    label: "PAGE_CACHE=off: pages rendered, back-office answers cached",
    env: { REDIS_URL: undefined, PAGE_CACHE: "off", SERVER_CACHE: undefined },
    target: false,
  },
];

/**
 * Issue 15, item 7: the most client JavaScript (gzip KiB) each page may load, scrolled to the
 * bottom, on either device. `banners` is a page of banners only, made for the bench from the
 * full landing page's banner modules (bannersOnlyFixtures).
 */
const JS_BUDGETS = [
  { name: "guide", path: "/guide/autumn-living", label: "full fixture landing page", kib: 140 },
  { name: "banners", path: "/guide/banners-only", label: "a page of banners only", kib: 110 },
  { name: "bare", path: "/guide/bare", label: "bare landing page", kib: 105 },
  { name: "detail", path: "/harlow-sofa.html", label: "product detail page", kib: 140 },
];

/** Issue 15, item 7: Lighthouse (mobile, simulated throttling) on these pages… */
const LIGHTHOUSE_PAGES = JS_BUDGETS.filter((page) => page.name === "guide" || page.name === "detail");
/** …scores at least this, and CLS and TBT at most this. */
const LIGHTHOUSE_TARGET = { performance: 98, accessibility: 100, cls: 0.02, tbtMs: 100 };

/** Issue 15, item 1: the product page waits for at most this many back-office calls before its first byte. */
const FIRST_BYTE_CALLS_TARGET = { detail: 5 };

/** Issue 14, item 7: with warm caches, guide and product pages serve this share of the bare page's req/s or more… */
const TARGET_RATIO = 0.9;
/** …with a p99 latency no higher than this. */
const TARGET_P99_MS = 50;

/** @param {string} name @param {number} fallback @param {number} min */
function envNumber(name, fallback, min) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) {
    console.error(`${name} must be a number >= ${min} (got "${raw}")`);
    process.exit(2);
  }
  return value;
}

const SECONDS = envNumber("BENCH_SECONDS", 3, 1);
const WARMUP_SECONDS = 2;
const ROUNDS = envNumber("BENCH_ROUNDS", 5, 1);
const CONNECTIONS = envNumber("BENCH_CONNECTIONS", 50, 1);
const WORKERS = envNumber("BENCH_WORKERS", 1, 0);
const TOP_FILES = 5;

const HEADERS = {
  "user-agent":
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-language": "en-US,en;q=0.9",
  "accept-encoding": "gzip, deflate, br, zstd",
  "sec-ch-ua-mobile": "?0",
};

// A hang must not outlive the run: warm-ups + measured runs + generous slack for build,
// server starts, Redis and fetches.
const WATCHDOG_MS = (CONFIGS.length * PAGES.length * (WARMUP_SECONDS + ROUNDS * SECONDS) + 300) * 1000;

// --- client JavaScript ---------------------------------------------------------------

/** Attributes of a start tag, lower-cased names. @param {string} tag */
function attributes(tag) {
  const attrs = {};
  for (const m of tag.matchAll(/([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    attrs[m[1].toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? "";
  }
  return attrs;
}

/** Static `import … from "x"` / `import "x"` specifiers and dynamic `import("x")` in module code. */
function moduleSpecifiers(code, { dynamic }) {
  const found = [];
  for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+)["']/g)) found.push(m[1]);
  if (dynamic) for (const m of code.matchAll(/\bimport\s*\(\s*["']([^"']+)["']\s*\)/g)) found.push(m[1]);
  return found;
}

/**
 * Script URLs the HTML loads: <script src>, <link rel=modulepreload href>, imports in inline
 * module scripts, and the build's files an inline script names (the page's code, which
 * app/components/page-scripts.tsx imports after the first paint).
 */
function scriptUrlsInHtml(html, pageUrl) {
  const urls = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = attributes(m[1]);
    if (attrs.src) urls.push(attrs.src);
    else if (attrs.type === "module") urls.push(...moduleSpecifiers(m[2], { dynamic: true }));
    else for (const name of m[2].matchAll(/"(\/build\/[^"]+\.js)"/g)) urls.push(name[1]);
  }
  for (const m of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = attributes(m[1]);
    if (attrs.href && (attrs.rel ?? "").toLowerCase().split(/\s+/).includes("modulepreload")) urls.push(attrs.href);
  }
  return [...new Set(urls.map((url) => new URL(url, pageUrl).href))];
}

const jsCache = new Map();

/** @param {string} url */
async function fetchJs(url) {
  if (!jsCache.has(url)) {
    jsCache.set(
      url,
      (async () => {
        const response = await fetch(url, { headers: HEADERS });
        if (response.status !== 200) throw new Error(`${url} answered ${response.status}, expected 200`);
        // fetch undoes the server's Content-Encoding, so these are the raw bytes of the file.
        const raw = Buffer.from(await response.arrayBuffer());
        return { raw, gzip: gzipSync(raw, { level: GZIP_LEVEL }).length };
      })(),
    );
  }
  return jsCache.get(url);
}

/**
 * The page's client JavaScript: every script URL in the HTML, plus any module those import
 * statically that the HTML does not list (none expected: Remix modulepreloads them all).
 * Dynamic imports inside the bundles are not followed: they load on demand, not with the page.
 */
async function clientJavaScript(pageUrl) {
  const response = await fetch(pageUrl, { headers: HEADERS, redirect: "manual" });
  const html = await response.text();
  const fromHtml = scriptUrlsInHtml(html, pageUrl);
  const files = new Map();
  const queue = fromHtml.map((url) => ({ url, via: "html" }));
  while (queue.length) {
    const { url, via } = queue.shift();
    if (files.has(url)) continue;
    const { raw, gzip } = await fetchJs(url);
    files.set(url, { url, path: new URL(url).pathname, via, bytes: raw.length, gzipBytes: gzip });
    for (const specifier of moduleSpecifiers(raw.toString("utf8"), { dynamic: false })) {
      if (!/^(\.{0,2}\/)/.test(specifier) || !/\.m?js(\?|$)/.test(specifier)) continue;
      const next = new URL(specifier, url).href;
      if (!files.has(next)) queue.push({ url: next, via: "import" });
    }
  }
  const list = [...files.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    files: list.length,
    fromHtml: fromHtml.length,
    extraViaImports: list.filter((file) => file.via === "import").map((file) => file.path),
    bytes: list.reduce((sum, file) => sum + file.bytes, 0),
    gzipBytes: list.reduce((sum, file) => sum + file.gzipBytes, 0),
    largest: list.slice(0, TOP_FILES).map(({ path: p, bytes, gzipBytes }) => ({ path: p, bytes, gzipBytes })),
    all: list.map(({ path: p, bytes, gzipBytes }) => ({ path: p, bytes, gzipBytes })),
  };
}

// --- servers -------------------------------------------------------------------------

/** In a server worker: start the app with this thread's environment, close it when told. */
async function serveInWorker() {
  const { startApp } = await import("../server/index.js");
  const app = await startApp({ port: 0, host: "127.0.0.1" });
  parentPort?.on("message", (message) => {
    if (message !== "close") return;
    app.close().then(
      () => parentPort?.postMessage({ type: "closed" }),
      (error) => parentPort?.postMessage({ type: "closed", error: String(error?.stack ?? error) }),
    );
  });
  parentPort?.postMessage({ type: "ready", url: app.url, backofficeUrl: app.backofficeUrl });
}

/**
 * A fresh storefront in a worker thread with this process's environment plus `overrides`
 * (undefined removes a variable).
 * @param {Record<string, string | undefined>} overrides
 * @returns {Promise<{ url: string, backofficeUrl: string, close: () => Promise<void> }>}
 */
export function startServer(overrides) {
  /** @type {Record<string, string>} */
  const env = {};
  for (const [name, value] of Object.entries({ ...process.env, NODE_ENV: "production", LOG_LEVEL: "error", ...overrides })) {
    if (value !== undefined) env[name] = value;
  }
  const worker = new Worker(fileURLToPath(import.meta.url), { env, workerData: { role: "server" } });
  return new Promise((resolve, reject) => {
    const failed = (error) => reject(error instanceof Error ? error : new Error(`server worker: ${error}`));
    worker.once("error", failed);
    worker.once("exit", (code) => failed(`server worker exited (${code}) before it was ready`));
    worker.once("message", (message) => {
      worker.removeAllListeners("error");
      worker.removeAllListeners("exit");
      worker.on("error", (error) => console.error(`server worker: ${error?.stack ?? error}`));
      let closing = null;
      const close = () =>
        (closing ??= new Promise((done) => {
          const timer = setTimeout(done, 10_000);
          worker.on("message", (reply) => {
            if (reply?.type !== "closed") return;
            if (reply.error) console.error(`server worker: closing failed: ${reply.error}`);
            clearTimeout(timer);
            done(undefined);
          });
          worker.postMessage("close");
        }).then(() => worker.terminate().then(() => undefined)));
      resolve({ url: message.url, backofficeUrl: message.backofficeUrl, close });
    });
  });
}

/**
 * A throwaway redis-server for the Redis configuration, or why there is none.
 * @returns {Promise<import("./lib/local-servers.js").RunningRedis | { skipped: string }>}
 */
async function redisOrWhyNot() {
  try {
    return await startRedis();
  } catch (error) {
    return { skipped: error instanceof Error ? error.message : String(error) };
  }
}

// --- metrics -------------------------------------------------------------------------

/**
 * Samples of a Prometheus text exposition.
 * @param {string} text
 * @returns {{ name: string, labels: Record<string, string>, value: number }[]}
 */
function parseMetrics(text) {
  const samples = [];
  for (const line of text.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const match = line.match(/^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)/);
    if (!match) continue;
    /** @type {Record<string, string>} */
    const labels = {};
    for (const label of (match[2] ?? "").matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[label[1]] = label[2];
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

/**
 * What the server has counted so far: back-office calls (all, failed, by call) and cache
 * events by "cache outcome".
 * @param {string} baseUrl
 */
async function counters(baseUrl) {
  const response = await fetch(`${baseUrl}/metrics`);
  const text = await response.text();
  if (response.status !== 200) throw new Error(`GET /metrics answered ${response.status}, expected 200`);
  const result = {
    calls: 0,
    failed: 0,
    /** Calls responses waited for before their first byte, summed over every response so far. */
    beforeFirstByte: 0,
    byCall: /** @type {Record<string, number>} */ ({}),
    cache: /** @type {Record<string, number>} */ ({}),
  };
  for (const { name, labels, value } of parseMetrics(text)) {
    if (name === "storefront_backoffice_calls_before_first_byte_sum") {
      result.beforeFirstByte += value;
    } else if (name === "storefront_backoffice_call_duration_seconds_count") {
      result.calls += value;
      if (labels.outcome !== "ok") result.failed += value;
      result.byCall[labels.call] = (result.byCall[labels.call] ?? 0) + value;
    } else if (name === "storefront_cache_events_total") {
      const key = `${labels.cache} ${labels.outcome}`;
      result.cache[key] = (result.cache[key] ?? 0) + value;
    }
  }
  return result;
}

/** after − before, keeping only what changed. @param {Awaited<ReturnType<typeof counters>>} before @param {Awaited<ReturnType<typeof counters>>} after */
function countersDiff(before, after) {
  /** @param {Record<string, number>} a @param {Record<string, number>} b */
  const changed = (a, b) =>
    Object.fromEntries(
      Object.keys(b)
        .map((key) => [key, b[key] - (a[key] ?? 0)])
        .filter(([, value]) => value !== 0)
        .sort(([x], [y]) => String(x).localeCompare(String(y))),
    );
  return {
    calls: after.calls - before.calls,
    failed: after.failed - before.failed,
    beforeFirstByte: after.beforeFirstByte - before.beforeFirstByte,
    byCall: changed(before.byCall, after.byCall),
    cache: changed(before.cache, after.cache),
  };
}

/**
 * One page request and what it cost the back office: its calls, and of those the ones its
 * first byte waited for (the /metrics reads around it wait for nothing).
 * @param {string} baseUrl @param {string} pagePath
 */
export async function countedRequest(baseUrl, pagePath) {
  const before = await counters(baseUrl);
  const started = performance.now();
  const response = await fetch(`${baseUrl}${pagePath}`, { headers: HEADERS, redirect: "manual" });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`GET ${pagePath} answered ${response.status}, expected 200`);
  return { ms, cacheControl: response.headers.get("cache-control"), ...countersDiff(before, await counters(baseUrl)) };
}

/** "miss", "hit", "stale", a mix, or "–" (not asked: turned off, or a page cache hit), for one cache's events. */
function outcome(cache, events) {
  const seen = Object.entries(events)
    .filter(([key]) => key.startsWith(`${cache} `))
    .map(([key, count]) => `${key.slice(cache.length + 1)}${count > 1 ? ` ${count}` : ""}`);
  return seen.length ? seen.join(", ") : "–";
}

// --- throughput ----------------------------------------------------------------------

/** @param {string} url */
async function expectOk(url) {
  const response = await fetch(url, { headers: HEADERS, redirect: "manual" });
  await response.arrayBuffer();
  if (response.status !== 200) {
    throw new Error(
      `GET ${url} answered ${response.status}${response.headers.get("location") ? ` → ${response.headers.get("location")}` : ""}, expected 200; not benchmarking it`,
    );
  }
}

/** @param {string} url @param {number} duration */
function cannon(url, duration) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    headers: HEADERS,
    ...(WORKERS ? { workers: WORKERS } : {}),
  });
}

/** One measured run of a warm URL, with what the back office and the caches did meanwhile. @param {string} baseUrl @param {string} pagePath */
async function measure(baseUrl, pagePath) {
  const before = await counters(baseUrl);
  const result = await cannon(`${baseUrl}${pagePath}`, SECONDS);
  const during = countersDiff(before, await counters(baseUrl));
  return {
    rps: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMeanMs: result.latency.average,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    throughputBytesPerSec: result.throughput.average,
    // The /metrics reads are not part of the run; they hit neither the back office nor a cache.
    backofficeCalls: during.calls,
    backofficeCallsFailed: during.failed,
    cacheEvents: during.cache,
  };
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * A page's rounds as one: medians of the rates and latencies, totals of the counts.
 * @param {Awaited<ReturnType<typeof measure>>[]} rounds
 */
function combine(rounds) {
  const mid = (/** @type {keyof typeof rounds[number]} */ key) => median(rounds.map((round) => /** @type {number} */ (round[key])));
  const sum = (/** @type {keyof typeof rounds[number]} */ key) => rounds.reduce((total, round) => total + /** @type {number} */ (round[key]), 0);
  /** @type {Record<string, number>} */
  const cacheEvents = {};
  for (const round of rounds) for (const [event, count] of Object.entries(round.cacheEvents)) cacheEvents[event] = (cacheEvents[event] ?? 0) + count;
  return {
    rps: mid("rps"),
    latencyP50Ms: mid("latencyP50Ms"),
    latencyP99Ms: mid("latencyP99Ms"),
    latencyMeanMs: mid("latencyMeanMs"),
    throughputBytesPerSec: mid("throughputBytesPerSec"),
    requests: sum("requests"),
    non2xx: sum("non2xx"),
    errors: sum("errors"),
    timeouts: sum("timeouts"),
    backofficeCalls: sum("backofficeCalls"),
    backofficeCallsFailed: sum("backofficeCallsFailed"),
    cacheEvents,
  };
}

// --- output --------------------------------------------------------------------------

const kib = (bytes) => (bytes / 1024).toFixed(1);
const fmt = (n, digits = 0) => n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** @param {string[][]} rows first row is the header; first column left-aligned, the rest right-aligned */
function table(rows, { left = 1 } = {}) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const line = (row) => row.map((cell, i) => (i < left ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  return [line(rows[0]), widths.map((w) => "-".repeat(w)).join("  "), ...rows.slice(1).map(line)].join("\n");
}

/**
 * Issue 15's target for a page's cold request: PASS or FAIL and the figure, or null for a page it does not name.
 * @param {string} pageName
 * @param {{ beforeFirstByte: number }} cold
 */
export function firstByteVerdict(pageName, cold) {
  const most = FIRST_BYTE_CALLS_TARGET[/** @type {keyof typeof FIRST_BYTE_CALLS_TARGET} */ (pageName)];
  if (most === undefined) return null;
  const pass = cold.beforeFirstByte <= most;
  return { pass, most, calls: cold.beforeFirstByte, text: `${pass ? "PASS" : "FAIL"} (≤ ${most})` };
}

/** PASS, or FAIL and what missed, against issue 14's target. @param {{ rps: number, latencyP99Ms: number }} load @param {number} ratio */
function verdict(load, ratio) {
  const missed = [];
  if (!(ratio >= TARGET_RATIO)) missed.push(`ratio < ${TARGET_RATIO.toFixed(2)}`);
  if (!(load.latencyP99Ms <= TARGET_P99_MS)) missed.push(`p99 > ${TARGET_P99_MS} ms`);
  return { pass: missed.length === 0, text: missed.length ? `FAIL (${missed.join(", ")})` : "PASS" };
}

// --- main ----------------------------------------------------------------------------

/** Share of all CPUs' time that was not idle over the next second (this process is idle meanwhile). */
async function machineBusy(ms = 1000) {
  const totals = () =>
    os.cpus().reduce(
      (acc, { times }) => ({ idle: acc.idle + times.idle, all: acc.all + Object.values(times).reduce((a, b) => a + b, 0) }),
      { idle: 0, all: 0 },
    );
  const start = totals();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const end = totals();
  const all = end.all - start.all;
  return all > 0 ? 1 - (end.idle - start.idle) / all : 0;
}

/**
 * One configuration: back-office calls of each rich page on its own fresh server (cold, then
 * warm), then throughput of every page on one more fresh server; client JavaScript too when
 * asked.
 * @param {typeof CONFIGS[number]} config
 * @param {Record<string, string | undefined>} env
 * @param {{ measureJs: boolean }} options
 */
async function runConfig(config, env, { measureJs }) {
  console.log(`\n== ${config.name}: ${config.label}`);
  /** @type {Record<string, any>} */
  const calls = {};
  /** Cold and warm back-office calls of one page on a server that has served nothing yet. */
  const countCalls = async (/** @type {string} */ baseUrl, /** @type {typeof PAGES[number]} */ page) => {
    const cold = await countedRequest(baseUrl, page.path);
    const warm = await countedRequest(baseUrl, page.path);
    calls[page.name] = { path: page.path, cold, warm, firstByteTarget: firstByteVerdict(page.name, cold) };
    console.log(
      `${page.path}: ${cold.calls} back-office calls cold (${cold.beforeFirstByte} before the first byte; ${fmt(cold.ms)} ms), ` +
        `${warm.calls} warm (${warm.beforeFirstByte} before the first byte; ${fmt(warm.ms)} ms; page cache ${outcome("page", warm.cache)})`,
    );
  };
  // Every rich page but the first gets a server of its own for its cold request; the first
  // one's fresh server goes on to the throughput runs.
  const [first, ...others] = RICH_PAGES;
  for (const page of others) {
    const app = await startServer(env);
    try {
      await countCalls(app.url, page);
    } finally {
      await app.close();
    }
  }

  const app = await startServer(env);
  try {
    await countCalls(app.url, first);
    // Fail before spending any time on load if a page does not answer 200.
    for (const page of PAGES) await expectOk(`${app.url}${page.path}`);
    for (const page of PAGES) await cannon(`${app.url}${page.path}`, WARMUP_SECONDS);
    /** @type {Record<string, Awaited<ReturnType<typeof measure>>>[]} */
    const rounds = [];
    for (let round = 1; round <= ROUNDS; round++) {
      /** @type {Record<string, Awaited<ReturnType<typeof measure>>>} */
      const loads = {};
      // Each round starts one page further on, so no page is always measured first.
      for (const page of [...PAGES.slice(round % PAGES.length), ...PAGES.slice(0, round % PAGES.length)]) {
        console.log(`Round ${round}/${ROUNDS}: ${page.path} (${page.label})…`);
        loads[page.name] = await measure(app.url, page.path);
      }
      rounds.push(loads);
    }
    /** @type {Record<string, any>} */
    const pages = {};
    for (const page of PAGES) {
      const perRound = rounds.map((loads) => loads[page.name]);
      const js = measureJs ? await clientJavaScript(`${app.url}${page.path}`) : undefined;
      pages[page.name] = {
        ...page,
        load: combine(perRound),
        rounds: perRound.map(({ rps, latencyP50Ms, latencyP99Ms }) => ({ rps, latencyP50Ms, latencyP99Ms })),
        ratioToBare: median(rounds.map((loads) => loads[page.name].rps / loads.bare.rps)),
        ...(js ? { js } : {}),
      };
      if (config.target && page.name !== "bare") pages[page.name].target = verdict(pages[page.name].load, pages[page.name].ratioToBare);
    }
    const orderedCalls = Object.fromEntries(RICH_PAGES.map((page) => [page.name, calls[page.name]]));
    const weights = measureJs ? await scrolledJavaScript(app.url) : undefined;
    const lighthouse = measureJs ? await lighthouseReports(app.url) : undefined;
    return {
      name: config.name,
      label: config.label,
      env,
      backofficeUrl: app.backofficeUrl,
      pages,
      calls: orderedCalls,
      ...(weights ? { weights } : {}),
      ...(lighthouse ? { lighthouse } : {}),
    };
  } finally {
    await app.close();
  }
}

/**
 * A copy of the fixtures with one more template, `banners-only`: the full landing page's
 * banner modules (type 4) and nothing else, for the banners-only JavaScript budget. The
 * repository's fixtures stay as the tests know them. Returns the folder and its removal.
 */
function bannersOnlyFixtures() {
  const source = path.join(ROOT, "fixtures");
  const dir = mkdtempSync(path.join(os.tmpdir(), "storefront-bench-fixtures-"));
  cpSync(source, dir, { recursive: true });
  const full = JSON.parse(readFileSync(path.join(source, "templates", "autumn-living.json"), "utf8"));
  const banners = full.templatePackageList.filter((entry) => entry.packageType === 4).map((entry, index) => ({ ...entry, sortId: index + 1 }));
  const template = { ...full, id: 990001, urlKey: "banners-only", metaTitle: "Banners only", templatePackageList: banners };
  writeFileSync(path.join(dir, "templates", "banners-only.json"), JSON.stringify(template, null, 2));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The JavaScript of each budgeted page on both devices, in Chromium, scrolled to the bottom.
 * @param {string} baseUrl
 */
async function scrolledJavaScript(baseUrl) {
  console.log("Client JavaScript in Chromium, scrolled to the bottom…");
  const browser = await openBrowser();
  try {
    /** @type {Record<string, any>} */
    const weights = {};
    for (const page of JS_BUDGETS) {
      const devices = {};
      for (const device of /** @type {const} */ (["desktop", "mobile"])) devices[device] = await browser.scripts(`${baseUrl}${page.path}`, device);
      weights[page.name] = { ...page, devices };
    }
    return weights;
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse on each of LIGHTHOUSE_PAGES, one after another (each run has the machine to itself).
 * @param {string} baseUrl
 */
async function lighthouseReports(baseUrl) {
  /** @type {Record<string, any>} */
  const reports = {};
  for (const page of LIGHTHOUSE_PAGES) {
    console.log(`Lighthouse on ${page.path}…`);
    const report = await lighthouseReport(`${baseUrl}${page.path}`);
    const pass =
      report.performance >= LIGHTHOUSE_TARGET.performance &&
      report.accessibility >= LIGHTHOUSE_TARGET.accessibility &&
      report.cls !== null &&
      report.cls <= LIGHTHOUSE_TARGET.cls &&
      report.tbtMs !== null &&
      report.tbtMs <= LIGHTHOUSE_TARGET.tbtMs;
    reports[page.name] = { path: page.path, ...report, pass };
  }
  return reports;
}

async function main() {
  if (process.env.BENCH_BUILD === "1") {
    console.log("BENCH_BUILD=1: building…");
    await buildProduction();
  } else {
    await buildIfNeeded();
  }

  const runStarted = performance.now();
  const loadBefore = os.loadavg()[0];
  console.log(
    `\n${os.cpus().length} CPUs, Node ${process.version}; autocannon: ${CONNECTIONS} connections, ` +
      `${WARMUP_SECONDS} s warm-up per URL, then ${ROUNDS} round(s) of ${SECONDS} s per URL, ${WORKERS ? `${WORKERS} worker thread(s)` : "main thread"}; ` +
      `each server in its own worker thread`,
  );
  const busyBefore = await machineBusy();
  if (busyBefore > 0.25) {
    console.warn(
      `warning: the CPUs were ${(busyBefore * 100).toFixed(0)}% busy just before the run; other work on this machine will distort the numbers`,
    );
  }

  /** @type {Awaited<ReturnType<typeof redisOrWhyNot>> | null} */
  let redis = null;
  /** @type {Record<string, any>} */
  const configs = {};
  const fixtures = bannersOnlyFixtures();
  try {
    for (const config of CONFIGS) {
      /** @type {Record<string, string | undefined>} */
      const env = { ...config.env, FIXTURES_DIR: fixtures.dir };
      if (config.redis) {
        redis ??= await redisOrWhyNot();
        if ("skipped" in redis) {
          console.log(`\n== ${config.name}: skipped: ${redis.skipped}`);
          configs[config.name] = { name: config.name, label: config.label, skipped: redis.skipped };
          continue;
        }
        env.REDIS_URL = redis.url;
        console.log(`\nredis-server on ${redis.url} (no persistence; stopped at the end)`);
      }
      configs[config.name] = await runConfig(config, env, { measureJs: config.name === "embedded" });
    }
  } finally {
    if (redis && "stop" in redis) await redis.stop();
    fixtures.remove();
  }
  const runSeconds = (performance.now() - runStarted) / 1000;

  const measured = CONFIGS.map((config) => configs[config.name]).filter((config) => !config.skipped);
  const embedded = configs.embedded;
  const pageRows = [];
  for (const config of measured) {
    for (const page of Object.values(config.pages)) {
      const { load } = page;
      const pageEvents = load.cacheEvents;
      pageRows.push([
        config.name,
        page.path,
        fmt(load.rps, 1),
        fmt(load.latencyP50Ms),
        fmt(load.latencyP99Ms),
        `${page.ratioToBare.toFixed(3)}×`,
        page.target?.text ?? "–",
        fmt(load.requests),
        fmt(load.non2xx + load.errors + load.timeouts),
        fmt(load.backofficeCalls),
        `${fmt(pageEvents["page hit"] ?? 0)}/${fmt(pageEvents["page stale"] ?? 0)}/${fmt(pageEvents["page miss"] ?? 0)}`,
      ]);
    }
  }
  console.log(
    `\nServer throughput (HTML documents; warm caches; ${CONNECTIONS} connections; medians of ${ROUNDS} round(s) of ${SECONDS} s, ` +
      `requests and calls summed over them; ` +
      `target for guide and product in embedded and redis: ≥ ${TARGET_RATIO.toFixed(2)}× the bare page's req/s and p99 ≤ ${TARGET_P99_MS} ms)`,
  );
  console.log(
    table(
      [
        ["config", "page", "req/s", "p50 ms", "p99 ms", "× bare", "issue 14 target", "requests", "non-2xx/err/timeout", "back-office calls", "page cache hit/stale/miss"],
        ...pageRows,
      ],
      { left: 2 },
    ),
  );
  for (const config of CONFIGS) if (configs[config.name].skipped) console.log(`${config.name}: skipped: ${configs[config.name].skipped}`);

  const callRows = [];
  for (const config of measured) {
    for (const { path: p, cold, warm, firstByteTarget } of Object.values(config.calls)) {
      callRows.push([
        config.name,
        p,
        fmt(cold.calls),
        fmt(cold.beforeFirstByte),
        firstByteTarget?.text ?? "–",
        fmt(cold.ms),
        outcome("page", cold.cache),
        fmt(warm.calls),
        fmt(warm.beforeFirstByte),
        fmt(warm.ms),
        outcome("page", warm.cache),
        outcome("backoffice", warm.cache),
      ]);
    }
  }
  console.log(
    "\nBack-office calls per page (each page on a fresh server: cold = its first request, warm = the next one; " +
      "before first byte = the calls the response waited for before its first byte, the rest streamed after it; " +
      "cache columns: what the page cache and the back-office answer cache did, – = not asked)",
  );
  console.log(
    table(
      [
        [
          "config",
          "page",
          "cold calls",
          "cold before first byte",
          "issue 15 target",
          "cold ms",
          "cold page cache",
          "warm calls",
          "warm before first byte",
          "warm ms",
          "warm page cache",
          "warm back-office cache",
        ],
        ...callRows,
      ],
      { left: 2 },
    ),
  );
  const firstByteTargets = measured.flatMap((config) =>
    Object.entries(config.calls).flatMap(([name, { path: p, firstByteTarget }]) =>
      firstByteTarget ? [{ config: config.name, page: name, path: p, ...firstByteTarget }] : [],
    ),
  );
  console.log(
    `Issue 15 item 1 target (≤ ${FIRST_BYTE_CALLS_TARGET.detail} back-office calls before the product page's first byte, cold): ` +
      `${firstByteTargets.map((t) => `${t.config} ${t.calls} ${t.pass ? "PASS" : "FAIL"}`).join(", ")} → ` +
      `${firstByteTargets.every((t) => t.pass) ? "met" : "not met"} in this run`,
  );
  const failedCalls = measured.flatMap((config) =>
    Object.values(config.calls).flatMap(({ path: p, cold, warm }) => (cold.failed + warm.failed ? [`${config.name} ${p}`] : [])),
  );
  if (failedCalls.length) console.log(`warning: back-office calls failed during: ${failedCalls.join(", ")}`);

  const { guide, detail, bare } = embedded.pages;
  console.log(`\nClient JavaScript per page (gzip level ${GZIP_LEVEL}, de-duplicated; embedded server)`);
  console.log(
    table([
      ["page", "files", "raw bytes", "gzip bytes", "gzip KiB"],
      ...Object.values(embedded.pages).map(({ path: p, js }) => [p, String(js.files), fmt(js.bytes), fmt(js.gzipBytes), kib(js.gzipBytes)]),
    ]),
  );
  const extra = guide.js.gzipBytes - bare.js.gzipBytes;
  console.log(`guide loads ${fmt(extra)} gzip bytes (${kib(extra)} KiB) more than the bare page`);
  for (const { path: p, js } of Object.values(embedded.pages)) {
    if (js.extraViaImports.length) console.log(`note: ${p} also imports, without listing them in the HTML: ${js.extraViaImports.join(", ")}`);
    console.log(`\nLargest files for ${p}`);
    console.log(
      table([
        ["file", "raw bytes", "gzip bytes", "gzip KiB"],
        ...js.largest.map((file) => [file.path, fmt(file.bytes), fmt(file.gzipBytes), kib(file.gzipBytes)]),
      ]),
    );
  }

  const weightRows = [];
  const budgetVerdicts = [];
  for (const page of Object.values(embedded.weights ?? {})) {
    for (const [device, js] of Object.entries(page.devices)) {
      const pass = js.gzipBytes <= page.kib * 1024;
      budgetVerdicts.push({ page: page.name, device, gzipBytes: js.gzipBytes, budgetKib: page.kib, pass });
      weightRows.push([page.path, device, String(js.files), fmt(js.bytes), fmt(js.gzipBytes), kib(js.gzipBytes), `≤ ${page.kib}`, pass ? "PASS" : "FAIL"]);
    }
  }
  if (weightRows.length) {
    console.log(`\nClient JavaScript in Chromium, scrolled to the bottom (gzip level ${GZIP_LEVEL}; issue 15 item 7 budgets)`);
    console.log(table([["page", "device", "files", "raw bytes", "gzip bytes", "gzip KiB", "budget KiB", "verdict"], ...weightRows], { left: 2 }));
    const met = budgetVerdicts.every((verdict) => verdict.pass);
    console.log(`Issue 15 JavaScript budgets: ${met ? "met" : "not met"} in this run`);
  }

  const lighthouseRows = Object.values(embedded.lighthouse ?? {}).map((report) => [
    report.path,
    String(report.performance),
    String(report.accessibility),
    report.cls === null ? "–" : report.cls.toFixed(3),
    report.tbtMs === null ? "–" : fmt(report.tbtMs),
    report.lcpMs === null ? "–" : fmt(report.lcpMs),
    report.failingAccessibilityAudits.join(", ") || "–",
    report.pass ? "PASS" : "FAIL",
  ]);
  if (lighthouseRows.length) {
    const { performance, accessibility, cls, tbtMs } = LIGHTHOUSE_TARGET;
    console.log(`\nLighthouse 12 (mobile, simulated throttling; targets: performance ≥ ${performance}, accessibility ${accessibility}, CLS ≤ ${cls}, TBT ≤ ${tbtMs} ms)`);
    console.log(table([["page", "performance", "accessibility", "CLS", "TBT ms", "LCP ms", "failing accessibility audits", "verdict"], ...lighthouseRows]));
  }

  const targets = measured.flatMap((config) =>
    Object.values(config.pages)
      .filter((page) => page.target)
      .map((page) => ({ config: config.name, page: page.name, path: page.path, ratio: page.ratioToBare, p99Ms: page.load.latencyP99Ms, pass: page.target.pass })),
  );
  const missing = CONFIGS.filter((config) => config.target && configs[config.name].skipped).map((config) => config.name);
  const allPass = missing.length === 0 && targets.every((t) => t.pass);
  console.log(
    `\nIssue 14 item 7 target (≥ ${TARGET_RATIO.toFixed(2)}× bare, p99 ≤ ${TARGET_P99_MS} ms): ` +
      `${targets.map((t) => `${t.config} ${t.page} ${t.pass ? "PASS" : "FAIL"}`).join(", ")}` +
      `${missing.length ? `; not measured: ${missing.join(", ")}` : ""} → ${allPass ? "met" : "not met"} in this run`,
  );

  const report = {
    date: new Date().toISOString(),
    runSeconds,
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? null,
      node: process.version,
      platform: process.platform,
      cpuBusyBefore: busyBefore,
      loadAverage1mBefore: loadBefore,
      loadAverage1mAfter: os.loadavg()[0],
    },
    settings: {
      connections: CONNECTIONS,
      warmupSeconds: WARMUP_SECONDS,
      durationSeconds: SECONDS,
      rounds: ROUNDS,
      workers: WORKERS,
      gzipLevel: GZIP_LEVEL,
      headers: HEADERS,
      target: { ratioToBare: TARGET_RATIO, p99Ms: TARGET_P99_MS },
    },
    configurations: configs,
    targets: { allPass, notMeasured: missing, results: targets },
    // Issue 15, item 1: back-office calls before the product page's first byte (cold request).
    firstByteTargets,
    // As before this run had configurations: the embedded default's figures.
    pages: Object.fromEntries(
      Object.values(embedded.pages).map(({ name, path: p, label, load, js }) => [name, { path: p, label, load, js }]),
    ),
    guideToBareRpsRatio: guide.ratioToBare,
    detailToBareRpsRatio: detail.ratioToBare,
    guideExtraJsGzipBytes: extra,
    // Issue 15: the JavaScript each page loads in Chromium, scrolled to the bottom (embedded.weights has the files).
    javascriptBudgets: budgetVerdicts,
    lighthouse: embedded.lighthouse ?? null,
  };
  mkdirSync(RESULTS_DIR, { recursive: true });
  const out = path.join(RESULTS_DIR, "latest.json");
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(ROOT, out)} (${fmt(runSeconds)} s after the build check)`);
}

if (!isMainThread && workerData?.role === "server") {
  serveInWorker().catch((error) => {
    // The worker's error event carries it to startServer.
    throw error;
  });
} else if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url) && process.argv.includes("--soak")) {
  await buildIfNeeded();
  soak().then(
    (report) => {
      mkdirSync(RESULTS_DIR, { recursive: true });
      writeFileSync(path.join(RESULTS_DIR, "soak.json"), `${JSON.stringify(report, null, 2)}\n`);
      console.log(`\nWrote ${path.relative(ROOT, path.join(RESULTS_DIR, "soak.json"))}`);
      process.exit(0);
    },
    (error) => {
      console.error(`soak failed: ${error?.stack ?? error}`);
      process.exit(1);
    },
  );
} else if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const watchdog = setTimeout(() => {
    console.error(`bench: still running after ${WATCHDOG_MS / 1000} s; giving up`);
    process.exit(1);
  }, WATCHDOG_MS);
  watchdog.unref();

  main().then(
    () => process.exit(0),
    (error) => {
      console.error(`bench failed: ${error?.stack ?? error}`);
      process.exit(1);
    },
  );
}
