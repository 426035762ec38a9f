/**
 * The product detail page in a real browser, on desktop and mobile: it opens on the
 * default SKU, a variant change replaces the URL's `variant` without a history entry, an
 * upgrade goes with the sofa, Add to Cart needs a SKU and fills the cart. Unknown products
 * answer the not-found page.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, takeDocumentStatusMessage, url, type Device, type TestPage, pagePerTest } from "./browser";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe.each(["desktop", "mobile"] as const)("the product page on %s", (device: Device) => {
  let t: TestPage;
  pagePerTest(() => browser, device, (page) => (t = page));

  it("opens on the default SKU with its title, price and JSON-LD", async () => {
    const response = await t.open("/harlow-sofa.html");
    expect(response.status()).toBe(200);
    const { page } = t;
    expect(await page.locator("h1").textContent()).toBe("Harlow 3-Seat Sofa");
    expect(await page.locator(".detail-price__current").textContent()).toBe("$1,299.00");
    expect(await page.locator('input[type="radio"]:checked').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual([
      "oat",
      "3-seat",
    ]);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const ld = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((block) => block["@type"] === "Product");
    expect(ld).toMatchObject({ "@type": "Product", name: "Harlow 3-Seat Sofa, a compact classic", offers: { price: "1299.00", priceCurrency: "USD" } });
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(url("/harlow-sofa.html"));
  });

  it("replaces the URL's variant on a SKU change, without a new history entry", async () => {
    await t.open("/harlow-sofa.html");
    const { page } = t;
    const before = await page.evaluate(() => window.history.length);
    await page.locator("label", { hasText: "Sage" }).click();
    // Sage comes in 3-seat (sold out) and 4-seat: the selection stays on the exact SKU.
    await expect.poll(() => page.url()).toBe(url("/harlow-sofa.html?variant=44020013"));
    await page.locator("label", { hasText: "4-Seat" }).click();
    await expect.poll(() => page.url()).toBe(url("/harlow-sofa.html?variant=44020014"));
    expect(await page.evaluate(() => window.history.length)).toBe(before);

    // Reloading opens on the variant in the URL.
    await t.open("/harlow-sofa.html?variant=44020014");
    expect(await page.locator('input[type="radio"]:checked').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual([
      "sage",
      "4-seat",
    ]);
  });

  it("adds the chosen SKU to the cart: the count goes up and the drawer or sheet opens", async () => {
    await t.open("/harlow-sofa.html");
    const { page } = t;
    await page.locator(".detail-buy__add").click();
    const panel = page.locator("dialog.cart-panel");
    await expect.poll(() => panel.evaluate((dialog: HTMLDialogElement) => dialog.open)).toBe(true);
    expect(await panel.getAttribute("class")).toContain(device === "desktop" ? "dialog--right" : "dialog--bottom");
    expect(await panel.innerText()).toContain("Harlow 3-Seat Sofa, Oat, 3-Seat");
    expect(await page.locator(".cart-button").getAttribute("aria-label")).toBe("Cart, 1 items");
  });

  it("says 'Please make a selection' when the choice has no SKU, and adds nothing", async () => {
    // The bookcase lists a Charcoal colour that no SKU has.
    await t.open("/five-shelf-bookcase.html");
    const { page } = t;
    const posts: string[] = [];
    page.on("request", (request) => {
      // The bar's add posts to the page's own action (docs/decisions/no-js-forms.md); /api/cart would be the old way.
      const { pathname } = new URL(request.url());
      if (request.method() === "POST" && (pathname === "/api/cart" || pathname === "/five-shelf-bookcase.html")) posts.push(request.url());
    });
    await page.locator("label", { hasText: "Charcoal" }).click();
    await page.locator(".detail-buy__add").click();
    const toast = page.locator(".toast--error");
    await expect.poll(() => toast.textContent()).toBe("Please make a selection");
    await page.locator(".detail-buy__now").click();
    await expect.poll(() => toast.count()).toBe(2);
    expect(posts).toEqual([]);
  });

  it("checks the ottoman upgrade (its target SKU) and an accessory, and adds them with the sofa", async () => {
    await t.open("/fern-modular-sofa.html");
    const { page } = t;
    const upgrades = page.getByRole("region", { name: "Upgrades" });
    await upgrades.getByRole("checkbox", { name: "Add 1 ottoman" }).check();
    await expect.poll(() => page.url()).toBe(url("/fern-modular-sofa.html?variant=44020165"));
    await upgrades.getByRole("combobox", { name: "Quantity of Fern Lumbar Pillow" }).selectOption("2");
    expect(await upgrades.getByRole("checkbox", { name: "Fern Lumbar Pillow" }).isChecked()).toBe(true);

    // The bar posts its form data to the page's own action through a fetcher (docs/decisions/no-js-forms.md).
    const posted = page.waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname === "/fern-modular-sofa.html");
    await page.locator(".detail-buy__add").click();
    expect(new URLSearchParams((await posted).postData() ?? "").getAll("productIds")).toEqual(["20165", "20190", "20190"]);
    const panel = page.locator("dialog.cart-panel");
    await expect.poll(() => panel.evaluate((dialog: HTMLDialogElement) => dialog.open)).toBe(true);
    expect(await page.locator(".cart-button").getAttribute("aria-label")).toBe("Cart, 3 items");
  });

  it("sticks the buy bar to the bottom once Buy Now has scrolled out above, and lets go on a jump back to the top", async () => {
    await t.open("/harlow-sofa.html");
    const { page } = t;
    const bar = page.locator(".detail-buy__bar");
    expect(await bar.getAttribute("class")).not.toContain("is-stuck");
    await page.evaluate(() => {
      const anchor = document.querySelector(".detail-buy__anchor")!;
      window.scrollTo(0, anchor.getBoundingClientRect().bottom + window.scrollY + 200);
    });
    await expect.poll(() => bar.getAttribute("class")).toContain("is-stuck");
    const viewport = page.viewportSize()!;
    const box = (await bar.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(viewport.height);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => bar.getAttribute("class")).not.toContain("is-stuck");
  });

  it("answers an unknown product with the not-found page and HTTP 404", async () => {
    const response = await t.open("/no-such-sofa.html");
    expect(response.status()).toBe(404);
    expect(takeDocumentStatusMessage(t.problems, url("/no-such-sofa.html"), 404)).toBe(1);
    expect(await t.page.title()).toBe("404 Not Found");
  });
});
