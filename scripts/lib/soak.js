// `npm run bench -- --soak` (issue 20, item 6): the storefront under steady load for a long
// time, as deployed: a real `node server/index.js` process (production, embedded fixture back
// office, default caches), held at BENCH_SOAK_CONNECTIONS (default 50) connections by
// autocannon on a mix of landing pages, product pages and API reads for BENCH_SOAK_SECONDS
// (default 600). Writes are left out: their per-address rate limits would answer the one
// load generator with 429s, which measures the limit, not the server.
//
// It reports requests, errors (connection errors and timeouts), answers by status (no 5xx
// allowed), latency p50/p99 and the server's resident memory, read from its own /metrics
// (process_resident_memory_bytes) every few seconds: "flat" means the median of the last
// minute is less than 10% above the median of the minute after the warm-up (the first 10% of
// the run, at least 30 s, in which caches fill and the JIT settles). Then it stops the server
// with SIGTERM, as a platform would, and reports how long the server took to exit and with
// which code.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { exited, freePort, isRunning } from "./local-servers.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** What a shopper's browser asks for, in the proportions of a page view and its reads. */
export const SOAK_MIX = [
  "/guide/autumn-living",
  "/guide/bare",
  "/guide/sale",
  "/",
  "/harlow-sofa.html",
  "/arc-floor-lamp.html",
  "/api/reviews?spuId=501&page=1&sort=rating-desc",
  "/api/scenes?ids=101%2C102",
  "/api/quick-view?url=harlow-sofa.html",
  "/api/promotion-tips",
  "/api/account",
];

/** Issue 20's bar: RSS growth after the warm-up stays under this share. */
export const MAX_RSS_GROWTH = 0.1;
const SAMPLE_EVERY_MS = 5_000;
const HEADERS = { accept: "text/html,application/json;q=0.9,*/*;q=0.8", "accept-encoding": "gzip, deflate, br" };

/** @param {string} name @param {number} fallback */
function envSeconds(name, fallback) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 10) throw new Error(`${name} must be a number of seconds, at least 10 (got ${process.env[name]})`);
  return value;
}

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
};

/**
 * Memory growth over a run, from timed RSS samples: the last minute's median against the
 * median of the minute after the warm-up.
 * @param {{ at: number, rss: number }[]} samples seconds since the start, bytes
 * @param {{ warmupSeconds: number, totalSeconds: number, windowSeconds?: number }} run
 */
export function rssGrowth(samples, { warmupSeconds, totalSeconds, windowSeconds = 60 }) {
  const window = Math.min(windowSeconds, (totalSeconds - warmupSeconds) / 2);
  const after = samples.filter((s) => s.at >= warmupSeconds && s.at < warmupSeconds + window).map((s) => s.rss);
  const last = samples.filter((s) => s.at >= totalSeconds - window).map((s) => s.rss);
  const baseline = median(after);
  const end = median(last);
  return { baseline, end, growth: (end - baseline) / baseline };
}

/** @param {string} url */
async function residentMemory(url) {
  const text = await (await fetch(`${url}/metrics`)).text();
  const match = /^process_resident_memory_bytes (\d+(?:\.\d+)?(?:e\+\d+)?)$/m.exec(text);
  return match ? Number(match[1]) : NaN;
}

async function startStorefront() {
  const port = await freePort();
  const child = spawn(process.execPath, ["server/index.js"], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "error", WEB_CONCURRENCY: "1" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.setEncoding("utf8").on("data", (chunk) => (stderr += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (!isRunning(child)) throw new Error(`the storefront exited before it served: ${stderr}`);
    const ok = await fetch(`${url}/healthz`).then((r) => r.ok, () => false);
    if (ok) return { child, url, stderr: () => stderr };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error("the storefront did not answer /healthz within 30 s");
}

export async function soak() {
  const seconds = envSeconds("BENCH_SOAK_SECONDS", 600);
  const connections = Number(process.env.BENCH_SOAK_CONNECTIONS ?? 50);
  const warmupSeconds = Math.max(30, seconds * 0.1);
  const server = await startStorefront();
  try {
    for (const pathAndQuery of SOAK_MIX) {
      const response = await fetch(`${server.url}${pathAndQuery}`, { headers: HEADERS });
      if (response.status !== 200) throw new Error(`${pathAndQuery} answered ${response.status} before the soak; expected 200`);
      await response.arrayBuffer();
    }
    console.log(`Soak: ${connections} connections for ${seconds} s on ${SOAK_MIX.length} URLs (warm-up ${warmupSeconds} s)…`);
    const started = Date.now();
    /** @type {{ at: number, rss: number }[]} */
    const samples = [];
    const sampler = setInterval(() => {
      residentMemory(server.url).then((rss) => samples.push({ at: (Date.now() - started) / 1000, rss }), () => {});
    }, SAMPLE_EVERY_MS);
    const result = await autocannon({
      url: server.url,
      connections,
      duration: seconds,
      headers: HEADERS,
      requests: SOAK_MIX.map((p) => ({ method: "GET", path: p })),
    });
    clearInterval(sampler);
    const memory = rssGrowth(samples, { warmupSeconds, totalSeconds: seconds });

    const stopStarted = Date.now();
    server.child.kill("SIGTERM");
    await exited(server.child);
    const shutdown = { ms: Date.now() - stopStarted, exitCode: server.child.exitCode };

    const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count]));
    const serverErrors = Object.entries(statuses).filter(([code]) => Number(code) >= 500).reduce((sum, [, count]) => sum + count, 0);
    const report = {
      seconds,
      connections,
      urls: SOAK_MIX,
      requests: result.requests.total,
      rps: result.requests.average,
      errors: result.errors,
      timeouts: result.timeouts,
      statuses,
      serverErrors,
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      rss: { ...memory, samples: samples.length },
      shutdown,
    };
    report.pass = report.errors === 0 && report.timeouts === 0 && serverErrors === 0 && memory.growth < MAX_RSS_GROWTH && shutdown.exitCode === 0;
    printSoak(report);
    return report;
  } finally {
    if (isRunning(server.child)) server.child.kill("SIGKILL");
  }
}

/** @param {any} r */
function printSoak(r) {
  const mib = (bytes) => (bytes / 1024 / 1024).toFixed(1);
  console.log(
    [
      `\nSoak (${r.connections} connections, ${r.seconds} s, ${r.urls.length} URLs): ${r.requests.toLocaleString("en-US")} requests, ${r.rps.toFixed(0)} req/s`,
      `  errors ${r.errors}, timeouts ${r.timeouts}, 5xx ${r.serverErrors}; statuses ${JSON.stringify(r.statuses)}`,
      `  latency p50 ${r.latencyP50Ms} ms, p99 ${r.latencyP99Ms} ms`,
      `  server RSS ${mib(r.rss.baseline)} MiB after the warm-up → ${mib(r.rss.end)} MiB at the end (${(r.rss.growth * 100).toFixed(1)}%, limit ${MAX_RSS_GROWTH * 100}%; ${r.rss.samples} samples)`,
      `  SIGTERM: exited with ${r.shutdown.exitCode} after ${r.shutdown.ms} ms`,
      `  verdict: ${r.pass ? "PASS" : "FAIL"} (0 errors, 0 5xx, RSS growth under ${MAX_RSS_GROWTH * 100}%, clean exit)`,
    ].join("\n"),
  );
}
