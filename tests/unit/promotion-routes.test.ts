import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadProductPage, parseDetailPath } from "~/lib/product-page.server";
import { loader as promotionTips } from "~/routes/api.promotion-tips";
import { activityInfoSchema } from "~schemas/product";
import { BACKOFFICE_URL, fixtureServer } from "../support/msw";
import { takeWarnings } from "../support/logs";

process.env.BACKOFFICE_URL = BACKOFFICE_URL;
const { server } = fixtureServer();
const sent: { path: string; body: unknown }[] = [];
server.events.on("request:start", async ({ request }) => {
  sent.push({ path: new URL(request.url).pathname, body: await request.clone().json() });
});
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => server.close());

const context = { cspNonce: "n", clientToken: "guest-promotions" };
const tips = () => promotionTips({ request: new Request("http://shop.test/api/promotion-tips"), params: {}, context }) as Promise<Response>;

describe("/api/promotion-tips (detail spec 2, 7: getWidgetKey Black_Friday_Sale)", () => {
  it("answers the widget key's comma-separated tips, shared for a minute", async () => {
    const response = await tips();
    expect(await response.json()).toEqual({
      tips: ["Free white-glove delivery on orders over $1999", "Stack your coupon with the sale price", "Prices rise when the countdown ends"],
    });
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=60");
    expect(sent).toEqual([{ path: "/api/detail/widget-key", body: { key: "Black_Friday_Sale" } }]);
  });

  it("answers no tips, not kept, when the back office fails", async () => {
    server.use(http.post(`${BACKOFFICE_URL}/api/detail/widget-key`, () => HttpResponse.json({ code: 500, msg: "down" }, { status: 500 })));
    const response = await tips();
    expect(await response.json()).toEqual({ tips: [] });
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    // The failure this test provokes is logged once (tests/support/logs.ts).
    expect(takeWarnings()).toEqual(["promotion tips failed"]);
  });
});

describe("the price section's promotion data, built by the product loader", () => {
  const load = (path: string) => loadProductPage(new Request(`http://shop.test${path}`), context, parseDetailPath(path)!, { now: Date.UTC(2025, 10, 28, 9) });

  it("carries the product's activityInfo, and asks no tips before the page answers", async () => {
    const page = await load("/linden-dining-chair-sale.html");
    expect(page.sections.price?.activity).toMatchObject({ type: "limited-offer-new", endTime: "2099-12-31 23:59:59", displayCountdown: true, fontColor: "#8B1E1E" });
    expect(page.sections.price?.crowdfund).toBeNull();
    expect(sent.some((call) => call.path.endsWith("/widget-key"))).toBe(false);
  });

  it("carries a crowdfund product's stage fields, and none for others", async () => {
    expect((await load("/nook-loveseat-crowdfund.html")).sections.price?.crowdfund).toEqual({
      isCrowdfund: true,
      crowdfundStatus: 1,
      duringAmount: 899,
      successAmount: 1049,
      barPercentage: 1.5,
    });
    const plain = await load("/harlow-sofa.html");
    expect(plain.sections.price).toMatchObject({ activity: null, crowdfund: null });
  });
});

describe("activityInfo as the product schema reads it", () => {
  const parse = (activityInfo: unknown) => activityInfoSchema.parse(activityInfo);

  it("turns the countdown off only for an explicit false, 0, '0' or 'false'", () => {
    expect([false, 0, "0", "false", true, 1, null, undefined].map((displayCountdown) => parse({ displayCountdown })?.displayCountdown)).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
      true,
      true,
    ]);
  });

  it("reads an activity it cannot read as none, so the price block stays", () => {
    expect(parse("nonsense")).toBeNull();
    expect(parse({ endTime: { at: 1 } })).toBeNull();
    expect(parse(null)).toBeNull();
  });
});
