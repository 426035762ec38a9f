/**
 * Images that fit the screen (issue 15, item 3) in Chromium, on desktop (1440 px, 1×) and on a
 * 375 px phone at 2×: the page's first large image is the only one fetched with high
 * priority, the browser picks a width of the image CDN's ladder for it from srcset and sizes,
 * the storefront answers that width with the fixture photo's copy (server/image-widths.js),
 * every image has its box, and no image request fails.
 */
import type { Browser, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, pagePerTest, type Device, type TestPage } from "./browser";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

type Picked = { src: string | null; currentSrc: string; loading: string | null };

/** The page's images fetched with high priority, with what the browser picked and loaded for each. */
function prioritised(t: TestPage): Promise<Picked[]> {
  return t.page.locator('img[fetchpriority="high"]').evaluateAll((imgs) =>
    (imgs as HTMLImageElement[]).map((img) => ({
      src: img.getAttribute("src"),
      currentSrc: img.currentSrc,
      loading: img.getAttribute("loading"),
    })),
  );
}

/**
 * The pixel width of the picture at `address` (naturalWidth would be the width divided by the
 * density the browser chose from srcset).
 */
function pixelWidth(t: TestPage, address: string): Promise<number> {
  return t.page.evaluate(async (src) => (await createImageBitmap(await (await fetch(src)).blob())).width, address);
}

/** Image responses of the page, collected from before it opens. */
function imageResponses(t: TestPage): Response[] {
  const responses: Response[] = [];
  t.page.on("response", (response) => {
    if (response.request().resourceType() === "image") responses.push(response);
  });
  return responses;
}

/**
 * What the browser should pick for a full-width image (sizes 100vw) or the desktop gallery
 * column: the smallest ladder width covering the box at the screen's density.
 */
const EXPECTED_WIDTH: Record<Device, { banner: number; gallery: number }> = {
  // 1440 css px at 1×; the gallery column is max(48.8vw, 624.68px) = 703 px.
  desktop: { banner: 1440, gallery: 800 },
  // 375 css px at 2× = 750 px.
  mobile: { banner: 800, gallery: 800 },
};

describe.each(["desktop", "mobile"] as const)("images on %s", (device: Device) => {
  let t: TestPage;
  pagePerTest(() => browser, device, (page) => (t = page));

  it("/guide/autumn-living: the first banner alone is fetched first, at a width of the ladder", async () => {
    const responses = imageResponses(t);
    await t.open("/guide/autumn-living");
    const picked = await prioritised(t);
    expect(picked).toHaveLength(1);
    const photo = device === "desktop" ? "banner-autumn-desktop" : "banner-autumn-mobile";
    expect(picked[0]!.src).toBe(`/fixture-images/photos/${photo}.jpg`);
    expect(picked[0]!.loading).toBe("eager");
    expect(await t.page.locator("#module-4 .banner img").getAttribute("fetchpriority")).toBe("high");
    const width = EXPECTED_WIDTH[device].banner;
    expect(picked[0]!.currentSrc).toBe(new URL(`/fixture-images/photos/${photo}.jpg?width=${width}`, t.page.url()).href);
    // The storefront answered that width with the photo's copy, not the 2400 or 1500 px original.
    expect(await pixelWidth(t, picked[0]!.currentSrc)).toBe(width);

    const boxes = await t.page.locator("img").evaluateAll((imgs) => imgs.filter((img) => !img.hasAttribute("width") || !img.hasAttribute("height")).map((img) => img.outerHTML));
    expect(boxes).toEqual([]);
    expect(responses.filter((response) => response.status() >= 400).map((response) => `${response.status()} ${response.url()}`)).toEqual([]);
  });

  it("/harlow-sofa.html: the gallery's first image alone is fetched first, at a width of the ladder", async () => {
    const responses = imageResponses(t);
    await t.open("/harlow-sofa.html");
    const picked = await prioritised(t);
    expect(picked).toHaveLength(1);
    expect(picked[0]!.src).toBe("/fixture-images/photos/harlow-sofa.jpg");
    const first = t.page.locator(".detail-gallery__slide img").first();
    expect(await first.getAttribute("fetchpriority")).toBe("high");
    const width = EXPECTED_WIDTH[device].gallery;
    expect(picked[0]!.currentSrc).toBe(new URL(`/fixture-images/photos/harlow-sofa.jpg?width=${width}`, t.page.url()).href);
    expect(await pixelWidth(t, picked[0]!.currentSrc)).toBe(width);

    const boxes = await t.page.locator("img").evaluateAll((imgs) => imgs.filter((img) => !img.hasAttribute("width") || !img.hasAttribute("height")).map((img) => img.outerHTML));
    expect(boxes).toEqual([]);
    expect(responses.filter((response) => response.status() >= 400).map((response) => `${response.status()} ${response.url()}`)).toEqual([]);
  });
});
