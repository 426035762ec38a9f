/**
 * The lead form (type 32), the FAQ (type 31) and the sale page's invitation in a real
 * browser, on desktop and on mobile. This file starts its own app on its own fixture back
 * office, so it can read the leads the back office stored (`state.leads`, per visitor) and
 * make it fail a save, without exposing anything new over HTTP.
 * Fixtures: design-consultation (form = module 2, FAQ = module 3), sale.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginTokenCookie } from "~/lib/cookies.server";
import { clientTokenCookie, cookiePair } from "../../server/cookies.js";
import { fixtureLoginToken } from "../../server/fixture-backoffice/handler.js";
import { startFixtureBackoffice } from "../../server/fixture-backoffice/index.js";
import { startApp } from "../../server/index.js";
import {
  launchBrowser,
  takeDocumentStatusMessage,
  takeProblems,
  waitForHydration,
  type Device,
  pagePerTest,
  type TestPage,
} from "./browser";

type Backoffice = Awaited<ReturnType<typeof startFixtureBackoffice>>;
type Handle = Backoffice["backoffice"]["handle"];

let browser: Browser;
let fixture: Backoffice;
let app: Awaited<ReturnType<typeof startApp>>;

beforeAll(async () => {
  fixture = await startFixtureBackoffice();
  app = await startApp({ port: 0, host: "127.0.0.1", backofficeUrl: fixture.url });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await fixture?.close();
});

const PAGE = "/guide/design-consultation";
const pageUrl = (path: string) => new URL(path, app.url).href;

/** Field n of the form (module 2): its control and its message. */
const FIELD = { name: 1, state: 2, email: 3, phone: 4, rooms: 5, budget: 6, time: 7, notes: 8 } as const;
const control = (page: Page, n: number) => page.locator(`#lead-2-field-${n}`);
const message = (page: Page, n: number) => page.locator(`#lead-2-field-${n}-error`);

async function messages(page: Page): Promise<Record<number, string | null>> {
  const out: Record<number, string | null> = {};
  for (const n of Object.values(FIELD)) out[n] = (await message(page, n).count()) ? await message(page, n).textContent() : null;
  return out;
}

async function fillValidly(page: Page) {
  await control(page, FIELD.name).fill("Ada Lovelace");
  await control(page, FIELD.state).selectOption("New York");
  await control(page, FIELD.email).fill("ada@example.com");
  await control(page, FIELD.phone).fill("(555) 123-4567");
  await page.getByLabel("Dining room").check();
  await page.getByLabel("Bedroom").check();
  await control(page, FIELD.budget).selectOption("Over $5,000");
  await control(page, FIELD.time).fill("Weekday mornings");
  await control(page, FIELD.notes).fill("Two children, one dog");
}

async function visitorOf(t: TestPage): Promise<string> {
  const cookie = (await t.context.cookies(app.url)).find((c) => c.name === clientTokenCookie.name);
  if (!cookie) throw new Error("e2e: the app set no client token cookie");
  // The cookie holds the token encoded (server/cookies.js); the back office knows it decoded.
  const token: unknown = await clientTokenCookie.parse(`${cookie.name}=${cookie.value}`);
  if (typeof token !== "string") throw new Error(`e2e: unreadable client token cookie ${cookie.value}`);
  return token;
}

const leadsOf = (visitor: string) => (fixture.backoffice.state.leads.get(visitor) ?? []) as Record<string, string>[];

const EMPTY_FORM_MESSAGES = {
  [FIELD.name]: "Please enter your name",
  [FIELD.state]: "Please select your state",
  [FIELD.email]: "Please enter your email",
  [FIELD.phone]: "Please enter your phone number",
  [FIELD.rooms]: "Please select an option",
  [FIELD.budget]: "Please select an option",
  [FIELD.time]: "Please fill in this field",
  [FIELD.notes]: null,
};

const EXPECTED_CONTENT = {
  Name: "Ada Lovelace",
  State: "New York",
  Email: "ada@example.com",
  Phone: "(555) 123-4567",
  "Rooms you are furnishing": "Dining room,Bedroom",
  Budget: "Over $5,000",
  "Best time to call": "Weekday mornings",
  "Anything else we should know?": "Two children, one dog",
};

describe.each(["desktop", "mobile"] as const)("the lead form on %s", (device: Device) => {
  let t: TestPage;
  const open = async (path: string) => {
    const response = await t.page.goto(pageUrl(path), { waitUntil: "load" });
    await waitForHydration(t.page);
    return response;
  };

  pagePerTest(() => browser, device, (page) => (t = page));

  it("shows the exact message of each invalid field, then saves a valid lead with the spec's payload", async () => {
    await open(PAGE);
    const { page } = t;
    expect(await control(page, FIELD.name).getAttribute("placeholder")).toBe("*Name");
    expect(await control(page, FIELD.notes).getAttribute("placeholder")).toBe("Anything else we should know?");
    // The state options come from the fixture back office's region list.
    expect(await control(page, FIELD.state).locator("option").allTextContents()).toEqual(["*State", "California", "New Jersey", "New York", "Texas"]);

    await page.getByRole("button", { name: "Book my consultation" }).click();
    await expect.poll(() => messages(page)).toEqual(EMPTY_FORM_MESSAGES);
    // The first invalid field takes the focus.
    expect(await control(page, FIELD.name).evaluate((el) => el === document.activeElement)).toBe(true);

    // Checked on blur: a wrong e-mail and a wrong phone number.
    await control(page, FIELD.email).fill("ada@example.info");
    await control(page, FIELD.phone).fill("555-12-4567");
    await control(page, FIELD.time).focus();
    await expect.poll(() => message(page, FIELD.email).textContent()).toBe("Please enter a valid email address");
    expect(await message(page, FIELD.phone).textContent()).toBe("Please enter a correct phone number");
    // A multi-select is checked again on every change.
    await page.getByLabel("Bedroom").check();
    await expect.poll(() => message(page, FIELD.rooms).count()).toBe(0);
    await page.getByLabel("Bedroom").uncheck();
    await expect.poll(() => message(page, FIELD.rooms).textContent()).toBe("Please select an option");

    const visitor = await visitorOf(t);
    await page.getByRole("button", { name: "Book my consultation" }).click();
    expect(leadsOf(visitor)).toEqual([]);

    await fillValidly(page);
    await control(page, FIELD.notes).blur();
    expect(Object.values(await messages(page)).filter(Boolean)).toEqual([]);
    // The post changes nothing the page loaded: the guide's data is not loaded again after it.
    const reloads: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "GET" && new URL(request.url()).searchParams.get("_data")?.startsWith("routes/guide")) reloads.push(request.url());
    });
    await page.getByRole("button", { name: "Book my consultation" }).click();

    await expect.poll(() => page.locator(".toasts .toast").allTextContents()).toEqual(["Thanks! A designer will be in touch soon."]);
    expect(reloads).toEqual([]);
    // The form is empty again.
    expect(await control(page, FIELD.name).inputValue()).toBe("");
    expect(await control(page, FIELD.state).inputValue()).toBe("");
    expect(await page.getByLabel("Dining room").isChecked()).toBe(false);

    const leads = leadsOf(visitor);
    expect(leads).toHaveLength(1);
    const { content, ...lead } = leads[0]!;
    expect(lead).toEqual({
      businessId: "5001",
      templateId: "1320",
      urlKey: "design-consultation",
      customerEmail: "ada@example.com",
      telephone: "(555) 123-4567",
    });
    expect(JSON.parse(content!)).toEqual(EXPECTED_CONTENT);
  });

  it("keeps everything the shopper typed when the save fails", async () => {
    const original: Handle = fixture.backoffice.handle;
    fixture.backoffice.handle = (call, body, caller) =>
      call === "landing/lead" ? Promise.resolve({ status: 500, body: { code: 500, msg: "lead store down", data: null } }) : original(call, body, caller);
    try {
      await open(PAGE);
      const { page } = t;
      await fillValidly(page);
      await page.getByRole("button", { name: "Book my consultation" }).click();
      await expect.poll(() => page.getByRole("alert").textContent()).toBe("Sorry, we couldn't send your details. Please try again.");
      expect(await control(page, FIELD.name).inputValue()).toBe("Ada Lovelace");
      expect(await control(page, FIELD.state).inputValue()).toBe("New York");
      expect(await control(page, FIELD.email).inputValue()).toBe("ada@example.com");
      expect(await page.getByLabel("Bedroom").isChecked()).toBe(true);
      expect(await control(page, FIELD.notes).inputValue()).toBe("Two children, one dog");
      expect(leadsOf(await visitorOf(t))).toEqual([]);
      // The browser logs the action's 502 answer; that one message is expected.
      expect(takeProblems(t.problems, (p) => p.type === "error" && /status of 502/.test(p.text)).length).toBe(1);
    } finally {
      fixture.backoffice.handle = original;
    }
  });

  it("completes the e-mail address from the keyboard, without submitting the form", async () => {
    await open(PAGE);
    const { page } = t;
    const email = control(page, FIELD.email);
    await email.click();
    await page.keyboard.type("ada@");
    const listbox = page.getByRole("listbox", { name: "Email suggestions" });
    await expect.poll(() => listbox.getByRole("option").allTextContents()).toEqual([
      "ada@gmail.com",
      "ada@yahoo.com",
      "ada@hotmail.com",
      "ada@outlook.com",
      "ada@icloud.com",
      "ada@aol.com",
    ]);
    await page.keyboard.type("o");
    await expect.poll(() => listbox.getByRole("option").allTextContents()).toEqual(["ada@outlook.com"]);
    await page.keyboard.press("Backspace");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    expect(await email.getAttribute("aria-activedescendant")).toBe("lead-2-field-3-domains-2");
    await page.keyboard.press("Enter");
    await expect.poll(() => email.inputValue()).toBe("ada@hotmail.com");
    expect(await email.getAttribute("aria-expanded")).toBe("false");
    expect(await listbox.isHidden()).toBe(true);
    // Enter took the offer: the form was not submitted, so no field shows a message.
    expect(await page.locator(".lead-form__error").count()).toBe(0);

    // Escape closes the offers and keeps what was typed.
    await email.fill("");
    await page.keyboard.type("bo@y");
    await expect.poll(() => email.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Escape");
    await expect.poll(() => email.getAttribute("aria-expanded")).toBe("false");
    expect(await email.inputValue()).toBe("bo@y");

    // A click (a tap on a phone) takes an offer too.
    await page.keyboard.type("a");
    const offer = listbox.getByRole("option", { name: "bo@yahoo.com" });
    if (device === "mobile") await offer.tap();
    else await offer.click();
    await expect.poll(() => email.inputValue()).toBe("bo@yahoo.com");
    expect(await email.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("expands and collapses FAQ groups from the keyboard, answers sized in rem for the device", async () => {
    await open(PAGE);
    const { page } = t;
    const group = page.locator("#module-3 details.faq__group").first();
    const summary = group.locator("summary");
    expect(await group.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
    expect(await group.locator(".faq__answer").first().isVisible()).toBe(false);

    await summary.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => group.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    expect(await group.locator(".faq__question").allTextContents()).toEqual(["What does it cost?", "How long does it take?"]);
    expect(await group.locator(".faq__answer").first().isVisible()).toBe(true);
    // 16px from the back office: 16 / 19.2 on desktop, 16 / 3.75 on mobile.
    expect(await group.locator(".faq__answer p").first().getAttribute("style")).toBe(`font-size:${device === "desktop" ? "0.83rem" : "4.27rem"}`);

    await page.keyboard.press("Space");
    await expect.poll(() => group.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
  });

  it("invites a guest on /guide/sale to join, in the saleDetails popup, and not a logged-in shopper", async () => {
    await open("/guide/sale");
    const { page } = t;
    const invite = page.locator(".about-sales__invite");
    expect(await invite.textContent()).toBe("Now join member & enjoy great prices");
    expect(await page.locator(".about-sales summary").allTextContents()).toEqual(["How to use sales", "About coupons", "Rights reserved"]);
    await invite.getByRole("link", { name: "join member" }).click();
    const popup = page.getByRole("dialog", { name: "Sale details" });
    await expect.poll(() => popup.isVisible()).toBe(true);
    expect(await popup.getByRole("textbox", { name: "E-mail address" }).isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => popup.isVisible()).toBe(false);

    // A stored login (as POST /api/login sets it): the same page, and the invitation goes once the browser reads the account.
    const login = await cookiePair(loginTokenCookie, fixtureLoginToken("shopper@loftwell.test"));
    await t.context.addCookies([{ name: loginTokenCookie.name, value: login.slice(login.indexOf("=") + 1), url: app.url }]);
    await open("/guide/sale");
    expect(await page.locator(".about-sales").isVisible()).toBe(true);
    await expect.poll(() => page.locator(".about-sales__invite").count()).toBe(0);
    expect(await page.getByRole("link", { name: "join member" }).count()).toBe(0);
  });
});

describe.each(["desktop", "mobile"] as const)("the lead form without JavaScript on %s", (device: Device) => {
  let t: TestPage;
  pagePerTest(() => browser, device, (page) => (t = page), { javaScriptEnabled: false });

  it("posts as a plain form: the page comes back with the messages and the values, then with the success notice", async () => {
    const { page } = t;
    await page.goto(pageUrl(PAGE), { waitUntil: "load" });
    expect(await page.evaluate(() => typeof window.__remixContext)).toBe("undefined");

    await control(page, FIELD.name).fill("Ada Lovelace");
    await control(page, FIELD.email).fill("ada@example");
    await page.getByLabel("Bedroom").check();
    const invalid = await Promise.all([page.waitForNavigation(), page.getByRole("button", { name: "Book my consultation" }).click()]);
    expect(invalid[0]?.status()).toBe(400);
    expect(await messages(page)).toEqual({
      ...EMPTY_FORM_MESSAGES,
      [FIELD.name]: null,
      [FIELD.email]: "Please enter a valid email address",
      [FIELD.rooms]: null,
    });
    expect(await control(page, FIELD.name).inputValue()).toBe("Ada Lovelace");
    expect(await control(page, FIELD.email).inputValue()).toBe("ada@example");
    expect(await page.getByLabel("Bedroom").isChecked()).toBe(true);
    expect(takeDocumentStatusMessage(t.problems, pageUrl(PAGE), 400)).toBe(1);

    await control(page, FIELD.email).fill("ada@example.com");
    await page.getByLabel("Bedroom").uncheck();
    await fillValidly(page);
    const visitor = await visitorOf(t);
    const saved = await Promise.all([page.waitForNavigation(), page.getByRole("button", { name: "Book my consultation" }).click()]);
    expect(saved[0]?.status()).toBe(200);
    expect(await page.locator(".lead-form__notice--saved").textContent()).toBe("Thanks! A designer will be in touch soon.");
    expect(await control(page, FIELD.name).inputValue()).toBe("");
    expect(await page.locator(".lead-form__error").count()).toBe(0);
    const leads = leadsOf(visitor);
    expect(leads).toHaveLength(1);
    expect(JSON.parse(leads[0]!.content!)).toEqual(EXPECTED_CONTENT);
  });
});

declare global {
  interface Window {
    __remixContext?: unknown;
  }
}
