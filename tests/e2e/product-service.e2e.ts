/**
 * The product page's service card and panels in a real browser, on desktop and mobile:
 * the postcode rules of stores 3 and 4 (an invalid code, then a valid one: the region
 * updates, the zip object is stored and the delivery description is asked again), an
 * unserviceable postcode, the returns (830px) and warranty dialogs in German on store 5,
 * the seat ratings in the store's language, and the chosen delivery service reaching the
 * cart. The store is the deployment's (STORE_ID), so this file starts its own app on its
 * own fixture back office and switches STORE_ID between groups (the app reads it per
 * request); the back office's state shows what reached the cart.
 * Fixtures: harlow-sofa (store 3 and 5), ember-console (store 4: transnational, index 3).
 */
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { zipCookie as zipCookieOf } from "~/lib/cookies.server";
import { clientTokenCookie } from "../../server/cookies.js";
import { startFixtureBackoffice } from "../../server/fixture-backoffice/index.js";
import { startApp } from "../../server/index.js";
import { launchBrowser, waitForHydration, type Device, type TestPage, pagePerTest } from "./browser";

type Backoffice = Awaited<ReturnType<typeof startFixtureBackoffice>>;

let browser: Browser;
let fixture: Backoffice;
let app: Awaited<ReturnType<typeof startApp>>;

beforeAll(async () => {
  fixture = await startFixtureBackoffice();
  app = await startApp({ port: 0, host: "127.0.0.1", backofficeUrl: fixture.url });
  browser = await launchBrowser();
});

afterAll(async () => {
  delete process.env.STORE_ID;
  await browser?.close();
  await app?.close();
  await fixture?.close();
});

const pageUrl = (path: string) => new URL(path, app.url).href;

/** A press: a tap on the phone (touch), a click on desktop. */
const press = (locator: Locator, device: Device) => (device === "mobile" ? locator.tap() : locator.click());

const service = (page: Page) => page.locator("section.detail-service");
const region = (page: Page) => service(page).locator(".detail-service__region");
const postcodeInput = (page: Page) => service(page).locator(".service-postcode__input");
const update = (page: Page) => service(page).locator(".service-postcode__update");
const alert = (page: Page) => service(page).locator(".service-postcode__error");
const estimate = (page: Page) => service(page).locator(".detail-service__estimate");

/** The page's zip cookie, read back as the server will (app/lib/cookies.server.ts). */
async function zipCookie(t: TestPage): Promise<unknown> {
  const cookie = (await t.context.cookies(app.url)).find((entry) => entry.name === zipCookieOf.name);
  return cookie ? zipCookieOf.parse(`${cookie.name}=${cookie.value}`) : null;
}

/** The guest's client token, decoded from the `ct` cookie as the server reads it (server/cookies.js). */
async function visitorOf(t: TestPage): Promise<string> {
  const cookie = (await t.context.cookies(app.url)).find((entry) => entry.name === clientTokenCookie.name);
  const token: unknown = cookie ? await clientTokenCookie.parse(`${cookie.name}=${cookie.value}`) : null;
  return typeof token === "string" ? token : "";
}

const storedZip = (page: Page) => page.evaluate(() => JSON.parse(window.localStorage.getItem("zipObject") ?? "null") as unknown);

function setup(device: Device, store: "3" | "4" | "5") {
  const state: { t: TestPage } = { t: undefined as unknown as TestPage };
  beforeAll(() => {
    if (store === "3") delete process.env.STORE_ID;
    else process.env.STORE_ID = store;
  });
  pagePerTest(() => browser, device, (page) => (state.t = page));
  const open = async (path: string) => {
    const response = await state.t.page.goto(pageUrl(path), { waitUntil: "load" });
    await waitForHydration(state.t.page);
    return response;
  };
  return { state, open };
}

describe.each(["desktop", "mobile"] as const)("store 3 on %s", (device: Device) => {
  const { state, open } = setup(device, "3");

  it("refuses an invalid postcode (valid_zip_code 5, US), then a valid one updates the region, stores the zip object and asks the delivery again", async () => {
    const { page } = state.t;
    await open("/harlow-sofa.html");
    expect(await region(page).textContent()).toBe("90001 Los Angeles");
    expect(await estimate(page).textContent()).toBe("Estimated delivery: 5-9 business days");
    await press(region(page), device);
    await postcodeInput(page).fill("100");
    expect(await update(page).isDisabled()).toBe(true);

    await postcodeInput(page).fill("123456");
    await press(update(page), device);
    expect(await alert(page).textContent()).toBe("Please enter a valid 5-digit US zip code");
    expect(await postcodeInput(page).inputValue()).toBe("");

    await postcodeInput(page).fill("10001-1234");
    await press(update(page), device);
    await expect.poll(() => region(page).textContent()).toBe("10001 New York");
    expect(await postcodeInput(page).count()).toBe(0);
    const zip = { postcode: "10001", regionCode: "NY", regionName: "New York", city: "New York" };
    expect(await storedZip(page)).toEqual(zip);
    expect(await zipCookie(state.t)).toEqual(zip);
    // The chosen SKU's delivery description for New York (the fixture's NY delivery: 7-12 days, from New Jersey).
    await expect.poll(() => estimate(page).textContent()).toBe("Estimated delivery: 7-12 business days");
    expect(await service(page).locator(".detail-service__row--ship-from").textContent()).toBe("Ship from New Jersey");

    // The page is the one every shopper gets (no postcode in it); after hydration the browser
    // shows the postcode it saved and asks the delivery for its region.
    const reloaded = await open("/harlow-sofa.html");
    expect(reloaded?.headers()["cache-control"]).toMatch(/^public/);
    // (Its postcode form for a browser without scripts shows the store's example postcode, 10001, as the placeholder.)
    expect((await reloaded?.text())?.replaceAll('placeholder="10001"', "")).not.toContain("10001");
    await expect.poll(() => region(page).textContent()).toBe("10001 New York");
    await expect.poll(() => estimate(page).textContent()).toBe("Estimated delivery: 7-12 business days");
  });

  it("shows NotShipTips and clears the input for a postcode the store does not serve", async () => {
    const { page } = state.t;
    await open("/harlow-sofa.html");
    await press(region(page), device);
    await postcodeInput(page).fill("99501");
    await press(update(page), device);
    await expect.poll(() => alert(page).textContent()).toBe("Sorry, we don't ship to this postcode yet");
    expect(await postcodeInput(page).inputValue()).toBe("");
    expect(await region(page).textContent()).toBe("90001 Los Angeles");
    expect(await storedZip(page)).toBeNull();
    expect(await zipCookie(state.t)).toBeNull();
  });

  it("shows the stock and ship-from rows of the chosen SKU, and the seat ratings in English", async () => {
    const { page } = state.t;
    await open("/harlow-sofa.html?variant=44020014");
    expect(await service(page).locator(".detail-service__row--stock").textContent()).toBe("Low in stock");
    const dimensions = page.locator("[data-panel=dimensions]");
    if (device === "mobile") await press(dimensions.locator("button"), device);
    const ratings = device === "mobile" ? page.locator("dialog.detail-panels__sheet--dimensions .seat-ratings__name") : dimensions.locator(".seat-ratings__name");
    expect(await ratings.allTextContents()).toEqual(["Seat Comfort", "Seat Depth", "Seat Height", "Seat Softness"]);
  });

  it("shows the delivery-time tip on a tap (phone) or on hover and click (desktop)", async () => {
    const { page } = state.t;
    await open("/harlow-sofa.html");
    const tip = service(page).locator(".detail-service__tip-button");
    if (device === "desktop") await tip.hover();
    await press(tip, device);
    expect(await service(page).getByRole("tooltip").textContent()).toMatch(/^Delivery times are estimates/);
    expect(await tip.getAttribute("aria-expanded")).toBe("true");
  });

  it("opens Price Match with the 'day-price-match' block", async () => {
    const { page } = state.t;
    await open("/harlow-sofa.html");
    await press(service(page).getByRole("button", { name: "Price Match" }), device);
    const dialog = page.locator("dialog.service-dialog--priceMatch");
    await expect.poll(() => dialog.locator("h3").textContent()).toBe("Price Match Guarantee");
    expect(await dialog.evaluate((element) => getComputedStyle(element).zIndex)).toBe("2888");
  });

  it("sends the chosen delivery service with Add to Cart", async () => {
    const { page } = state.t;
    await open("/harlow-sofa.html");
    await press(service(page).getByRole("button", { name: "Delivery options: Front Door Delivery" }), device);
    await press(page.locator("dialog.service-dialog--deliveryOptions").getByText("White Glove Delivery"), device);
    await expect.poll(() => service(page).locator(".detail-service__row--delivery-options").textContent()).toBe("Delivery options: White Glove Delivery");
    await press(page.locator(".detail-buy__add"), device);
    await expect.poll(() => page.locator("dialog.cart-panel").evaluate((dialog: HTMLDialogElement) => dialog.open)).toBe(true);
    const visitor = await visitorOf(state.t);
    expect(fixture.backoffice.state.carts.get(visitor)).toEqual([expect.objectContaining({ productId: "20011", giftWrapId: "3" })]);
  });
});

describe.each(["desktop", "mobile"] as const)("store 4 on %s", (device: Device) => {
  const { state, open } = setup(device, "4");

  it("refuses an invalid postcode (valid_zip_code 6, CA), then a valid one with a space updates the region without it", async () => {
    const { page } = state.t;
    await open("/ember-console.html");
    // Walnut ships transnationally from the US at delivery index 3: no free shipping in store 4.
    expect(await service(page).locator(".detail-service__line").first().textContent()).toMatch(/^Deliver to 90001 Los Angeles/);
    expect(await service(page).locator(".detail-service__row--ship-from").textContent()).toBe("Ship from US");
    await press(region(page), device);
    await postcodeInput(page).fill("M5V3");
    await press(update(page), device);
    expect(await alert(page).textContent()).toBe("Please enter a valid 6-digit CA zip code");
    expect(await postcodeInput(page).inputValue()).toBe("");

    await postcodeInput(page).fill("M5V 3L9");
    await press(update(page), device);
    await expect.poll(() => region(page).textContent()).toBe("M5V3L9 Toronto");
    const zip = { postcode: "M5V3L9", regionCode: "ON", regionName: "Ontario", city: "Toronto" };
    expect(await storedZip(page)).toEqual(zip);
    expect(await zipCookie(state.t)).toEqual(zip);
  });
});

describe.each(["desktop", "mobile"] as const)("store 5 on %s", (device: Device) => {
  const { state, open } = setup(device, "5");

  it("opens the returns dialog in German (830px wide on desktop) and the warranty dialog", async () => {
    const { page } = state.t;
    await open("/harlow-sofa.html");
    await press(service(page).getByRole("button", { name: "30 Tage Rückgaberecht" }), device);
    const returns = page.locator("dialog.service-dialog--returns");
    await expect.poll(() => returns.evaluate((dialog: HTMLDialogElement) => dialog.open)).toBe(true);
    expect(await returns.locator(".dialog__title").textContent()).toBe("30 Tage Rückgaberecht");
    expect(await returns.locator(".policy__example").textContent()).toContain("500 € − 100 € (20 % Rücksendung) − 59 € (Verpackung) = 341 € Erstattung");
    expect(await returns.getByRole("link", { name: "Seite zu Erstattung und Ersatz" }).getAttribute("href")).toBe("/help-center/refund-exchanges");
    const box = await returns.boundingBox();
    if (device === "desktop") expect(box?.width).toBe(830);
    else expect(box?.width).toBe(375);
    await press(returns.getByRole("button", { name: "Schließen" }), device);
    await expect.poll(() => returns.evaluate((dialog: HTMLDialogElement) => dialog.open)).toBe(false);

    await press(service(page).getByRole("button", { name: "2 Jahre Garantie" }), device);
    const warranty = page.locator("dialog.service-dialog--warranty");
    await expect.poll(() => warranty.evaluate((dialog: HTMLDialogElement) => dialog.open)).toBe(true);
    expect(await warranty.textContent()).toContain("Alle Möbel: 2 Jahre ab Lieferdatum.");
    expect(await warranty.getByRole("link", { name: "Garantierichtlinie" }).getAttribute("href")).toBe("/help-center/product-faq");
  });

  it("shows the seat ratings in German and the care notes with ±2.01 cm", async () => {
    const { page } = state.t;
    await open("/harlow-sofa.html");
    const dimensions = page.locator("[data-panel=dimensions]");
    if (device === "mobile") {
      await press(dimensions.locator("button"), device);
      expect(await page.locator("dialog.detail-panels__sheet--dimensions .seat-ratings__name").allTextContents()).toEqual(["Sitzkomfort", "Sitztiefe", "Sitzhöhe", "Sitzhärte"]);
      await press(page.locator("dialog.detail-panels__sheet").getByRole("button", { name: "Schließen" }), device);
      await press(page.locator("[data-panel=care] button"), device);
      expect(await page.locator("dialog.detail-panels__sheet--care").textContent()).toContain("±2.01 cm");
    } else {
      expect(await dimensions.locator(".seat-ratings__name").allTextContents()).toEqual(["Sitzkomfort", "Sitztiefe", "Sitzhöhe", "Sitzhärte"]);
      await press(page.locator("[data-panel=care] .detail-panels__toggle"), device);
      expect(await page.locator("[data-panel=care] .detail-panels__body").textContent()).toContain("±2.01 cm");
    }
  });
});
