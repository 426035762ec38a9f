/**
 * The quick view (issue 17, item 1; detail spec 2 "Quick view", landing spec 2.1, 2.5, 2.8)
 * in Chromium on desktop (right drawer) and phone ('Product Details' sheet): opened from a
 * product card, a scene hotspot, a Room Ideas scene and the not-found page; a SKU switched
 * inside it (the address stays); Add To Cart closing it into the cart; Full Details with
 * '../' on a guide page; Escape and the back button closing it with focus back on the opener;
 * no page load for its code until it opens; axe on the open quick view; a clean console.
 */
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousViolations } from "./axe";
import { launchBrowser, pagePerTest, saveScreenshot, takeDocumentStatusMessage, url, type Device, type TestPage } from "./browser";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const HARLOW = "Harlow 3-Seat Sofa, a compact classic";
const dialogName = (device: Device, product: string) => (device === "mobile" ? "Product Details" : product);

/** The open quick view, once its product has loaded (the gallery is its first section). */
async function loadedQuickView(page: Page, device: Device, product: string): Promise<Locator> {
  const quickView = page.getByRole("dialog", { name: dialogName(device, product) });
  await quickView.locator('[data-section="gallery"]').waitFor();
  expect(await quickView.getAttribute("class")).toContain(device === "mobile" ? "dialog--bottom" : "dialog--right");
  return quickView;
}

const cardOf = (page: Page, name: string) => page.locator("article.product-card", { has: page.getByRole("link", { name, exact: true }) }).first();

type DataLayerEvent = { event: string; pageType: string; source?: string | null; loggedIn?: boolean; url?: string };
const events = (page: Page) => page.evaluate(() => ((window as unknown as { dataLayer?: DataLayerEvent[] }).dataLayer ?? []).map((entry) => ({ ...entry })));

describe.each(["desktop", "mobile"] as const)("the quick view on %s", (device: Device) => {
  let t: TestPage;
  pagePerTest(() => browser, device, (page) => (t = page));

  it("opens from a product card on a guide page, switches a SKU without touching the address, and adds to the cart, which closes it", async () => {
    await t.open("/guide/autumn-living");
    const { page } = t;
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    const address = page.url();
    const card = cardOf(page, "Harlow 3-Seat Sofa");
    await card.scrollIntoViewIfNeeded();
    const opener = card.getByRole("button", { name: "Quick View" });
    // A real link stays behind the button: no JavaScript, a middle click or a new tab still reach the page.
    expect(await opener.getAttribute("href")).toBe("/harlow-sofa.html");
    await opener.click();
    const quickView = await loadedQuickView(page, device, HARLOW);
    // Its code came when it opened (a chunk of its own), and the address did not change.
    expect(scripts.some((script) => /quick-view-[\w-]+\.js$/.test(script))).toBe(true);
    expect(page.url()).toBe(address);
    if (device === "mobile") expect(await quickView.getByRole("heading", { name: "Product Details" }).isVisible()).toBe(true);
    // The detail page's own sections: banner, info panel, SKU selector, description, comment list.
    for (const section of ["gallery", "goods-info", "price", "variants", "panels", "reviews"]) {
      expect(await quickView.locator(`[data-section="${section}"]`).count(), section).toBe(1);
    }
    expect(await quickView.locator('[data-section="buy"]').count()).toBe(0);
    const opened = (await events(page)).filter((entry) => entry.event === "quick_view");
    expect(opened).toMatchObject([{ pageType: "LP", source: "ItemList", loggedIn: false, url: "/harlow-sofa.html" }]);

    // Full Details climbs out of /guide/{key} with '../'.
    const details = quickView.getByRole("link", { name: "Full Details" });
    expect(await details.getAttribute("href")).toBe("../harlow-sofa.html");

    // Sage 3-seat is sold out: no Add To Cart, the out-of-stock area (and 'See Similar Products' on a phone).
    await quickView.locator("label", { hasText: "Sage" }).click();
    await quickView.locator(".detail-stockout").waitFor();
    expect(await quickView.getByRole("button", { name: "Add To Cart" }).count()).toBe(0);
    expect(await quickView.getByRole("button", { name: "See Similar Products", exact: true }).count()).toBe(device === "mobile" ? 1 : 0);
    await quickView.locator("label", { hasText: "4-Seat" }).click();
    const add = quickView.getByRole("button", { name: "Add To Cart" });
    await add.waitFor();
    expect(page.url()).toBe(address);
    await expectNoSeriousViolations(page, ".quick-view");
    await saveScreenshot(page, `quick-view-card-${device}`);

    const cartAnswer = page.waitForResponse((response) => response.url().endsWith("/api/cart") && response.request().method() === "POST");
    await add.click();
    const body = (await (await cartAnswer).request().postDataJSON()) as { productIds: string[] };
    // The Sage 4-seat SKU went into the cart.
    expect(body.productIds).toHaveLength(1);
    await page.locator("dialog.cart-panel[open]").waitFor();
    await expect.poll(() => page.locator("dialog.quick-view[open]").count()).toBe(0);
    expect(page.url()).toBe(address);
  });

  it("closes on Escape and on the back button, focus back on the opener, the page where it was", async () => {
    await t.open("/guide/autumn-living");
    const { page } = t;
    const address = page.url();
    const opener = cardOf(page, "Harlow 3-Seat Sofa").getByRole("button", { name: "Quick View" });
    await opener.scrollIntoViewIfNeeded();
    await opener.click();
    const quickView = await loadedQuickView(page, device, HARLOW);
    expect(await quickView.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator("dialog.quick-view[open]").count()).toBe(0);
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(page.url()).toBe(address);

    await opener.click();
    await loadedQuickView(page, device, HARLOW);
    await page.goBack();
    await expect.poll(() => page.locator("dialog.quick-view[open]").count()).toBe(0);
    expect(page.url()).toBe(address);
    // Still the same document: the back button closed the quick view and did not leave the page.
    expect(await page.evaluate(() => document.querySelector("article.product-card") !== null)).toBe(true);
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it("opens from a scene hotspot", async () => {
    await t.open("/guide/shop-by-room");
    const { page } = t;
    const scene = page.locator("#module-2 .scene");
    const hotspot = scene.getByRole("button", { name: "Arc Floor Lamp: show product" });
    await hotspot.scrollIntoViewIfNeeded();
    await hotspot.click();
    const popover = page.locator(`[id="${await hotspot.getAttribute("aria-controls")}"]`);
    await popover.getByRole("button", { name: "Arc Floor Lamp" }).click();
    const quickView = await loadedQuickView(page, device, "Arc Floor Lamp, marble base with linen shade");
    expect(await quickView.getByRole("link", { name: "Full Details" }).getAttribute("href")).toBe("../arc-floor-lamp.html");
    await expectNoSeriousViolations(page, ".quick-view");
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator("dialog.quick-view[open]").count()).toBe(0);
  });

  it("opens from a Room Ideas scene on the home page", async () => {
    await t.open("/");
    const { page } = t;
    const roomIdeas = page.getByRole("region", { name: "Room Ideas" });
    await roomIdeas.scrollIntoViewIfNeeded();
    await roomIdeas.getByRole("tab", { name: "Reading & Media" }).click();
    const lamp = roomIdeas.locator('.scene[data-scene-id="105"]').getByRole("button", { name: "Arc Floor Lamp: show product" });
    await lamp.click();
    const popover = page.locator(`[id="${await lamp.getAttribute("aria-controls")}"]`);
    await popover.getByRole("button", { name: "Arc Floor Lamp" }).click();
    const quickView = await loadedQuickView(page, device, "Arc Floor Lamp, marble base with linen shade");
    // Off a guide page, Full Details is the plain /{detailUrl}.
    expect(await quickView.getByRole("link", { name: "Full Details" }).getAttribute("href")).toBe("/arc-floor-lamp.html");
    expect((await events(page)).filter((entry) => entry.event === "quick_view")).toMatchObject([{ pageType: "HP", source: null }]);
  });

  it("opens from the not-found page's recommendations and follows Full Details to the product page", async () => {
    const response = await t.open("/no-such-page");
    expect(response.status()).toBe(404);
    expect(takeDocumentStatusMessage(t.problems, url("/no-such-page"), 404)).toBe(1);
    const { page } = t;
    const opener = cardOf(page, "Harlow 3-Seat Sofa").getByRole("button", { name: "Quick View" });
    await opener.scrollIntoViewIfNeeded();
    await opener.click();
    const quickView = await loadedQuickView(page, device, HARLOW);
    await quickView.locator("label", { hasText: "Charcoal" }).click();
    await quickView.getByRole("button", { name: "Add To Cart" }).waitFor();
    const details = quickView.getByRole("link", { name: "Full Details" });
    expect(await details.getAttribute("href")).toBe("/harlow-sofa.html");
    await Promise.all([page.waitForURL(url("/harlow-sofa.html")), details.click()]);
    expect(await page.locator("h1").first().textContent()).toContain("Harlow");
  });
});
