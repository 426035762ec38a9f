/**
 * The preview tool: the searchable page list, each template on both devices with its
 * problems listed and marked in place, the store and page-time switches, drafts, the module
 * catalogue, and the PREVIEW_TOKEN gate (the suite runs the app in production mode).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser, Frame } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DETAIL_LAYOUT, layoutKeys } from "~modules/detail-layout";
import { MODULE_CODES } from "~schemas/module-codes";
import {
  DEVICE_OPTIONS,
  expectNoConsoleProblems,
  launchBrowser,
  newTestPage,
  previewToken,
  ROOT,
  takeDocumentStatusMessage,
  url,
  waitForHydration,
  type Device,
  type TestPage,
} from "./browser";

let browser: Browser;
/** Pages opened by the current test; checked and closed after it. */
const opened: TestPage[] = [];

async function openTestPage(options: { preview?: boolean } = {}): Promise<TestPage> {
  const page = await newTestPage(browser, DEVICE_OPTIONS.desktop, options);
  opened.push(page);
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  const pages = opened.splice(0);
  try {
    for (const page of pages) expectNoConsoleProblems(page.problems);
  } finally {
    await Promise.all(pages.map((page) => page.close()));
  }
});

/** The type codes of a fixture template's modules, in order. */
function templateModules(key: string): number[] {
  const info = JSON.parse(readFileSync(path.join(ROOT, "fixtures", "templates", `${key}.json`), "utf8")) as {
    templatePackageList?: { packageType?: unknown }[];
    moduleInfoList?: { packageType?: unknown }[];
  } | null;
  return (info?.templatePackageList ?? info?.moduleInfoList ?? []).map((entry) => Number(entry.packageType));
}

/** The fixture templates whose modules include the type code, sorted by urlKey. */
function templatesUsing(code: number): string[] {
  return FIXTURE_KEYS.filter((key) => templateModules(key).includes(code));
}

const FIXTURE_KEYS = readdirSync(path.join(ROOT, "fixtures", "templates"))
  .filter((file) => file.endsWith(".json"))
  .map((file) => file.slice(0, -".json".length))
  .sort();

const PRODUCT_SLUGS = readdirSync(path.join(ROOT, "fixtures", "products"))
  .filter((file) => file.endsWith(".json"))
  .map((file) => file.slice(0, -".json".length))
  .sort();
/** Every detail section, in page order: harlow-sofa renders them all. */
const SECTION_KEYS = layoutKeys(DETAIL_LAYOUT.desktop);
/** The fixture products with reviews: the only ones with the reviews banner. */
const WITH_REVIEWS = PRODUCT_SLUGS.filter(
  (slug) => (JSON.parse(readFileSync(path.join(ROOT, "fixtures", "products", `${slug}.json`), "utf8")) as { reviews?: unknown[] }).reviews?.length,
);

/** A device frame of the preview, once the page inside it has hydrated. */
async function deviceFrame(t: TestPage, device: Device): Promise<Frame> {
  const element = await t.page.waitForSelector(`iframe.preview__frame--${device}`);
  const frame = await element.contentFrame();
  if (!frame) throw new Error(`e2e: the ${device} frame has no document`);
  await frame.waitForURL(/\/preview-frame\//);
  await waitForHydration(frame);
  return frame;
}

/** Text with the no-break spaces of number and date formats read as plain spaces. */
const plain = (text: string | null) => text?.replace(/\s/g, " ");

async function tableRows(t: TestPage, selector: string): Promise<string[][]> {
  return t.page.locator(selector).evaluateAll((rows) =>
    rows.map((row) => [...row.querySelectorAll("td")].map((cell) => (cell as HTMLElement).innerText.trim())),
  );
}

/** The in-place marks of a frame: position, outcome and text. */
async function marks(frame: Frame) {
  return frame.locator("aside.preview-mark").evaluateAll((asides) =>
    asides.map((aside) => ({
      position: aside.getAttribute("data-preview-position"),
      outcome: aside.getAttribute("data-outcome"),
      text: (aside as HTMLElement).innerText,
    })),
  );
}

describe("the preview index", () => {
  it("lists every fixture template and product with its type codes or sections, module count and dropped count", async () => {
    const t = await openTestPage();
    const response = await t.open("/preview");
    expect(response.status()).toBe(200);
    expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(response.headers()["cache-control"]).toBe("private, no-store");

    const links = await t.page.locator(".preview__list tbody a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(links).toEqual([...FIXTURE_KEYS.map((key) => `/preview/${key}?store=3`), ...PRODUCT_SLUGS.map((slug) => `/preview/product/${slug}?store=3`)]);

    const rows = Object.fromEntries(
      (await tableRows(t, ".preview__list tbody tr")).map(([name = "", codes, modules, dropped, kind]) => [name.split("\n")[0], { codes, modules, dropped, kind }]),
    );
    // The full fixture page: every implemented type, nothing dropped.
    const full = templateModules("autumn-living");
    expect(rows["autumn-living"]).toEqual({ codes: [...new Set(full)].sort((a, b) => a - b).join(", "), modules: String(full.length), dropped: "0", kind: "landing template" });
    expect(rows["members-only"]).toMatchObject({ codes: "1, 2, 4, 30", modules: "3", dropped: "2" });
    expect(rows["broken-modules"]).toMatchObject({ codes: "1, 2, 3, 4, 5, 8, 30, 77", modules: "3", dropped: "9" });
    // Products show the detail sections their page renders; one without reviews drops the banner.
    expect(rows["harlow-sofa"]).toEqual({ codes: SECTION_KEYS.join(", "), modules: String(SECTION_KEYS.length), dropped: "0", kind: "product page" });
    expect(rows["ember-console"]).toEqual({
      codes: SECTION_KEYS.filter((key) => key !== "reviews-banner").join(", "),
      modules: String(SECTION_KEYS.length - 1),
      dropped: "1",
      kind: "product page",
    });
    expect(await t.page.locator('.preview__list tbody tr[data-kind="product"]').count()).toBe(PRODUCT_SLUGS.length);
    expect(await t.page.locator(".preview__problem").allTextContents()).toEqual(["no page info: the page redirects to /"]);
  });

  it("searches by urlKey, slug, title or type code", async () => {
    const t = await openTestPage();
    const shown = () => t.page.locator(".preview__list tbody a").allTextContents();
    await t.page.goto(url("/preview"));
    await waitForHydration(t.page);
    await t.page.getByRole("searchbox").fill("broken");
    await Promise.all([t.page.waitForURL(/q=broken/), t.page.getByRole("button", { name: "Search" }).click()]);
    expect(await shown()).toEqual(["broken-modules"]);

    await t.open("/preview?q=herbstangebote");
    expect(await shown()).toEqual(["herbst-angebote"]);
    // Products by slug or by their name; a type code finds templates only.
    await t.open("/preview?q=harlow");
    expect(await shown()).toEqual(["harlow-sofa"]);
    await t.open("/preview?q=media%20console");
    expect(await shown()).toEqual(["ember-console"]);
    await t.open("/preview?q=21");
    expect(await shown()).toEqual(templatesUsing(21));
    expect(templatesUsing(21)).toEqual(expect.arrayContaining(["autumn-living", "content-carousels"]));
    await t.open("/preview?q=nothing-like-this");
    expect(await t.page.locator(".preview").innerText()).toContain("No page matches the search.");
  });

  it("opens a template's preview from its link, on both devices side by side", async () => {
    const t = await openTestPage();
    await t.open("/preview");
    await Promise.all([t.page.waitForURL(url("/preview/autumn-living?store=3")), t.page.getByRole("link", { name: "autumn-living" }).click()]);
    await waitForHydration(t.page);
    expect(await t.page.locator("h1").textContent()).toContain("autumn-living");
    expect(await t.page.locator(".preview__problems tr[data-outcome]").count()).toBe(0);
    for (const device of ["desktop", "mobile"] as const) {
      const frame = await deviceFrame(t, device);
      expect(await frame.locator("html").getAttribute("data-device")).toBe(device);
      expect(await frame.locator("h1").textContent()).toBe("Autumn Living Room Sale");
      expect(await frame.locator("aside.preview-mark").count()).toBe(0);
    }
    // Side by side, the desktop frame keeps its 1280 px viewport (vw units stay true) but is drawn smaller.
    const desktop = await deviceFrame(t, "desktop");
    expect(await desktop.evaluate(() => window.innerWidth)).toBe(1280);
    expect((await t.page.locator("iframe.preview__frame--desktop").boundingBox())?.width).toBeCloseTo(896, 0);
  });
});

describe("the preview of the invalid fixture (broken-modules)", () => {
  const DROPPED = [
    { position: "2", type: "4 · banner", reason: "has no image (pcImage, mobileImage or mobileBanner)" },
    { position: "4", type: "3 · tabs", reason: "packageInfo has no usable tab left" },
    { position: "5", type: "8 · unknown type 8", reason: "type code 8 is not a known module type" },
    { position: "6", type: "77 · unknown type 77", reason: "type code 77 is not a known module type" },
    { position: "7", type: "30 · rich HTML", reason: "content has nothing left to show after removing unsafe HTML" },
    { position: "8", type: "2 · sub title", reason: "packageInfoMap is not valid JSON" },
    { position: "9", type: "5 · banner carousel", reason: "packageInfo has no slide" },
    { position: "11", type: "? · module", reason: "has no type code (packageType)" },
    { position: "12", type: "1 · main title", reason: "title is missing" },
  ];

  it("lists each dropped and altered module with its position, type and the reason with its field path", async () => {
    const t = await openTestPage();
    await t.open("/preview/broken-modules");
    const dropped = await tableRows(t, '.preview__problems table tr[data-outcome="dropped"]');
    expect(dropped.map(([position, type, , reason]) => ({ position, type, reason }))).toEqual(DROPPED);
    expect(dropped.every((cells) => cells[2] === "dropped")).toBe(true);

    const altered = await tableRows(t, '.preview__problems table tr[data-outcome="altered"]');
    expect(altered.map(([position, , , reason]) => `${position}: ${reason}`)).toEqual([
      expect.stringMatching(/^3: link "javascript:alert\(1\)" removed/),
      "3: tab 2 dropped: pcContent is missing",
      "3: tab 3 dropped: pcContent is missing",
      // The sub title's colour is too pale to read: the page's own text colour shows instead.
      "10: colour \"#abc\" is too light to read on the white page (contrast 1.96:1, at least 3:1 needed); the page's text colour is used instead",
    ]);
    expect(await t.page.locator("#problems").textContent()).toBe(`Problems (${dropped.length + altered.length})`);
    expect(await t.page.locator(".preview__summary").textContent()).toBe("3 modules render, 9 dropped, 4 altered.");
  });

  it.each(["desktop", "mobile"] as const)("marks each problem in place in the %s frame, where the module is or would have been", async (device) => {
    const t = await openTestPage();
    await t.open(`/preview/broken-modules?device=${device}`);
    const frame = await deviceFrame(t, device);
    // Page order: rendered modules and marks interleaved by position.
    const order = await frame.locator(".lp > section, .lp > aside").evaluateAll((elements) =>
      elements.map((element) => (element.tagName === "SECTION" ? element.id : `${element.getAttribute("data-outcome")} ${element.getAttribute("data-preview-position")}`)),
    );
    expect(order).toEqual(["module-1", "dropped 2", "altered 3", "module-3", "dropped 4", "dropped 5", "dropped 6", "dropped 7", "dropped 8", "dropped 9", "altered 10", "module-10", "dropped 11", "dropped 12"]);

    const found = await marks(frame);
    for (const expected of DROPPED) {
      const mark = found.find((m) => m.position === expected.position);
      expect(mark?.outcome, `module ${expected.position}`).toBe("dropped");
      expect(mark?.text).toContain(expected.reason);
    }
    expect(found.find((m) => m.position === "2")?.text).toContain("Module 2 · banner (type 4) · dropped");
    const altered = found.find((m) => m.outcome === "altered");
    expect(altered?.text).toContain("tab 2 dropped: pcContent is missing");
    expect(await frame.locator("#module-3").getAttribute("data-preview-outcome")).toBe("altered");
    // The frame shows the page as /guide would: only the modules that survived, the kept tab without its javascript: link.
    expect(await frame.locator("#module-3 .tabs__tab").allTextContents()).toEqual(["Kept tab"]);
    expect(await frame.locator("#module-3 a.tabs__tab").count()).toBe(0);
  });
});

describe("the preview's device, store and page-time switches", () => {
  it("shows only the mobile page, in a 375 px frame, after choosing Mobile", async () => {
    const t = await openTestPage();
    await t.open("/preview/autumn-living");
    const mobileLink = t.page.locator(".preview__toolbar").getByRole("link", { name: "Mobile", exact: true });
    expect(await mobileLink.getAttribute("href")).toBe("?device=mobile&store=3");
    await Promise.all([t.page.waitForURL(url("/preview/autumn-living?device=mobile&store=3")), mobileLink.click()]);
    await waitForHydration(t.page);

    expect(await mobileLink.getAttribute("aria-current")).toBe("true");
    expect(await t.page.locator("iframe.preview__frame").count()).toBe(1);
    const frameElement = t.page.locator("iframe.preview__frame--mobile");
    expect(await frameElement.getAttribute("src")).toBe("/preview-frame/autumn-living?device=mobile&store=3");
    expect((await frameElement.boundingBox())?.width).toBeCloseTo(375, 0);
    const frame = await deviceFrame(t, "mobile");
    expect(await frame.locator("html").getAttribute("data-device")).toBe("mobile");
    expect(await frame.evaluate(() => window.innerWidth)).toBeLessThanOrEqual(375);
    expect(await frame.locator("#module-3 .tabs__tab").allTextContents()).toEqual(["Sofas", "Reading", "Care", "All offers"]);
  });

  it("switches texts, language and formats to German and euro with store 5", async () => {
    const t = await openTestPage();
    await t.open("/preview/herbst-angebote?at=2025-12-24T18:00");
    expect(await t.page.locator("html").getAttribute("lang")).toBe("en");
    expect(await t.page.locator(".preview__price").textContent()).toBe("$1,234.50");

    const store5 = t.page.locator(".preview__toolbar a", { hasText: /^5$/ });
    expect(await store5.getAttribute("href")).toBe("?device=both&store=5&at=2025-12-24T18%3A00%3A00.000Z");
    await Promise.all([t.page.waitForURL(/store=5/), store5.click()]);
    await waitForHydration(t.page);

    expect(await t.page.locator("html").getAttribute("lang")).toBe("de");
    expect(await store5.getAttribute("aria-current")).toBe("true");
    // The preview's own texts, and the store's number and date formats.
    expect(await t.page.locator("#problems").textContent()).toBe("Probleme (0)");
    expect(await t.page.locator(".preview__toolbar").first().innerText()).toContain("Gerät");
    expect(plain(await t.page.locator(".preview__price").textContent())).toBe("1.234,50 €");
    expect(plain(await t.page.locator(".preview__time").textContent())).toBe("24.12.2025, 18:00 UTC");
    expect(plain(await t.page.locator(".preview__store").innerText())).toContain("Deutschland · de-DE · EUR");

    for (const device of ["desktop", "mobile"] as const) {
      expect(await t.page.locator(`iframe.preview__frame--${device}`).getAttribute("src")).toBe(
        `/preview-frame/herbst-angebote?device=${device}&store=5&at=2025-12-24T18%3A00%3A00.000Z`,
      );
      const frame = await deviceFrame(t, device);
      expect(await frame.locator("html").getAttribute("lang")).toBe("de");
      expect(await frame.locator("h1").textContent()).toBe("Herbstangebote fürs Wohnzimmer");
      expect(await frame.locator(".back-to-top").getAttribute("aria-label")).toBe("Nach oben");
    }
  });

  it("hands the chosen preview-at time to the page context of both frames", async () => {
    const t = await openTestPage();
    await t.open("/preview/autumn-living");
    const before = await (await deviceFrame(t, "desktop")).locator(".lp").getAttribute("data-preview-now");
    // Without ?at= the page time is the server's clock.
    expect(Math.abs(Date.parse(before ?? "") - Date.now())).toBeLessThan(60_000);

    await t.page.getByLabel("Preview at (UTC):").fill("2026-01-31T23:45");
    await Promise.all([t.page.waitForURL(/at=2026-01-31T23%3A45/), t.page.getByRole("button", { name: "Apply" }).click()]);
    await waitForHydration(t.page);
    for (const device of ["desktop", "mobile"] as const) {
      expect(await t.page.locator(`iframe.preview__frame--${device}`).getAttribute("src")).toContain("at=2026-01-31T23%3A45%3A00.000Z");
      const frame = await deviceFrame(t, device);
      expect(await frame.locator(".lp").getAttribute("data-preview-now")).toBe("2026-01-31T23:45:00.000Z");
    }
    expect(plain(await t.page.locator(".preview__time").textContent())).toBe("Jan 31, 2026, 11:45 PM UTC");

    // "Now" goes back to the server's clock; a value that is no date-time is said so.
    expect(await t.page.getByRole("link", { name: "Now" }).getAttribute("href")).toBe("?device=both&store=3");
    await t.open("/preview/autumn-living?at=next-friday");
    expect(await t.page.getByRole("alert").textContent()).toContain('"next-friday" is not a date-time');
  });
});

describe("draft preview", () => {
  const VALID = JSON.stringify(
    {
      urlKey: "draft-test",
      metaTitle: "A pasted draft",
      moduleInfoList: [
        { sortId: 1, packageType: 1, packageInfoMap: { title: "Draft title" } },
        { sortId: 2, packageType: 4, packageInfoMap: { title: "A banner without image" } },
        { sortId: 3, packageType: 30, packageInfoMap: { content: "<p>Rich draft text</p>" } },
      ],
    },
    null,
    2,
  );

  it("gives the line and column of a syntax error", async () => {
    const t = await openTestPage();
    await t.open("/preview/draft");
    const broken = '{\n  "moduleInfoList": [\n    { "sortId": 1, "packageType": 1 }\n    { "sortId": 2 }\n  ]\n}';
    await t.page.getByLabel("Template JSON").fill(broken);
    await t.page.getByRole("button", { name: "Preview draft" }).click();
    const alert = t.page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toBe("The JSON has a syntax error at line 4, column 5: expected ',' or ']' after a list item, found '{'");
    expect(await t.page.locator("iframe").count()).toBe(0);
    // The text stays in the field to be fixed.
    expect(await t.page.getByLabel("Template JSON").inputValue()).toBe(broken);

    // An uploaded file is checked the same way, and its text lands in the field.
    const uploaded = '{"moduleInfoList": [}';
    await t.page.getByLabel("Template JSON").fill("");
    await t.page.getByLabel("or upload a file").setInputFiles({ name: "draft.json", mimeType: "application/json", buffer: Buffer.from(uploaded) });
    await t.page.getByRole("button", { name: "Preview draft" }).click();
    await expect.poll(() => alert.textContent()).toContain("line 1, column 21");
    expect(await alert.textContent()).toBe("The JSON has a syntax error at line 1, column 21: expected a value (an object, list, string, number, true, false or null), found '}'");
    expect(await t.page.getByLabel("Template JSON").inputValue()).toBe(uploaded);
  });

  it("renders a valid pasted draft on both devices with its problems, in the chosen store, without saving it", async () => {
    const t = await openTestPage();
    await t.open("/preview/draft");
    await t.page.getByLabel("Template JSON").fill(VALID);
    await t.page.getByLabel("Store").selectOption("5");
    await t.page.getByRole("button", { name: "Preview draft" }).click();
    await t.page.waitForURL(/\/preview\/draft\?device=both&store=5/);
    await t.page.locator(".preview__problems").waitFor();

    // The root's language follows once the post's revalidation has committed.
    await expect.poll(() => t.page.locator("html").getAttribute("lang")).toBe("de");
    const dropped = await tableRows(t, '.preview__problems tr[data-outcome="dropped"]');
    expect(dropped.map(([position, type, , reason]) => [position, type, reason])).toEqual([["2", "4 · banner", "has no image (pcImage, mobileImage or mobileBanner)"]]);

    for (const device of ["desktop", "mobile"] as const) {
      const frame = await deviceFrame(t, device);
      expect(await frame.locator("html").getAttribute("lang")).toBe("de");
      expect(await frame.locator("html").getAttribute("data-device")).toBe(device);
      expect(await frame.locator("h1").textContent()).toBe("Draft title");
      expect(await frame.locator("#module-3").innerText()).toContain("Rich draft text");
      expect(await marks(frame)).toEqual([{ position: "2", outcome: "dropped", text: expect.stringContaining("has no image (pcImage") }]);
    }
    // The draft's weight, like a template's: its one image was dropped with its banner.
    expect(await t.page.locator(".preview__weight h2").textContent()).toBe("Seitengewicht");
    expect(await t.page.locator('.preview__weight [data-device="mobile"] tr[data-metric="js"] td').first().textContent()).toMatch(/^\d+\.\d KiB$/);
    expect(await t.page.locator('.preview__weight [data-device="mobile"] tr[data-metric="images"] td').first().textContent()).toBe("0");
    // Nothing was stored: the list of templates is unchanged.
    await t.open("/preview?q=draft-test");
    expect(await t.page.locator(".preview__list tbody tr").count()).toBe(0);
  });
});

describe("the product preview", () => {
  /** The detail sections a frame renders, in page order. */
  const sectionsOf = (frame: Frame) => frame.locator("[data-section]").evaluateAll((elements) => elements.map((element) => element.getAttribute("data-section")));

  it("opens a product from the index and shows its page on both devices, framed like a template", async () => {
    const t = await openTestPage();
    await t.open("/preview?q=harlow");
    await Promise.all([t.page.waitForURL(url("/preview/product/harlow-sofa?store=3")), t.page.getByRole("link", { name: "harlow-sofa" }).click()]);
    await waitForHydration(t.page);
    expect(await t.page.locator("h1").textContent()).toBe("Product preview: harlow-sofa");
    expect(await t.page.locator("#problems").textContent()).toBe("Problems (0)");
    expect(await t.page.locator(".preview__summary").textContent()).toBe(`${SECTION_KEYS.length} sections render, 0 dropped.`);
    expect(await t.page.getByRole("link", { name: "Open page" }).getAttribute("href")).toBe("/harlow-sofa.html");

    for (const device of ["desktop", "mobile"] as const) {
      expect(await t.page.locator(`iframe.preview__frame--${device}`).getAttribute("src")).toBe(`/preview-frame/product/harlow-sofa?device=${device}&store=3`);
      const frame = await deviceFrame(t, device);
      expect(await frame.locator("html").getAttribute("data-device")).toBe(device);
      expect(await frame.locator("h1").textContent()).toBe("Harlow 3-Seat Sofa");
      expect(await frame.locator(".detail-price__current").textContent()).toBe("$1,299.00");
      expect(await sectionsOf(frame)).toEqual(layoutKeys(DETAIL_LAYOUT[device]));
      // Without ?at= the page time is the server's clock.
      expect(Math.abs(Date.parse((await frame.locator(".detail").getAttribute("data-preview-now")) ?? "") - Date.now())).toBeLessThan(60_000);
    }
    // The frame path is framable by the app itself and never indexed, like the template frames.
    const frame = await t.page.request.get(url("/preview-frame/product/harlow-sofa?device=mobile&store=3"));
    expect(frame.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(frame.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  });

  it("lists a section its schema dropped, with the reason, and shows the page without it", async () => {
    const t = await openTestPage();
    await t.open("/preview/product/ember-console");
    expect(await t.page.locator("#problems").textContent()).toBe("Problems (1)");
    expect(await tableRows(t, '.preview__problems tr[data-outcome="dropped"]')).toEqual([
      ["reviews-banner", "Desktop, Mobile", "dropped", "has no reviews to show (productReviewList)"],
    ]);
    expect(await t.page.locator(".preview__summary").textContent()).toBe(`${SECTION_KEYS.length - 1} sections render, 1 dropped.`);
    for (const device of ["desktop", "mobile"] as const) {
      const frame = await deviceFrame(t, device);
      expect(await sectionsOf(frame)).toEqual(layoutKeys(DETAIL_LAYOUT[device]).filter((key) => key !== "reviews-banner"));
    }
  });

  it("renders the page at the preview-at time, in the chosen store's language and currency", async () => {
    const t = await openTestPage();
    await t.open("/preview/product/harlow-sofa?store=5&at=2026-01-31T23:45");
    expect(await t.page.locator("html").getAttribute("lang")).toBe("de");
    expect(await t.page.locator("#problems").textContent()).toBe("Probleme (0)");
    for (const device of ["desktop", "mobile"] as const) {
      expect(await t.page.locator(`iframe.preview__frame--${device}`).getAttribute("src")).toBe(
        `/preview-frame/product/harlow-sofa?device=${device}&store=5&at=2026-01-31T23%3A45%3A00.000Z`,
      );
      const frame = await deviceFrame(t, device);
      expect(await frame.locator(".detail").getAttribute("data-preview-now")).toBe("2026-01-31T23:45:00.000Z");
      expect(await frame.locator("html").getAttribute("lang")).toBe("de");
      expect(plain(await frame.locator(".detail-price__current").textContent())).toBe("1.299,00 €");
    }
    // Switches keep the product and the time.
    expect(await t.page.locator(".preview__toolbar").getByRole("link", { name: "Mobil", exact: true }).getAttribute("href")).toBe(
      "?device=mobile&store=5&at=2026-01-31T23%3A45%3A00.000Z",
    );
  });

  it("answers the not-found page for a slug that is no product", async () => {
    const t = await openTestPage();
    const response = await t.page.goto(url("/preview/product/no-such-sofa"));
    expect(response?.status()).toBe(404);
    expect(takeDocumentStatusMessage(t.problems, url("/preview/product/no-such-sofa"), 404)).toBe(1);
  });
});

describe("the page's weight beside the problems", () => {
  /** One device's totals in the weight panel: figure -> [measured, budget, status]. */
  async function totals(t: TestPage, device: Device): Promise<Record<string, string[]>> {
    const rows = await t.page.locator(`.preview__weight [data-device="${device}"] tr[data-metric]`).evaluateAll((trs) =>
      trs.map((tr) => [tr.getAttribute("data-metric") ?? "", ...[...tr.querySelectorAll("td")].map((cell) => (cell as HTMLElement).innerText.trim())]),
    );
    return Object.fromEntries(rows.map(([metric = "", ...cells]) => [metric, cells]));
  }

  /** The rows of one device's table of types (or sections): [name, count, own JS, images, image size]. */
  async function parts(t: TestPage, device: Device): Promise<string[][]> {
    return t.page.locator(`.preview__weight [data-device="${device}"] .preview__weight-parts tbody tr`).evaluateAll((trs) =>
      trs.map((tr) => [...tr.children].map((cell) => (cell as HTMLElement).innerText.trim())),
    );
  }

  /**
   * The client JavaScript a shopper's browser loads for a page, scrolled to the bottom: each
   * script the page asks for, gzipped from the build at level 9, as the bench counts it.
   */
  async function loadedJs(pathAndQuery: string): Promise<string> {
    const t = await openTestPage();
    const scripts = new Set<string>();
    t.page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.add(new URL(request.url()).pathname);
    });
    await t.open(pathAndQuery);
    await t.page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
    });
    await t.page.waitForLoadState("networkidle");
    let bytes = 0;
    for (const script of scripts) bytes += gzipSync(readFileSync(path.join(ROOT, "public", script)), { level: 9 }).length;
    return `${(bytes / 1024).toFixed(1)} KiB`;
  }

  /** Over or within its budget, as the figure says. */
  const status = (value: number, budget: number) => (value > budget ? "⚠ Over budget" : "✓ Within budget");

  it("shows on /preview/autumn-living the JavaScript the page loads, its images, back-office calls and server time, heaviest type first", async () => {
    const t = await openTestPage();
    await t.open("/preview/autumn-living");
    expect(await t.page.getByRole("heading", { level: 2, name: "Page weight" }).isVisible()).toBe(true);
    const guideJs = await loadedJs("/guide/autumn-living");
    const desktopFrame = await deviceFrame(t, "desktop");
    // The distinct images the modules render in the frame: <img>, video posters and inline backgrounds.
    const frameImages = await desktopFrame.locator(".lp").evaluate((page) => {
      const urls = new Set<string>();
      for (const element of [page, ...page.querySelectorAll("*")]) {
        const src = element.tagName === "IMG" ? element.getAttribute("src") : element.tagName === "VIDEO" ? element.getAttribute("poster") : null;
        if (src && !src.startsWith("data:")) urls.add(src);
        for (const match of (element.getAttribute("style") ?? "").matchAll(/url\(\s*["']?([^"')]+)/g)) urls.add(match[1]!);
      }
      return urls.size;
    });

    for (const device of ["desktop", "mobile"] as const) {
      const figures = await totals(t, device);
      expect(figures.js?.[0], device).toBe(guideJs);
      expect(figures.js?.slice(1)).toEqual(["≤ 140.0 KiB", status(Number.parseFloat(guideJs), 140)]);
      const images = Number(figures.images?.[0]);
      expect(images).toBeGreaterThan(40);
      if (device === "desktop") expect(images).toBe(frameImages);
      // The fixture images are the storefront's own files: all of them sized.
      expect(figures.imageBytes?.[0]).toMatch(/^\d+\.\d KiB$/);
      // One template call and one per module that loads server data (docs/performance.md: 14 cold calls).
      expect(figures.calls?.[0]).toMatch(/^14 · \d+ went to the back office$/);
      expect(figures.calls?.slice(1)).toEqual(["≤ 14", "✓ Within budget"]);
      expect(figures.server?.[0]).toMatch(/^\d+ ms \(data \d+ ms, HTML \d+ ms\)$/);

      const rows = await parts(t, device);
      // Every type the page renders, once, heaviest own JavaScript first.
      expect(rows.map(([name]) => Number(name?.split(" · ")[0])).sort((a, b) => a - b)).toEqual(
        [...new Set(templateModules("autumn-living"))].sort((a, b) => a - b),
      );
      const ownJs = rows.map(([, , js]) => Number.parseFloat(js ?? ""));
      expect(ownJs).toEqual([...ownJs].sort((a, b) => b - a));
      expect(ownJs[0]).toBeGreaterThan(0);
      expect(rows.find(([name]) => name === "4 · banner")?.[1]).toBe("2");
    }
  });

  it("shows the product page's weight by detail section, against the product page's budgets", async () => {
    const t = await openTestPage();
    await t.open("/preview/product/harlow-sofa?device=mobile");
    const productJs = await loadedJs("/harlow-sofa.html");
    expect(await t.page.locator(".preview__weight [data-device]").evaluateAll((blocks) => blocks.map((block) => block.getAttribute("data-device")))).toEqual(["mobile"]);
    const figures = await totals(t, "mobile");
    // The preview counts the page's own code and each section's, with the views of the sections
    // that fetch their content near the viewport (issue 18) as if each had some to show: the most
    // the page can load. Shop the Room and the social carousel come with the page's HTML and load
    // their code only when the shopper reaches for them (intent parts): like dialogs, not counted. This product has no Buy Together kits and too few recommendations for
    // People Also Like (it shows from three), and it is in stock and not crowdfunded, so the
    // browser loads none of the buy and price sections' split parts either (the out-of-stock
    // module, the crowdfund price): it loads less, by those sections' own shares at most; the one
    // file the preview does not count is the kit's newsletter triggers (0.2 KiB).
    const previewJs = Number.parseFloat(figures.js?.[0] ?? "");
    const rows = await parts(t, "mobile");
    const ownJs = (section: string) => Number.parseFloat(rows.find(([name]) => name === section)?.[2] ?? "");
    expect(ownJs("shop-the-room")).toBe(0);
    expect(ownJs("social-media")).toBe(0);
    expect(ownJs("also-like")).toBeGreaterThan(0);
    const browserJs = Number.parseFloat(productJs);
    expect(previewJs).toBeGreaterThanOrEqual(browserJs - 0.3);
    expect(ownJs("buy")).toBeGreaterThan(0);
    expect(previewJs - browserJs).toBeLessThanOrEqual(ownJs("buy-together") + ownJs("also-like") + ownJs("buy") + ownJs("price") + 0.1);
    expect(figures.js?.slice(1)).toEqual(["≤ 140.0 KiB", status(previewJs, 140)]);
    expect(Number(figures.images?.[0])).toBeGreaterThan(0);
    // The review sections stream: their calls are listed apart from those the first byte waits for.
    expect(figures.calls?.[0]).toMatch(/^\d+ \(\+[1-9]\d* streamed\) · \d+ went to the back office$/);
    const calls = Number.parseInt(figures.calls?.[0] ?? "", 10);
    expect(calls).toBeGreaterThan(0);
    expect(figures.calls?.slice(1)).toEqual(["≤ 5", status(calls, 5)]);
    expect(rows.map(([name]) => name).sort()).toEqual([...layoutKeys(DETAIL_LAYOUT.mobile)].sort());
    expect(await t.page.locator(".preview__weight caption").allTextContents()).toContain("By detail section, heaviest JavaScript first");
  });
});

describe("the module catalogue", () => {
  it("shows every registered type on both devices, each with a rendered case of its own type", async () => {
    const t = await openTestPage();
    const response = await t.open("/preview/modules");
    expect(response.status()).toBe(200);
    expect(await t.page.locator(".preview__types li[data-code]").evaluateAll((items) => items.map((item) => Number(item.getAttribute("data-code"))))).toEqual(MODULE_CODES);

    for (const device of ["desktop", "mobile"] as const) {
      const frame = await deviceFrame(t, device);
      const types = await frame.locator("[data-catalogue-type]").evaluateAll((sections) =>
        sections.map((section) => ({
          code: Number(section.getAttribute("data-catalogue-type")),
          rendered: [...section.querySelectorAll("section.lp-module")].map((module) => Number(module.getAttribute("data-module-type"))),
        })),
      );
      expect(types.map((type) => type.code), device).toEqual(MODULE_CODES);
      for (const type of types) {
        expect(type.rendered.length, `${device}: type ${type.code} has a rendered case`).toBeGreaterThan(0);
        expect(new Set(type.rendered), `${device}: type ${type.code}`).toEqual(new Set([type.code]));
      }
    }
  });

  it("narrows to one type and keeps the choice through the store switch", async () => {
    const t = await openTestPage();
    await t.open("/preview/modules?type=3");
    const frame = await deviceFrame(t, "mobile");
    expect(await frame.locator("[data-catalogue-type]").evaluateAll((s) => s.map((e) => e.getAttribute("data-catalogue-type")))).toEqual(["3"]);
    // The invalid tabs of broken-modules are shown as such, with their reason.
    expect(await frame.locator('aside.preview-mark[data-outcome="dropped"]').innerText()).toContain("packageInfo has no usable tab left");
    expect(await t.page.locator(".preview__toolbar a", { hasText: /^5$/ }).getAttribute("href")).toBe("?device=both&store=5&type=3");
  });

  it("shows every detail section after the module types on both devices, each case one fixture product's section", async () => {
    const t = await openTestPage();
    await t.open("/preview/modules");
    const listed = await t.page.locator(".preview__types li[data-section]").evaluateAll((items) =>
      items.map((item) => ({ key: item.getAttribute("data-section"), text: (item as HTMLElement).innerText })),
    );
    expect(listed.map((item) => item.key)).toEqual(SECTION_KEYS);
    expect(listed.find((item) => item.key === "reviews-banner")?.text).toBe(`reviews-banner ${WITH_REVIEWS.length} cases`);
    expect(listed.find((item) => item.key === "gallery")?.text).toBe(`gallery ${PRODUCT_SLUGS.length} cases`);

    for (const device of ["desktop", "mobile"] as const) {
      const frame = await deviceFrame(t, device);
      // Document order: the module types first, then the sections.
      const order = await frame.locator("[data-catalogue-type], [data-catalogue-section]").evaluateAll((elements) =>
        elements.map((element) => (element.hasAttribute("data-catalogue-type") ? "type" : "section")),
      );
      expect(order).toEqual([...MODULE_CODES.map(() => "type"), ...SECTION_KEYS.map(() => "section")]);
      const sections = await frame.locator("[data-catalogue-section]").evaluateAll((elements) =>
        elements.map((element) => ({
          key: element.getAttribute("data-catalogue-section"),
          cases: [...element.querySelectorAll("[data-catalogue-case]")].map((example) => ({
            slug: example.getAttribute("data-catalogue-case"),
            rendered: [...example.querySelectorAll("[data-section]")].map((section) => section.getAttribute("data-section")),
            filled: [...example.querySelectorAll("[data-section]")].some((section) => section.childElementCount > 0),
          })),
        })),
      );
      expect(sections.map((section) => section.key), device).toEqual(layoutKeys(DETAIL_LAYOUT[device]));
      for (const section of sections) {
        // Each case renders exactly its section, and at least one case of every section shows something.
        expect(section.cases.length, `${device}: ${section.key} has cases`).toBeGreaterThan(0);
        for (const example of section.cases) expect(example.rendered, `${device}: ${section.key} of ${example.slug}`).toEqual([section.key]);
        expect(section.cases.some((example) => example.filled), `${device}: ${section.key} renders`).toBe(true);
      }
      expect(sections.find((section) => section.key === "gallery")?.cases.map((example) => example.slug)).toEqual(PRODUCT_SLUGS);
      expect(sections.find((section) => section.key === "reviews-banner")?.cases.map((example) => example.slug)).toEqual(WITH_REVIEWS);
    }
  });

  it("narrows to one detail section with ?section= and keeps it through the store switch", async () => {
    const t = await openTestPage();
    await t.open("/preview/modules");
    const link = t.page.locator(".preview__types li[data-section=reviews-banner] a");
    expect(await link.getAttribute("href")).toBe("?device=both&store=3&section=reviews-banner");
    await Promise.all([t.page.waitForURL(/section=reviews-banner/), link.click()]);
    await waitForHydration(t.page);
    expect(await link.getAttribute("aria-current")).toBe("true");
    expect(await t.page.locator(".preview__toolbar a", { hasText: /^5$/ }).getAttribute("href")).toBe("?device=both&store=5&section=reviews-banner");
    for (const device of ["desktop", "mobile"] as const) {
      const frame = await deviceFrame(t, device);
      expect(await frame.locator("[data-catalogue-type]").count()).toBe(0);
      expect(await frame.locator("[data-catalogue-section]").evaluateAll((s) => s.map((e) => e.getAttribute("data-catalogue-section")))).toEqual(["reviews-banner"]);
      expect(await frame.locator("[data-catalogue-case]").evaluateAll((s) => s.map((e) => e.getAttribute("data-catalogue-case")))).toEqual(WITH_REVIEWS);
      expect(await frame.locator(".reviews-banner__title").count()).toBe(WITH_REVIEWS.length);
    }
  });
});

describe("access in production (PREVIEW_TOKEN)", () => {
  const GATED = [
    "/preview",
    "/preview/broken-modules",
    "/preview/modules",
    "/preview/modules?section=gallery",
    "/preview/draft",
    "/preview/product/harlow-sofa",
    "/preview-frame/autumn-living",
    "/preview-frame/modules",
    "/preview-frame/product/harlow-sofa",
  ];

  it("answers every preview path without the token exactly like an unknown path: 404, same page, same headers", async () => {
    const t = await openTestPage({ preview: false });
    const unknown = await t.open("/no-such-page");
    expect(takeDocumentStatusMessage(t.problems, url("/no-such-page"), 404)).toBe(1);
    // The not-found page's tip is drawn 50/50 per request (landing spec 2.8): compare the
    // pages without it, and check it is one of the two variants.
    const pageText = () =>
      t.page.evaluate(() => {
        let text = document.body.innerText;
        for (const element of document.querySelectorAll<HTMLElement>(".not-found__title, .not-found__tip, .not-found__home")) {
          text = text.replace(element.innerText, "");
        }
        return text.replace(/\s*\n\s*/g, "\n");
      });
    const reference = { text: await pageText(), title: await t.page.title(), headers: unknown.headers() };

    for (const gated of [...GATED, "/preview/broken-modules?store=5", `/preview?preview_token=${previewToken()}x`]) {
      const response = await t.open(gated);
      expect(response.status(), gated).toBe(404);
      expect(takeDocumentStatusMessage(t.problems, url(gated), 404), gated).toBe(1);
      expect(await pageText(), gated).toBe(reference.text);
      expect(["content", "alternate"]).toContain(await t.page.locator(".not-found").getAttribute("data-tip"));
      expect(await t.page.title()).toBe(reference.title);
      const headers = response.headers();
      for (const name of ["cache-control", "x-robots-tag", "x-frame-options", "vary"]) expect(headers[name], `${gated}: ${name}`).toBe(reference.headers[name]);
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(await t.page.locator("html").getAttribute("lang")).toBe("en");
    }
    const api = await t.page.request.post(url("/api/templates/validate"), { data: { moduleInfoList: [] } });
    expect(api.status()).toBe(200);
  });

  it("opens with ?preview_token= once, then keeps access in an HttpOnly cookie, frames included", async () => {
    const t = await openTestPage({ preview: false });
    const response = await t.open(`/preview/broken-modules?store=3&preview_token=${previewToken()}`);
    expect(response.status()).toBe(200);
    // The token leaves the address bar (and history, and Referer headers) at once.
    expect(t.page.url()).toBe(url("/preview/broken-modules?store=3"));
    const cookie = (await t.context.cookies()).find((c) => c.name === "preview_access");
    expect(cookie).toMatchObject({ name: "preview_access", httpOnly: true, sameSite: "Lax" });
    expect(cookie?.value).not.toContain(previewToken());

    const frame = await deviceFrame(t, "desktop");
    expect(await frame.locator("aside.preview-mark").count()).toBeGreaterThan(0);
    expect((await t.open("/preview/modules?type=1")).status()).toBe(200);
  });
});
