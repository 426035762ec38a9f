import type { Browser, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import path from "node:path";
import { SCREENSHOT_DIR, launchBrowser, pagePerTest, url, type Device, type TestPage } from "./browser";

/*
 * The product page's forms with JavaScript on (issue 20 item 5; docs/decisions/no-js-forms.md):
 * each posts its fields, form-encoded, to the page's own action through a Remix fetcher (the
 * address of the page with `_data`, the route's data request), not to its JSON route, and the
 * shopper sees what the JSON routes gave: the cart's count and drawer or sheet, the postcode's
 * region, the notify's messages. No document navigation, no loader asked again.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SOFA = "/harlow-sofa.html";
const CHAIR = "/clover-chair.html";

type Seen = { method: string; pathname: string; data: string | null; contentType: string | undefined; body: URLSearchParams; navigation: boolean };

/** Every request the page makes from now on (documents, data requests, API calls). */
function watch(page: Page) {
  const seen: Seen[] = [];
  page.on("request", (request: Request) => {
    const address = new URL(request.url());
    seen.push({
      method: request.method(),
      pathname: address.pathname,
      data: address.searchParams.get("_data"),
      contentType: request.headers()["content-type"],
      body: new URLSearchParams(request.postData() ?? ""),
      navigation: request.isNavigationRequest(),
    });
  });
  return {
    /** The posts to the page's own action, each as its fields. */
    pagePosts: (pathname: string) =>
      seen
        .filter((entry) => entry.method === "POST" && entry.pathname === pathname)
        .map(({ data, contentType, body, navigation }) => ({ data, contentType, fields: [...body], navigation })),
    /** Posts to the forms' JSON routes (the old way). */
    jsonPosts: () => seen.filter((entry) => entry.method === "POST" && ["/api/cart", "/api/zip-code", "/api/stock-notify", "/api/delivery-signup"].includes(entry.pathname)),
    /** Route data asked again after a post (the page's or the root's loader). */
    loaderReads: () => seen.filter((entry) => entry.method === "GET" && entry.data !== null),
  };
}

const FORM = "application/x-www-form-urlencoded;charset=UTF-8";
const shot = (page: Page, selector: string, name: string) => page.locator(selector).first().screenshot({ path: path.join(SCREENSHOT_DIR, `js-forms-${name}.png`) });

describe.each(["desktop", "mobile"] as const)("the product page's forms with JavaScript on %s", (device: Device) => {
  let t: TestPage;
  const viewport = device === "desktop" ? { width: 1280, height: 900 } : { width: 390, height: 800 };
  pagePerTest(() => browser, device, (page) => (t = page), { viewport });

  it("Add to Cart posts form data to the page's action (no /api/cart, no navigation, no loader again); the count goes up and the drawer or sheet opens", async () => {
    await t.open(SOFA);
    const { page } = t;
    const requests = watch(page);
    await page.locator(".detail-buy__add").click();
    const panel = page.locator("dialog.cart-panel");
    await expect.poll(() => panel.evaluate((dialog: HTMLDialogElement) => dialog.open)).toBe(true);
    expect(await panel.getAttribute("class")).toContain(device === "desktop" ? "dialog--right" : "dialog--bottom");
    expect(await panel.innerText()).toContain("Harlow 3-Seat Sofa, Oat, 3-Seat");
    expect(await page.locator(".cart-button").getAttribute("aria-label")).toBe("Cart, 1 items");
    expect(requests.pagePosts(SOFA)).toEqual([
      {
        data: "routes/$",
        contentType: FORM,
        // The default delivery service goes with the add, as it went to /api/cart.
        fields: [
          ["intent", "add-to-cart"],
          ["productIds", "20011"],
          ["giftWrapId", "1"],
        ],
        navigation: false,
      },
    ]);
    expect(requests.jsonPosts()).toEqual([]);
    expect(requests.loaderReads()).toEqual([]);
    expect(new URL(page.url()).pathname).toBe(SOFA);
    // No answer of the plain post under the bar: with scripts the drawer or sheet is the answer.
    expect(await page.locator(".detail-buy__posted").count()).toBe(0);
    await shot(page, "dialog.cart-panel", `${device}-added`);
  });

  it("Buy Now posts intent buy-now the same way and opens the cart", async () => {
    await t.open(SOFA);
    const { page } = t;
    const requests = watch(page);
    await page.locator(".detail-buy__now").click();
    await expect.poll(() => page.locator("dialog.cart-panel").evaluate((dialog: HTMLDialogElement) => dialog.open)).toBe(true);
    expect(requests.pagePosts(SOFA).map(({ fields }) => fields)).toEqual([
      [
        ["intent", "buy-now"],
        ["productIds", "20011"],
        ["giftWrapId", "1"],
      ],
    ]);
    expect(requests.jsonPosts()).toEqual([]);
  });

  it("the postcode posts to the page's action: a postcode the store does not serve is refused, then a served one shows its region and its delivery", async () => {
    await t.open(SOFA);
    const { page } = t;
    const requests = watch(page);
    const row = page.locator(".detail-service__row--shipping");
    await row.locator(".detail-service__region").click();
    await row.locator(".service-postcode__input").fill("99501");
    await row.locator(".service-postcode__update").click();
    await expect.poll(() => row.locator(".service-postcode__error").textContent()).toBe("Sorry, we don't ship to this postcode yet");
    expect(await row.locator(".service-postcode__input").inputValue()).toBe("");
    await shot(page, ".detail-service__row--shipping", `${device}-postcode-refused`);
    await row.locator(".service-postcode__input").fill("10001");
    await row.locator(".service-postcode__update").click();
    await expect.poll(() => row.locator(".detail-service__region").textContent()).toBe("10001 New York");
    await expect.poll(() => row.locator(".detail-service__estimate").textContent()).toBe("Estimated delivery: 7-12 business days");
    expect(JSON.parse((await page.evaluate(() => window.localStorage.getItem("zipObject"))) ?? "null")).toMatchObject({ postcode: "10001", regionCode: "NY" });
    expect((await t.context.cookies()).some((cookie) => cookie.name === "zip")).toBe(true);
    expect(requests.pagePosts(SOFA)).toEqual([
      { data: "routes/$", contentType: FORM, fields: [["intent", "postcode"], ["postcode", "99501"]], navigation: false },
      { data: "routes/$", contentType: FORM, fields: [["intent", "postcode"], ["postcode", "10001"]], navigation: false },
    ]);
    expect(requests.jsonPosts()).toEqual([]);
    await shot(page, ".detail-service__row--shipping", `${device}-postcode-found`);
  });

  it("stock notify: a bad address is refused on the field before any post; a good one posts the form's fields to the page's action and shows stockoutTitle", async () => {
    await t.open(CHAIR);
    const { page } = t;
    // The product is out of stock, so it opens on its first SKU (new: the poll); sage is not new, so its notify form shows at once.
    await page.locator("label", { hasText: "Sage" }).click();
    const requests = watch(page);
    const module = page.locator(".detail-stockout");
    await module.locator(".detail-stockout__input").fill("shopper@example");
    await module.locator(".detail-stockout__submit").click();
    await expect.poll(() => module.locator(".detail-stockout__error").textContent()).toBe("Please enter a valid email address");
    expect(requests.pagePosts(CHAIR)).toEqual([]);
    await module.locator(".detail-stockout__input").fill("shopper@example.com");
    await module.locator(".detail-stockout__submit").click();
    await expect.poll(() => module.locator(".detail-stockout__done").textContent()).toBe("Thanks! We'll email you as soon as it's back in stock.");
    const [posted, ...more] = requests.pagePosts(CHAIR);
    expect(more).toEqual([]);
    expect([posted?.data, posted?.contentType, posted?.navigation]).toEqual(["routes/$", FORM, false]);
    expect(Object.fromEntries(posted?.fields ?? [])).toMatchObject({ intent: "stock-notify", sku: "LW1015-SAGE", isNew: "false", email: "shopper@example.com" });
    expect(requests.jsonPosts()).toEqual([]);
    await shot(page, ".detail-stockout", `${device}-notify-done`);
  });

  it("the new SKU's Like / Don't like show from the first paint with scripts, and Like opens the notify form", async () => {
    await t.open(CHAIR);
    const { page } = t;
    const answers = page.locator(".detail-stockout__answers");
    expect(await answers.isVisible()).toBe(true);
    await answers.getByRole("button", { name: "Like", exact: true }).click();
    expect(await page.locator(".detail-stockout__form").isVisible()).toBe(true);
  });
});

describe("the new SKU's poll without JavaScript", () => {
  let t: TestPage;
  pagePerTest(() => browser, "mobile", (page) => (t = page), { javaScriptEnabled: false });

  it("hides Like / Don't like, which need scripts, and shows the notify form", async () => {
    const { page } = t;
    await page.goto(url(CHAIR), { waitUntil: "load" });
    expect(await page.locator(".detail-stockout__answers").isVisible()).toBe(false);
    expect(await page.locator(".detail-stockout__form").isVisible()).toBe(true);
  });
});
