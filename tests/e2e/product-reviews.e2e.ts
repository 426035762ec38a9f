/**
 * Ratings & Reviews on the product page in a real browser, on desktop and mobile: the
 * section's score, first reviews and View All; helpful votes up and back down (kept by the
 * back office for this visitor); the review sheet's sort, filters and paging; the product
 * without reviews; the guest's login popup; the reviews banner's scroll to the list. And the
 * page streaming what is below the fold (issue 15), on an app of its own whose back office
 * answers the streamed calls late: the top first and skeletons, then the reviews, with no
 * layout shift and a variant chosen meanwhile; bots get the complete HTML; a failing
 * streamed call degrades only its section.
 */
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFixtureBackoffice } from "../../server/fixture-backoffice/index.js";
import { startApp } from "../../server/index.js";
import {
  DEVICE_OPTIONS,
  expectNoConsoleProblems,
  launchBrowser,
  newTestPage,
  readLayoutShift,
  startLayoutShiftProbe,
  waitForHydration,
  type Device,
  type TestPage,
  pagePerTest,
} from "./browser";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

// A dialog whose code loads when it opens is not in the page while closed: that counts as closed.
const isOpen = (dialog: Locator) => dialog.evaluateAll((elements: HTMLDialogElement[]) => elements.some((element) => element.open));
const reviewers = (root: Locator) => root.locator("article.review .review__reviewer").allTextContents();

/** This visitor's view of one review, straight from /api/reviews (what the back office kept). */
function serverReview(page: Page, id: string) {
  return page.evaluate(async (reviewId) => {
    const body = (await (await fetch("/api/reviews?spuId=501&page=1&sort=rating-desc")).json()) as {
      items: { id: string; helpfulType: number; helpfulCount: number }[];
    };
    return body.items.find((review) => review.id === reviewId);
  }, id);
}

describe.each(["desktop", "mobile"] as const)("reviews on %s", (device: Device) => {
  let t: TestPage;
  pagePerTest(() => browser, device, (page) => (t = page));

  it("shows the score, three reviews and View All", async () => {
    await t.open("/harlow-sofa.html");
    const section = t.page.locator("#module-commentList");
    await section.scrollIntoViewIfNeeded();
    expect(await section.locator(".detail-reviews__score").textContent()).toBe("4.8");
    expect(await section.locator(".detail-reviews__count").textContent()).toBe("412 reviews");
    expect(await section.locator("article.review").count()).toBe(3);
    expect(await section.getByRole("button", { name: "View All" }).isVisible()).toBe(true);
    expect(await section.locator(".seller-show .seller-show__photo").count()).toBe(7);
  });

  it("votes Helpful twice: the count goes up, then back down, and the back office keeps each vote", async () => {
    await t.open("/harlow-sofa.html");
    const review = t.page.locator("#module-commentList article.review", { hasText: "Marcus Webb" });
    const helpful = review.locator(".review__helpful");
    await helpful.scrollIntoViewIfNeeded();
    const before = Number(/\d+/.exec((await helpful.textContent()) ?? "")?.[0]);
    expect(await serverReview(t.page, "70103")).toMatchObject({ helpfulType: 0, helpfulCount: before });

    const up = t.page.waitForResponse((response) => response.url().endsWith("/api/reviews") && response.request().method() === "POST");
    await helpful.click();
    expect(await helpful.textContent()).toBe(`Helpful (${before + 1})`);
    expect(await helpful.getAttribute("aria-pressed")).toBe("true");
    expect((await up).status()).toBe(200);
    expect(await serverReview(t.page, "70103")).toMatchObject({ helpfulType: 1, helpfulCount: before + 1 });

    // Clicks within 1000 ms of the last one are dropped (leading-edge debounce).
    await t.page.waitForTimeout(1100);
    const down = t.page.waitForResponse((response) => response.url().endsWith("/api/reviews") && response.request().method() === "POST");
    await helpful.click();
    expect(await helpful.textContent()).toBe(`Helpful (${before})`);
    expect(await helpful.getAttribute("aria-pressed")).toBe("false");
    expect((await down).status()).toBe(200);
    expect(await serverReview(t.page, "70103")).toMatchObject({ helpfulType: 0, helpfulCount: before });
  });

  it("opens the review sheet: a sort and a filter start again at page 1, View More pages to the last page", async () => {
    await t.open("/harlow-sofa.html");
    const { page } = t;
    await page.locator("#module-commentList").getByRole("button", { name: "View All" }).click();
    const sheet = page.locator("dialog.review-sheet");
    await expect.poll(() => isOpen(sheet)).toBe(true);
    expect(await sheet.getAttribute("class")).toContain(device === "desktop" ? "dialog--right" : "dialog--bottom");
    expect(await sheet.locator(".review-sheet__page").textContent()).toBe("Page 1 of 3");
    expect(await sheet.locator("article.review").count()).toBe(10);

    // Rating low to high: page 1 replaces the list.
    await sheet.getByRole("combobox", { name: "Sort by" }).selectOption("rating-asc");
    await expect.poll(async () => (await reviewers(sheet))[0]).toBe("Henry Walsh");
    expect(await sheet.locator("article.review").count()).toBe(10);
    expect(await sheet.locator(".review-sheet__page").textContent()).toBe("Page 1 of 3");

    await sheet.locator(".review-sheet__more").click();
    await expect.poll(() => sheet.locator(".review-sheet__page").textContent()).toBe("Page 2 of 3");
    expect(await sheet.locator("article.review").count()).toBe(20);
    await sheet.locator(".review-sheet__more").click();
    await expect.poll(() => sheet.locator(".review-sheet__page").textContent()).toBe("Page 3 of 3");
    expect(await sheet.locator("article.review").count()).toBe(24);
    expect(await sheet.locator(".review-sheet__more").count()).toBe(0);

    // A filter: back to page 1, only Canada's reviews.
    await sheet.getByRole("checkbox", { name: "Canada" }).check();
    await expect.poll(() => sheet.locator(".review-sheet__page").textContent()).toBe("Page 1 of 1");
    expect(await reviewers(sheet)).toEqual(["Ben Carter", "Ethan Brooks", "Priya N."]);

    await page.keyboard.press("Escape");
    await expect.poll(() => isOpen(sheet)).toBe(false);
  });

  it("says 'No reviews' and why for a product without reviews", async () => {
    await t.open("/ember-console.html");
    const section = t.page.locator("#module-commentList");
    await section.scrollIntoViewIfNeeded();
    expect(await section.locator(".detail-reviews__none-title").textContent()).toBe("No reviews");
    expect(await section.locator(".detail-reviews__notice").textContent()).toBe("Only customers who bought this product can write a review");
    expect(await section.getByRole("link", { name: "Write the first review" }).isVisible()).toBe(true);
    expect(await section.locator("article.review").count()).toBe(0);
    expect(await t.page.locator(".reviews-banner").count()).toBe(0);
  });

  it("opens the login popup for a guest's 'Write Your Own Review'", async () => {
    await t.open("/harlow-sofa.html");
    await t.page.locator("#module-commentList").getByRole("link", { name: "Write Your Own Review" }).click();
    const popup = t.page.locator("dialog.login-popup");
    await expect.poll(() => isOpen(popup)).toBe(true);
    expect(await popup.getByRole("heading").textContent()).toBe("Log in to write a review");
    expect(await popup.locator("form").getAttribute("data-page-type")).toBe("detail");
    expect(new URL(t.page.url()).pathname).toBe("/harlow-sofa.html");
  });

  it("scrolls from the reviews banner's 'More Reviews' to the review list", async () => {
    await t.open("/harlow-sofa.html");
    const more = t.page.locator(".reviews-banner__more");
    await more.scrollIntoViewIfNeeded();
    expect(await t.page.locator(".reviews-banner__score--external .reviews-banner__value").textContent()).toBe("4.6");
    await more.click();
    await expect
      .poll(() => t.page.locator("#module-commentList").evaluate((element) => Math.round(element.getBoundingClientRect().top)), { timeout: 5000 })
      .toBeLessThan(80);
    expect(new URL(t.page.url()).hash).toBe("#module-commentList");
  });
});

describe("the product page streams what is below the fold (issue 15)", () => {
  /** The calls whose answers stream after the first byte; this back office holds them until a test lets them go. */
  const STREAMED_CALLS = ["reviews/types", "reviews/weight-images", "home/new-home-detail", "cart/wrap-list", "detail/ottoman-list", "detail/accessories-list"];
  /** Let go by the test, or after 4 s at the latest (Remix gives up on streamed data after 5 s). */
  const newGate = () => {
    let open: () => void = () => {};
    const promise = new Promise<void>((resolve) => {
      open = resolve;
      setTimeout(resolve, 4_000);
    });
    return { promise, open };
  };
  let gate = { promise: Promise.resolve(), open: () => {} };
  /** A desktop Chrome: headless Chromium's own user agent counts as a bot, which gets the page whole. */
  const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
  const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

  let fixture: Awaited<ReturnType<typeof startFixtureBackoffice>>;
  let app: Awaited<ReturnType<typeof startApp>>;
  /** Calls that fail in the current test. */
  const failing = new Set<string>();
  const cacheSetting = process.env.SERVER_CACHE;

  beforeAll(async () => {
    fixture = await startFixtureBackoffice();
    const answer = fixture.backoffice.handle;
    fixture.backoffice.handle = async (call, body, caller) => {
      if (failing.has(call)) return { status: 500, body: { code: 500, msg: "down", data: null } };
      if (STREAMED_CALLS.includes(call)) await gate.promise;
      return answer(call, body, caller);
    };
    // No server caches: every page is rendered and every call asked, so every page streams;
    // and calls may wait for their gate longer than the usual 3 s timeout.
    process.env.SERVER_CACHE = "off";
    process.env.BACKOFFICE_TIMEOUT_MS = "10000";
    app = await startApp({ port: 0, host: "127.0.0.1", backofficeUrl: fixture.url });
  });

  afterAll(async () => {
    if (cacheSetting === undefined) delete process.env.SERVER_CACHE;
    else process.env.SERVER_CACHE = cacheSetting;
    delete process.env.BACKOFFICE_TIMEOUT_MS;
    await app?.close();
    await fixture?.close();
  });

  const opened: TestPage[] = [];
  async function openStreaming(device: Device, path: string) {
    const t = await newTestPage(browser, device === "desktop" ? { ...DEVICE_OPTIONS.desktop, userAgent: CHROME } : DEVICE_OPTIONS.mobile);
    opened.push(t);
    const response = await t.page.goto(new URL(path, app.url).href, { waitUntil: "commit" });
    await waitForHydration(t.page);
    return { t, response: response! };
  }
  const closeAll = async () => {
    const pages = opened.splice(0);
    try {
      for (const page of pages) expectNoConsoleProblems(page.problems);
    } finally {
      await Promise.all(pages.map((page) => page.close()));
    }
  };
  const press = (locator: Locator, device: Device) => (device === "mobile" ? locator.tap() : locator.click());

  it.each([
    ["desktop", "/harlow-sofa.html"],
    ["mobile", "/harlow-sofa.html"],
    ["desktop", "/fern-modular-sofa.html"],
  ] as const)("on %s, %s shows its top at once and its reviews when they stream in, with no layout shift", async (device, path) => {
    gate = newGate();
    try {
      const { t, response } = await openStreaming(device, path);
      const { page } = t;
      // Hydrated while the streamed answers are still on their way: the top is there, skeletons hold the rest.
      expect(response.headers()["cache-control"]).toBe("private, no-store");
      expect(response.headers()["content-security-policy"]).toMatch(/'nonce-[0-9a-f]{32}'/);
      expect(await page.locator("h1.detail-info__title").isVisible()).toBe(true);
      const expected = path === "/fern-modular-sofa.html" ? ["upgrades", "reviews-banner", "reviews"] : ["reviews-banner", "reviews"];
      expect(await page.locator("[data-skeleton]").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-skeleton")))).toEqual(expected);
      expect(await page.locator("article.review").count()).toBe(0);

      // A variant chosen while the sections stream reaches them once they are in place (on the
      // sofa without upgrades: a modular sofa's new variant asks for its own upgrades again,
      // whose answer moves the page when it comes, which is not the streaming's doing).
      if (path === "/harlow-sofa.html") {
        const other = page.locator(".detail-variants__value").filter({ has: page.locator("input:not(:checked):not(:disabled)") }).first();
        await press(other, device);
        await expect.poll(() => new URL(page.url()).searchParams.get("variant")).not.toBeNull();
        // Counted from here: what the new variant's own data moves (its price and delivery texts) is not the streaming's doing either.
        await page.waitForTimeout(800);
      }
      await startLayoutShiftProbe(page, { fromNow: true });
      // The reviews' place in view, as a shopper who scrolled down waits for them; then they come.
      await page.locator('[data-skeleton="reviews-banner"]').scrollIntoViewIfNeeded();
      await page.waitForTimeout(600);
      expect(await page.locator("[data-skeleton]").count()).toBe(expected.length);
      gate.open();

      await expect.poll(() => page.locator("#module-commentList article.review").count(), { timeout: 10_000 }).toBe(3);
      // Each streamed section takes its place as its answer comes: the last may follow the reviews.
      await expect.poll(() => page.locator("[data-skeleton]").count(), { timeout: 10_000 }).toBe(0);
      expect(await page.locator(".reviews-banner .banner-card").count()).toBeGreaterThan(0);
      if (path === "/fern-modular-sofa.html") expect(await page.locator(".detail-upgrades__item").count()).toBeGreaterThan(0);
      const shift = await readLayoutShift(page);
      expect(shift.cls, JSON.stringify(shift.entries)).toBeLessThan(0.02);
    } finally {
      gate.open();
      await closeAll();
    }
  });

  it("gives a bot the complete HTML, reviews in place", async () => {
    const response = await fetch(new URL("/harlow-sofa.html", app.url), { headers: { "user-agent": GOOGLEBOT, accept: "text/html" } });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).not.toContain("nonce");
    expect(html).toContain('id="module-commentList" class="detail-reviews');
    expect(html).toContain("Marcus Webb");
    expect(html).toContain('class="reviews-banner');
    // Nothing left to stream: no skeleton, no section waiting at the end for a script.
    expect(html).not.toContain("data-skeleton");
    expect(html).not.toMatch(/<div hidden id="S:/);
  });

  it("degrades only the section of a streamed call that fails", async () => {
    failing.add("reviews/weight-images");
    failing.add("reviews/types");
    failing.add("home/new-home-detail");
    try {
      const { t } = await openStreaming("desktop", "/harlow-sofa.html");
      const { page } = t;
      const section = page.locator("#module-commentList");
      await expect.poll(() => section.locator("article.review").count(), { timeout: 10_000 }).toBe(3);
      // No seller show without its photos; the banner with the default external score.
      expect(await section.locator(".seller-show").count()).toBe(0);
      expect(await page.locator(".reviews-banner__score--external .reviews-banner__value").textContent()).toBe("4.3");
      // The review sheet opens without the type filter's choices.
      await section.getByRole("button", { name: "View All" }).click();
      await expect.poll(() => page.locator("dialog.review-sheet").evaluate((element: HTMLDialogElement) => element.open)).toBe(true);
      // The rest of the page as usual.
      expect(await page.locator(".detail-gallery").count()).toBe(1);
      expect(await page.locator(".detail-service__row--delivery-options").textContent()).toBe("Delivery options: Front Door Delivery");
    } finally {
      failing.clear();
      await closeAll();
    }
  });
});
