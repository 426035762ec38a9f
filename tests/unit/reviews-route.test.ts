import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadProductPage, parseDetailPath } from "~/lib/product-page.server";
import { REVIEW_PAGE_SIZE, type HelpfulResponse, type ReviewPageResponse, type ReviewView } from "~schemas/rules/product/reviews";
import { orderParams, rememberReviewEmail, REVIEW_EMAIL_COOKIE, REVIEW_EMAIL_MAX_SPUS, storedReviewEmails } from "~/lib/product-reviews.server";
import { action, loader } from "~/routes/api.reviews";
import { loginTokenCookie, reviewEmailCookie } from "~/lib/cookies.server";
import { cookiePair } from "../../server/cookies.js";
import { BACKOFFICE_URL, fixtureServer } from "../support/msw";
import { takeWarnings } from "../support/logs";

process.env.BACKOFFICE_URL = BACKOFFICE_URL;
const { server } = fixtureServer();
const calls: { path: string; body: Record<string, unknown> }[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  server.events.on("request:start", async ({ request }) => {
    const path = new URL(request.url).pathname.replace("/api/", "");
    const text = await request.clone().text();
    calls.push({ path, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} });
  });
});
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => server.close());

const context = (clientToken = "guest-a") => ({ cspNonce: "n", clientToken });

async function page(query: string, { token = "guest-a", cookie = "" } = {}) {
  const response = (await loader({
    request: new Request(`http://shop.test/api/reviews?${query}`, { headers: cookie ? { cookie } : {} }),
    params: {},
    context: context(token),
  })) as Response;
  return { status: response.status, body: (await response.json()) as ReviewPageResponse };
}

async function vote(body: unknown, token = "guest-a") {
  const response = (await action({
    request: new Request("http://shop.test/api/reviews", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
    params: {},
    context: context(token),
  })) as Response;
  return { status: response.status, body: (await response.json()) as HelpfulResponse };
}

const items = (body: ReviewPageResponse): ReviewView[] => (body.ok ? body.items : []);
const byId = (body: ReviewPageResponse, id: string) => items(body).find((review) => review.id === id);

describe("GET /api/reviews (detail spec 7, productReviewList)", () => {
  it("answers page 1 of 10 in rating order, with the page count", async () => {
    const { status, body } = await page("spuId=501&page=1&sort=rating-desc");
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, page: 1, maxPage: 3 });
    expect(items(body)).toHaveLength(10);
    expect(items(body).every((review) => review.rating === 100)).toBe(true);
    expect(calls.find((call) => call.path === "reviews/list")?.body).toMatchObject({
      spuId: "501",
      page: 1,
      pageSize: 10,
      sortAs: "RATINGS",
      sortType: "DESC",
      withImages: false,
      reviewTypeId: "-1",
      reviewTypeIdList: [],
      storeIdList: [],
      customerEmail: "",
    });
  });

  it("answers the last page with the rest", async () => {
    const { body } = await page("spuId=501&page=3&sort=rating-desc");
    expect(items(body)).toHaveLength(4);
    expect(items(body).at(-1)?.rating).toBe(20);
  });

  it("sorts by date and formats the dates for the store", async () => {
    const { body } = await page("spuId=501&page=1&sort=date-asc");
    expect(items(body)[0]).toMatchObject({ reviewer: "Henry Walsh", date: "10/05/2024", location: "97201 Portland" });
    expect(calls.find((call) => call.path === "reviews/list")?.body).toMatchObject({ sortAs: "DATE", sortType: "ASC" });
  });

  it("passes the type, media and country filters and the order id", async () => {
    const { body } = await page("spuId=501&page=1&sort=rating-desc&media=images&types=1&stores=3,4&orderId=ORD-20251101");
    expect(items(body).map((review) => review.reviewer)).toEqual(["Jamie Rivera", "Priya N.", "Olivia Park"]);
    expect(calls.find((call) => call.path === "reviews/list")?.body).toMatchObject({
      withImages: true,
      reviewTypeId: "",
      reviewTypeIdList: ["1"],
      storeIdList: [3, 4],
      orderId: "ORD-20251101",
    });
  });

  it("sends a guest's stored order e-mail as customerEmail, and none for a logged-in shopper", async () => {
    const cookie = await cookiePair(reviewEmailCookie, { "501": "jamie.rivera@example.com" });
    await page("spuId=501&page=1&sort=rating-desc", { cookie });
    expect(calls.find((call) => call.path === "reviews/list")?.body.customerEmail).toBe("jamie.rivera@example.com");
    calls.length = 0;
    await page("spuId=501&page=1&sort=rating-desc", { cookie: `${cookie}; ${await cookiePair(loginTokenCookie, "shopper-1")}` });
    expect(calls.find((call) => call.path === "reviews/list")?.body.customerEmail).toBe("");
  });

  it("refuses bad requests with 400", async () => {
    for (const query of [
      "page=1",
      "spuId=501&page=0",
      "spuId=501&page=x",
      "spuId=501&sort=best",
      "spuId=501&types=a%20b",
      "spuId=501&stores=2",
      "spuId=501&orderId=%3Cscript%3E",
    ]) {
      expect((await page(query)).status, query).toBe(400);
    }
  });

  it("answers 502 when the back office fails", async () => {
    server.use(http.post(`${BACKOFFICE_URL}/api/reviews/list`, () => HttpResponse.json({ code: 500, msg: "down", data: null }, { status: 500 })));
    const { status, body } = await page("spuId=501&page=1&sort=rating-desc");
    expect(status).toBe(502);
    expect(body.ok).toBe(false);
    // The failure this test provokes is logged once (tests/support/logs.ts).
    expect(takeWarnings()).toEqual(["reviews call failed"]);
  });
});

describe("POST /api/reviews (detail spec 4 and 7, review helpful)", () => {
  it("votes and takes the vote back for this visitor; the count includes every visitor's vote", async () => {
    const before = byId((await page("spuId=501&page=1&sort=rating-desc")).body, "70101");
    expect(before).toMatchObject({ helpfulType: 0, helpfulCount: 12 });

    expect(await vote({ reviewId: "70101", type: 1 }, "guest-b")).toEqual({ status: 200, body: { ok: true } });
    expect(calls.find((call) => call.path === "reviews/helpful")?.body).toEqual({ type: 1, reviewId: "70101" });
    expect(byId((await page("spuId=501&page=1&sort=rating-desc", { token: "guest-b" })).body, "70101")).toMatchObject({ helpfulType: 1, helpfulCount: 13 });
    // Another visitor sees the count, not the vote.
    expect(byId((await page("spuId=501&page=1&sort=rating-desc", { token: "guest-c" })).body, "70101")).toMatchObject({ helpfulType: 0, helpfulCount: 13 });

    await vote({ reviewId: 70101, type: 0 }, "guest-b");
    expect(byId((await page("spuId=501&page=1&sort=rating-desc", { token: "guest-b" })).body, "70101")).toMatchObject({ helpfulType: 0, helpfulCount: 12 });
  });

  it("refuses a vote without a review id or with another type", async () => {
    expect((await vote({ type: 1 })).status).toBe(400);
    expect((await vote({ reviewId: "70101", type: 2 })).status).toBe(400);
    expect((await vote({ reviewId: "70101", type: "1" })).status).toBe(400);
  });

  it("answers 502 for a review the back office does not know", async () => {
    expect((await vote({ reviewId: "99999", type: 1 })).status).toBe(502);
    // The failure this test provokes is logged once (tests/support/logs.ts).
    expect(takeWarnings()).toEqual(["reviews call failed"]);
  });
});

describe("reviews with the product page (detail spec 2, 6, 7)", () => {
  const load = (url: string, cookie = "") => {
    const headers = new Headers();
    const request = new Request(`http://shop.test${url}`, { headers: cookie ? { cookie } : {} });
    return loadProductPage(request, context(), parseDetailPath(new URL(request.url).pathname)!, { responseHeaders: headers }).then((data) => ({ data, headers }));
  };

  it("loads page 1, the review types, the seller-show images and the external score with the page", async () => {
    const { data } = await load("/harlow-sofa.html");
    const reviews = data.sections.reviews!;
    expect(reviews).toMatchObject({ spuId: "501", score: 4.8, count: 412, hasReviews: true, write: { href: "/write-review?spuId=501", withoutLogin: false }, orderId: null });
    expect(reviews.firstPage).toMatchObject({ maxPage: 3 });
    expect(reviews.firstPage?.items).toHaveLength(10);
    expect(reviews.types.map((type) => type.name)).toEqual(["Comfort", "Quality", "Delivery", "Assembly", "Design"]);
    expect(reviews.sellerShow).toHaveLength(7);
    expect(data.sections["reviews-banner"]).toMatchObject({ externalScore: 4.6, score: 4.8, count: 412 });
    // One list call: page 1 in the default order feeds the gallery's reviews slide and the section.
    expect(calls.filter((call) => call.path === "reviews/list").map((call) => [call.body.pageSize, call.body.withImages, call.body.customerEmail])).toEqual([
      [REVIEW_PAGE_SIZE, false, ""],
    ]);
    expect(data.sections["reviews-banner"]?.cards).toHaveLength(6);
    // In parallel with the other side calls: one round, no isOrder without an order.
    expect(calls.map((call) => call.path)).not.toContain("reviews/is-order");
  });

  it("shows no seller show under 5 images", async () => {
    const { data } = await load("/five-shelf-bookcase.html");
    expect(data.sections.reviews?.sellerShow).toEqual([]);
    expect(data.sections.reviews?.firstPage?.items).toHaveLength(4);
  });

  it("has a reviews section saying there are none, and no banner, for a product without reviews", async () => {
    const { data } = await load("/ember-console.html");
    expect(data.sections.reviews).toMatchObject({ hasReviews: false, count: 0, firstPage: { items: [], maxPage: 0 } });
    expect(data.sections["reviews-banner"]).toBeUndefined();
  });

  it("builds the same section for a logged-in shopper: the browser lets them write at once", async () => {
    const { data } = await load("/harlow-sofa.html", await cookiePair(loginTokenCookie, "shopper-1"));
    expect(data.sections.reviews?.write).toEqual({ href: "/write-review?spuId=501", withoutLogin: false });
    expect(data.sections.reviews).toEqual((await load("/harlow-sofa.html")).data.sections.reviews);
  });

  it("resolves a guest's order: writing without login, the e-mail in the review calls and remembered per spu", async () => {
    const { data, headers } = await load("/five-shelf-bookcase.html?orderId=ORD-20251101&spuIdList=509,501");
    expect(calls.find((call) => call.path === "reviews/is-order")?.body).toEqual({ orderId: "ORD-20251101", spuId: "509", spuIdList: ["509", "501"] });
    // The section's page 1 is the guest's own; the gallery's reviews slide reads page 1 as everyone gets it, without an e-mail.
    const lists = calls.filter((call) => call.path === "reviews/list").map((call) => call.body as { pageSize: number; customerEmail: string; orderId?: string });
    expect(lists).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ pageSize: REVIEW_PAGE_SIZE, customerEmail: "jamie.rivera@example.com", orderId: "ORD-20251101" }),
        expect.objectContaining({ pageSize: REVIEW_PAGE_SIZE, customerEmail: "" }),
      ]),
    );
    expect(lists).toHaveLength(2);
    expect(calls.find((call) => call.path === "reviews/summary")?.body).toMatchObject({ customerEmail: "jamie.rivera@example.com" });
    expect(data.sections.reviews?.write).toEqual({ href: "/write-review?spuId=509&orderId=ORD-20251101", withoutLogin: true });
    const cookie = headers.get("set-cookie") ?? "";
    expect(cookie).toContain("HttpOnly");
    expect(await storedReviewEmails(new Request("http://x", { headers: { cookie: cookie.split(";")[0]! } }))).toEqual({ "509": "jamie.rivera@example.com" });
  });

  it("ignores an order that does not hold the product", async () => {
    const { data, headers } = await load("/ember-console.html?orderId=ORD-20251101&spuIdList=514");
    expect(data.sections.reviews?.write).toEqual({ href: "/write-review?spuId=514", withoutLogin: false });
    expect(headers.get("set-cookie")).toBeNull();
    // A spu list without this product asks nothing.
    calls.length = 0;
    await load("/harlow-sofa.html?orderId=ORD-20251101&spuIdList=509");
    expect(calls.map((call) => call.path)).not.toContain("reviews/is-order");
  });
});

describe("the order e-mail cookie (detail spec 6)", () => {
  it("reads orderId and a comma-separated spuIdList, and nothing without both", () => {
    expect(orderParams(new URLSearchParams("orderId=A-1&spuIdList=501, 515"))).toEqual({ orderId: "A-1", spuIdList: ["501", "515"] });
    expect(orderParams(new URLSearchParams("orderId=A-1"))).toBeNull();
    expect(orderParams(new URLSearchParams("spuIdList=501"))).toBeNull();
  });

  it("keeps the newest spus only and ignores an unreadable cookie", async () => {
    let cookie = "";
    for (let spu = 1; spu <= REVIEW_EMAIL_MAX_SPUS + 2; spu++) {
      const set = await rememberReviewEmail(new Request("https://shop.test/", { headers: { cookie } }), String(spu), `s${spu}@example.com`);
      expect(set).toContain("Secure");
      cookie = set.split(";")[0]!;
    }
    const stored = await storedReviewEmails(new Request("http://x", { headers: { cookie } }));
    expect(Object.keys(stored)).toHaveLength(REVIEW_EMAIL_MAX_SPUS);
    expect(stored["1"]).toBeUndefined();
    expect(stored[String(REVIEW_EMAIL_MAX_SPUS + 2)]).toBe(`s${REVIEW_EMAIL_MAX_SPUS + 2}@example.com`);
    expect(await storedReviewEmails(new Request("http://x", { headers: { cookie: `${REVIEW_EMAIL_COOKIE}=%7Bnot-json` } }))).toEqual({});
    expect(await storedReviewEmails(new Request("http://x", { headers: { cookie: await cookiePair(reviewEmailCookie, ["a@b.c"]) } }))).toEqual({});
  });
});
