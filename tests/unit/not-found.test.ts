import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { http, HttpResponse } from "msw";
import { chooseTip, notFoundDataOf, type NotFoundData } from "~schemas/rules/not-found";
import { notFoundResponse } from "~/lib/not-found.server";
import { loader as catchAllLoader } from "~/routes/$";
import { loader as guideLoader } from "~/routes/guide.$urlKey";
import { BACKOFFICE_URL, fixtureServer } from "../support/msw";

process.env.BACKOFFICE_URL = BACKOFFICE_URL;
const { server } = fixtureServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
afterAll(() => server.close());

const context = { cspNonce: "n", clientToken: "not-found-test" };

async function thrown(run: () => Promise<unknown>): Promise<Response> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected the loader to throw a response");
}

describe("the 404 tip (landing spec 2.8, 9)", () => {
  it("is chosen 50/50", () => {
    expect(chooseTip(() => 0)).toBe("content");
    expect(chooseTip(() => 0.4999)).toBe("content");
    expect(chooseTip(() => 0.5)).toBe("alternate");
    expect(chooseTip(() => 0.99)).toBe("alternate");
    const draws = Array.from({ length: 2000 }, () => chooseTip());
    const share = draws.filter((tip) => tip === "content").length / draws.length;
    expect(share).toBeGreaterThan(0.4);
    expect(share).toBeLessThan(0.6);
  });

  it("reads only our own 404 data; a bare 404 gives none", () => {
    expect(notFoundDataOf({ tip: "alternate", products: [] })).toEqual({ tip: "alternate", products: [] });
    expect(notFoundDataOf({ tip: "content", products: null })).toEqual({ tip: "content", products: null });
    expect(notFoundDataOf({ tip: "content" })).toEqual({ tip: "content", products: null });
    expect(notFoundDataOf({ tip: "other" })).toBeNull();
    expect(notFoundDataOf(null)).toBeNull();
    expect(notFoundDataOf("x")).toBeNull();
  });
});

describe("the not-found response", () => {
  it("is HTTP 404, not cached, with the tip and the recommendations from the back office", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0.7);
    const response = await notFoundResponse(new Request("http://shop.test/nothing"), context);
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const data = (await response.json()) as NotFoundData;
    expect(data.tip).toBe("alternate");
    expect(data.products?.map((p) => p.skuId)).toEqual(["20011", "20021", "20041", "20061", "20071", "20081", "20121", "20161"]);
    expect(data.products?.[0]).toMatchObject({ name: "Harlow 3-Seat Sofa", detailUrl: "/harlow-sofa.html", specialPrice: 1299, topRated: 96 });
  });

  it("leaves the grid out when the recommendation call fails, still answering 404", async () => {
    server.use(http.post(`${BACKOFFICE_URL}/api/detail/not-found-product-list`, () => HttpResponse.json({ code: 500, msg: "down", data: null }, { status: 500 })));
    // Past the 3000 ms response cache, which may hold the list from the test before.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 10_000);
    const response = await notFoundResponse(new Request("http://shop.test/nothing-2"), context);
    expect(response.status).toBe(404);
    expect(((await response.json()) as NotFoundData).products).toBeNull();
  });

  it("is what an unknown path and an unknown guide throw", async () => {
    const path = await thrown(() => catchAllLoader({ request: new Request("http://shop.test/no/such/page"), params: {}, context }));
    expect(path.status).toBe(404);
    expect(((await path.json()) as NotFoundData).products).toHaveLength(8);

    const guide = await thrown(() => guideLoader({ request: new Request("http://shop.test/guide/does-not-exist"), params: { urlKey: "does-not-exist" }, context }));
    expect(guide.status).toBe(404);
    const data = (await guide.json()) as NotFoundData;
    expect(["content", "alternate"]).toContain(data.tip);
    expect(data.products).toHaveLength(8);
  });
});
