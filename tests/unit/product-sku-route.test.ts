import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loader } from "~/routes/api.product-sku";
import { BACKOFFICE_URL, fixtureServer } from "../support/msw";
import { takeWarnings } from "../support/logs";

process.env.BACKOFFICE_URL = BACKOFFICE_URL;
const { server } = fixtureServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const get = (query: string) =>
  loader({ request: new Request(`http://shop.test/api/product-sku?${query}`), params: {}, context: { cspNonce: "n", clientToken: "guest" } }) as Promise<Response>;

describe("/api/product-sku (a chosen SKU's side data)", () => {
  it("answers the SKU's delivery description and coupon summary", async () => {
    const response = await get("sku=LW1001-SAGE-4-SEAT&skuId=20014&spu=LW1001");
    expect(response.status).toBe(200);
    const data = (await response.json()) as { delivery: { city?: string }; coupons: { discountedPrice?: number } };
    expect(data.delivery.city).toBe("Los Angeles");
    expect(data.coupons.discountedPrice).toBe(1199);
  });

  it("answers null for the part whose call fails, and the rest", async () => {
    server.use(http.post(`${BACKOFFICE_URL}/api/detail/coupon-list`, () => HttpResponse.json({ code: 500, msg: "down", data: null }, { status: 500 })));
    // Another SKU than above: the client caches reads for 3000 ms.
    const data = (await (await get("sku=LW1001-OAT-4-SEAT&skuId=20012&spu=LW1001")).json()) as { delivery: unknown; coupons: unknown };
    expect(data.coupons).toBeNull();
    expect(data.delivery).not.toBeNull();
    // The failure this test provokes is logged once (tests/support/logs.ts).
    expect(takeWarnings()).toEqual(["detail side call failed"]);
  });

  it("refuses a request without a proper sku, skuId and spu", async () => {
    expect((await get("sku=LW1001&skuId=20014")).status).toBe(400);
    expect((await get("sku=a%20b&skuId=1&spu=x")).status).toBe(400);
  });
});
