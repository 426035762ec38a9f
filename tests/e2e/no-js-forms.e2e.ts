import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCREENSHOT_DIR, launchBrowser, pagePerTest, takeDocumentStatusMessage, url, type Device, type TestPage } from "./browser";
import path from "node:path";

/*
 * The product page's forms with JavaScript off (issue 20 item 5; docs/decisions/no-js-forms.md):
 * each is a plain form posting to the page, which comes back with the answer (the result, or
 * the message tied to the field with the value as typed). Also a write the guards refuse,
 * which a shopper without JavaScript sees as a small page, not JSON.
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
/** The fern L-shape in rust velvet, left: it sells, but no stock is left, so an add opens the delivery-delay dialog. */
const LATE = "/fern-modular-sofa.html?variant=44020174";

/** A click that posts the page's form: the document's answer. */
async function post(page: Page, click: () => Promise<void>) {
  const [response] = await Promise.all([page.waitForNavigation(), click()]);
  if (!response) throw new Error("no answer to the post");
  return response;
}

/** The field's message as assistive technology gets it: the element its aria-describedby names. */
async function describedBy(page: Page, selector: string) {
  const field = page.locator(selector);
  expect(await field.getAttribute("aria-invalid")).toBe("true");
  const id = await field.getAttribute("aria-describedby");
  expect(id).toBeTruthy();
  return page.locator(`[id="${id}"]`).innerText();
}

async function cartCount(page: Page) {
  const answer = (await (await page.request.get(url("/api/cart"))).json()) as { ok: boolean; cart: { count: number } };
  return answer.cart.count;
}

const shot = (page: Page, selector: string, name: string) => page.locator(selector).first().screenshot({ path: path.join(SCREENSHOT_DIR, `no-js-${name}.png`) });

describe.each(["desktop", "mobile"] as const)("the product page's forms without JavaScript on %s", (device: Device) => {
  let t: TestPage;
  // The widths the screenshots of the answers are looked at in (desktop 1280, phone 390).
  const viewport = device === "desktop" ? { width: 1280, height: 900 } : { width: 390, height: 800 };
  pagePerTest(() => browser, device, (page) => (t = page), { javaScriptEnabled: false, viewport });

  it("Add to Cart adds the chosen SKU and the page says so, with the cart's count", async () => {
    const { page } = t;
    await page.goto(url(SOFA), { waitUntil: "load" });
    expect(await page.evaluate(() => typeof window.__remixContext)).toBe("undefined");
    expect(await cartCount(page)).toBe(0);
    const answer = await post(page, () => page.locator(".detail-buy__add").click());
    expect([answer.status(), answer.headers()["cache-control"]]).toEqual([200, "private, no-store"]);
    expect(new URL(page.url()).pathname).toBe(SOFA);
    expect(await page.locator(".detail-buy__posted[role=status]").innerText()).toBe("Add cart successfully · Cart (1)");
    expect(await cartCount(page)).toBe(1);
    await shot(page, ".detail-buy", `${device}-added`);
  });

  it("Buy Now adds too (the storefront has no checkout of its own: the cart is where it goes) and shows the result", async () => {
    const { page } = t;
    await page.goto(url(SOFA), { waitUntil: "load" });
    const answer = await post(page, () => page.locator(".detail-buy__now").click());
    expect(answer.status()).toBe(200);
    expect(await page.locator(".detail-buy__posted[role=status]").innerText()).toBe("Add cart successfully · Cart (1)");
    expect(await cartCount(page)).toBe(1);
  });

  it("the postcode form is there without scripts: a served postcode shows its region and estimate; a bad one its message, the input kept", async () => {
    const { page } = t;
    await page.goto(url(SOFA), { waitUntil: "load" });
    // The shared page's estimate is the default region's (Los Angeles).
    expect(await page.locator(".detail-service__row--shipping .detail-service__estimate").innerText()).toBe("Estimated delivery: 5-9 business days");
    const input = page.locator(".service-postcode__input");
    await input.fill("12");
    const refused = await post(page, () => page.locator(".service-postcode__update").click());
    expect(refused.status()).toBe(400);
    expect(takeDocumentStatusMessage(t.problems, url(SOFA), 400)).toBe(1);
    expect(await page.locator(".service-postcode__input").inputValue()).toBe("12");
    expect(await describedBy(page, ".service-postcode__input")).toBe("Please enter a valid 5-digit US zip code");
    await shot(page, ".detail-service__row--shipping", `${device}-postcode-error`);

    await page.locator(".service-postcode__input").fill("10001");
    const found = await post(page, () => page.locator(".service-postcode__update").click());
    expect(found.status()).toBe(200);
    expect(await found.headerValue("set-cookie")).toMatch(/^zip=/);
    expect(await page.locator(".detail-service__region").innerText()).toBe("10001 New York");
    expect(await page.locator(".detail-service__row--shipping .detail-service__estimate").innerText()).toBe("Estimated delivery: 7-12 business days");
    // The form stays, empty and without a message, for another postcode.
    expect(await page.locator(".service-postcode__input").inputValue()).toBe("");
    expect(await page.locator(".service-postcode__error").count()).toBe(0);
    await shot(page, ".detail-service__row--shipping", `${device}-postcode-found`);
  });

  it("stock notify: a bad e-mail comes back with WrongEmail tied to the field and the address kept; a good one shows stockoutTitle", async () => {
    const { page } = t;
    await page.goto(url(CHAIR), { waitUntil: "load" });
    const field = page.locator(".detail-stockout__input");
    await field.fill("shopper@example");
    const refused = await post(page, () => page.locator(".detail-stockout__submit").click());
    expect(refused.status()).toBe(400);
    expect(takeDocumentStatusMessage(t.problems, url(CHAIR), 400)).toBe(1);
    expect(await page.locator(".detail-stockout__input").inputValue()).toBe("shopper@example");
    expect(await describedBy(page, ".detail-stockout__input")).toBe("Please enter a valid email address");
    await shot(page, ".detail-stockout", `${device}-notify-error`);

    await page.locator(".detail-stockout__input").fill("shopper@example.com");
    const done = await post(page, () => page.locator(".detail-stockout__submit").click());
    expect(done.status()).toBe(200);
    expect(await page.locator(".detail-stockout__done").innerText()).toBe("Thanks! We'll email you as soon as it's back in stock.");
    expect(await page.locator(".detail-stockout__input").count()).toBe(0);
    await shot(page, ".detail-stockout", `${device}-notify-done`);
  });

  it("the delivery-delay sign-up is on the page where an add would open its dialog: refused with the address kept and the message on the field, then signed up", async () => {
    const { page } = t;
    await page.goto(url(LATE), { waitUntil: "load" });
    const inline = page.locator(".detail-buy .delay-dialog__inline");
    expect(await inline.isVisible()).toBe(true);
    expect(await inline.getByRole("heading").innerText()).toBe("This item takes longer to deliver");
    expect(await inline.locator(".delay-dialog__estimate").innerText()).toBe("Estimated delivery: Made to order: delivered in 6-8 weeks");
    await shot(page, ".detail-buy", `${device}-signup`);
    await inline.locator(".delay-dialog__input").fill("new.reader@");
    const refused = await post(page, () => inline.locator(".delay-dialog__signup-button").click());
    expect(refused.status()).toBe(400);
    expect(takeDocumentStatusMessage(t.problems, url(LATE), 400)).toBe(1);
    // The page came back for the same SKU (the form posts to the page's own address, ?variant= included), with one sign-up form.
    expect(new URL(page.url()).search).toBe("?variant=44020174");
    expect(await page.locator(".delay-dialog__signup").count()).toBe(1);
    expect(await page.locator(".delay-dialog__input").inputValue()).toBe("new.reader@");
    expect(await describedBy(page, ".delay-dialog__input")).toBe("Please enter a valid email address");
    await shot(page, ".detail-buy", `${device}-signup-error`);
    await page.locator(".delay-dialog__input").fill(`reader.${device}@example.com`);
    const done = await post(page, () => page.locator(".delay-dialog__signup-button").click());
    expect(done.status()).toBe(200);
    expect(await page.locator(".detail-buy .delay-dialog__message[role=status]").innerText()).toBe("Thanks, you're signed up");
    expect(await page.locator(".delay-dialog__signup").count()).toBe(0);
    await shot(page, ".detail-buy", `${device}-signup-done`);
    // A SKU that adds at once has no dialog, so no sign-up.
    await page.goto(url(SOFA), { waitUntil: "load" });
    expect(await page.locator(".delay-dialog__inline, .delay-dialog__signup").count()).toBe(0);
  });

  it("similar products: nothing shows as loading and nothing pretends to open; on a phone a link to the listing instead of the sheet's button", async () => {
    const { page } = t;
    await page.goto(url(CHAIR), { waitUntil: "load" });
    expect(await page.locator(".detail-stockout").isVisible()).toBe(true);
    expect(await page.locator(".detail-similar__loading, .detail-buy [aria-busy=true]").count()).toBe(0);
    expect(await page.locator(".detail-stockout").innerText()).not.toContain("Loading");
    expect(await page.locator("button.detail-stockout__similar").count()).toBe(0);
    if (device === "desktop") {
      expect(await page.locator(".detail-similar__title").innerText()).toBe("Similar products");
      expect(await page.locator(".detail-similar__more").getAttribute("href")).toBe("/furniture.html");
    } else {
      const link = page.locator("a.detail-stockout__similar");
      expect(await link.isVisible()).toBe(true);
      expect([await link.innerText(), await link.getAttribute("href")]).toEqual(["See similar products", "/furniture.html"]);
    }
    await shot(page, ".detail-stockout", `${device}-similar`);
  });

  it("the preview frame's product page checks a post and does nothing with it: a correct one says so, a wrong one shows its message", async () => {
    const { page } = t;
    const frame = `/preview-frame/product/harlow-sofa?device=${device}&store=3`;
    await page.goto(url(frame), { waitUntil: "load" });
    const checked = await post(page, () => page.locator(".detail-buy__add").click());
    expect([checked.status(), checked.headers()["cache-control"]]).toEqual([200, "private, no-store"]);
    expect(await page.locator(".preview-checked[role=status]").innerText()).toBe("Preview: the form is filled in correctly. Nothing was sent.");
    expect(await page.locator(".detail-buy__posted").count()).toBe(0);
    expect(await cartCount(page)).toBe(0);

    await page.locator(".service-postcode__input").fill("12");
    const refused = await post(page, () => page.locator(".service-postcode__update").click());
    expect(refused.status()).toBe(400);
    expect(takeDocumentStatusMessage(t.problems, url(frame), 400)).toBe(1);
    expect(await page.locator(".preview-checked").count()).toBe(0);
    expect(await page.locator(".service-postcode__input").inputValue()).toBe("12");
    expect(await describedBy(page, ".service-postcode__input")).toBe("Please enter a valid 5-digit US zip code");
    // A served postcode is only checked: no zip cookie, the region unchanged.
    await page.locator(".service-postcode__input").fill("10001");
    const found = await post(page, () => page.locator(".service-postcode__update").click());
    expect([found.status(), await found.headerValue("set-cookie")]).toEqual([200, null]);
    expect(await page.locator(".preview-checked").innerText()).toBe("Preview: the form is filled in correctly. Nothing was sent.");
    expect(await page.locator(".detail-service__region").innerText()).not.toContain("10001");
  });

  it("Add to Cart sends the sofa's checked accessories with their Qty; an ottoman, which chooses another SKU, waits for scripts", async () => {
    const { page } = t;
    await page.goto(url("/fern-modular-sofa.html"), { waitUntil: "load" });
    expect(await page.locator(".detail-upgrades__item--ottoman input[type=checkbox]").isDisabled()).toBe(true);
    const pillow = page.locator(".detail-upgrades__item--accessory").filter({ hasText: "Fern Lumbar Pillow" });
    await pillow.locator("input[type=checkbox]").check();
    await pillow.locator("select").selectOption("2");
    await shot(page, ".detail-upgrades", `${device}-upgrades`);
    const added = await post(page, () => page.locator(".detail-buy__add").click());
    expect(added.status()).toBe(200);
    expect(await page.locator(".detail-buy__posted[role=status]").innerText()).toBe("Add cart successfully · Cart (3)");
    const cart = (await (await page.request.get(url("/api/cart"))).json()) as { cart: { lines: { productId: string; quantity: number }[] } };
    // The chosen SKU once, the pillow twice: what the JSON path sends for the same choices.
    expect(cart.cart.lines.map(({ productId, quantity }) => [productId, quantity])).toEqual([
      ["20161", 1],
      ["20190", 2],
    ]);
  });

  it("a form posted from another site is refused (403) with a readable page and a way back, not JSON", async () => {
    const { page } = t;
    const target = url(SOFA);
    await page.route("http://elsewhere.test/**", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><form method="post" action="${target}"><input name="intent" value="add-to-cart"><input name="productIds" value="501"><button>Send</button></form>`,
      }),
    );
    await page.goto("http://elsewhere.test/form.html");
    const refused = await post(page, () => page.getByRole("button", { name: "Send" }).click());
    expect([refused.status(), refused.headers()["content-type"], refused.headers()["cache-control"]]).toEqual([403, "text/html; charset=utf-8", "no-store"]);
    expect(takeDocumentStatusMessage(t.problems, target, 403)).toBe(1);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("This form could not be sent");
    expect(await page.getByRole("link", { name: "Back to the page" }).getAttribute("href")).toBe(SOFA);
    expect(await cartCount(page)).toBe(0);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `no-js-${device}-refused.png`) });
  });
});
