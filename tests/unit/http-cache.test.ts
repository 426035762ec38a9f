import { describe, expect, it } from "vitest";
import { pageCacheHeaders } from "~/lib/http-cache.server";

const page = (query = "", headers: Record<string, string> = { "sec-ch-ua-mobile": "?0" }) =>
  new Request(`http://shop.test/harlow-sofa.html${query}`, { headers });
const shared = { cspNonce: "", clientToken: "", shared: true };
const TAGS = ["product:harlow-sofa.html", "product:lw1001", "product:harlow-sofa.html"];

describe("a page's caching headers (app/lib/http-cache.server.ts)", () => {
  it("makes a shared request's page public for CACHE_S_MAXAGE, stale for CACHE_SWR, with its tags once each", () => {
    expect(pageCacheHeaders(page(), shared, TAGS)).toEqual({
      "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=600",
      "Cache-Tag": "product:harlow-sofa.html,product:lw1001",
    });
  });

  it("keeps a personal request's page private: the host did not call it shared, or it is an order's review link", () => {
    expect(pageCacheHeaders(page(), { cspNonce: "n", clientToken: "t", shared: false }, TAGS)).toEqual({ "Cache-Control": "private, no-store" });
    expect(pageCacheHeaders(page(), { cspNonce: "n", clientToken: "t" }, TAGS)).toEqual({ "Cache-Control": "private, no-store" });
    expect(pageCacheHeaders(page("?orderId=9&spuIdList=501"), shared, TAGS)).toEqual({ "Cache-Control": "private, no-store" });
  });

  it("has a CDN revalidate a page whose device only the user agent told", () => {
    expect(pageCacheHeaders(page("", { "user-agent": "Mozilla/5.0 (iPhone)" }), shared, TAGS)["Cache-Control"]).toBe(
      "public, max-age=0, s-maxage=0, must-revalidate",
    );
  });
});
