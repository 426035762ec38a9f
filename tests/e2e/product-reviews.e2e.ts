/**
 * Ratings & Reviews on the product page in a real browser, on desktop and mobile: the
 * section's score, first reviews and View All; helpful votes up and back down (kept by the
 * back office for this visitor); the review sheet's sort, filters and paging; the product
 * without reviews; the guest's login popup; the reviews banner's scroll to the list.
 */
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, type Device, type TestPage, pagePerTest } from "./browser";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const isOpen = (dialog: Locator) => dialog.evaluate((element: HTMLDialogElement) => element.open);
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
    const popup = t.page.locator("dialog.review-login");
    await expect.poll(() => isOpen(popup)).toBe(true);
    expect(await popup.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login?pageType=detail&redirect=%2Fharlow-sofa.html%23module-commentList");
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
