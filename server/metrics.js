// Prometheus metrics (issue 14, "What operators watch"): request latency by route, cache
// outcomes, back-office latency and failures, plus Node's default process metrics, all in one
// registry that GET /metrics answers with.
import { Counter, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { singleton } from "./singleton.js";

// Through singleton: the host and the Remix build each load this file, and registering a
// metric name twice in one registry throws "already registered"; it also keeps the counts
// the app makes and the ones the host serves in the same place.
const metrics = singleton("metrics", () => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
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
 * GET /metrics: the registry in Prometheus' text format. no-store because it is live state a
 * CDN must never serve from cache.
 * @param {unknown} _req
 * @param {{ statusCode: number, setHeader(name: string, value: string): unknown, end(body: string): unknown }} res
 * @param {(error?: unknown) => void} next
 */
export async function metricsHandler(_req, res, next) {
  try {
    const body = await registry.metrics();
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
