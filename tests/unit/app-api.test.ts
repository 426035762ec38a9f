import { afterEach, describe, expect, it, vi } from "vitest";
import { callApp } from "~modules/kit/app-api";

const answered = (body: unknown, status = 200) => vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));

afterEach(() => vi.unstubAllGlobals());

describe("callApp, the one helper for the app's own JSON routes", () => {
  it("sends a GET's input as its query, leaving out parts that are not given", async () => {
    const fetch = answered({ ok: true, scenes: [] });
    vi.stubGlobal("fetch", fetch);
    await expect(callApp("GET /api/scenes", { ids: "101,102", discounts: undefined })).resolves.toEqual({ ok: true, scenes: [] });
    expect(fetch.mock.calls[0]![0]).toBe("/api/scenes?ids=101%2C102");
  });

  it("sends a POST's input as a JSON body", async () => {
    const fetch = answered({ ok: true });
    vi.stubGlobal("fetch", fetch);
    await callApp("POST /api/reviews", { reviewId: "7", type: 1 });
    const [url, init] = fetch.mock.calls[0]!;
    expect([url, init?.method, init?.body, new Headers(init?.headers).get("content-type")]).toEqual(["/api/reviews", "POST", '{"reviewId":"7","type":1}', "application/json"]);
  });

  it("resolves with a route's error answer, whatever its status: it is part of the contract", async () => {
    vi.stubGlobal("fetch", answered({ error: "sku and spu are required" }, 400));
    await expect(callApp("GET /api/product-upgrades", { sku: "", spu: "" })).resolves.toEqual({ error: "sku and spu are required" });
  });

  it("rejects when no JSON answer comes (a proxy's error page, offline)", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("<html>Bad gateway</html>", { status: 502 })));
    await expect(callApp("GET /api/discount", { skuIds: "1" })).rejects.toThrow();
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    await expect(callApp("POST /api/zip-code", { postcode: "10001" })).rejects.toThrow("Failed to fetch");
  });
});
