import { Counter } from "prom-client";
import { describe, expect, it, vi } from "vitest";
import { countCache, metricsHandler, observeBackofficeCall, observeRequest, registry, routeLabel } from "../../server/metrics.js";

// The registry is one per process (server/singleton.js), so each test uses label values of
// its own and reads the value a line reports, never a total across tests.
async function sample(line: string): Promise<number | undefined> {
  const found = (await registry.metrics()).split("\n").find((text) => text.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

describe("routeLabel", () => {
  it("maps a path to one of a few fixed names", () => {
    const cases: [string, string][] = [
      ["/", "home"],
      ["/guide/autumn-living", "guide"],
      ["/guide/autumn-living?discounts=1", "guide"],
      ["/preview", "preview"],
      ["/preview/modules", "preview"],
      ["/preview-frame/product/harlow-sofa", "preview"],
      ["/api/cart", "api/cart"],
      ["/api/coupon-claim/42", "api/coupon-claim"],
      ["/api/Cart", "api/other"],
      ["/api/v2", "api/other"],
      ["/api/", "api/other"],
      ["/build/_assets/root-ABC.css", "assets"],
      ["/healthz", "healthz"],
      ["/metrics", "metrics"],
      ["/harlow-sofa.html", "product"],
      ["/living-room/harlow-sofa.html?sku=2", "product"],
      ["/favicon.ico", "other"],
      ["/healthz/extra", "other"],
      ["/some/unknown/path", "other"],
    ];
    expect(cases.map(([path]) => [path, routeLabel(path)])).toEqual(cases);
  });
});

describe("metrics", () => {
  it("counts cache misses and hits per cache", async () => {
    countCache("test-cache-a", "miss");
    countCache("test-cache-a", "hit");
    expect(await sample('storefront_cache_events_total{cache="test-cache-a",outcome="miss"}')).toBe(1);
    expect(await sample('storefront_cache_events_total{cache="test-cache-a",outcome="hit"}')).toBe(1);
    expect(await sample('storefront_cache_events_total{cache="test-cache-a",outcome="stale"}')).toBeUndefined();
  });

  it("ignores a cache outcome other than hit, miss or stale", async () => {
    countCache("test-cache-b", "expired" as "hit");
    expect(await registry.metrics()).not.toContain('cache="test-cache-b"');
  });

  it("times back-office calls and counts the failures", async () => {
    observeBackofficeCall({ call: "test-call", seconds: 0.2, ok: true });
    observeBackofficeCall({ call: "test-call", seconds: 1.5, ok: false });
    expect(await sample('storefront_backoffice_call_failures_total{call="test-call"}')).toBe(1);
    expect(await sample('storefront_backoffice_call_duration_seconds_count{call="test-call",outcome="ok"}')).toBe(1);
    expect(await sample('storefront_backoffice_call_duration_seconds_count{call="test-call",outcome="error"}')).toBe(1);
  });

  it("times requests by route, method and status, dropping a duration that is not one", async () => {
    observeRequest({ route: "test-route", method: "get", status: 404, seconds: 0.03 });
    observeRequest({ route: "test-route", method: "GET", status: 404, seconds: Number.NaN });
    expect(await sample('storefront_http_request_duration_seconds_count{route="test-route",method="GET",status="404"}')).toBe(1);
    expect(await sample('storefront_http_request_duration_seconds_bucket{le="0.05",route="test-route",method="GET",status="404"}')).toBe(1);
    expect(await sample('storefront_http_request_duration_seconds_bucket{le="0.025",route="test-route",method="GET",status="404"}')).toBe(0);
  });

  it("collects Node's default metrics into the registry", async () => {
    expect(await registry.metrics()).toContain("process_cpu_user_seconds_total");
  });

  it("answers /metrics in Prometheus' format, never cached", async () => {
    const headers: Record<string, string> = {};
    let body = "";
    const res = {
      statusCode: 0,
      setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
      end: (text: string) => (body = text),
    };
    const next = vi.fn();
    await metricsHandler({}, res, next);
    expect(next).not.toHaveBeenCalled();
    expect(res.statusCode).toBe(200);
    expect(headers).toEqual({ "content-type": registry.contentType, "cache-control": "private, no-store" });
    expect(body).toContain("# TYPE storefront_cache_events_total counter");
  });

  it("survives a second copy of the module, as the Remix build loads one", async () => {
    // The hazard singleton avoids: a metric name registered twice in one registry throws.
    expect(() => new Counter({ name: "storefront_cache_events_total", help: "again", registers: [registry] })).toThrow(/already been registered/);

    vi.resetModules();
    const second = await import("../../server/metrics.js");
    // A fresh evaluation of the file (its own functions), sharing the first one's registry.
    expect(second.countCache).not.toBe(countCache);
    expect(second.registry).toBe(registry);
    second.countCache("test-cache-c", "stale");
    countCache("test-cache-c", "stale");
    expect(await sample('storefront_cache_events_total{cache="test-cache-c",outcome="stale"}')).toBe(2);
  });
});
