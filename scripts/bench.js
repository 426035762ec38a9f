// npm run bench: server throughput of the full fixture landing page and of a product detail
// page against a bare page on the same server, and the gzip size of the client JavaScript
// each page loads.
//
// - Builds only when needed (build/index.js missing or older than the sources), using the
//   same check as `npm start`; BENCH_BUILD=1 forces a fresh `remix build`.
// - Starts the storefront in this process on 127.0.0.1 (embedded fixture back office,
//   NODE_ENV=production, LOG_LEVEL=error so request logging does not distort the numbers).
// - autocannon runs in a worker thread (BENCH_WORKERS, default 1; 0 = this thread), so the
//   load generator does not share the server's event loop. Per URL: a 2 s warm-up that is
//   not measured, then a measured run of BENCH_SECONDS (default 8) with BENCH_CONNECTIONS
//   (default 10) connections. Requests look like a desktop Chrome's first visit (no cookie,
//   gzip accepted, so response compression is part of the cost, as it is in production).
// - Prints a table and writes the numbers to bench-results/latest.json.
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { buildIfNeeded } from "./start.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RESULTS_DIR = path.join(ROOT, "bench-results");

const PAGES = [
  { name: "guide", path: "/guide/autumn-living", label: "full fixture landing page" },
  { name: "detail", path: "/harlow-sofa.html", label: "product detail page" },
  { name: "bare", path: "/", label: "minimal home page (header, heading, footer)" },
];

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

const SECONDS = envNumber("BENCH_SECONDS", 8, 1);
const WARMUP_SECONDS = 2;
const CONNECTIONS = envNumber("BENCH_CONNECTIONS", 10, 1);
const WORKERS = envNumber("BENCH_WORKERS", 1, 0);
const GZIP_LEVEL = 9;
const TOP_FILES = 5;

const HEADERS = {
  "user-agent":
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-language": "en-US,en;q=0.9",
  "accept-encoding": "gzip, deflate",
};

// A hang must not outlive the run: warm-ups + measured runs + generous slack for build and fetches.
const WATCHDOG_MS = (PAGES.length * (WARMUP_SECONDS + SECONDS) + 300) * 1000;

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

/** Script URLs the HTML loads: <script src>, <link rel=modulepreload href>, imports in inline module scripts. */
function scriptUrlsInHtml(html, pageUrl) {
  const urls = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = attributes(m[1]);
    if (attrs.src) urls.push(attrs.src);
    else if (attrs.type === "module") urls.push(...moduleSpecifiers(m[2], { dynamic: true }));
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

/** @param {string} url */
async function throughput(url) {
  await cannon(url, WARMUP_SECONDS);
  const result = await cannon(url, SECONDS);
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
  };
}

// --- output --------------------------------------------------------------------------

const kib = (bytes) => (bytes / 1024).toFixed(1);
const fmt = (n, digits = 0) => n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** @param {string[][]} rows first row is the header; first column left-aligned, the rest right-aligned */
function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const line = (row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  return [line(rows[0]), widths.map((w) => "-".repeat(w)).join("  "), ...rows.slice(1).map(line)].join("\n");
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

async function main() {
  if (process.env.BENCH_BUILD === "1") {
    console.log("BENCH_BUILD=1: building…");
    const result = spawnSync("npx", ["remix", "build"], { cwd: ROOT, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
    if (result.status !== 0) process.exit(result.status ?? 1);
  } else {
    buildIfNeeded();
  }

  process.env.NODE_ENV = "production";
  process.env.LOG_LEVEL = "error";
  const { startApp } = await import("../server/index.js");
  const loadBefore = os.loadavg()[0];
  const app = await startApp({ port: 0, host: "127.0.0.1" });
  console.log(`\nStorefront on ${app.url} (fixture back office ${app.backofficeUrl})`);
  console.log(
    `${os.cpus().length} CPUs, Node ${process.version}; autocannon: ${CONNECTIONS} connections, ` +
      `${WARMUP_SECONDS} s warm-up + ${SECONDS} s measured per URL, ${WORKERS ? `${WORKERS} worker thread(s)` : "main thread"}\n`,
  );
  const busyBefore = await machineBusy();
  if (busyBefore > 0.25) {
    console.warn(
      `warning: the CPUs were ${(busyBefore * 100).toFixed(0)}% busy just before the run; other work on this machine will distort the numbers\n`,
    );
  }

  try {
    // Fail before spending any time on load if a page does not answer 200.
    for (const page of PAGES) await expectOk(`${app.url}${page.path}`);
    const pages = {};
    for (const page of PAGES) {
      const url = `${app.url}${page.path}`;
      console.log(`Benchmarking ${page.path} (${page.label})…`);
      const load = await throughput(url);
      const js = await clientJavaScript(url);
      pages[page.name] = { ...page, url, load, js };
    }

    const { guide, detail, bare } = pages;
    const ratio = guide.load.rps / bare.load.rps;
    const detailRatio = detail.load.rps / bare.load.rps;

    console.log("\nServer throughput (HTML documents)");
    console.log(
      table([
        ["page", "req/s (mean)", "p50 ms", "p99 ms", "requests", "non-2xx", "errors", "timeouts"],
        ...Object.values(pages).map(({ path: p, load }) => [
          p,
          fmt(load.rps, 1),
          fmt(load.latencyP50Ms),
          fmt(load.latencyP99Ms),
          fmt(load.requests),
          fmt(load.non2xx),
          fmt(load.errors),
          fmt(load.timeouts),
        ]),
      ]),
    );
    console.log(`guide / bare req/s ratio: ${ratio.toFixed(3)} (guide serves ${(ratio * 100).toFixed(1)}% of the bare page's rate)`);
    console.log(`detail / bare req/s ratio: ${detailRatio.toFixed(3)} (detail serves ${(detailRatio * 100).toFixed(1)}% of the bare page's rate)`);

    console.log(`\nClient JavaScript per page (gzip level ${GZIP_LEVEL}, de-duplicated)`);
    console.log(
      table([
        ["page", "files", "raw bytes", "gzip bytes", "gzip KiB"],
        ...Object.values(pages).map(({ path: p, js }) => [p, String(js.files), fmt(js.bytes), fmt(js.gzipBytes), kib(js.gzipBytes)]),
      ]),
    );
    const extra = guide.js.gzipBytes - bare.js.gzipBytes;
    console.log(`guide loads ${fmt(extra)} gzip bytes (${kib(extra)} KiB) more than the bare page`);
    for (const { path: p, js } of Object.values(pages)) {
      if (js.extraViaImports.length) console.log(`note: ${p} also imports, without listing them in the HTML: ${js.extraViaImports.join(", ")}`);
      console.log(`\nLargest files for ${p}`);
      console.log(
        table([
          ["file", "raw bytes", "gzip bytes", "gzip KiB"],
          ...js.largest.map((file) => [file.path, fmt(file.bytes), fmt(file.gzipBytes), kib(file.gzipBytes)]),
        ]),
      );
    }

    const report = {
      date: new Date().toISOString(),
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
        workers: WORKERS,
        gzipLevel: GZIP_LEVEL,
        headers: HEADERS,
      },
      pages: Object.fromEntries(
        Object.values(pages).map(({ name, path: p, label, load, js }) => [name, { path: p, label, load, js }]),
      ),
      guideToBareRpsRatio: ratio,
      detailToBareRpsRatio: detailRatio,
      guideExtraJsGzipBytes: extra,
    };
    mkdirSync(RESULTS_DIR, { recursive: true });
    const out = path.join(RESULTS_DIR, "latest.json");
    writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nWrote ${path.relative(ROOT, out)}`);
  } finally {
    await app.close();
  }
}

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
