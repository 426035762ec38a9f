/**
 * The home page at '/' (issue 19, item 1) in a real browser, on desktop and on a phone: the
 * `home` template's modules through the landing registry, then the home variant of Room Ideas
 * (its sub-heading, room-category tabs that switch the rooms, hotspots), page type HP in
 * tracking, the caching of a shared page, and the JavaScript it loads against the page budget.
 * The fallback to the plain home without a template is tested in tests/unit/home-page.test.ts
 * (this suite's one server has the fixture template).
 * Fixtures: templates/home.json, room-categories.json (rooms of scenes.json), discounts.json.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser, Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT, launchBrowser, pagePerTest, saveScreenshot, scrollThroughPage, url, type Device, type TestPage } from "./browser";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

type DataLayerEvent = { event: string; pageType: string; urlKey: string | null; tabName?: string; module?: string };

const dataLayer = (t: TestPage) => t.page.evaluate(() => ((window as unknown as { dataLayer?: DataLayerEvent[] }).dataLayer ?? []).map((entry) => ({ ...entry })));

/** The names of the rooms in the active category's swiper. */
const roomNames = (roomIdeas: Locator) => roomIdeas.locator(".scene-slide__name").allTextContents();

describe.each(["desktop", "mobile"] as const)("the home page on %s", (device: Device) => {
  let t: TestPage;
  pagePerTest(() => browser, device, (page) => (t = page));

  it("renders the home template's modules, then Room Ideas with category tabs that switch the rooms, reporting page type HP", async () => {
    const response = await t.open("/");
    expect(response.status()).toBe(200);
    // The template: its main title is the page's one h1, its banner, shop module and influencer gallery follow.
    expect(await t.page.locator("h1").allTextContents()).toEqual(["Furniture for every room"]);
    expect(await t.page.locator("[data-module-type]").evaluateAll((all) => all.map((section) => section.getAttribute("data-module-type")))).toEqual(["1", "4", "25", "24"]);
    expect(await t.page.title()).toBe("Loftwell | Sofas, seating and room sets");
    expect(await t.page.locator('link[rel="canonical"]').getAttribute("href")).toBe(url("/"));

    const roomIdeas = t.page.getByRole("region", { name: "Room Ideas" });
    await roomIdeas.scrollIntoViewIfNeeded();
    expect(await roomIdeas.getByText("Get inspiration room-by room").isVisible()).toBe(true);
    // After the template's modules, before the footer.
    expect(await t.page.locator("main .home > :last-child").getAttribute("id")).toBe("room-ideas");

    const tablist = roomIdeas.getByRole("tablist", { name: "Room categories" });
    const tab = (name: string) => tablist.getByRole("tab", { name });
    expect(await tablist.getByRole("tab").allTextContents()).toEqual(["Living Room", "Bedroom", "Dining Room", "Reading & Media"]);
    expect(await tab("Living Room").getAttribute("aria-selected")).toBe("true");
    // The active category tab is #375542 (landing spec 9).
    expect(await tab("Living Room").evaluate((element) => getComputedStyle(element).backgroundColor)).toBe("rgb(55, 85, 66)");
    expect(await roomNames(roomIdeas)).toEqual(["Sunlit Living Room", "Loft Lounge", "Sofa Showcase"]);
    const picture = roomIdeas.getByRole("img", { name: "Sunlit Living Room" });
    expect(await picture.getAttribute("src")).toBe(`/fixture-images/scenes/scene-101-${device}.svg`);

    await tab("Dining Room").click();
    expect(await tab("Dining Room").getAttribute("aria-selected")).toBe("true");
    expect(await tab("Living Room").getAttribute("aria-selected")).toBe("false");
    expect(await tab("Dining Room").evaluate((element) => getComputedStyle(element).backgroundColor)).toBe("rgb(55, 85, 66)");
    await expect.poll(() => roomNames(roomIdeas)).toEqual(["Dining Nook", "Garden Room"]);
    expect(await roomIdeas.getByRole("img", { name: "Dining Nook" }).isVisible()).toBe(true);
    expect(await roomIdeas.getByRole("tabpanel").getAttribute("aria-labelledby")).toBe(await tab("Dining Room").getAttribute("id"));

    // The keyboard: the arrow keys move to the next category and show its rooms.
    await tab("Dining Room").focus();
    await t.page.keyboard.press("ArrowRight");
    expect(await tab("Reading & Media").evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(() => roomNames(roomIdeas)).toEqual(["Reading Corner", "Media Wall"]);

    // Every event the home page sends carries page type HP and no landing key.
    const tagViews = (await dataLayer(t)).filter((entry) => entry.event === "tags_view");
    expect(tagViews.map((entry) => [entry.pageType, entry.urlKey, entry.module, entry.tabName])).toEqual([
      ["HP", null, "room-ideas", "Dining Room"],
      ["HP", null, "room-ideas", "Reading & Media"],
    ]);

    // A hotspot opens its product's popover, and the popover its quick view (issue 17: a drawer, or the 'Product Details' sheet).
    const reading = roomIdeas.locator('.scene[data-scene-id="105"]');
    const lamp = reading.getByRole("button", { name: "Arc Floor Lamp: show product" });
    await lamp.click();
    expect(await lamp.getAttribute("aria-expanded")).toBe("true");
    const popover = t.page.locator(`[id="${await lamp.getAttribute("aria-controls")}"]`);
    await popover.getByRole("button", { name: "Arc Floor Lamp" }).click();
    const quickView = t.page.getByRole("dialog", { name: device === "mobile" ? "Product Details" : "Arc Floor Lamp, marble base with linen shade" });
    await quickView.waitFor();
    expect((await dataLayer(t)).filter((entry) => entry.event === "scene_click" || entry.event === "product_click").map((entry) => [entry.event, entry.pageType])).toEqual([
      ["scene_click", "HP"],
      ["product_click", "HP"],
    ]);
    await t.page.keyboard.press("Escape");
    await saveScreenshot(t.page, `home-${device}`);
  });

  it("swipes the room-category tabs sideways on a phone (more than three), and not a page's width on desktop", async () => {
    await t.open("/");
    const tablist = t.page.getByRole("tablist", { name: "Room categories" });
    await tablist.scrollIntoViewIfNeeded();
    const { scrollable, overflowX } = await tablist.evaluate((element) => ({
      scrollable: element.scrollWidth > element.clientWidth,
      overflowX: getComputedStyle(element).overflowX,
    }));
    expect(overflowX).toBe("auto");
    expect(scrollable).toBe(device === "mobile");
    if (device === "mobile") {
      // The last tab is past the phone's edge; a swipe (a sideways scroll) brings it in.
      const last = tablist.getByRole("tab", { name: "Reading & Media" });
      const width = await t.page.evaluate(() => window.innerWidth);
      expect((await last.boundingBox())!.x + (await last.boundingBox())!.width).toBeGreaterThan(width);
      await tablist.evaluate((element) => element.scrollBy({ left: element.scrollWidth }));
      await expect.poll(async () => (await last.boundingBox())!.x + (await last.boundingBox())!.width).toBeLessThanOrEqual(width);
    }
  });

  it("on a phone says what the room in view saves as a set; on desktop, shows no price", async () => {
    await t.open("/");
    const roomIdeas = t.page.getByRole("region", { name: "Room Ideas" });
    await roomIdeas.scrollIntoViewIfNeeded();
    const save = roomIdeas.locator(".room-ideas__save");
    if (device === "mobile") {
      expect(await save.textContent()).toBe("Save $300.00 when you shop this idea");
      await roomIdeas.getByRole("tab", { name: "Bedroom" }).click();
      await expect.poll(() => save.textContent()).toBe("Save $150.00 when you shop this idea");
    } else {
      expect(await save.count()).toBe(0);
    }
  });

  it("renders the same after a client navigation to '/': the template's modules at once, then Room Ideas", async () => {
    await t.open("/guide/bare");
    // Remix's router, as a link in the page would use it.
    await t.page.evaluate(() => (window as unknown as { __remixRouter: { navigate: (to: string) => Promise<void> } }).__remixRouter.navigate("/"));
    await t.page.waitForURL(url("/"));
    const roomIdeas = t.page.getByRole("region", { name: "Room Ideas" });
    await roomIdeas.waitFor();
    expect(await t.page.locator("[data-module-type]").evaluateAll((all) => all.map((section) => [section.getAttribute("data-module-type"), section.innerHTML.trim() !== ""]))).toEqual([
      ["1", true],
      ["4", true],
      ["25", true],
      ["24", true],
    ]);
    expect(await t.page.locator("h1").allTextContents()).toEqual(["Furniture for every room"]);
    await roomIdeas.getByRole("tab", { name: "Bedroom" }).click();
    await expect.poll(() => roomNames(roomIdeas)).toEqual(["Calm Bedroom"]);
  });

  it("is a shared page, cached like guide pages", async () => {
    const signal = device === "mobile" ? "?1" : "?0";
    const first = await fetch(url("/"), { headers: { "sec-ch-ua-mobile": signal }, signal: AbortSignal.timeout(10_000) });
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(first.headers.get("etag")).toBeTruthy();
    const html = await first.text();
    expect(html).toContain("Get inspiration room-by room");
    const again = await fetch(url("/"), { headers: { "sec-ch-ua-mobile": signal, "if-none-match": first.headers.get("etag")! }, signal: AbortSignal.timeout(10_000) });
    expect(again.status).toBe(304);
  });

  it("loads no more client JavaScript than a page may (140 KiB gzip), scrolled to the bottom", async () => {
    const scripts = new Set<string>();
    t.page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.add(new URL(request.url()).pathname);
    });
    await t.open("/");
    await scrollThroughPage(t.page);
    await t.page.waitForLoadState("networkidle");
    let bytes = 0;
    for (const script of scripts) bytes += gzipSync(readFileSync(path.join(ROOT, "public", script)), { level: 9 }).length;
    expect(bytes / 1024).toBeLessThanOrEqual(140);
  });
});
