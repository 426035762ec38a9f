import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadProductPage, parseDetailPath } from "~/lib/product-page.server";
import { BACKOFFICE_URL, fixtureServer } from "../support/msw";
import { loginTokenCookie } from "~/lib/cookies.server";
import { cookiePair } from "../../server/cookies.js";

process.env.BACKOFFICE_URL = BACKOFFICE_URL;
const { server } = fixtureServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
afterEach(() => {
  delete process.env.STORE_ID;
});

const context = { cspNonce: "n", clientToken: "guest" };
const load = (url: string, headers: Record<string, string> = {}) =>
  loadProductPage(new Request(`http://shop.test${url}`, { headers }), context, parseDetailPath(new URL(`http://x${url}`).pathname)!);

describe("the product page's gallery and price data (detail spec 2)", () => {
  it("loads the reviews slide with the page: up to 2 reviews rated 100, those with images first", async () => {
    const data = await load("/willow-bed.html");
    const gallery = data.sections.gallery!;
    expect(gallery.reviews.map((review) => [review.reviewer, review.rating, Boolean(review.image)])).toEqual([
      ["Lena S.", 100, true],
      ["Sam W.", 100, true],
    ]);
    expect(gallery.bySku["20121"]!.media).toHaveLength(13);
    expect(gallery.bySku["20121"]!.categories.map((entry) => entry.key)).toEqual(["video", "scene", "detail", "comments"]);
  });

  it("a product without reviews rated 100 has no reviews slide and no Comments entry", async () => {
    const data = await load("/arc-floor-lamp.html");
    expect(data.sections.gallery!.reviews).toEqual([]);
    expect(data.sections.gallery!.bySku["20071"]!.media.map((item) => item.kind)).toEqual(["image", "image"]);
  });

  it("min-detail has no Comments entry", async () => {
    const data = await load("/min-detail/willow-bed.html");
    expect(data.sections.gallery!.bySku["20121"]!.categories.map((entry) => entry.key)).toEqual(["video", "scene", "detail"]);
  });

  it("reads the coupon countdown widget with the coupon summary", async () => {
    const data = await load("/arc-floor-lamp.html");
    expect(data.side.coupons?.couponWidgets).toEqual({ specialPrice: 189.4, discountedPrice: 149.99, activityName: "Flash sale", duration: 172800 });
  });

  it("the euro store (STORE_ID=5) renders the euro product with its tax text", async () => {
    process.env.STORE_ID = "5";
    const data = await load("/oval-coffee-table.html");
    expect(data.context.store).toBe(5);
    expect(data.sections.price).toMatchObject({ taxText: "inkl. MwSt. & Lieferkosten", modular: false });
    expect(data.side.coupons?.discountedPrice).toBe(389);
  });

  it("gives the sections the same context and data for a guest and a logged-in shopper: the login prompt is the browser's call", async () => {
    const guest = await load("/willow-bed.html");
    const loggedIn = await load("/willow-bed.html", { cookie: await cookiePair(loginTokenCookie, "abc") });
    expect({ ...loggedIn.context, now: 0 }).toEqual({ ...guest.context, now: 0 });
    expect(loggedIn.sections.price).toEqual(guest.sections.price);
  });
});
