// Prometheus metrics (issue 14, "What operators watch"): request latency by route, cache
// outcomes, back-office latency and failures, plus Node's default process metrics, all in one
// registry that GET /metrics answers with.
import cluster from "node:cluster";
import { randomUUID } from "node:crypto";
import { AggregatorRegistry, Counter, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { singleton } from "./singleton.js";

// Through singleton: the host and the Remix build each load this file, and registering a
// metric name twice in one registry throws "already registered"; it also keeps the counts
// the app makes and the ones the host serves in the same place.
const metrics = singleton("metrics", () => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  if (cluster.isWorker) {
    // The primary asks every worker for its figures (prom-client's cluster protocol) and adds
    // them up, so /metrics shows the instance, whichever worker a scrape reaches.
    new AggregatorRegistry();
    AggregatorRegistry.setRegistries([registry]);
  }
  return {
    registry,
    requestDuration: new Histogram({
      name: "storefront_http_request_duration_seconds",
      help: "Time to answer an HTTP request, by route label, method and status code.",
      labelNames: /** @type {const} */ (["route", "method", "status"]),
      registers: [registry],
    }),
    cacheEvents: new Counter({
      name: "storefront_cache_events_total",
      help: "Cache lookups by cache and outcome (hit, miss, stale).",
      labelNames: /** @type {const} */ (["cache", "outcome"]),
      registers: [registry],
    }),
    backofficeDuration: new Histogram({
      name: "storefront_backoffice_call_duration_seconds",
      help: "Time of a back-office call, by call name and outcome (ok, error).",
      labelNames: /** @type {const} */ (["call", "outcome"]),
      registers: [registry],
    }),
    backofficeFailures: new Counter({
      name: "storefront_backoffice_call_failures_total",
      help: "Back-office calls that failed, by call name.",
      labelNames: /** @type {const} */ (["call"]),
      registers: [registry],
    }),
    callsBeforeFirstByte: new Histogram({
      name: "storefront_backoffice_calls_before_first_byte",
      help: "Back-office calls a response waited for before its first byte, by route label (issue 15: a product page at most 5).",
      labelNames: /** @type {const} */ (["route"]),
      buckets: [0, 1, 2, 3, 4, 5, 6, 8, 10, 15, 20, 30],
      registers: [registry],
    }),
  };
});

export const registry = metrics.registry;

const CACHE_OUTCOMES = new Set(["hit", "miss", "stale"]);

// A metric must never fail the request it measures: bad input is dropped, not thrown.
/** @param {unknown} seconds */
const isDuration = (seconds) => typeof seconds === "number" && Number.isFinite(seconds) && seconds >= 0;

/**
 * Records one answered request. `route` is a low-cardinality name (see routeLabel), never the
 * raw path: each distinct label value is a new time series.
 * @param {{ route: string, method: string, status: number | string, seconds: number }} request
 */
export function observeRequest({ route, method, status, seconds }) {
  if (!isDuration(seconds)) return;
  metrics.requestDuration.observe({ route, method: String(method).toUpperCase(), status: String(status) }, seconds);
}

/**
 * Counts one cache lookup; an outcome other than hit, miss or stale is ignored.
 * @param {string} cache
 * @param {"hit" | "miss" | "stale"} outcome
 */
export function countCache(cache, outcome) {
  if (!CACHE_OUTCOMES.has(outcome)) return;
  metrics.cacheEvents.inc({ cache, outcome });
}

/**
 * Records one back-office call and, when it failed, counts the failure.
 * @param {{ call: string, seconds: number, ok: boolean }} result
 */
export function observeBackofficeCall({ call, seconds, ok }) {
  if (isDuration(seconds)) metrics.backofficeDuration.observe({ call, outcome: ok ? "ok" : "error" }, seconds);
  if (!ok) metrics.backofficeFailures.inc({ call });
}

/**
 * Records how many back-office calls one response waited for before its first byte
 * (server/request-context.js). `_sum` over `_count` is the mean per request.
 * @param {string} route a routeLabel
 * @param {number} calls
 */
export function observeCallsBeforeFirstByte(route, calls) {
  if (!Number.isInteger(calls) || calls < 0) return;
  metrics.callsBeforeFirstByte.observe({ route }, calls);
}

/**
 * GET /metrics: the registry in Prometheus' text format. no-store because it is live state a
 * CDN must never serve from cache.
 * @param {unknown} _req
 * @param {{ statusCode: number, setHeader(name: string, value: string): unknown, end(body: string): unknown }} res
 * @param {(error?: unknown) => void} next
 */
export async function metricsHandler(_req, res, next) {
  try {
    const body = cluster.isWorker ? await instanceMetrics() : await registry.metrics();
    res.statusCode = 200;
    res.setHeader("Content-Type", registry.contentType);
    res.setHeader("Cache-Control", "private, no-store");
    res.end(body);
  } catch (error) {
    next(error);
  }
}

/**
 * The route label for a URL path: a handful of fixed names, so product URLs, guide keys and
 * query strings do not each become a time series.
 * @param {string} path
 * @returns {string}
 */
export function routeLabel(path) {
  const pathname = path.split(/[?#]/, 1)[0] ?? "";
  if (pathname === "/") return "home";
  if (pathname === "/guide" || pathname.startsWith("/guide/")) return "guide";
  // Also /preview-frame…: both are the back office's preview.
  if (pathname.startsWith("/preview")) return "preview";
  if (pathname.startsWith("/api/")) {
    const name = pathname.slice("/api/".length).split("/", 1)[0] ?? "";
    return /^[a-z-]+$/.test(name) ? `api/${name}` : "api/other";
  }
  if (pathname.startsWith("/build/")) return "assets";
  if (pathname === "/healthz") return "healthz";
  if (pathname === "/metrics") return "metrics";
  if (pathname.endsWith(".html")) return "product";
  return "other";
}

const METRICS_REQUEST = "storefront:metrics-request";
const METRICS_ANSWER = "storefront:metrics-answer";
const METRICS_TIMEOUT_MS = 5000;

/**
 * In a worker: every worker's figures added up, from the primary (see servePrimaryMetrics).
 * @returns {Promise<string>}
 */
function instanceMetrics() {
  return new Promise((resolve, reject) => {
    const id = randomUUID();
    /** @param {any} message */
    const onMessage = (message) => {
      if (message?.type !== METRICS_ANSWER || message.id !== id) return;
      done();
      if (typeof message.text === "string") resolve(message.text);
      else reject(new Error(`the primary could not collect the metrics: ${message.error}`));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`the primary did not answer for the metrics within ${METRICS_TIMEOUT_MS} ms`));
    }, METRICS_TIMEOUT_MS);
    const done = () => {
      clearTimeout(timer);
      process.off("message", onMessage);
    };
    process.on("message", onMessage);
    process.send?.({ type: METRICS_REQUEST, id });
  });
}

/**
 * In the primary: answers a worker's request for the instance's metrics by collecting every
 * worker's registry (prom-client's AggregatorRegistry). Call once.
 * @param {import("node:cluster").Cluster} primary
 */
export function servePrimaryMetrics(primary) {
  const aggregator = new AggregatorRegistry();
  primary.on("message", (worker, message) => {
    if (message?.type !== METRICS_REQUEST) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: METRICS_ANSWER, id: message.id, text }),
      (error) => worker.send({ type: METRICS_ANSWER, id: message.id, error: error instanceof Error ? error.message : String(error) }),
    );
  });
}
