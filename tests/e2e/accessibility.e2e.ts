/**
 * The accessibility gate (issue 15, item 5): axe-core on every page a shopper or marketer
 * can reach, on desktop and on a phone, and on the states axe cannot reach on load (an open
 * dialog, the cart drawer or sheet, the review sheet, the postcode field with its error).
 * Any violation of impact serious or critical fails, with its rule, impact and targets.
 * What axe does not check is checked beside it: every field shows its label on screen, and
 * every control that opens a dialog moves focus into it, closes it on Escape and gets the
 * focus back.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  DEVICE_OPTIONS,
  expectNoConsoleProblems,
  launchBrowser,
  newTestPage,
  ROOT,
  takeDocumentStatusMessage,
  takeProblems,
  url,
  type Device,
  type TestPage,
} from "./browser";
import { expectNoSeriousViolations } from "./axe";

const fixtureNames = (folder: string) =>
  readdirSync(path.join(ROOT, "fixtures", folder))
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.slice(0, -".json".length))
    .sort();

type Route = { path: string; status: number };

const ROUTES: Route[] = [
  { path: "/", status: 200 },
  ...fixtureNames("templates").map((key) => ({ path: `/guide/${key}`, status: 200 })),
  ...fixtureNames("products").map((slug) => ({ path: `/${slug}.html`, status: 200 })),
  { path: "/no-such-page", status: 404 },
  { path: "/wishlist", status: 200 },
  { path: "/preview", status: 200 },
  { path: "/preview/autumn-living", status: 200 },
  { path: "/preview/product/harlow-sofa", status: 200 },
];

/** The preview shows both devices' frames by default: each run checks its own device's frame. */
const onDevice = (route: string, device: Device) => (route.startsWith("/preview/") ? `${route}?device=${device}` : route);

/**
 * WCAG 3.3.2, which axe checks only as 'has a name': a field a shopper types into or picks
 * from a list shows its label on screen, as a <label> or through aria-labelledby (a
 * visually hidden label beside a placeholder leaves nothing once typing starts). Check boxes
 * and radio buttons show their option's text, or sit on the product they pick, and are left
 * to axe's name rules. Returns the fields without one.
 */
async function fieldsWithoutVisibleLabel(page: Page, scope = "body"): Promise<string[]> {
  return page
    .locator(scope)
    .first()
    .evaluate((root) => {
      const onScreen = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.width > 4 && box.height > 4 && element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      };
      // A label wrapping its field reads the field's options too: only its own words count.
      const ownText = (element: Element) => {
        const copy = element.cloneNode(true) as Element;
        copy.querySelectorAll("input, select, textarea").forEach((field) => field.remove());
        return (copy.textContent ?? "").trim();
      };
      const shown = (element: Element | null): element is Element => element !== null && onScreen(element) && ownText(element) !== "";
      const fields = root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
        'input:not([type="hidden"], [type="checkbox"], [type="radio"], [type="submit"], [type="button"], [type="reset"], [type="image"]), select, textarea',
      );
      return [...fields]
        .filter(onScreen)
        .filter((field) => {
          const labelledBy = (field.getAttribute("aria-labelledby") ?? "").split(/\s+/).filter(Boolean);
          return ![...(field.labels ?? [])].some(shown) && !labelledBy.some((id) => shown(document.getElementById(id)));
        })
        .map((field) => `${field.tagName.toLowerCase()}.${field.className} name=${field.name} placeholder=${field.getAttribute("placeholder") ?? ""}`);
    });
}

/** A press: a tap on the phone, a click on desktop. */
const press = (locator: Locator, device: Device) => (device === "mobile" ? locator.tap() : locator.click());

// A dialog whose code loads when it opens is not in the page while closed: that counts as closed.
const isOpen = (dialog: Locator) => dialog.evaluateAll((elements: HTMLDialogElement[]) => elements.some((element) => element.open));

/**
 * What axe cannot check: focus moves into the open dialog, Escape closes it and focus goes
 * back to the control that opened it.
 */
async function expectFocusInAndBack(page: Page, dialog: Locator, opener: Locator): Promise<void> {
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect.poll(() => isOpen(dialog)).toBe(false);
  expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
}

/**
 * Every kind of control (by its first class) that says it opens a dialog, not checked yet
 * on this device: opened from the keyboard, the dialog must take the focus, pass axe, close
 * on Escape and hand the focus back. Each kind is checked once per device, on the first
 * route that shows it.
 */
async function expectDialogOpenersBehave(page: Page, checked: Set<string>): Promise<void> {
  const kinds = await page
    .locator('[aria-haspopup="dialog"]')
    .evaluateAll((openers) =>
      openers
        .filter((opener) => opener.checkVisibility({ visibilityProperty: true }) && opener.getBoundingClientRect().width > 0)
        .map((opener) => opener.classList[0] ?? ""),
    );
  for (const kind of new Set(kinds)) {
    if (checked.has(kind)) continue;
    checked.add(kind);
    const opener = page.locator(kind ? `[aria-haspopup="dialog"][class~="${kind}"]` : '[aria-haspopup="dialog"]:not([class])').filter({ visible: true }).first();
    await opener.scrollIntoViewIfNeeded();
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.locator("dialog[open]");
    await expect.poll(() => dialog.count(), { message: `${kind} opens a dialog` }).toBe(1);
    expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `${kind}: focus moves into the dialog`).toBe(true);
    await expectNoSeriousViolations(page, "dialog[open]");
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count(), { message: `${kind}: Escape closes the dialog` }).toBe(0);
    expect(await opener.evaluate((element) => element === document.activeElement), `${kind}: focus goes back to the opener`).toBe(true);
  }
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe.each(["desktop", "mobile"] as const)("on %s", (device: Device) => {
  // One context per device for the whole file: each route is one navigation in it.
  let t: TestPage;
  const checkedOpeners = new Set<string>();

  beforeAll(async () => {
    t = await newTestPage(browser, DEVICE_OPTIONS[device]);
  });

  afterAll(async () => {
    await t?.close();
  });

  afterEach(() => {
    // content-graphics' module 11 points at a video file that is missing on purpose.
    takeProblems(t.problems, (p) => p.type === "error" && p.source.endsWith(".mp4") && p.text.includes("404"));
    const problems = t.problems.splice(0);
    expectNoConsoleProblems(problems);
  });

  it.each(ROUTES)("$path: no serious or critical axe violation, fields labelled on screen, dialogs keep the focus right", async ({ path: route, status }) => {
    const response = await t.open(onDevice(route, device));
    expect(response.status()).toBe(status);
    if (status !== 200) expect(takeDocumentStatusMessage(t.problems, url(route), status)).toBe(1);
    await expectNoSeriousViolations(t.page);
    expect(await fieldsWithoutVisibleLabel(t.page), "fields without a label on screen").toEqual([]);
    await expectDialogOpenersBehave(t.page, checkedOpeners);
  });

  it("the wishlist page with a guest's items, the hearts pressed", async () => {
    const { page } = t;
    await t.open("/wishlist");
    await page.evaluate(() => window.localStorage.setItem("localWishList", JSON.stringify([{ skuId: "20121", spuId: "512" }, { skuId: "20071", spuId: "507" }])));
    await t.open("/wishlist");
    await expect.poll(() => page.locator(".wish-heart[aria-pressed='true']").count()).toBe(2);
    await expectNoSeriousViolations(page);
    await page.evaluate(() => window.localStorage.removeItem("localWishList"));
  });

  it("the service card's returns dialog, open", async () => {
    const { page } = t;
    await t.open("/harlow-sofa.html");
    const opener = page.locator("section.detail-service").getByRole("button", { name: "30-Day Returns" });
    await press(opener, device);
    const dialog = page.locator("dialog.service-dialog--returns");
    await expect.poll(() => isOpen(dialog)).toBe(true);
    await expectNoSeriousViolations(page, "dialog.service-dialog--returns");
    await expectFocusInAndBack(page, dialog, opener);
  });

  it("the cart drawer or sheet, open with a line", async () => {
    const { page } = t;
    await t.open("/harlow-sofa.html");
    const opener = page.locator(".detail-buy__add");
    await press(opener, device);
    const panel = page.locator("dialog.cart-panel");
    await expect.poll(() => isOpen(panel)).toBe(true);
    await expectNoSeriousViolations(page, "dialog.cart-panel");
    await expectFocusInAndBack(page, panel, opener);
  });

  it("the review sheet, open", async () => {
    const { page } = t;
    await t.open("/harlow-sofa.html");
    const opener = page.locator("#module-commentList").getByRole("button", { name: "View All" });
    await press(opener, device);
    const sheet = page.locator("dialog.review-sheet");
    await expect.poll(() => isOpen(sheet)).toBe(true);
    await expect.poll(() => sheet.locator("article.review").count()).toBe(10);
    await expectNoSeriousViolations(page, "dialog.review-sheet");
    // The sort and filter fields.
    expect(await fieldsWithoutVisibleLabel(page, "dialog.review-sheet"), "fields without a label on screen").toEqual([]);
    await expectFocusInAndBack(page, sheet, opener);
  });

  it("the postcode field, showing its error", async () => {
    const { page } = t;
    await t.open("/harlow-sofa.html");
    const service = page.locator("section.detail-service");
    await press(service.locator(".detail-service__region"), device);
    await service.locator(".service-postcode__input").fill("123456");
    await press(service.locator(".service-postcode__update"), device);
    await expect.poll(() => service.locator(".service-postcode__error").isVisible()).toBe(true);
    // Its label stays on screen, the placeholder gone.
    expect(await fieldsWithoutVisibleLabel(page, "section.detail-service"), "fields without a label on screen").toEqual([]);
    expect(await service.getByText("Postcode", { exact: true }).isVisible()).toBe(true);
    // The error is tied to the field: announced with it and marking it invalid.
    const input = service.locator(".service-postcode__input");
    expect(await input.getAttribute("aria-invalid")).toBe("true");
    const describedBy = await input.getAttribute("aria-describedby");
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe("Please enter a valid 5-digit US zip code");
    await expectNoSeriousViolations(page, "section.detail-service");
  });
});
