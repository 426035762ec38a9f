import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackofficeClient } from "~/lib/backoffice.server";
import { meterCalls } from "~/lib/call-meter.server";
import { buildJs, gzipTotal, pageFiles, partFiles, planClientJs, remixRoots, type BuildJs, type Metafile } from "~/lib/client-js.server";
import { imageSizes, overBudget, PAGE_BUDGETS, pageImages, pageWeight, SCREENS, slotWidth, srcsetChoice, type DeviceMeasure } from "~/lib/page-weight.server";
import { createFixtureBackoffice } from "../../server/fixture-backoffice/handler.js";
import { countingCalls, deferredWork } from "../../server/request-context.js";
import { FIXTURES_DIR } from "../support/msw";

const GUIDE = "routes/guide.$urlKey.tsx";

type Output = Metafile["outputs"][string];
const output = (bytes: number, entryPoint: string | undefined, statics: string[] = [], dynamics: string[] = []): Output => ({
  bytes,
  ...(entryPoint ? { entryPoint } : {}),
  imports: [...statics.map((path) => ({ path, kind: "import-statement" })), ...dynamics.map((path) => ({ path, kind: "dynamic-import" }))],
});

const B = "public/build";
/** Shared by the entry, the root and every route: React and the router. */
const COMMON = [`${B}/_shared/react.js`, `${B}/_shared/router.js`];
const ROUTE_FILES = [`${B}/entry.client.js`, `${B}/root.js`, `${B}/routes/guide.js`, ...COMMON];
/** What a page with modules loads before their types: the module views and their registry (not what the entry imports beside them, on its own condition). */
const VIA = [`${B}/_shared/module-views.js`, `${B}/_shared/registry.js`];

/**
 * A browser build whose registry imports each module type dynamically (issue 15, item 2), and
 * which the client entry imports only on a page with modules (and, beside it, a script it
 * imports on another condition, as it does the split parts' loader): banner, two carousel types sharing a chunk, a video type whose player (a package)
 * and whose own controls script load when the shopper plays it, and tabs with one view file per
 * device. The root imports the not-found page and the route the sale
 * page's extra dynamically: neither loads on an ordinary guide page.
 */
const LAZY: Metafile = {
  outputs: {
    [`${B}/entry.client.js`]: output(500, "app/entry.client.tsx", COMMON, [`${B}/_shared/module-views.js`, `${B}/_shared/broken-images.js`]),
    [`${B}/root.js`]: output(4000, "browser-route-module:root.tsx?browser", [...COMMON, `${B}/root.css`], [`${B}/_shared/not-found.js`]),
    [`${B}/root.css`]: output(900, undefined),
    [`${B}/_shared/not-found.js`]: output(9000, "app/components/not-found.tsx", COMMON),
    [`${B}/routes/guide.js`]: output(1800, `browser-route-module:${GUIDE}?browser`, COMMON, [`${B}/_shared/about-sales.js`]),
    [`${B}/_shared/about-sales.js`]: output(3000, "modules/kit/about-sales.tsx", COMMON),
    [`${B}/routes/$.js`]: output(1700, "browser-route-module:routes/$.tsx?browser", COMMON),
    [`${B}/_shared/react.js`]: output(140_000, undefined),
    [`${B}/_shared/router.js`]: output(60_000, undefined, [`${B}/_shared/react.js`]),
    [`${B}/_shared/module-views.js`]: output(700, "modules/module-views.tsx", [`${B}/_shared/registry.js`, ...COMMON]),
    [`${B}/_shared/broken-images.js`]: output(200, "modules/kit/broken-images.ts"),
    [`${B}/_shared/registry.js`]: output(
      800,
      undefined,
      [],
      ["banner", "banner-carousel", "buyer-show", "video", "tabs-desktop", "tabs-mobile"].map((name) => `${B}/_shared/${name}.js`),
    ),
    [`${B}/_shared/banner.js`]: output(300, "modules/banner/index.tsx", [`${B}/_shared/image.js`, ...COMMON]),
    [`${B}/_shared/image.js`]: output(1200, undefined, COMMON),
    [`${B}/_shared/banner-carousel.js`]: output(1100, "modules/banner-carousel/index.tsx", [`${B}/_shared/swiper.js`, `${B}/_shared/image.js`]),
    [`${B}/_shared/buyer-show.js`]: output(1500, "modules/buyer-show/index.tsx", [`${B}/_shared/swiper.js`]),
    [`${B}/_shared/swiper.js`]: output(90_000, undefined, COMMON),
    [`${B}/_shared/video.js`]: output(4100, "modules/video/index.tsx", [], [`${B}/_shared/react-player.js`, `${B}/_shared/controls.js`]),
    [`${B}/_shared/react-player.js`]: output(500_000, "node_modules/react-player/dist/index.js"),
    [`${B}/_shared/controls.js`]: output(700, "modules/kit/video-controls.tsx"),
    [`${B}/_shared/tabs-desktop.js`]: output(900, "modules/tabs/desktop.tsx"),
    [`${B}/_shared/tabs-mobile.js`]: output(600, "modules/tabs/mobile.tsx"),
  },
};

/** The same types before the registry went lazy: the route imports all of them statically. */
const STATIC: Metafile = {
  outputs: {
    [`${B}/entry.client.js`]: output(500, "app/entry.client.tsx", COMMON),
    [`${B}/root.js`]: output(4000, "browser-route-module:root.tsx?browser", COMMON),
    [`${B}/routes/guide.js`]: output(1800, `browser-route-module:${GUIDE}?browser`, [`${B}/_shared/all-modules.js`, ...COMMON]),
    [`${B}/_shared/react.js`]: output(140_000, undefined),
    [`${B}/_shared/router.js`]: output(60_000, undefined),
    [`${B}/_shared/all-modules.js`]: output(200_000, undefined, [`${B}/_shared/video-player-loader.js`], [`${B}/_shared/react-player.js`]),
    [`${B}/_shared/video-player-loader.js`]: output(100, undefined),
    [`${B}/_shared/react-player.js`]: output(500_000, "node_modules/react-player/dist/index.js"),
  },
};

const sorted = (files: string[]) => [...files].sort();

describe("client JavaScript from the build's metafile", () => {
  const plan = planClientJs(LAZY, remixRoots(GUIDE))!;

  it("counts for the route the entry, the root, the route module and their static imports (no stylesheets, nothing imported dynamically)", () => {
    expect(plan.route).toEqual(sorted(ROUTE_FILES));
  });

  it("counts the entries on the way to the types for a page with modules, not for a type, and not what the entry imports beside them", () => {
    expect(plan.modules).toEqual(sorted(VIA));
    expect(pageFiles(plan, "desktop", { withModules: false, folders: [] })).toEqual(plan.route);
    expect(sorted(pageFiles(plan, "desktop", { withModules: true, folders: ["banner"] }))).toEqual(
      sorted([...ROUTE_FILES, ...VIA, `${B}/_shared/banner.js`, `${B}/_shared/image.js`]),
    );
    // A page whose modules all keep their server HTML still loads the module views (which find nothing to load).
    expect(sorted(pageFiles(plan, "desktop", { withModules: true, folders: [] }))).toEqual(sorted([...ROUTE_FILES, ...VIA]));
  });

  it("counts on the way only what the client entry imports: another lazy part that reaches a part's importer waits for the shopper", () => {
    // The quick view: the root's shell imports it on a click; it renders the product's sections,
    // one of which imports its dialogs (a part of its folder) lazily.
    const quickView: Metafile = {
      outputs: {
        ...LAZY.outputs,
        [`${B}/root.js`]: output(4000, "browser-route-module:root.tsx?browser", [...COMMON, `${B}/root.css`], [`${B}/_shared/not-found.js`, `${B}/_shared/quick-view.js`]),
        [`${B}/_shared/quick-view.js`]: output(6000, "app/components/quick-view/quick-view.tsx", [`${B}/_shared/sections.js`, ...COMMON]),
        [`${B}/_shared/sections.js`]: output(20_000, undefined, COMMON, [`${B}/_shared/premier-dialogs.js`]),
        [`${B}/_shared/premier-dialogs.js`]: output(2000, "modules/detail-price/premier-dialogs.tsx", COMMON),
      },
    };
    const withQuickView = planClientJs(quickView, remixRoots(GUIDE))!;
    expect(withQuickView.modules).toEqual(sorted(VIA));
    expect(sorted(pageFiles(withQuickView, "desktop", { withModules: true, folders: ["banner"] }))).toEqual(
      sorted([...ROUTE_FILES, ...VIA, `${B}/_shared/banner.js`, `${B}/_shared/image.js`]),
    );
  });

  it("counts a product section's near-viewport view (…-view) and split parts as the section's, and leaves its dialogs, sheets and intent parts to the shopper", () => {
    // The product route holds its sections; Buy Together fetches its view near the viewport,
    // the price block its crowdfund price where one shows and its Premier dialogs on a click,
    // the reviews their full list's sheet on a click, Shop the Room its scene kit when the
    // shopper reaches for the rooms the server rendered (an intent part).
    const product: Metafile = {
      outputs: {
        ...LAZY.outputs,
        [`${B}/routes/$.js`]: output(1700, "browser-route-module:routes/$.tsx?browser", [`${B}/_shared/sections.js`, ...COMMON]),
        [`${B}/_shared/sections.js`]: output(20_000, undefined, COMMON, [
          `${B}/_shared/buy-together-view.js`,
          `${B}/_shared/shop-the-room-view.intent.js`,
          `${B}/_shared/premier-dialogs.js`,
          `${B}/_shared/crowdfund.js`,
          `${B}/_shared/review-sheet.js`,
        ]),
        [`${B}/_shared/buy-together-view.js`]: output(1000, "modules/detail-buy-together/buy-together-view.tsx", [`${B}/_shared/kit-card.js`, ...COMMON]),
        [`${B}/_shared/kit-card.js`]: output(5000, undefined, COMMON),
        [`${B}/_shared/shop-the-room-view.intent.js`]: output(1000, "modules/detail-shop-the-room/shop-the-room-view.intent.tsx", [`${B}/_shared/scene-kit.js`, ...COMMON]),
        [`${B}/_shared/scene-kit.js`]: output(5000, undefined, COMMON),
        [`${B}/_shared/premier-dialogs.js`]: output(2000, "modules/detail-price/premier-dialogs.tsx", COMMON),
        [`${B}/_shared/crowdfund.js`]: output(900, "modules/detail-price/crowdfund.tsx", COMMON),
        [`${B}/_shared/review-sheet.js`]: output(3000, "modules/detail-reviews/review-sheet.tsx", COMMON),
      },
    };
    const productPlan = planClientJs(product, remixRoots("routes/$.tsx"))!;
    const view = sorted([`${B}/_shared/buy-together-view.js`, `${B}/_shared/kit-card.js`]);
    expect(partFiles(productPlan, "detail-buy-together", "mobile")).toEqual(view);
    expect(partFiles(productPlan, "detail-shop-the-room", "mobile")).toEqual([]);
    expect(partFiles(productPlan, "detail-price", "desktop")).toEqual([`${B}/_shared/crowdfund.js`]);
    expect(partFiles(productPlan, "detail-reviews", "desktop")).toEqual([]);
    const route = [`${B}/entry.client.js`, `${B}/root.js`, `${B}/routes/$.js`, `${B}/_shared/sections.js`, ...COMMON];
    expect(sorted(pageFiles(productPlan, "desktop", { withModules: false, folders: ["detail-buy-together", "detail-shop-the-room", "detail-price", "detail-reviews"] }))).toEqual(
      sorted([...route, ...view, `${B}/_shared/crowdfund.js`]),
    );
  });

  it("gives a type in a registry the route imports statically nothing on the way", () => {
    const registryInRoute: Metafile = {
      outputs: {
        ...LAZY.outputs,
        [`${B}/entry.client.js`]: output(500, "app/entry.client.tsx", COMMON),
        [`${B}/routes/guide.js`]: output(1800, `browser-route-module:${GUIDE}?browser`, [`${B}/_shared/registry.js`, ...COMMON]),
      },
    };
    const direct = planClientJs(registryInRoute, remixRoots(GUIDE))!;
    expect(direct.route).toContain(`${B}/_shared/registry.js`);
    expect(direct.modules).toEqual([]);
    expect(direct.parts.banner).toEqual({ desktop: [`${B}/_shared/banner.js`, `${B}/_shared/image.js`], mobile: [`${B}/_shared/banner.js`, `${B}/_shared/image.js`] });
  });

  it("counts the small entry the client imports for a page with modules when the route holds their code already", () => {
    // esbuild keeps the module views' code in a chunk the route imports, and makes the client's
    // dynamic import a facade entry that imports that chunk.
    const facade: Metafile = {
      outputs: {
        ...LAZY.outputs,
        [`${B}/routes/guide.js`]: output(1800, `browser-route-module:${GUIDE}?browser`, [`${B}/_shared/registry.js`, ...COMMON]),
        [`${B}/_shared/module-views.js`]: output(150, "modules/module-views.tsx", [`${B}/_shared/registry.js`]),
      },
    };
    const plan = planClientJs(facade, remixRoots(GUIDE))!;
    expect(plan.modules).toEqual([`${B}/_shared/module-views.js`]);
    expect(partFiles(plan, "banner", "desktop")).toEqual([`${B}/_shared/banner.js`, `${B}/_shared/image.js`]);
  });

  it("gives each module type the chunks its dynamic entry adds to the route's, not those the route loads already", () => {
    expect(partFiles(plan, "banner", "desktop")).toEqual([`${B}/_shared/banner.js`, `${B}/_shared/image.js`]);
    expect(partFiles(plan, "banner-carousel", "mobile")).toEqual(sorted([`${B}/_shared/banner-carousel.js`, `${B}/_shared/image.js`, `${B}/_shared/swiper.js`]));
  });

  it("leaves out what a type imports dynamically: it waits for the shopper (a player on play, Swiper on a first move)", () => {
    expect(partFiles(plan, "video", "desktop")).toEqual([`${B}/_shared/video.js`]);
  });

  it("gives a view file named for a device to that device only", () => {
    expect(partFiles(plan, "tabs", "desktop")).toEqual([`${B}/_shared/tabs-desktop.js`]);
    expect(partFiles(plan, "tabs", "mobile")).toEqual([`${B}/_shared/tabs-mobile.js`]);
  });

  it("makes no part of the kit, and nothing of a folder without a dynamic entry", () => {
    expect(Object.keys(plan.parts).sort()).toEqual(["banner", "banner-carousel", "buyer-show", "tabs", "video"]);
    expect(partFiles(plan, "faq", "desktop")).toEqual([]);
  });

  it("counts a chunk two types share in each type's own share, and once in the page's total", () => {
    const sizes = new Map(Object.entries(LAZY.outputs).map(([file, { bytes }]) => [file, bytes]));
    const routeBytes = gzipTotal(plan.route, sizes);
    expect(routeBytes).toBe(500 + 4000 + 1800 + 140_000 + 60_000);
    expect(gzipTotal(partFiles(plan, "banner-carousel", "desktop"), sizes)).toBe(1100 + 90_000 + 1200);
    expect(gzipTotal(partFiles(plan, "buyer-show", "desktop"), sizes)).toBe(1500 + 90_000);
    const page = pageFiles(plan, "desktop", { withModules: true, folders: ["banner-carousel", "buyer-show", "banner", "banner"] });
    expect(gzipTotal(page, sizes)).toBe(routeBytes + 700 + 800 + 1100 + 1500 + 90_000 + 1200 + 300);
  });

  it("works before the registry is lazy: every type's own share is nothing, the page is the route", () => {
    const before = planClientJs(STATIC, remixRoots(GUIDE))!;
    expect(before.route).toEqual(sorted([`${B}/entry.client.js`, `${B}/root.js`, `${B}/routes/guide.js`, `${B}/_shared/all-modules.js`, `${B}/_shared/video-player-loader.js`, ...COMMON]));
    expect(before.parts).toEqual({});
    expect(partFiles(before, "banner", "mobile")).toEqual([]);
    expect(pageFiles(before, "mobile", { withModules: true, folders: ["banner", "video"] })).toEqual(before.route);
  });

  it("has no plan for a route the build does not have", () => {
    expect(planClientJs(LAZY, remixRoots("routes/nothing.tsx"))).toBeNull();
  });
});

describe("the build's JavaScript on disk", () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "page-weight-"));
    await mkdir(path.join(root, "build"));
    for (const [file, { bytes }] of Object.entries(LAZY.outputs)) {
      await mkdir(path.join(root, path.dirname(file)), { recursive: true });
      await writeFile(path.join(root, file), `/* ${file} */ ${"x".repeat(bytes % 5000)} ${Math.random()}`);
    }
    await writeFile(path.join(root, B, "manifest-ABCD1234.js"), "window.__remixManifest={};");
    await writeFile(path.join(root, "build", "metafile.js.json"), JSON.stringify(LAZY));
    await writeFile(path.join(root, "build", "version.txt"), "abcd1234");
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("gzips each file at level 9, as the bench does, and adds the route manifest to every page", async () => {
    const build = (await buildJs(root))!;
    const plan = build.plan(GUIDE)!;
    expect(plan.route).toContain(`${B}/manifest-ABCD1234.js`);
    const sizes = await build.gzipSizes(plan.route);
    const { readFileSync } = await import("node:fs");
    for (const file of plan.route) expect(sizes.get(file)).toBe(gzipSync(readFileSync(path.join(root, file)), { level: 9 }).length);
  });

  it("reads a build once per version, and again when the version changes", async () => {
    const first = await buildJs(root);
    expect(await buildJs(root)).toBe(first);
    await writeFile(path.join(root, "build", "version.txt"), "ef567890");
    const next = await buildJs(root);
    expect(next).not.toBe(first);
    expect(next?.version).toBe("ef567890");
    // This version's manifest is not there: pages have no manifest file to count.
    expect(next?.plan(GUIDE)?.route).toEqual(sorted(ROUTE_FILES));
    await writeFile(path.join(root, "build", "version.txt"), "abcd1234");
  });

  it("is null without a build", async () => {
    expect(await buildJs(path.join(root, "nowhere"))).toBeNull();
  });
});

describe("budgets", () => {
  it("follow issue 15: 140 KiB of JavaScript for any page, 5 calls before the product page's first byte", () => {
    expect(PAGE_BUDGETS.template.js).toBe(140 * 1024);
    expect(PAGE_BUDGETS.product.js).toBe(140 * 1024);
    expect(PAGE_BUDGETS.product.calls).toBe(5);
  });

  it("warns only past a budget, and not about a figure that was not measured", () => {
    const budget = PAGE_BUDGETS.product;
    expect(overBudget({ js: budget.js, images: budget.images, imageBytes: budget.imageBytes, calls: budget.calls }, budget)).toEqual([]);
    expect(overBudget({ js: budget.js + 1, images: budget.images + 1, imageBytes: budget.imageBytes + 1, calls: 6 }, budget)).toEqual([
      "js",
      "images",
      "imageBytes",
      "calls",
    ]);
    expect(overBudget({ js: null, images: null, imageBytes: null, calls: 6 }, budget)).toEqual(["calls"]);
  });
});

const measure = (device: "desktop" | "mobile", over: Partial<DeviceMeasure> = {}): DeviceMeasure => ({
  device,
  images: { count: 3, bytes: 3000, unsized: 0 },
  calls: { beforeFirstByte: 2, streamed: 0, sent: 2 },
  serverMs: { data: 10, html: 5 },
  parts: [
    { key: "4", count: 2, images: 2, imageBytes: 2000 },
    { key: "5", count: 1, images: 1, imageBytes: 1000 },
    { key: "13", count: 1, images: 0, imageBytes: 0 },
  ],
  // Copywriting keeps its server HTML: the browser loads no code for it.
  folders: { "4": "banner", "5": "banner-carousel", "13": null },
  ...over,
});

/** A build in memory: the synthetic lazy metafile, each file's gzip size its metafile bytes. */
const memoryBuild: BuildJs = {
  version: "test",
  plan: (routeFile) => planClientJs(LAZY, remixRoots(routeFile)),
  gzipSizes: async (files) => new Map([...files].map((file) => [file, LAZY.outputs[file]?.bytes ?? 0])),
};

describe("a page's weight", () => {
  it("adds the types' JavaScript to the route's, lists the heaviest type first and warns past the budgets", async () => {
    const weight = await pageWeight("template", [measure("desktop", { calls: { beforeFirstByte: 15, streamed: 0, sent: 3 } })], memoryBuild);
    const [desktop] = weight.devices;
    expect(weight.jsMissing).toBeNull();
    expect(desktop?.js).toBe(206_300 + 700 + 800 + 300 + 1200 + 1100 + 90_000);
    expect(desktop?.parts.map((part) => [part.key, part.js, part.hydrated])).toEqual([
      ["5", 1100 + 90_000 + 1200, true],
      ["4", 300 + 1200, true],
      ["13", 0, false],
    ]);
    expect(desktop?.over).toEqual(["js", "calls"]);
  });

  it("counts no module views for a product page: the client loads them for landing modules only", async () => {
    const product = await pageWeight(
      "product",
      [measure("desktop", { parts: [{ key: "gallery", count: 1, images: 9, imageBytes: 0 }], folders: { gallery: "detail-gallery" } })],
      memoryBuild,
    );
    expect(product.devices[0]?.js).toBe(500 + 4000 + 1700 + 140_000 + 60_000);
    expect(product.devices[0]?.parts).toEqual([{ key: "gallery", count: 1, images: 9, imageBytes: 0, js: 0, hydrated: true }]);
  });

  it("says why JavaScript was not measured (development, no build) and still checks the other budgets", async () => {
    const development = await pageWeight("product", [measure("mobile", { calls: { beforeFirstByte: 6, streamed: 4, sent: 0 } })], "development");
    expect(development.jsMissing).toBe("development");
    expect(development.devices[0]?.js).toBeNull();
    expect(development.devices[0]?.parts.every((part) => part.js === null)).toBe(true);
    // Without JavaScript figures, the heaviest images come first.
    expect(development.devices[0]?.parts.map((part) => part.key)).toEqual(["4", "5", "13"]);
    expect(development.devices[0]?.over).toEqual(["calls"]);
    expect((await pageWeight("template", [measure("desktop")], null)).jsMissing).toBe("no-build");
  });
});

describe("images in a page's HTML", () => {
  const html = [
    '<div class="lp" style="background-image:url(&quot;/fixture-images/page-bg.svg&quot;)">',
    '<section id="module-1" data-module-type="4"><a href="/x"><img src="/fixture-images/a.svg" alt=""/></a>',
    '<svg viewBox="0 0 1 1"><path d="M0 0"/></svg><img src="/fixture-images/a.svg" alt=""/></section>',
    '<section id="module-2" data-module-type="5"><div><img src="https://cdn.example/b.jpg?width=800&amp;q=1" alt=""/>',
    '<img src="data:image/gif;base64,R0lGOD" alt=""/><div style="background-image:url(\'/fixture-images/c.svg\')"></div></div>',
    '<video poster="/fixture-images/poster.svg"></video></section>',
    '<section id="module-3" data-module-type="4"><img src="/fixture-images/d.svg" alt=""/></section>',
    "</div><footer><img src=\"/images/logo.svg\" alt=\"\"/></footer>",
  ].join("");

  it("finds each address once, and the ones inside each type's modules", () => {
    const found = pageImages(html, "data-module-type", SCREENS.desktop);
    expect([...found.all]).toEqual([
      "/fixture-images/page-bg.svg",
      "/fixture-images/a.svg",
      "https://cdn.example/b.jpg?width=800&q=1",
      "/fixture-images/c.svg",
      "/fixture-images/poster.svg",
      "/fixture-images/d.svg",
      "/images/logo.svg",
    ]);
    expect([...found.parts.get("4")!]).toEqual(["/fixture-images/a.svg", "/fixture-images/d.svg"]);
    expect([...found.parts.get("5")!]).toEqual(["https://cdn.example/b.jpg?width=800&q=1", "/fixture-images/c.svg", "/fixture-images/poster.svg"]);
  });

  it("takes from a srcset the width the browser picks for the image's slot on the device's screen", () => {
    const srcset = [320, 480, 640, 800, 1080, 1440, 1920].map((width) => `/fixture-images/photos/sofa.jpg?width=${width} ${width}w`).join(", ");
    const img = (sizes: string) => `<section data-module-type="4"><img src="/fixture-images/photos/sofa.jpg" srcset="${srcset}" sizes="${sizes}" alt=""/></section>`;
    // A full-width image: 1440 px on the desktop window, 375 px at 2x (750) on the phone.
    expect([...pageImages(img("100vw"), "data-module-type", SCREENS.desktop).all]).toEqual(["/fixture-images/photos/sofa.jpg?width=1440"]);
    expect([...pageImages(img("100vw"), "data-module-type", SCREENS.mobile).all]).toEqual(["/fixture-images/photos/sofa.jpg?width=800"]);
    // remSizes' desktop form: 30vw but at least 384 px.
    expect(slotWidth("max(30vw, 384px)", { width: 1000, density: 1 })).toBe(384);
    expect(slotWidth("max(30vw, 384px)", SCREENS.desktop)).toBe(432);
    expect(slotWidth("(min-width: 768px) 50vw, 100vw", SCREENS.desktop)).toBe(720);
    expect(slotWidth("(min-width: 768px) 50vw, 100vw", SCREENS.mobile)).toBe(375);
    // What it cannot read counts as the whole screen (the most the browser could take).
    expect(slotWidth("calc(100vw - 2rem)", SCREENS.mobile)).toBe(375);
    // Past the widest candidate, the widest.
    expect(srcsetChoice("a.jpg 320w, b.jpg 640w", "100vw", SCREENS.desktop)).toBe("b.jpg");
    expect(srcsetChoice("a.jpg 1x, b.jpg 2x", "100vw", SCREENS.desktop)).toBeNull();
  });

  it("sizes the images the storefront serves from public/, and leaves other hosts' unsized", async () => {
    const publicDir = await mkdtemp(path.join(tmpdir(), "page-weight-public-"));
    try {
      await mkdir(path.join(publicDir, "fixture-images", "photos"), { recursive: true });
      await writeFile(path.join(publicDir, "fixture-images", "a b.svg"), "x".repeat(1234));
      await writeFile(path.join(publicDir, "fixture-images", "photos", "sofa.jpg"), "x".repeat(9000));
      await writeFile(path.join(publicDir, "fixture-images", "photos", "sofa.w640.jpg"), "x".repeat(2000));
      // Beside public/: an encoded "../" must not reach it.
      await writeFile(path.join(path.dirname(publicDir), "page-weight-outside.svg"), "secret");
      const sizes = await imageSizes(
        [
          "/fixture-images/a%20b.svg?width=320",
          "http://shop.test/fixture-images/a%20b.svg",
          "https://cdn.example/b.jpg",
          "/fixture-images/missing.svg",
          "/..%2Fpage-weight-outside.svg",
          "/fixture-images",
          // A photo at a width: its copy at that width, as the host serves it; the photo itself for a width without a copy.
          "/fixture-images/photos/sofa.jpg?width=640",
          "/fixture-images/photos/sofa.jpg?width=800",
        ],
        "http://shop.test/guide/autumn-living",
        publicDir,
      );
      expect([...sizes.values()]).toEqual([1234, 1234, null, null, null, null, 2000, 9000]);
    } finally {
      await rm(publicDir, { recursive: true, force: true });
      await rm(path.join(path.dirname(publicDir), "page-weight-outside.svg"), { force: true });
    }
  });
});

describe("back-office calls counted while a page loads", () => {
  const backoffice = createFixtureBackoffice({ fixturesDir: FIXTURES_DIR });
  let release: () => void = () => undefined;
  let gate = Promise.resolve();
  // The review types answer when the test says: a streamed call still under way.
  const fetchFixture = (async (input: string | URL | Request, init?: RequestInit) => {
    const call = new URL(String(input)).pathname.slice("/api/".length);
    if (call === "reviews/types") await gate;
    const result = await backoffice.handle(call, JSON.parse(String(init?.body ?? "{}")), { storeId: "3", visitor: "meter" });
    return Response.json(result.body, { status: result.status });
  }) as typeof fetch;
  const api = createBackofficeClient({ baseUrl: "http://backoffice.test", fetch: fetchFixture, cacheMs: 60_000 }).forCaller({ storeId: 3, clientToken: "meter" });

  it("counts the calls the first byte waits for apart from a streamed part's, and what the server's cache answered", async () => {
    gate = new Promise((resolve) => (release = resolve));
    let streamed: Promise<unknown> = Promise.resolve();
    // In a request's context, as the preview measures a page (deferred work needs one).
    const { result: measured } = countingCalls(() =>
      meterCalls(async () => {
        await api.getTemplateDetail({ urlKey: "autumn-living" });
        // The same call again: the cache answers it.
        const info = await api.getTemplateDetail({ urlKey: "autumn-living" });
        // Streamed data: not waited for, and a stage of its own however soon it answers.
        streamed = deferredWork(() => Promise.all([api.getReviewTypeList({}), api.getTemplateDetail({ urlKey: "autumn-living" })]));
        return info?.meta.title;
      }),
    );
    const { result, count } = await measured;
    expect(result).toBe("Autumn Living Room Sale | Loftwell");
    release();
    await streamed;
    expect(count()).toEqual({
      beforeFirstByte: 2,
      streamed: 2,
      sent: 2,
      names: ["getTemplateDetail", "getTemplateDetail", "getReviewTypeList", "getTemplateDetail"],
    });
  });

  it("counts nothing outside the work, and nothing of another work running at the same time", async () => {
    const other = meterCalls(() => api.getRegionList({}));
    await api.getRegionList({});
    const mine = await meterCalls(async () => {
      await api.getTemplateDetail({ urlKey: "sale" });
    });
    expect(mine.count().names).toEqual(["getTemplateDetail"]);
    expect((await other).count().names).toEqual(["getRegionList"]);
  });
});
