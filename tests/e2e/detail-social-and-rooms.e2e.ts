/**
 * The product page's social media carousel and Shop the Room (issue 18 items 4, 6) in a real
 * browser, desktop and mobile: both stream with the page's HTML and load their code only when
 * the shopper reaches for them (intent parts, modules/kit/intent-part.tsx), not when the page
 * is scrolled past; a post's media dialog and its Add To Cart, which opens the cart drawer or
 * 'My Cart' sheet; a room featuring the product, a product unpicked (the price and discount
 * follow) and the rest added together. Each first press comes before the part's code and is
 * replayed once the code is in.
 */
import type { Browser, Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, pagePerTest, readLayoutShift, saveScreenshot, scrollThroughPage, startLayoutShiftProbe, url, type Device, type TestPage } from "./browser";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const summaryText = (scope: Locator) =>
  scope
    .locator(".pick-summary__line")
    .first()
    .evaluate((element) => element.textContent?.replace(/\s+/g, " ").trim());

describe.each(["desktop", "mobile"] as const)("social media and rooms on the product page (%s)", (device: Device) => {
  let t: TestPage;
  pagePerTest(() => browser, device, (page) => (t = page));

  it("sends both in the page's HTML, and loads neither's code while the page is only scrolled through", async () => {
    const html = await (await fetch(url("/harlow-sofa.html"))).text();
    expect(html).toContain('data-intent-part="social-media-view"');
    expect(html).toContain("Maya at Home");
    expect(html).toContain('data-intent-part="shop-the-room-view"');
    expect(html).toContain("Sofa Showcase");

    const scripts: string[] = [];
    t.page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await t.open("/harlow-sofa.html");
    await scrollThroughPage(t.page);
    await t.page.waitForLoadState("networkidle");
    expect(await t.page.locator("section.detail-social button.social-post").count()).toBe(4);
    expect(await t.page.locator("section.detail-rooms .scene").count()).toBe(2);
    expect(scripts.filter((script) => /social-media-view|shop-the-room-view/.test(script))).toEqual([]);
    expect(await t.page.locator("[data-intent-part][data-awake]").count()).toBe(0);
  });

  it("renders a part in place when the shopper reaches for it: its code loads, nothing moves", async () => {
    await t.open("/harlow-sofa.html");
    const host = t.page.locator('[data-intent-part="social-media-view"]');
    await host.scrollIntoViewIfNeeded();
    await startLayoutShiftProbe(t.page, { fromNow: true });
    // Where the part is in the document (focus may scroll the window).
    const place = () =>
      t.page.locator('[data-intent-part="social-media-view"]').evaluate((element) => {
        const box = element.getBoundingClientRect();
        return { top: box.top + window.scrollY, height: box.height };
      });
    const before = await place();
    const code = t.page.waitForResponse((response) => /social-media-view/.test(response.url()));
    // A mouse over it (a phone: focus; a finger may only be scrolling past).
    if (device === "desktop") await t.page.locator("button.social-post").first().hover();
    else await t.page.locator("button.social-post").first().focus();
    await code;
    await t.page.locator('[data-intent-part="social-media-view"][data-awake]').waitFor();
    const after = await place();
    expect(Math.abs(after.top - before.top)).toBeLessThan(1);
    expect(Math.abs(after.height - before.height)).toBeLessThan(1);
    expect((await readLayoutShift(t.page)).cls).toBeLessThan(0.001);
    if (device === "mobile") {
      // Focus went back to the post it was on: the keyboard goes on from there.
      expect(await t.page.evaluate(() => document.activeElement?.classList.contains("social-post"))).toBe(true);
      await t.page.keyboard.press("Enter");
      await t.page.locator("dialog.social-dialog[open]").waitFor();
    }
  });

  it("opens a post's media dialog, steps to its next picture, and adds the product to the cart", async () => {
    await t.open("/harlow-sofa.html");
    const section = t.page.locator("section.detail-social");
    await section.scrollIntoViewIfNeeded();
    const posts = section.locator("button.social-post");
    expect(await posts.count()).toBe(4);
    expect(await posts.first().locator(".social-post__caption").textContent()).toBe("@Maya at Home10/12/2026“Sunday reading corner”");
    await saveScreenshot(t.page, `detail-social-${device}`);

    await posts.first().click();
    const dialog = t.page.locator("dialog.social-dialog[open]");
    await dialog.waitFor();
    expect(await dialog.getByRole("img", { name: "Media 1 of 2" }).isVisible()).toBe(true);
    await dialog.getByRole("button", { name: "Next" }).click();
    expect(await dialog.getByRole("img", { name: "Media 2 of 2" }).isVisible()).toBe(true);
    expect(await dialog.locator(".social-post__keyword").textContent()).toBe("“Sunday reading corner”");
    const box = await dialog.locator(".social-dialog__frame").boundingBox();
    expect(box!.width / box!.height).toBeCloseTo(0.75, 2);
    await t.page.screenshot({ path: `test-results/screenshots/detail-social-dialog-${device}.png` });

    await dialog.getByRole("button", { name: "Add To Cart" }).click();
    const panel = t.page.locator("dialog.cart-panel[open]");
    await panel.waitFor();
    expect(await t.page.locator("dialog.social-dialog[open]").count()).toBe(0);
    expect(await panel.getAttribute("class")).toContain(device === "desktop" ? "dialog--right" : "dialog--bottom");
    expect(await panel.getByRole("heading", { name: device === "desktop" ? "Cart (1)" : "My Cart (1)" }).count()).toBe(1);
    expect(await panel.locator(".cart-panel__name").first().textContent()).toBe("Harlow 3-Seat Sofa, Oat, 3-Seat");
  });

  it("plays a video post in its 3:4 box", async () => {
    await t.open("/harlow-sofa.html");
    await t.page.locator("section.detail-social").scrollIntoViewIfNeeded();
    await t.page.locator("button.social-post", { hasText: "@the.loft.edit" }).click();
    const video = t.page.locator("dialog.social-dialog[open] video");
    await video.waitFor();
    expect(await video.getAttribute("src")).toBe("/fixture-images/graphics-showroom-mobile.webm");
    const box = await t.page.locator("dialog.social-dialog[open] .social-dialog__frame").boundingBox();
    expect(box!.width / box!.height).toBeCloseTo(0.75, 2);
  });

  it("shows the rooms featuring the product: one product unpicked, the price follows, the rest added together", async () => {
    await t.open("/harlow-sofa.html");
    const rooms = t.page.locator("section.detail-rooms");
    await rooms.scrollIntoViewIfNeeded();
    expect(await rooms.locator(".scene").evaluateAll((scenes) => scenes.map((scene) => scene.getAttribute("data-scene-id")))).toEqual(["101", "110"]);
    if (device === "desktop") {
      expect(await rooms.getByRole("heading", { name: "Shop the Room" }).count()).toBe(1);
      expect(await summaryText(rooms)).toBe("Buy Selected Product $2,725.00 Save $300.00");
    } else {
      expect(await rooms.getByRole("heading", { name: "Room Ideas" }).count()).toBe(1);
      expect(await summaryText(rooms)).toBe("Picked items (5) $2,725.00 Save $300.00");
    }
    await saveScreenshot(t.page, `detail-rooms-${device}`);

    await rooms.getByRole("checkbox", { name: "Pick Arc Floor Lamp" }).click();
    await expect
      .poll(() => summaryText(rooms))
      .toBe(device === "desktop" ? "Buy Selected Product $2,636.00 Save $200.00" : "Picked items (4) $2,636.00 Save $200.00");
    await rooms.getByRole("button", { name: "Shop this idea", exact: true }).click();
    const panel = t.page.locator("dialog.cart-panel[open]");
    await panel.waitFor();
    expect(await panel.getByRole("heading", { name: device === "desktop" ? "Cart (4)" : "My Cart (4)" }).count()).toBe(1);
    // The cart's own lines (on a phone the sheet's add-more list follows them).
    expect((await panel.locator(".cart-panel__lines").first().locator(".cart-panel__name").allTextContents()).sort()).toEqual([
      "Arlo Armchair",
      "Hand-Tufted Wool Rug",
      "Harlow 3-Seat Sofa, Oat, 3-Seat",
      "Oval Oak Coffee Table, Oak",
    ]);
  });

  it("opens a hotspot's product from the room", async () => {
    await t.open("/harlow-sofa.html");
    const rooms = t.page.locator("section.detail-rooms");
    const scene = rooms.locator('.scene[data-scene-id="101"]');
    await scene.scrollIntoViewIfNeeded();
    await scene.getByRole("button", { name: "Oval Oak Coffee Table: show product" }).click();
    // The press came before the scene kit's code: it is replayed once the code is in.
    await rooms.locator(".scene-popover").waitFor();
    expect(await rooms.locator(".scene-popover").count()).toBe(1);
  });
});
