/**
 * The preview tool: the template list, the problems table for an invalid template, and the
 * device and store switches with the page shown in its device frame.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import type { Browser, Frame } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  DEVICE_OPTIONS,
  expectNoConsoleProblems,
  launchBrowser,
  newTestPage,
  ROOT,
  url,
  waitForHydration,
  type TestPage,
} from "./browser";

let browser: Browser;
let t: TestPage;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

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

const FIXTURE_KEYS = readdirSync(path.join(ROOT, "fixtures", "templates"))
  .filter((file) => file.endsWith(".json"))
  .map((file) => file.slice(0, -".json".length))
  .sort();

/** The preview's device frame, once the page inside it has hydrated. */
async function deviceFrame(t: TestPage): Promise<Frame> {
  const element = await t.page.waitForSelector("iframe.preview__frame");
  const frame = await element.contentFrame();
  if (!frame) throw new Error("e2e: the preview frame has no document");
  await waitForHydration(frame);
  return frame;
}

async function tableRows(t: TestPage, selector: string): Promise<string[][]> {
  return t.page.locator(selector).evaluateAll((rows) =>
    rows.map((row) => [...row.querySelectorAll("td")].map((cell) => (cell as HTMLElement).innerText.trim())),
  );
}

describe("the preview index", () => {
  it("lists every fixture template with its type codes, module count and dropped count", async () => {
    expect(FIXTURE_KEYS.length).toBeGreaterThanOrEqual(5);
    const response = await t.open("/preview");
    expect(response.status()).toBe(200);
    expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");

    const links = await t.page.locator(".preview__table tbody a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(links).toEqual(FIXTURE_KEYS.map((key) => `/preview/${key}`));

    const rows = Object.fromEntries(
      (await tableRows(t, ".preview__table tbody tr")).map(([name = "", codes, modules, dropped]) => [
        name.split("\n")[0],
        { codes, modules, dropped },
      ]),
    );
    expect(rows["autumn-living"]).toEqual({ codes: "1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 26, 27, 28, 29, 30", modules: "28", dropped: "0" });
    expect(rows["members-only"]).toEqual({ codes: "1, 2, 4, 30", modules: "3", dropped: "2" });
    expect(rows["broken-modules"]).toEqual({ codes: "1, 2, 3, 4, 5, 8, 30, 77", modules: "3", dropped: "9" });
    expect(await t.page.locator(".preview__problem").allTextContents()).toEqual(["no page info: the page redirects to /"]);
  });

  it("opens a template's preview from its link", async () => {
    await t.open("/preview");
    await Promise.all([t.page.waitForURL(url("/preview/autumn-living")), t.page.getByRole("link", { name: "autumn-living" }).click()]);
    await waitForHydration(t.page);
    expect(await t.page.locator("h1").textContent()).toContain("autumn-living");
    expect(await t.page.locator(".preview__problems tr[data-outcome]").count()).toBe(0);
    const frame = await deviceFrame(t);
    expect(await frame.locator("h1").textContent()).toBe("Autumn Living Room Sale");
  });
});

describe("the preview of the invalid fixture (broken-modules)", () => {
  it("lists each dropped module with its position, type and reason", async () => {
    await t.open("/preview/broken-modules");
    const dropped = await tableRows(t, '.preview__problems table tr[data-outcome="dropped"]');
    expect(dropped.map(([position, type, , reason]) => ({ position, type, reason }))).toEqual([
      { position: "2", type: "4 · banner", reason: "has no image (pcImage, mobileImage or mobileBanner)" },
      { position: "4", type: "3 · tabs", reason: "packageInfo has no usable tab left" },
      { position: "5", type: "8 · unknown type 8", reason: "type code 8 is not a known module type" },
      { position: "6", type: "77 · unknown type 77", reason: "type code 77 is not a known module type" },
      { position: "7", type: "30 · rich HTML", reason: "content has nothing left to show after removing unsafe HTML" },
      { position: "8", type: "2 · sub title", reason: "packageInfoMap is not valid JSON" },
      { position: "9", type: "5 · banner carousel", reason: "packageInfo has no slide" },
      { position: "11", type: "? · module", reason: "has no type code (packageType)" },
      { position: "12", type: "1 · main title", reason: "title is missing" },
    ]);
    expect(dropped.every((cells) => cells[2] === "dropped")).toBe(true);

    // Modules kept with changes say what changed.
    const altered = await tableRows(t, '.preview__problems table tr[data-outcome="altered"]');
    expect(altered.map(([position, , , reason]) => `${position}: ${reason}`)).toEqual([
      expect.stringMatching(/^3: link "javascript:alert\(1\)" removed/),
      expect.stringMatching(/^3: tab 2 dropped: /),
      expect.stringMatching(/^3: tab 3 dropped: /),
    ]);
    expect(await t.page.locator("#problems").textContent()).toBe(`Problems (${dropped.length + altered.length})`);

    // The frame shows the page as /guide would: only the modules that survived.
    const frame = await deviceFrame(t);
    expect(await frame.locator("section.lp-module").evaluateAll((s) => s.map((e) => e.id))).toEqual(["module-1", "module-3", "module-10"]);
    expect(await frame.locator("#module-3 .tabs__tab").allTextContents()).toEqual(["Kept tab"]);
    // The kept tab lost its javascript: link and became a button.
    expect(await frame.locator("#module-3 a.tabs__tab").count()).toBe(0);
  });
});

describe("the preview's device and store switches", () => {
  it("shows the mobile page in a 375 px frame after switching the device to mobile", async () => {
    await t.open("/preview/autumn-living");
    const frameElement = t.page.locator("iframe.preview__frame");
    expect(await frameElement.getAttribute("src")).toBe("/preview-frame/autumn-living?device=desktop&store=3");
    expect(await (await deviceFrame(t)).locator("html").getAttribute("data-device")).toBe("desktop");

    const mobileLink = t.page.locator(".preview__toolbar").getByRole("link", { name: "Mobile", exact: true });
    expect(await mobileLink.getAttribute("href")).toBe("?device=mobile&store=3");
    await Promise.all([t.page.waitForURL(url("/preview/autumn-living?device=mobile&store=3")), mobileLink.click()]);
    await waitForHydration(t.page);

    expect(await mobileLink.getAttribute("aria-current")).toBe("true");
    expect(await frameElement.getAttribute("src")).toBe("/preview-frame/autumn-living?device=mobile&store=3");
    expect(await frameElement.getAttribute("width")).toBe("375");
    expect((await frameElement.boundingBox())?.width).toBeCloseTo(375, 0);
    const frame = await deviceFrame(t);
    expect(await frame.locator("html").getAttribute("data-device")).toBe("mobile");
    expect(await frame.evaluate(() => window.innerWidth)).toBeLessThanOrEqual(375);
    expect(await frame.locator("#module-3 .tabs__tab").allTextContents()).toEqual(["Sofas", "Reading", "Care", "All offers"]);
  });

  it("switches the preview to German (lang=\"de\") with store 5", async () => {
    await t.open("/preview/herbst-angebote");
    expect(await t.page.locator("html").getAttribute("lang")).toBe("en");
    expect(await (await deviceFrame(t)).locator("html").getAttribute("lang")).toBe("en");

    const store5 = t.page.locator(".preview__toolbar a", { hasText: /^5$/ });
    expect(await store5.getAttribute("href")).toBe("?device=desktop&store=5");
    await Promise.all([t.page.waitForURL(url("/preview/herbst-angebote?device=desktop&store=5")), store5.click()]);
    await waitForHydration(t.page);

    expect(await t.page.locator("html").getAttribute("lang")).toBe("de");
    expect(await store5.getAttribute("aria-current")).toBe("true");
    // The preview's own texts follow the store's language too.
    expect(await t.page.locator("#problems").textContent()).toBe("Probleme (0)");
    expect(await t.page.locator(".preview__toolbar").innerText()).toContain("Gerät");

    const frame = await deviceFrame(t);
    expect(await t.page.locator("iframe.preview__frame").getAttribute("src")).toBe("/preview-frame/herbst-angebote?device=desktop&store=5");
    expect(await frame.locator("html").getAttribute("lang")).toBe("de");
    expect(await frame.locator("h1").textContent()).toBe("Herbstangebote fürs Wohnzimmer");
    expect(await frame.locator(".back-to-top").getAttribute("aria-label")).toBe("Nach oben");
  });
});
