/**
 * Per-page JavaScript in a real browser: a guide page loads the code of the module types it
 * renders and no other; types without behaviour keep their server HTML and load nothing; a
 * client navigation to another guide page renders every module at once; pages without modules
 * load no module code at all, and the home page only its template's. No page asks for its code before
 * its first paint.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MODULE_TYPES, hydrates, type ModuleCode } from "~schemas/module-codes";
import { launchBrowser, pagePerTest, ROOT, scrollThroughPage, type TestPage } from "./browser";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The module folders whose chunks the page fetched (the build names a type's chunk after its folder). */
function moduleChunksOf(t: TestPage): () => Set<string> {
  const folders = new Set<string>(Object.values(MODULE_TYPES).map((type) => type.folder));
  const fetched = new Set<string>();
  t.page.on("request", (request) => {
    const match = /\/build\/_shared\/([a-z0-9-]+?)-[A-Z0-9]{8}\.js$/.exec(new URL(request.url()).pathname);
    if (match && folders.has(match[1]!)) fetched.add(match[1]!);
  });
  return () => fetched;
}

/** The source files in the scripts the page fetched, read from the build's metafile. */
function sourcesOf(t: TestPage): () => Set<string> {
  const outputs = (JSON.parse(readFileSync(path.join(ROOT, "build", "metafile.js.json"), "utf8")) as { outputs: Record<string, { inputs: Record<string, unknown> }> }).outputs;
  const fetched = new Set<string>();
  t.page.on("request", (request) => {
    const pathname = new URL(request.url()).pathname;
    if (pathname.startsWith("/build/") && pathname.endsWith(".js")) fetched.add(`public${pathname}`);
  });
  return () => new Set([...fetched].flatMap((output) => Object.keys(outputs[output]?.inputs ?? {})));
}

async function codesOnPage(t: TestPage): Promise<ModuleCode[]> {
  const codes = await t.page.locator("[data-module-type]").evaluateAll((sections) => sections.map((section) => Number(section.getAttribute("data-module-type"))));
  return [...new Set(codes)] as ModuleCode[];
}

describe.each(["desktop", "mobile"] as const)("module code per page on %s", (device) => {
  let t: TestPage;
  pagePerTest(() => browser, device, (page) => {
    t = page;
  });

  it("loads the code of the page's interactive types only, and keeps the others' server HTML", async () => {
    const fetched = moduleChunksOf(t);
    const sources = sourcesOf(t);
    await t.open("/guide/autumn-living");
    await scrollThroughPage(t.page);
    const codes = await codesOnPage(t);
    const interactive = codes.filter(hydrates).map((code) => MODULE_TYPES[code].folder).sort();
    expect(codes.length).toBeGreaterThan(20);
    expect([...fetched()].sort()).toEqual(interactive);
    // What only a shopper's action needs stays out (docs/decisions/page-javascript.md): the
    // cart drawer (first add or open), what a heart's click runs, the YouTube and Vimeo
    // wrapper (the page's video is a file), the module-type names (a failed module's console
    // label); and the store table (the page gets its store's rules with the root data).
    const loaded = sources();
    expect(["modules/kit/cart/cart-provider.tsx", "modules/kit/wishlist.tsx"].filter((file) => !loaded.has(file))).toEqual([]);
    const away = [
      "modules/kit/cart/cart-panel.tsx",
      "modules/kit/wishlist-actions.ts",
      "modules/kit/external-video.tsx",
      "schemas/module-codes.ts",
      "schemas/rules/store-table.server.ts",
    ];
    expect(away.filter((file) => loaded.has(file))).toEqual([]);
    // A server-HTML module is still whole after hydration: its images and texts are there.
    for (const code of codes.filter((code) => !hydrates(code))) {
      const section = t.page.locator(`[data-module-type="${code}"]`).first();
      expect((await section.innerHTML()).length, `type ${code}`).toBeGreaterThan(40);
    }
  });

  it("a product page loads a section's split parts where it renders them, before it hydrates, and the others when opened", async () => {
    const sources = sourcesOf(t);
    // In stock, not crowdfunded, no video-site video in its gallery: none of those parts.
    await t.open("/harlow-sofa.html");
    await scrollThroughPage(t.page);
    const parts = [
      "modules/detail-buy/out-of-stock.tsx",
      "modules/detail-buy/delay-dialog.tsx",
      "modules/detail-price/crowdfund.tsx",
      "modules/detail-reviews/review-sheet.tsx",
      "modules/detail-reviews/image-preview.tsx",
    ];
    expect(parts.filter((file) => sources().has(file))).toEqual([]);
    expect(await t.page.locator("template[data-part]").count()).toBe(0);
    // The full review list's code comes with the click that opens it.
    await t.page.locator("#module-commentList").getByRole("button", { name: "View All" }).click();
    await expect.poll(() => t.page.locator("dialog.review-sheet[open]").count()).toBe(1);
    expect(sources().has("modules/detail-reviews/review-sheet.tsx")).toBe(true);

    // A sold-out product renders the out-of-stock module: its part is in the server's HTML,
    // marked, and its code loaded before the page hydrated (t.open waits for hydration).
    const soldOut = sourcesOf(t);
    await t.open("/clover-chair.html");
    expect(await t.page.locator('template[data-part="out-of-stock"]').count()).toBe(1);
    expect(soldOut().has("modules/detail-buy/out-of-stock.tsx")).toBe(true);
    expect(await t.page.locator(".detail-stockout__message").isVisible()).toBe(true);
  });

  it("a page of content loads no module code, and a client navigation renders every module of the next page", async () => {
    const fetched = moduleChunksOf(t);
    await t.open("/guide/content-basics");
    const first = await codesOnPage(t);
    expect(first.length).toBeGreaterThan(3);
    expect(first.filter(hydrates)).toEqual([]);
    expect([...fetched()]).toEqual([]);

    // Remix's router, as a link in the page would use it.
    await t.page.evaluate(() => (window as unknown as { __remixRouter: { navigate: (to: string) => Promise<void> } }).__remixRouter.navigate("/guide/autumn-living"));
    await t.page.waitForURL(/\/guide\/autumn-living$/);
    const sections = t.page.locator("[data-module-type]");
    await expect.poll(() => sections.count()).toBeGreaterThan(20);
    // Every module rendered with its content, the server-HTML types included (their code came with the navigation).
    const empty = await sections.evaluateAll((all) => all.filter((section) => section.innerHTML.trim() === "").map((section) => section.id));
    expect(empty).toEqual([]);
    // Module 1 is a main title on both pages: the new page's, once, not added to the old page's HTML.
    expect(await t.page.locator("#module-1 h1, #module-1 h2").count()).toBe(1);
    expect(await t.page.locator("h1").count()).toBe(1);
    expect([...fetched()]).toEqual(expect.arrayContaining(["banner", "main-title"]));
  });

  it("asks for no code before the page's first paint, then hydrates", async () => {
    for (const path of ["/guide/autumn-living", "/harlow-sofa.html"]) {
      const response = await t.open(path);
      // Remix's module preloads and module script gave way to one script that imports the same modules later.
      expect(await response.text()).not.toMatch(/rel="modulepreload"|<script[^>]*type="module"/);
      const timing = await t.page.evaluate(() => ({
        firstPaint: performance.getEntriesByType("paint").find((entry) => entry.name === "first-paint")?.startTime,
        code: performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.startsWith("/build/") && entry.name.endsWith(".js"))
          .map((entry) => entry.startTime),
      }));
      expect(timing.firstPaint, path).toBeGreaterThan(0);
      expect(timing.code.length, path).toBeGreaterThan(3);
      expect(Math.min(...timing.code), path).toBeGreaterThan(timing.firstPaint!);
    }
  });

  it("carries the page's data as a JSON script, so its inline code stays small, and hydrates from it", async () => {
    for (const [path, route] of [
      ["/guide/autumn-living", "routes/guide.$urlKey"],
      ["/harlow-sofa.html", "routes/$"],
      // The home page's data is deferred: its streamed scripts follow these two and hydrate in place.
      ["/", "routes/_index"],
    ] as const) {
      const response = await t.open(path);
      const html = await response.text();
      const data = /<script type="application\/json" id="remix-context"[^>]*>([^<]*)<\/script>/.exec(html);
      expect(data, path).not.toBeNull();
      expect(html, path).not.toContain("window.__remixContext = {");
      const context = JSON.parse(data![1]!) as { state: { loaderData: Record<string, unknown> } };
      expect(Object.keys(context.state.loaderData), path).toEqual(["root", route]);
      // The inline code the CSP must allow is a small part of what the page's data was (the
      // other pages' code also carries the deferred answers that were ready as it rendered).
      const code = [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].reduce((sum, match) => sum + match[1]!.length, 0);
      if (path === "/guide/autumn-living") expect(code).toBeLessThan(data![1]!.length / 10);
      expect(await t.page.evaluate((id) => Boolean((window as { __remixContext?: { state: { loaderData: Record<string, unknown> } } }).__remixContext?.state.loaderData[id]), route)).toBe(true);
    }
  });

  it("the product page loads no module code, the home page only its template's interactive types", async () => {
    const fetched = moduleChunksOf(t);
    await t.open("/harlow-sofa.html");
    expect([...fetched()]).toEqual([]);
    // The home template's title and banner keep their server HTML; Room Ideas is the page's own code.
    await t.open("/");
    await scrollThroughPage(t.page);
    const interactive = (await codesOnPage(t)).filter(hydrates).map((code) => MODULE_TYPES[code].folder).sort();
    expect(interactive).toEqual(["influencer-gallery", "shop-module"]);
    expect([...fetched()].sort()).toEqual(interactive);
  });
});
