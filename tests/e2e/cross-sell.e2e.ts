/**
 * Cross-sell on the product page (issue 18, items 2, 3, 5 and 7) in Chromium on desktop and
 * phone: People Also Like hidden at 2 recommendations and shown at 3+, its list asked for
 * only near the viewport, its Add To Cart opening the quick view; Get the look's link and its
 * drawer (desktop, 500 px) or bottom popup (phone), focus in and back, Escape closing it; the
 * quick view's similar products for a sold-out product; a failed list leaving only its own
 * place empty; a clean console. Fixtures: oval-coffee-table (13 recommendations, the Oakwood
 * collection), five-shelf-bookcase (2, an empty collection), clover-chair (sold out, similar
 * products, a failing recommendation call).
 */
import type { Browser, Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousViolations } from "./axe";
import { launchBrowser, pagePerTest, saveScreenshot, scrollThroughPage, type Device, type TestPage } from "./browser";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const CLOVER = "Clover Accent Chair, a rounded boucle armchair";

/** Every /api/cross-sell request the page makes, by kind. */
function crossSellRequests(page: Page): string[] {
  const kinds: string[] = [];
  page.on("request", (request) => {
    const address = new URL(request.url());
    if (address.pathname === "/api/cross-sell") kinds.push(address.searchParams.get("kind") ?? "");
  });
  return kinds;
}

const answerOf = (page: Page, kind: string) =>
  page.waitForResponse((response: Response) => {
    const address = new URL(response.url());
    return address.pathname === "/api/cross-sell" && address.searchParams.get("kind") === kind;
  });

describe.each(["desktop", "mobile"] as const)("cross-sell on the product page, %s", (device: Device) => {
  let t: TestPage;
  pagePerTest(() => browser, device, (page) => (t = page));

  it("hides People Also Like at 2 recommendations and shows 12 of 13 cards, asked for only near the viewport", async () => {
    const { page } = t;
    const kinds = crossSellRequests(page);
    await t.open("/five-shelf-bookcase.html");
    // Below the fold: nothing asked for with the page.
    expect(kinds.filter((kind) => kind === "also-like")).toEqual([]);
    const two = answerOf(page, "also-like");
    await scrollThroughPage(page);
    expect((await two).status()).toBe(200);
    await page.locator('.detail-also-like-place[data-state="hidden"]').waitFor({ state: "attached" });
    expect(await page.getByRole("region", { name: "People Also Like" }).count()).toBe(0);

    await t.open("/oval-coffee-table.html");
    await scrollThroughPage(page);
    const section = page.getByRole("region", { name: "People Also Like" });
    await section.waitFor();
    expect(await section.locator("article.product-card").count()).toBe(12);
    expect(await section.getByRole("button", { name: /^Add To Cart: / }).count()).toBe(12);
    await section.scrollIntoViewIfNeeded();
    await expectNoSeriousViolations(page, ".detail-also-like");
    await saveScreenshot(page, `cross-sell-also-like-${device}`);
  });

  it("opens the quick view from a card's Add To Cart, and the sold-out product's similar products from it", async () => {
    const { page } = t;
    await t.open("/oval-coffee-table.html");
    await scrollThroughPage(page);
    const add = page.getByRole("button", { name: "Add To Cart: Clover Accent Chair" });
    await add.waitFor();
    // The similar products are asked for when the out-of-stock module shows (desktop) or the popup opens (phone).
    const similar = page.waitForResponse((response) => response.url().includes("/api/product-suggestions?kind=similar"));
    await add.click();
    const quickView = page.getByRole("dialog", { name: device === "mobile" ? "Product Details" : CLOVER });
    await quickView.locator('[data-section="gallery"]').waitFor();
    // Clover is sold out: the out-of-stock area instead of Add To Cart.
    await quickView.locator(".detail-stockout").waitFor();
    expect(await quickView.getByRole("button", { name: "Add To Cart", exact: true }).count()).toBe(0);
    if (device === "mobile") {
      // The bar's 'See Similar Products' opens the out-of-stock module's own list, as a bottom popup.
      await quickView.getByRole("button", { name: "See Similar Products", exact: true }).click();
      const sheet = page.getByRole("dialog", { name: "See similar products" });
      await sheet.locator("article.product-card").first().waitFor();
      expect(await sheet.getAttribute("class")).toContain("dialog--bottom");
      expect(await sheet.locator("article.product-card").count()).toBe(8);
      await saveScreenshot(page, `cross-sell-similar-${device}`);
      await page.keyboard.press("Escape");
      await expect.poll(() => sheet.locator("article.product-card").count()).toBe(0);
      expect(await quickView.isVisible()).toBe(true);
    } else {
      // On desktop the module's carousel of similar products shows in the quick view itself.
      const carousel = quickView.getByRole("region", { name: "Similar products" });
      await carousel.locator("article.product-card").first().waitFor();
      expect(await carousel.locator("article.product-card").count()).toBe(8);
      await saveScreenshot(page, `cross-sell-similar-${device}`);
    }
    expect((await similar).url()).toContain("sku=LW1015-");
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator("dialog.quick-view[open]").count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Add To Cart: Clover Accent Chair");
  });

  it("opens Get the look's collection in a 500 px drawer (desktop) or bottom popup (phone), focus in and back, Escape closing it", async () => {
    const { page } = t;
    const kinds = crossSellRequests(page);
    await t.open("/oval-coffee-table.html");
    const link = page.getByRole("button", { name: "Shop Oakwood collection" });
    await link.scrollIntoViewIfNeeded();
    await link.waitFor();
    expect(kinds).toContain("collection");
    await link.click();
    const drawer = page.getByRole("dialog", { name: "Shop Oakwood collection" });
    await drawer.locator("article.product-card").first().waitFor();
    expect(await drawer.locator("article.product-card").count()).toBe(4);
    expect(await drawer.getAttribute("class")).toContain(device === "mobile" ? "dialog--bottom" : "dialog--right");
    const box = (await drawer.boundingBox())!;
    const viewport = page.viewportSize()!;
    if (device === "desktop") {
      expect(box.width).toBe(500);
      expect(Math.round(box.x + box.width)).toBe(viewport.width);
    } else {
      expect(box.width).toBe(viewport.width);
      expect(Math.round(box.y + box.height)).toBe(viewport.height);
    }
    expect(await page.evaluate(() => document.activeElement?.closest("dialog")?.getAttribute("aria-label"))).toBe("Shop Oakwood collection");
    await expectNoSeriousViolations(page, ".detail-look-drawer");
    await saveScreenshot(page, `cross-sell-get-the-look-${device}`);
    await page.keyboard.press("Escape");
    await expect.poll(() => drawer.locator("article.product-card").count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Shop Oakwood collection");
  });

  it("shows no Get the look link for an empty collection, and a failed list leaves only its own place empty", async () => {
    const { page } = t;
    const collection = answerOf(page, "collection");
    await t.open("/five-shelf-bookcase.html");
    expect((await collection).status()).toBe(200);
    await page.locator('.detail-look[data-state="hidden"]').waitFor({ state: "attached" });
    expect(await page.getByRole("button", { name: /collection$/ }).count()).toBe(0);

    // clover-chair's recommendation call fails: its section stays empty, the rest of the page is whole.
    const failed = answerOf(page, "also-like");
    await t.open("/clover-chair.html");
    await scrollThroughPage(page);
    expect(await (await failed).json()).toEqual({ error: "getProductDetailRecommendList failed" });
    await page.locator('.detail-also-like-place[data-state="failed"]').waitFor({ state: "attached" });
    expect(await page.getByRole("region", { name: "People Also Like" }).count()).toBe(0);
    for (const section of ["gallery", "goods-info", "buy", "panels", "reviews"]) {
      expect(await page.locator(`[data-section="${section}"]`).count(), section).toBe(1);
    }
    // A section's failure is not an HTTP error: the shopper's console stays clean (checked after the test).
  });
});
