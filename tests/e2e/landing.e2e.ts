/**
 * The guide (landing) pages in a real browser, on desktop and on mobile: what the shopper
 * sees, what React does after hydration, and that the console stays clean.
 */
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  baseUrl,
  DEVICE_OPTIONS,
  expectNoConsoleProblems,
  launchBrowser,
  newTestPage,
  reachableImages,
  ROOT,
  readLayoutShift,
  saveScreenshot,
  scrollThroughPage,
  startLayoutShiftProbe,
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

/** The full fixture page grows with every type; every one of its modules renders, numbered 1…n. */
const FULL_PAGE_MODULES = (
  JSON.parse(readFileSync(path.join(ROOT, "fixtures/templates/autumn-living.json"), "utf8")) as { templatePackageList: unknown[] }
).templatePackageList.length;

/** The autumn-living fixture's tab labels (module 3): pcContent on desktop, mobileContent on mobile. */
const TAB_LABELS: Record<Device, string[]> = {
  desktop: ["Sofas", "Reading corner", "Care & delivery", "All offers"],
  // The fourth tab has an empty mobileContent and falls back to its pcContent.
  mobile: ["Sofas", "Reading", "Care", "All offers"],
};

/** Module 6's `<h3 style="font-size: 28.8px">`: 28.8 / 19.2 on desktop, 28.8 / 3.75 on mobile. */
const H3_FONT_SIZE: Record<Device, string> = { desktop: "1.5rem", mobile: "7.68rem" };

const SCREENSHOT_VIEWPORT: Record<Device, string> = { desktop: "1440x900", mobile: "375x740" };

/** The tabs' state as the shopper (and assistive technology) sees it. */
async function tabState(t: TestPage) {
  return t.page.locator("#module-3 nav.tabs .tabs__tab").evaluateAll((tabs) =>
    tabs.map((tab) => ({
      label: tab.textContent,
      current: tab.getAttribute("aria-current"),
      active: tab.classList.contains("is-active"),
    })),
  );
}

function expectSelectedTab(state: { current: string | null; active: boolean }[], selected: number) {
  expect(state.length).toBe(4);
  state.forEach((tab, index) => {
    expect({ index, current: tab.current, active: tab.active }).toEqual(
      index === selected ? { index, current: "true", active: true } : { index, current: null, active: false },
    );
  });
}

describe.each(["desktop", "mobile"] as const)("the autumn-living guide page on %s", (device) => {
  let t: TestPage;
  const dialogs: string[] = [];

  pagePerTest(() => browser, device, (page) => {
    t = page;
    dialogs.length = 0;
    t.page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  });

  it(`renders the ${device} layout with its h1, title, meta description and canonical link`, async () => {
    // No ?device=: the server must pick the layout from the browser itself.
    const response = await t.open("/guide/autumn-living");
    expect(response.status()).toBe(200);
    const { page } = t;

    expect(await page.locator("html").getAttribute("data-device")).toBe(device);
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect(await page.locator("h1").allTextContents()).toEqual(["Autumn Living Room Sale"]);
    expect(await page.locator("h1").isVisible()).toBe(true);
    expect(await page.title()).toBe("Autumn Living Room Sale | Loftwell");
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBe(
      "Sofas, sectionals and reading chairs for the cosy season, with up to 30% off living room sets.",
    );
    expect(await page.locator('link[rel="canonical"]').evaluateAll((links) => links.map((l) => l.getAttribute("href")))).toEqual([
      `${baseUrl()}/guide/autumn-living`,
    ]);

    // Every valid module is there, in order, in the device's own variant.
    expect(await page.locator("main section.lp-module").evaluateAll((s) => s.map((e) => e.id))).toEqual(
      Array.from({ length: FULL_PAGE_MODULES }, (_, i) => `module-${i + 1}`),
    );
    expect(await page.locator(".lp").getAttribute("class")).toContain(`lp--${device}`);
    expect(await page.locator("#module-3 .tabs__tab").allTextContents()).toEqual(TAB_LABELS[device]);
    const bannerSources = await page.locator(".banner img").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src")));
    expect(bannerSources).toEqual(
      device === "desktop"
        ? ["/fixture-images/photos/banner-autumn-desktop.jpg", "/fixture-images/banner-sofa-desktop.svg"]
        : ["/fixture-images/photos/banner-autumn-mobile.jpg", "/fixture-images/banner-sofa-mobile.svg"],
    );
  });

  it("switches the current tab when the shopper clicks the second tab", async () => {
    await t.open("/guide/autumn-living");
    expectSelectedTab(await tabState(t), 0);

    await t.page.locator("#module-3 .tabs__tab").nth(1).click();
    // React re-renders asynchronously after the click: poll until the state settles.
    await expect.poll(async () => (await tabState(t))[1]?.current).toBe("true");
    expectSelectedTab(await tabState(t), 1);

    // The last tab has no link: a button that also becomes current.
    await t.page.locator("#module-3 button.tabs__tab").click();
    await expect.poll(async () => (await tabState(t))[3]?.current).toBe("true");
    expectSelectedTab(await tabState(t), 3);
  });

  it.each([
    ["reading A (?queryModule=2&queryTab=1: position-1, 0-based tab)", "?queryModule=2&queryTab=1"],
    ["reading B (?module=3&tab=2: both 1-based)", "?module=3&tab=2"],
  ])("preselects the second tab of module 3 with %s", async (_reading, query) => {
    const response = await t.open(`/guide/autumn-living${query}`);
    // Server-rendered that way (the shopper sees it before any script runs) ...
    const html = await response.text();
    expect(html).toMatch(/<a href="#module-6" class="tabs__tab is-active" aria-current="true">/);
    expect(html).toMatch(/<a href="#module-4" class="tabs__tab">/);
    // ... and still so once React has taken over.
    expectSelectedTab(await tabState(t), 1);
  });

  it("shows the rich HTML without scripts, frames, styles, handlers or javascript: links, with px turned into rem", async () => {
    await t.open("/guide/autumn-living");
    const { page } = t;
    const richHtml = page.locator(".rich-html");
    expect(await richHtml.count()).toBe(2);

    const found = await page.evaluate(() => {
      const blocks = [...document.querySelectorAll(".rich-html")];
      const inside = (selector: string) => blocks.flatMap((block) => [...block.querySelectorAll(selector)]);
      return {
        scripts: inside("script").length,
        iframes: document.querySelectorAll("iframe").length,
        styles: document.querySelectorAll("main style, body style").length + inside("style").length,
        handlers: inside("*").flatMap((el) => el.getAttributeNames().filter((name) => name.toLowerCase().startsWith("on"))),
        javascriptLinks: [...document.querySelectorAll("[href], [src], [action], [formaction]")]
          .flatMap((el) => ["href", "src", "action", "formaction"].map((name) => el.getAttribute(name) ?? ""))
          .filter((value) => /^\s*javascript:/i.test(value)),
        // The fixture's <style>body{display:none}</style> would have hidden the page.
        bodyDisplay: getComputedStyle(document.body).display,
      };
    });
    expect(found).toEqual({ scripts: 0, iframes: 0, styles: 0, handlers: [], javascriptLinks: [], bodyDisplay: "block" });

    // The safe content survived, including the text of the link whose javascript: href was removed.
    const module6 = page.locator("#module-6 .rich-html");
    expect(await module6.locator("h3").textContent()).toBe("Make room for slow evenings");
    expect(await module6.locator("li").allTextContents()).toEqual(["Solid oak legs", "Removable, washable covers", "Ships in 48 hours"]);
    expect(await module6.getByText("Win a sofa").count()).toBe(1);
    expect(await page.locator('#module-6 a[href="https://example.com/care"]').getAttribute("rel")).toContain("noopener");
    expect(await page.locator('#module-8 a[href="tel:+18005550199"]').count()).toBe(1);

    // px -> rem for the device (1rem is 1/100 of the design width: 19.2 px desktop, 3.75 px mobile).
    const h3Style = await module6.locator("h3").getAttribute("style");
    expect(h3Style).toContain(`font-size:${H3_FONT_SIZE[device]}`);
    expect(h3Style).not.toMatch(/px/);
    const rootPx = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
    const h3Px = await module6.locator("h3").evaluate((h3) => parseFloat(getComputedStyle(h3).fontSize));
    expect(h3Px).toBeCloseTo(rootPx * parseFloat(H3_FONT_SIZE[device]), 1);

    // None of the fixture's alert(…) payloads ran, before or after hydration.
    expect(dialogs).toEqual([]);
  });

  it("shows the back-to-top button after a screen of scrolling and scrolls back up when clicked", async () => {
    await t.open("/guide/autumn-living");
    const { page } = t;
    const button = page.locator("button.back-to-top");
    expect(await button.getAttribute("class")).not.toContain("is-visible");

    const { innerHeight, maxScroll } = await page.evaluate(() => ({
      innerHeight: window.innerHeight,
      maxScroll: document.documentElement.scrollHeight - window.innerHeight,
    }));
    expect(maxScroll, "the page must be taller than two screens for this check").toBeGreaterThan(innerHeight + 10);

    // Half a screen down: not yet.
    await page.evaluate((y) => window.scrollTo(0, y), Math.floor(innerHeight / 2));
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, Math.floor(innerHeight / 2));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    expect(await button.getAttribute("class")).not.toContain("is-visible");

    // More than a screen down: visible, focusable, clickable.
    await page.evaluate((y) => window.scrollTo(0, y), innerHeight + 10);
    await expect.poll(() => button.getAttribute("class")).toContain("is-visible");
    expect(await button.getAttribute("aria-hidden")).toBe("false");
    expect(await button.getAttribute("tabindex")).toBe("0");

    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBe(0);
    await expect.poll(() => button.getAttribute("class")).not.toContain("is-visible");
  });

  it("keeps the layout stable while loading and scrolling to the bottom (CLS < 0.02), and saves a full-page screenshot", async () => {
    await t.open("/guide/autumn-living");
    const { page } = t;
    await startLayoutShiftProbe(page);

    await scrollThroughPage(page);
    const images = await reachableImages(page);
    expect(images.length).toBeGreaterThanOrEqual(20);
    expect(images.filter((img) => !img.ok || !img.sized)).toEqual([]);

    const { cls, entries } = await readLayoutShift(page);
    expect(cls, `layout shifts: ${JSON.stringify(entries)}`).toBeLessThan(0.02);

    // Back at the top, with the back-to-top button faded out, for a clean picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => getComputedStyle(document.querySelector(".back-to-top")!).opacity === "0");
    const file = await saveScreenshot(page, `autumn-living-${device}-${SCREENSHOT_VIEWPORT[device]}`);
    expect(statSync(file).size).toBeGreaterThan(10_000);
  });
});

describe("device selection", () => {
  it.each([
    { browserDevice: "desktop" as const, query: "?device=mobile", expected: "mobile" as const },
    { browserDevice: "mobile" as const, query: "?device=desktop", expected: "desktop" as const },
  ])("renders the $expected layout for a $browserDevice browser asking $query", async ({ browserDevice, query, expected }) => {
    const t = await newTestPage(browser, DEVICE_OPTIONS[browserDevice]);
    try {
      await t.open(`/guide/autumn-living${query}`);
      expect(await t.page.locator("html").getAttribute("data-device")).toBe(expected);
      expect(await t.page.locator("#module-3 .tabs__tab").allTextContents()).toEqual(TAB_LABELS[expected]);
      expectNoConsoleProblems(t.problems);
    } finally {
      await t.close();
    }
  });
});

describe("the members-only guide page (packageTypeList with 88 … 99 markers)", () => {
  let t: TestPage;

  beforeEach(async () => {
    t = await newTestPage(browser, DEVICE_OPTIONS.desktop);
  });

  afterEach(async () => {
    try {
      expectNoConsoleProblems(t.problems);
    } finally {
      await t.close();
    }
  });

  it("shows only the modules between the markers", async () => {
    const response = await t.open("/guide/members-only");
    expect(response.status()).toBe(200);
    const { page } = t;

    expect(await page.locator("h1").allTextContents()).toEqual(["Members' Winter Preview"]);
    expect(await page.locator("main section.lp-module").evaluateAll((s) => s.map((e) => e.getAttribute("data-module-type")))).toEqual([
      "1",
      "4",
      "30",
    ]);
    expect(await page.locator(".banner img").count()).toBe(1);
    expect(await page.locator(".rich-html").textContent()).toBe("Only the modules between the 88 and 99 markers are shown.");

    const text = await page.locator("body").innerText();
    expect(text).not.toContain("Hidden: before the 88 marker");
    expect(text).not.toContain("Hidden: after the 99 marker");
    expect(await page.content()).not.toContain("Hidden:");
  });
});
