import { http, HttpResponse, delay } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  BackofficeError,
  createBackofficeClient,
  DEFAULT_TIMEOUT_MS,
  RESPONSE_CACHE_MS,
  type BackofficeOptions,
} from "~/lib/backoffice.server";
import { registry } from "../../server/metrics.js";
import { withRequestId } from "../../server/request-context.js";
import { BACKOFFICE_URL, fixtureServer } from "../support/msw";
import { takeWarnings } from "../support/logs";

const { server, backoffice } = fixtureServer();
const requests: Request[] = [];
server.events.on("request:start", ({ request }) => {
  requests.push(request.clone());
});

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const guest = { storeId: 3 as const, clientToken: "guest-token" };
const client = (options: Partial<BackofficeOptions> = {}) => createBackofficeClient({ baseUrl: BACKOFFICE_URL, ...options });

describe("back-office client", () => {
  it("uses the spec's 3000 ms defaults for the timeout and the response cache", () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(3000);
    expect(RESPONSE_CACHE_MS).toBe(3000);
  });

  it("returns the template detail validated and normalised by its schema", async () => {
    const info = await client().forCaller(guest).getTemplateDetail({ urlKey: "autumn-living" });
    expect(info?.meta.title).toBe("Autumn Living Room Sale | Loftwell");
    expect(info?.entries[0]?.sortId).toBe(1);
    expect(requests[0]?.url).toBe(`${BACKOFFICE_URL}/api/landing/template-detail`);
    expect(await requests[0]?.json()).toEqual({ urlKey: "autumn-living" });
  });

  it("returns null when the back office has no page info", async () => {
    expect(await client().forCaller(guest).getTemplateDetail({ urlKey: "no-page-info" })).toBeNull();
  });

  it("sends the store, and the client token for guests or the login token for shoppers", async () => {
    await client({ cacheMs: 0 }).forCaller(guest).getRegionList({});
    await client({ cacheMs: 0 }).forCaller({ storeId: 5, clientToken: "guest-token", loginToken: "login" }).getRegionList({});
    expect(requests[0]?.headers.get("x-store-id")).toBe("3");
    expect(requests[0]?.headers.get("x-client-token")).toBe("guest-token");
    expect(requests[0]?.headers.get("authorization")).toBeNull();
    expect(requests[1]?.headers.get("x-store-id")).toBe("5");
    expect(requests[1]?.headers.get("authorization")).toBe("Bearer login");
    expect(requests[1]?.headers.get("x-client-token")).toBeNull();
  });

  it("carries the request id, and times and counts each call for /metrics", async () => {
    const failures = async () =>
      Number((await registry.getMetricsAsJSON()).find((m) => m.name === "storefront_backoffice_call_failures_total")?.values.find((v) => v.labels.call === "getTemplateDetail")?.value ?? 0);
    const before = await failures();
    await withRequestId("req-42", () => client({ cacheMs: 0 }).forCaller(guest).getRegionList({}));
    expect(requests[0]?.headers.get("x-request-id")).toBe("req-42");
    await client().forCaller(guest).getTemplateDetail({ urlKey: "missing" }).catch(() => null);
    expect(await failures()).toBe(before + 1);
    expect(await registry.metrics()).toMatch(/storefront_backoffice_call_duration_seconds_count\{call="getRegionList",outcome="ok"\} [1-9]/);
  });

  it("turns a 404 into an error that names the call and keeps the status", async () => {
    const error = await client().forCaller(guest).getTemplateDetail({ urlKey: "missing" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackofficeError);
    expect(error).toMatchObject({ call: "getTemplateDetail", status: 404 });
    expect(String((error as Error).message)).toBe('back-office call getTemplateDetail failed: answered 404: no template "missing"');
  });

  it("treats an envelope code other than 200 as a failure even on HTTP 200", async () => {
    server.use(http.post(`${BACKOFFICE_URL}/api/checkout/region-list`, () => HttpResponse.json({ code: 500, msg: "db down", data: null })));
    await expect(client().forCaller(guest).getRegionList({})).rejects.toMatchObject({ status: 500, reason: "answered 500: db down" });
  });

  it("rejects a response that does not match its schema, saying where", async () => {
    server.use(http.post(`${BACKOFFICE_URL}/api/checkout/region-list`, () => HttpResponse.json({ code: 200, msg: "ok", data: [{ regionName: "" }] })));
    await expect(client().forCaller(guest).getRegionList({})).rejects.toThrow(
      "back-office call getRegionList failed: the response did not match its schema: item 1 › regionName",
    );
  });

  it("rejects a body that is not JSON or has no envelope", async () => {
    server.use(http.post(`${BACKOFFICE_URL}/api/checkout/region-list`, () => new HttpResponse("<html>", { status: 502 })));
    await expect(client().forCaller(guest).getRegionList({})).rejects.toThrow("answered HTTP 502 with a body that is not JSON");
    server.use(http.post(`${BACKOFFICE_URL}/api/checkout/region-list`, () => HttpResponse.json([1, 2])));
    await expect(client().forCaller(guest).getRegionList({})).rejects.toThrow("without the {code, msg, data} envelope");
  });

  it("gives up after the timeout with a clear reason", async () => {
    server.use(
      http.post(`${BACKOFFICE_URL}/api/checkout/region-list`, async () => {
        await delay(500);
        return HttpResponse.json({ code: 200, msg: "ok", data: [] });
      }),
    );
    await expect(client({ timeoutMs: 50 }).forCaller(guest).getRegionList({})).rejects.toMatchObject({
      status: null,
      reason: "no answer within 50 ms",
    });
  });

  it("retries a read once after a network error", async () => {
    let calls = 0;
    server.use(
      http.post(`${BACKOFFICE_URL}/api/checkout/region-list`, () => {
        calls++;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json({ code: 200, msg: "ok", data: [{ regionName: "Texas" }] });
      }),
    );
    await expect(client().forCaller(guest).getRegionList({})).resolves.toEqual([{ regionName: "Texas" }]);
    expect(calls).toBe(2);
    // The failure this test provokes is logged once (tests/support/logs.ts).
    expect(takeWarnings()).toEqual(["back-office network error, retrying once"]);
  });

  it("fails a read after a second network error, and never retries a write", async () => {
    let reads = 0;
    let writes = 0;
    server.use(
      http.post(`${BACKOFFICE_URL}/api/checkout/region-list`, () => (reads++, HttpResponse.error())),
      http.post(`${BACKOFFICE_URL}/api/cart/add`, () => (writes++, HttpResponse.error())),
    );
    await expect(client().forCaller(guest).getRegionList({})).rejects.toThrow(/getRegionList failed: network error/);
    await expect(
      client().forCaller(guest).addToCart({ productId: "1", quantity: 1, addToCartTime: 1, once: true }),
    ).rejects.toThrow(/addToCart failed: network error/);
    expect([reads, writes]).toEqual([2, 1]);
    // The failure this test provokes is logged once (tests/support/logs.ts).
    expect(takeWarnings()).toEqual(["back-office network error, retrying once"]);
  });

  it("answers a repeated read within 3000 ms from its cache, keyed by call, arguments and store", async () => {
    const api = client();
    await api.forCaller(guest).getTemplateDetail({ urlKey: "autumn-living" });
    await api.forCaller({ ...guest, clientToken: "someone else" }).getTemplateDetail({ urlKey: "autumn-living" });
    expect(requests).toHaveLength(1);
    await api.forCaller(guest).getTemplateDetail({ urlKey: "members-only" });
    await api.forCaller({ storeId: 5 }).getTemplateDetail({ urlKey: "autumn-living" });
    expect(requests).toHaveLength(3);
  });

  it("shares one request between concurrent identical reads", async () => {
    const api = client().forCaller(guest);
    await Promise.all([api.getRegionList({}), api.getRegionList({}), api.getRegionList({})]);
    expect(requests).toHaveLength(1);
  });

  it("asks again once the cache entry is older than 3000 ms, serving the old answer meanwhile", async () => {
    const now = vi.spyOn(Date, "now").mockReturnValue(1_000_000);
    const api = client({ staleMs: 60_000 }).forCaller(guest);
    await api.getRegionList({});
    now.mockReturnValue(1_000_000 + 2_999);
    await api.getRegionList({});
    expect(requests).toHaveLength(1);
    now.mockReturnValue(1_000_000 + 3_001);
    await api.getRegionList({});
    await api.getRegionList({});
    // One refresh for both stale reads.
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    // Without a stale window the caller waits for the fresh answer.
    const strict = client({ staleMs: 0 }).forCaller(guest);
    now.mockReturnValue(2_000_000);
    await strict.getRegionList({});
    now.mockReturnValue(2_000_000 + 3_001);
    await strict.getRegionList({});
    expect(requests).toHaveLength(4);
  });

  it("does not cache failures", async () => {
    let calls = 0;
    server.use(
      http.post(`${BACKOFFICE_URL}/api/checkout/region-list`, () =>
        ++calls === 1 ? HttpResponse.json({ code: 500, msg: "x", data: null }, { status: 500 }) : HttpResponse.json({ code: 200, msg: "ok", data: [] }),
      ),
    );
    const api = client().forCaller(guest);
    await expect(api.getRegionList({})).rejects.toThrow();
    await expect(api.getRegionList({})).resolves.toEqual([]);
  });

  it("never caches writes, and sends a batch as a list of lines", async () => {
    const api = client().forCaller(guest);
    const line = { productId: "11", quantity: 1 as const, addToCartTime: 5 };
    await api.addToCartBatch({ items: [line] });
    await api.addToCartBatch({ items: [line] });
    expect(requests).toHaveLength(2);
    expect(await requests[0]?.json()).toEqual([line]);
    // The same product added twice is one line with quantity 2.
    expect(backoffice.state.carts.get("guest-token")).toEqual([expect.objectContaining({ productId: "11", quantity: 2 })]);
  });
});
