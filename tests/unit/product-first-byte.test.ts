import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { parseDetailPath, startProductPage } from "~/lib/product-page.server";
import { FIRST_BYTE_CALL_BUDGET, productCallPlan, type PageTraits } from "~schemas/rules/product/first-byte";
import { cookiePair, reviewEmailCookie } from "../../server/cookies.js";
import { countingCalls } from "../../server/request-context.js";
import { BACKOFFICE_URL, fixtureServer } from "../support/msw";

process.env.BACKOFFICE_URL = BACKOFFICE_URL;
const { server, backoffice } = fixtureServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const TRAITS = ["deliveryOptions", "modular", "orderLink", "reviewEmail"] as const;
/** Every combination of the traits. */
const everyPage: PageTraits[] = Array.from({ length: 1 << TRAITS.length }, (_, bits) =>
  Object.fromEntries(TRAITS.map((trait, index) => [trait, Boolean(bits & (1 << index))])) as PageTraits,
);

describe("what a product page's first byte waits for (schemas/rules/product/first-byte.ts)", () => {
  it("waits for at most 5 calls, an order's review link for isOrder besides", () => {
    for (const traits of everyPage) {
      const { firstByte } = productCallPlan(traits);
      expect(firstByte.filter((call) => call !== "order").length, JSON.stringify(traits)).toBeLessThanOrEqual(FIRST_BYTE_CALL_BUDGET);
      expect(firstByte.includes("order"), JSON.stringify(traits)).toBe(traits.orderLink);
    }
    expect(FIRST_BYTE_CALL_BUDGET).toBe(5);
  });

  it("waits for what the top of the page shows or is laid out by, and streams the rest", () => {
    const plan = productCallPlan({ deliveryOptions: true, modular: true, orderLink: false, reviewEmail: true });
    // The gallery's reviews slide decides its media count, so its list waits.
    expect(plan.firstByte).toEqual(["model", "delivery", "coupons", "reviewSummary", "topReviews"]);
    expect(plan.streamed).toEqual(["ownReviews", "reviewTypes", "sellerShow", "externalScore", "wraps", "ottomans", "accessories", "socialPosts", "roomScenes"]);
    expect(plan.streamedSections).toEqual(["reviews-banner", "reviews", "upgrades", "social-media", "shop-the-room"]);
  });

  it("makes only the calls a page needs: upgrades for a modular sofa, delivery services in stores 3 and 4", () => {
    const plain = productCallPlan({ deliveryOptions: false, modular: false, orderLink: false, reviewEmail: false });
    expect(plain.streamed).toEqual(["reviewTypes", "sellerShow", "externalScore", "socialPosts", "roomScenes"]);
    expect(new Set(plain.streamedSections)).toEqual(new Set(["reviews-banner", "reviews", "social-media", "shop-the-room"]));
  });
});

describe("a product page's calls before its first byte (app/lib/product-page.server.ts)", () => {
  const context = { cspNonce: "n", clientToken: "guest" };
  const start = (url: string) =>
    countingCalls(() => startProductPage(new Request(`http://shop.test${url}`), context, parseDetailPath(new URL(`http://x${url}`).pathname)!));

  /** Answers `call` from the fixtures `ms` late. */
  const slow = (call: string, ms: number) =>
    server.use(
      http.post(`${BACKOFFICE_URL}/api/${call}`, async ({ request }) => {
        await new Promise((resolve) => setTimeout(resolve, ms));
        const result = await backoffice.handle(call, await request.json(), { storeId: request.headers.get("x-store-id") });
        return HttpResponse.json(result.body, { status: result.status });
      }),
    );

  it("answers after the first-byte calls, the review sections and the delivery services still on their way", async () => {
    slow("reviews/types", 400);
    slow("cart/wrap-list", 400);
    const started = performance.now();
    const { result, calls } = start("/harlow-sofa.html");
    const page = await result;
    expect(performance.now() - started).toBeLessThan(350);
    expect(calls.critical).toBe(5);
    expect(page.plan.firstByte).toHaveLength(5);
    expect(Object.keys(page.sections)).toEqual([
      ...["gallery", "goods-info", "price", "variants", "upgrades", "buy", "service", "get-the-look", "panels"],
      // Their data comes near the viewport (issue 18): empty places in the page, no call before the first byte.
      ...["buy-together", "also-like"],
    ]);
    expect(Object.keys(page.later)).toEqual(["reviews-banner", "reviews", "shop-the-room", "social-media"]);
    expect(page.side).not.toHaveProperty("wraps");
    // The gallery's reviews slide came with the page.
    expect(page.sections.gallery?.reviews.length).toBeGreaterThan(0);

    const [reviews, banner, late, rooms, social] = await Promise.all([
      page.later.reviews,
      page.later["reviews-banner"],
      page.lateSide,
      page.later["shop-the-room"],
      page.later["social-media"],
    ]);
    expect(reviews).toMatchObject({ hasReviews: true, count: 412 });
    expect(reviews?.types.length).toBeGreaterThan(0);
    expect(banner).toMatchObject({ externalScore: 4.6 });
    expect(late?.wraps?.map((wrap) => wrap.name)).toContain("White Glove Delivery");
    expect(rooms?.scenes.map((scene) => scene.name)).toEqual(["Sunlit Living Room", "Sofa Showcase"]);
    expect(social?.posts).toHaveLength(4);
    // Thirteen calls in all, eight streamed after the first byte: the four the reviews and the
    // delivery services need, the social posts, the rooms and each room's bundle discount.
    expect(calls).toMatchObject({ critical: 5, deferred: 8, background: 0 });
  });

  it("streams a modular sofa's upgrades, and still waits for five calls", async () => {
    slow("detail/ottoman-list", 300);
    const { result, calls } = start("/fern-modular-sofa.html");
    const page = await result;
    expect(calls.critical).toBe(5);
    expect(page.sections).not.toHaveProperty("upgrades");
    expect(Object.keys(page.later)).toEqual(["upgrades", "reviews-banner", "reviews", "shop-the-room", "social-media"]);
    const upgrades = await page.later.upgrades;
    expect(upgrades).toMatchObject({ modular: true });
    expect(upgrades?.ottomans.length).toBeGreaterThan(0);
    expect(upgrades?.accessories.length).toBeGreaterThan(0);
  });

  it("drops at once a section no answer can bring back: a product without reviews has no banner, and no skeleton for it", async () => {
    const page = await start("/ember-console.html").result;
    expect(page.diagnostics).toEqual([{ section: "reviews-banner", reason: "has no reviews to show (productReviewList)" }]);
    expect(Object.keys(page.later)).toEqual(["reviews", "shop-the-room", "social-media"]);
    expect(await page.later.reviews).toMatchObject({ hasReviews: false });
  });

  it("leaves out the part of a streamed call that fails, not its section", async () => {
    server.use(http.post(`${BACKOFFICE_URL}/api/home/new-home-detail`, () => HttpResponse.json({ code: 500, msg: "down", data: null }, { status: 500 })));
    const page = await start("/harlow-sofa.html").result;
    // The banner keeps the default external score (detail spec 9: 4.3); the reviews are as usual.
    expect(await page.later["reviews-banner"]).toMatchObject({ externalScore: 4.3, count: 412 });
    expect(await page.later.reviews).toMatchObject({ hasReviews: true });
  });

  it("builds a streamed section through its schema when it arrives: refused, it is null, with its reason for the preview", async () => {
    // A guest with a stored review e-mail gets their own list, which only the back office knows: here it is empty.
    server.use(
      http.post(`${BACKOFFICE_URL}/api/reviews/list`, async ({ request }) => {
        const body = (await request.json()) as { customerEmail: string };
        const result = body.customerEmail
          ? { status: 200, body: { code: 200, msg: "ok", data: { items: [], page: 1, maxPage: 0 } } }
          : await backoffice.handle("reviews/list", body, { storeId: request.headers.get("x-store-id") });
        return HttpResponse.json(result.body, { status: result.status });
      }),
    );
    const cookie = await cookiePair(reviewEmailCookie, { 501: "jamie.rivera@example.com" });
    const { result } = countingCalls(() =>
      startProductPage(new Request("http://shop.test/harlow-sofa.html", { headers: { cookie } }), context, parseDetailPath("/harlow-sofa.html")!),
    );
    const page = await result;
    expect(Object.keys(page.later)).toEqual(["reviews-banner", "reviews", "shop-the-room", "social-media"]);
    expect(await page.later["reviews-banner"]).toBeNull();
    expect(await page.laterDiagnostics).toEqual([{ section: "reviews-banner", reason: "has no reviews to show (productReviewList)" }]);
    // The gallery's reviews slide reads the list everyone gets.
    expect(page.sections.gallery?.reviews.length).toBeGreaterThan(0);
  });

  it("waits for isOrder on an order's review link: its e-mail is a cookie sent with the first byte", async () => {
    const { result, calls } = start("/five-shelf-bookcase.html?orderId=ORD-20251101&spuIdList=509,501");
    const page = await result;
    expect(page.plan.firstByte).toContain("order");
    expect(calls.critical).toBe(6);
    expect(await page.later.reviews).toMatchObject({ orderId: "ORD-20251101", write: { withoutLogin: true } });
  });
});
