/**
 * The shop module (type 25), the product card and the not-found page in a real browser,
 * on desktop and on mobile: tabs and 'View More' until it hides, a flash countdown that
 * ticks, the card's hover image and swatches, Add to Cart from the 404 grid (mobile: the
 * first tap selects, the second opens the add-to-cart sheet where the shopper chooses) and an unknown guide answering 404 with
 * its recommendations. Fixtures: shop-modules, product-lists.json, not-found-products.json.
 */
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  launchBrowser,
  saveScreenshot,
  takeDocumentStatusMessage,
  url,
  type Device,
  pagePerTest,
  type TestPage,
} from "./browser";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** dd:hh:mm:ss -> seconds. */
function seconds(text: string): number {
  const [days = 0, hours = 0, minutes = 0, secs = 0] = text.split(":").map(Number);
  return ((days * 24 + hours) * 60 + minutes) * 60 + secs;
}

/** The section whose title is `title` (the pcTitle on desktop, the mobileTitle on mobile). */
function section(page: Page, title: string): Locator {
  return page.locator(".shop-section").filter({ has: page.getByRole("heading", { level: 2, name: title, exact: true }) });
}

const cardNames = (scope: Locator) => scope.locator(".product-card__name a").allTextContents();

describe.each(["desktop", "mobile"] as const)("shop module, product cards and the not-found page on %s", (device: Device) => {
  let t: TestPage;
  /** A tap on a phone, a click on a computer. */
  const press = (target: Locator) => (device === "mobile" ? target.tap() : target.click());

  pagePerTest(() => browser, device, (page) => (t = page));

  it("switches a tab and presses 'View More' until it hides", async () => {
    await t.open("/guide/shop-modules");
    const favourites = section(t.page, device === "desktop" ? "Autumn favourites" : "Favourites");
    expect(await cardNames(favourites)).toEqual(["Harlow 3-Seat Sofa", "Nook Loveseat", "Bexley Corner Sectional", "Fern Modular Sofa"]);

    await press(favourites.getByRole("tab", { name: "Living room" }));
    await expect.poll(() => cardNames(favourites).then((names) => names[0])).toBe("Arlo Armchair");
    expect(await favourites.getByRole("tab", { name: "Living room" }).getAttribute("aria-selected")).toBe("true");
    expect(await favourites.locator(".product-card").count()).toBe(4);

    const more = favourites.getByRole("button", { name: /View More/ });
    const counts: number[] = [];
    for (let presses = 0; presses < 5 && (await more.isVisible()); presses++) {
      const before = await favourites.locator(".product-card").count();
      await press(more);
      await expect.poll(() => favourites.locator(".product-card").count()).toBeGreaterThan(before);
      counts.push(await favourites.locator(".product-card").count());
    }
    // Nine products, four a page: pages 2 and 3, then the button is gone.
    expect(counts).toEqual([8, 9]);
    expect(await more.count()).toBe(0);
    expect((await cardNames(favourites)).at(-1)).toBe("Linden Dining Table");

    // An empty tab clears the list.
    await press(favourites.getByRole("tab", { name: "Lighting" }));
    await expect.poll(() => favourites.locator(".product-card").count()).toBe(0);
    expect(await favourites.getByText("No products here yet.").isVisible()).toBe(true);
    await saveScreenshot(t.page, `shop-modules-${device}`);
  });

  it("shows the flash countdown from the server's numbers and ticks it down one second at a time", async () => {
    // The server's HTML: 3 days less 5 h 2 min 3 s of the widget (its currentTime is fixed).
    const html = await (await fetch(url("/guide/shop-modules"), { signal: AbortSignal.timeout(10_000) })).text();
    expect(html).toMatch(/<time[^>]*datetime="P2DT18H57M57S"/i);
    // The first pages are in the HTML too.
    expect(html).toContain("Bexley Corner Sectional");

    await t.open("/guide/shop-modules");
    const flash = section(t.page, device === "desktop" ? "Flash sale: today only" : "Flash sale");
    expect(await flash.getByText("Ends in").isVisible()).toBe(true);
    const timer = flash.getByRole("timer");
    // Records the next two values the countdown shows, as the browser paints them.
    const shown = await timer.evaluate(
      (element) =>
        new Promise<string[]>((resolve) => {
          const values = [element.textContent ?? ""];
          const observer = new MutationObserver(() => {
            const text = element.textContent ?? "";
            if (text !== values.at(-1)) values.push(text);
            if (values.length === 3) {
              observer.disconnect();
              resolve(values);
            }
          });
          observer.observe(element, { subtree: true, characterData: true, childList: true });
        }),
    );
    expect(shown.every((value) => /^\d{2}:\d{2}:\d{2}:\d{2}$/.test(value))).toBe(true);
    expect(seconds(shown[1]!)).toBe(seconds(shown[0]!) - 1);
    expect(seconds(shown[2]!)).toBe(seconds(shown[1]!) - 1);
    // It started from the server's value and has only counted the seconds since.
    expect(seconds(shown[0]!)).toBeLessThanOrEqual(seconds("02:18:57:57"));
    expect(seconds(shown[0]!)).toBeGreaterThan(seconds("02:18:57:57") - 30);
  });

  it("swaps the card image and SKU with its swatches, and shows the hover image on desktop", async () => {
    await t.open("/guide/shop-modules");
    const favourites = section(t.page, device === "desktop" ? "Autumn favourites" : "Favourites");
    const bexley = favourites.locator(".product-card").filter({ hasText: "Bexley Corner Sectional" });
    const image = bexley.locator(".product-card__image").first();
    expect(await bexley.getAttribute("data-sku")).toBe("20041");
    expect(await image.getAttribute("src")).toBe("/fixture-images/products/bexley-sectional.svg");
    expect(await bexley.locator(".product-card__swatch").count()).toBe(3);
    expect(await bexley.locator(".product-card__more-swatches").textContent()).toBe("+1");

    const hover = bexley.locator(".product-card__image--hover");
    expect(await hover.getAttribute("src")).toBe("/fixture-images/products/bexley-sectional-room.svg");
    if (device === "desktop") {
      expect(await hover.evaluate((img) => getComputedStyle(img).opacity)).toBe("0");
      await bexley.locator(".product-card__media").hover();
      await expect.poll(() => hover.evaluate((img) => getComputedStyle(img).opacity)).toBe("1");
      await bexley.getByRole("button", { name: "Colour: Sage" }).hover();
    } else {
      await bexley.getByRole("button", { name: "Colour: Sage" }).tap();
    }
    expect(await bexley.getAttribute("data-sku")).toBe("20042");
    expect(await image.getAttribute("src")).toBe("/fixture-images/products/bexley-sectional-room.svg");
    expect(await bexley.getByRole("button", { name: "Colour: Sage" }).getAttribute("aria-pressed")).toBe("true");

    // The keyboard reaches the swatches too.
    await bexley.getByRole("button", { name: "Colour: Charcoal" }).focus();
    expect(await bexley.getAttribute("data-sku")).toBe("20043");
  });

  it("adds to the cart from the 404 grid (on mobile the second tap on a card opens the add-to-cart sheet, where the shopper adds): the header count goes up and the cart opens", async () => {
    const response = await t.open("/no/such/page");
    expect(response.status()).toBe(404);
    expect(takeDocumentStatusMessage(t.problems, url("/no/such/page"), 404)).toBe(1);
    const cartButton = t.page.locator(".site-header .cart-button");
    await expect.poll(() => cartButton.getAttribute("aria-label")).toBe("Cart, 0 items");

    const grid = t.page.getByRole("region", { name: "You may also like" });
    const arlo = grid.locator("li").filter({ hasText: "Arlo Armchair" });
    if (device === "desktop") {
      await arlo.getByRole("button", { name: "Add to Cart: Arlo Armchair" }).click();
      const drawer = t.page.getByRole("dialog", { name: "Cart (1)" });
      await drawer.waitFor();
      expect(await drawer.getAttribute("class")).toContain("dialog--right");
      expect(await drawer.getByText("Arlo Armchair").isVisible()).toBe(true);
    } else {
      const lamp = grid.locator("li").filter({ hasText: "Arc Floor Lamp" });
      const adds: unknown[] = [];
      const loaderReads: string[] = [];
      t.page.on("request", (request) => {
        if (request.url().endsWith("/api/cart") && request.method() === "POST") adds.push(request.postDataJSON());
        if (request.url().includes("_data=")) loaderReads.push(request.url());
      });
      // The first tap selects the card and stays on the page.
      await lamp.locator(".product-card__name a").tap();
      await expect.poll(() => lamp.getAttribute("data-selected")).toBe("");
      expect(t.page.url()).toBe(url("/no/such/page"));
      expect(await t.page.getByRole("dialog").count()).toBe(0);
      // The second tap on the same card opens the add-to-cart sheet on the card's SKU: nothing is added yet.
      await lamp.locator(".product-card__image-link").tap();
      const chooser = t.page.getByRole("dialog", { name: "Product Details" });
      await chooser.locator('[data-section="gallery"]').waitFor();
      expect(await chooser.getAttribute("class")).toContain("dialog--bottom");
      expect(adds).toEqual([]);
      expect(await cartButton.getAttribute("aria-label")).toBe("Cart, 0 items");
      // The shopper adds from the sheet: the 'My Cart' sheet opens with the card's SKU in it.
      await chooser.getByRole("button", { name: "Add To Cart" }).tap();
      const sheet = t.page.getByRole("dialog", { name: "My Cart (1)" });
      await sheet.waitFor();
      expect(await sheet.getAttribute("class")).toContain("dialog--bottom");
      expect(adds).toEqual([expect.objectContaining({ productIds: ["20071"] })]);
      // The sheet closing took its history entry back out without the router reading the 404 again.
      expect(loaderReads).toEqual([]);
      expect(t.page.url()).toBe(url("/no/such/page"));
    }
    await expect.poll(() => cartButton.getAttribute("aria-label")).toBe("Cart, 1 items");
    await saveScreenshot(t.page, `not-found-cart-${device}`);
  });

  it("answers an unknown guide with 404 and the not-found page with its recommendations", async () => {
    const response = await t.open("/guide/does-not-exist");
    expect(response.status()).toBe(404);
    expect(takeDocumentStatusMessage(t.problems, url("/guide/does-not-exist"), 404)).toBe(1);
    expect(await t.page.title()).toBe("404 Not Found");
    expect(await t.page.locator('meta[name="robots"]').getAttribute("content")).toBe("NOINDEX,NOFOLLOW");
    const heading = await t.page.locator("h1").allTextContents();
    expect([["Sorry, the page you are looking for cannot be found."], ["Oops! Something's wrong here…Maybe this will help"]]).toContainEqual(heading);
    const home = t.page.locator(".not-found__home");
    expect(await home.getAttribute("href")).toBe("/");
    expect(["Back to homepage", "Go to Homepage"]).toContain(await home.textContent());

    const grid = t.page.getByRole("region", { name: "You may also like" });
    expect(await grid.locator(".product-card").count()).toBe(8);
    expect(await grid.getByRole("button", { name: /^Add to Cart: / }).count()).toBe(8);
    // Four a row on desktop (two on the mobile design).
    const tops = await grid.locator(".product-card").evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    const perRow = tops.filter((top) => top === tops[0]).length;
    expect(perRow).toBe(device === "desktop" ? 4 : 2);
    await saveScreenshot(t.page, `not-found-${device}`);
  });
});
