/**
 * The product page's cart calls and add events in Chromium (issue 21): the cart-info call
 * carries the shopper's saved postcode (detail spec 7), and the adds report the spec's source
 * positions (detail spec 9): 1 and 11 from the bar, 12 from Discount Details.
 */
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFixtureBackoffice } from "../../server/fixture-backoffice/index.js";
import { startApp } from "../../server/index.js";
import { launchBrowser, pagePerTest, waitForHydration, type Device, type TestPage } from "./browser";

let browser: Browser;
let fixture: Awaited<ReturnType<typeof startFixtureBackoffice>>;
let app: Awaited<ReturnType<typeof startApp>>;
/** Every cart-info request the back office got, in order. */
const cartInfoCalls: unknown[] = [];

beforeAll(async () => {
  fixture = await startFixtureBackoffice();
  const answer = fixture.backoffice.handle;
  fixture.backoffice.handle = async (call, body, caller) => {
    if (call === "cart/info") cartInfoCalls.push(body);
    return answer(call, body, caller);
  };
  app = await startApp({ port: 0, host: "127.0.0.1", backofficeUrl: fixture.url });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await fixture?.close();
});

const press = (locator: Locator, device: Device) => (device === "mobile" ? locator.tap() : locator.click());
const open = async (page: Page, path: string) => {
  await page.goto(new URL(path, app.url).href, { waitUntil: "load" });
  await waitForHydration(page);
};
const addEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [])
      .filter((entry) => entry.event === "add_button" || entry.event === "add_to_cart")
      .map((entry) => [entry.event, entry.position]),
  );
const cartOpen = (page: Page) => page.locator("dialog.cart-panel").evaluate((dialog: HTMLDialogElement) => dialog.open);

describe.each(["desktop", "mobile"] as const)("the product page's cart calls on %s", (device: Device) => {
  const state: { t: TestPage } = { t: undefined as unknown as TestPage };
  pagePerTest(() => browser, device, (page) => (state.t = page));

  it("the cart-info call sends the postcode the shopper saved, after hydration, while the page itself stays shared (detail spec 7)", async () => {
    const { page } = state.t;
    await open(page, "/harlow-sofa.html");
    const service = page.locator("section.detail-service");
    await press(service.locator(".detail-service__region"), device);
    await service.locator(".service-postcode__input").fill("10001");
    await press(service.locator(".service-postcode__update"), device);
    await expect.poll(() => service.locator(".detail-service__region").textContent()).toBe("10001 New York");

    cartInfoCalls.length = 0;
    const response = await page.goto(new URL("/harlow-sofa.html", app.url).href, { waitUntil: "load" });
    await waitForHydration(page);
    expect(response?.headers()["cache-control"]).toMatch(/^public/);
    // The cart count is asked after hydration, with the zip cookie's postcode and region.
    await expect.poll(() => cartInfoCalls.length).toBeGreaterThan(0);
    expect(cartInfoCalls).toContainEqual({ regionCode: "NY", postcode: "10001" });

    cartInfoCalls.length = 0;
    await press(page.locator(".detail-buy__add"), device);
    await expect.poll(() => cartOpen(page)).toBe(true);
    expect(cartInfoCalls.length).toBeGreaterThan(0);
    for (const call of cartInfoCalls) expect(call).toEqual({ regionCode: "NY", postcode: "10001" });
  });

  it("a shopper with no saved postcode is sent none: postcode null, region CA", async () => {
    const { page } = state.t;
    cartInfoCalls.length = 0;
    await open(page, "/harlow-sofa.html");
    await expect.poll(() => cartInfoCalls.length).toBeGreaterThan(0);
    expect(cartInfoCalls).toContainEqual({ regionCode: "CA", postcode: null });
  });

  it("Add to Cart reports source positions 1 and 11; Discount Details' Add to Cart reports 12 (detail spec 9)", async () => {
    const { page } = state.t;
    await open(page, "/willow-bed.html");
    await press(page.locator(".detail-buy__add"), device);
    await expect.poll(() => cartOpen(page)).toBe(true);
    await expect.poll(() => addEvents(page)).toEqual([
      ["add_button", 1],
      ["add_to_cart", 11],
    ]);
    await page.keyboard.press("Escape");
    await expect.poll(() => cartOpen(page)).toBe(false);

    await press(page.locator(".detail-price__coupon"), device);
    const dialog = page.getByRole("dialog", { name: "Discount Details" });
    await press(dialog.getByRole("button", { name: "Add to Cart" }), device);
    await expect.poll(() => cartOpen(page)).toBe(true);
    await expect.poll(() => addEvents(page)).toEqual([
      ["add_button", 1],
      ["add_to_cart", 11],
      ["add_button", 12],
      ["add_to_cart", 12],
    ]);
  });
});
