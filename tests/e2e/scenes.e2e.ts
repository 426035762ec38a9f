/**
 * The shop-by-room scenes (types 26–29) in a real browser, on desktop and on mobile: hotspot
 * popovers placed as landing spec 4.2 says (checked in the laid-out DOM), pick-and-buy with the
 * bundle discount, adding the picked set to the cart (header count, drawer or 'My Cart'
 * sheet), the shop-by-room list's pages and its ?id= featured scene, and the 3D Room link.
 * Fixtures: shop-by-room (module 2 is scene 101, module 5 the list), scenes.json, discounts.json.
 */
import type { Browser, Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, saveScreenshot, url, type Device, type TestPage, pagePerTest } from "./browser";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

type Box = { left: number; right: number; top: number; bottom: number; cx: number; cy: number };

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error("e2e: element has no box");
  return { left: b.x, right: b.x + b.width, top: b.y, bottom: b.y + b.height, cx: b.x + b.width / 2, cy: b.y + b.height / 2 };
}

/** Opens a hotspot's popover and returns the hotspot's and the popover's boxes and the placement it claims. */
async function openPopover(scope: Locator, productName: string) {
  const hotspot = scope.getByRole("button", { name: `${productName}: show product` });
  await hotspot.scrollIntoViewIfNeeded();
  await hotspot.click();
  expect(await hotspot.getAttribute("aria-expanded")).toBe("true");
  const popover = scope.page().locator(`[id="${await hotspot.getAttribute("aria-controls")}"]`);
  await popover.waitFor();
  return {
    hotspot: await box(hotspot),
    popover: await box(popover),
    side: await popover.getAttribute("data-side"),
    align: await popover.getAttribute("data-align"),
    locator: popover,
  };
}

const summaryText = (scope: Locator) =>
  scope
    .locator(".pick-summary__line")
    .first()
    .textContent()
    .then((text) => text?.replace(/\s+/g, " ").trim());

describe.each(["desktop", "mobile"] as const)("shop-by-room scenes on %s", (device: Device) => {
  let t: TestPage;
  pagePerTest(() => browser, device, (page) => (t = page));

  it("opens a hotspot's popover where spec 4.2 puts it, and closes it again", async () => {
    await t.open("/guide/shop-by-room");
    const scene = t.page.locator("#module-2 .scene");
    if (device === "desktop") {
      // The lamp at X 20 (< 30) opens to the right, centred on Y 35.
      const lamp = await openPopover(scene, "Arc Floor Lamp");
      expect([lamp.side, lamp.align]).toEqual(["right", "center"]);
      expect(lamp.popover.left).toBeGreaterThan(lamp.hotspot.right);
      expect(Math.abs(lamp.popover.cy - lamp.hotspot.cy)).toBeLessThan(2);
      expect(await lamp.locator.getByRole("link", { name: "SEE MORE" }).getAttribute("href")).toBe("/arc-floor-lamp.html");
      // The armchair at X 85 opens to the left.
      const chair = await openPopover(scene, "Arlo Armchair");
      expect(chair.side).toBe("left");
      expect(chair.popover.right).toBeLessThan(chair.hotspot.left);
      expect(await t.page.locator(".scene-popover").count()).toBe(1);
    } else {
      // The coffee table at (50, 84): above (Y > 80), centred (30 < X < 70).
      const table = await openPopover(scene, "Oval Oak Coffee Table");
      expect([table.side, table.align]).toEqual(["top", "center"]);
      expect(table.popover.bottom).toBeLessThan(table.hotspot.top);
      expect(Math.abs(table.popover.cx - table.hotspot.cx)).toBeLessThan(2);
      expect(await table.locator.getByRole("link", { name: "SEE MORE" }).count()).toBe(0);
      // The lamp at (12, 30): below, aligned to its start (it extends to the right of the point).
      const lamp = await openPopover(scene, "Arc Floor Lamp");
      expect([lamp.side, lamp.align]).toEqual(["bottom", "start"]);
      expect(lamp.popover.top).toBeGreaterThan(lamp.hotspot.bottom);
      expect(lamp.popover.left).toBeLessThan(lamp.hotspot.cx);
      expect(lamp.popover.right - lamp.hotspot.cx).toBeGreaterThan((lamp.popover.right - lamp.popover.left) / 2);
      // The armchair at (86, 55): below, aligned to its end (it extends to the left).
      const chair = await openPopover(scene, "Arlo Armchair");
      expect([chair.side, chair.align]).toEqual(["bottom", "end"]);
      expect(chair.popover.right).toBeGreaterThan(chair.hotspot.cx);
      expect(chair.hotspot.cx - chair.popover.left).toBeGreaterThan((chair.popover.right - chair.popover.left) / 2);
    }
    await t.page.keyboard.press("Escape");
    expect(await t.page.locator(".scene-popover").count()).toBe(0);
    await saveScreenshot(t.page, `scenes-${device}`);
  });

  it("unticks two products: the total, the discount and 'Save' change; then adds the picked set to the cart", async () => {
    await t.open("/guide/shop-by-room");
    const idea = t.page.locator("#module-2");
    expect(await summaryText(idea)).toBe("Buy Selected Product $2,725.00 Save $300.00");

    await idea.getByRole("checkbox", { name: "Pick Arc Floor Lamp" }).click();
    await expect.poll(() => summaryText(idea)).toBe("Buy Selected Product $2,636.00 Save $200.00");
    await idea.getByRole("checkbox", { name: "Pick Hand-Tufted Wool Rug" }).click();
    await expect.poll(() => summaryText(idea)).toBe("Buy Selected Product $2,217.00 Save $120.00");

    await idea.getByRole("button", { name: "Shop this idea", exact: true }).click();
    const panel = t.page.locator("dialog.cart-panel[open]");
    await panel.waitFor();
    if (device === "desktop") {
      expect(await panel.getAttribute("class")).toContain("dialog--right");
      expect(await panel.getByRole("heading", { name: "Cart (3)" }).count()).toBe(1);
    } else {
      expect(await panel.getAttribute("class")).toContain("dialog--bottom");
      expect(await panel.getByRole("heading", { name: "My Cart (3)" }).count()).toBe(1);
      // The add-more list offers the scene's products that are not in the cart yet.
      const more = panel.getByRole("region", { name: "Add more to your cart" });
      expect((await more.locator(".cart-panel__name").allTextContents()).sort()).toEqual(["Arc Floor Lamp", "Hand-Tufted Wool Rug"]);
    }
    // The line names the SKU, variant included (its product page fixture knows it best).
    expect(await panel.locator(".cart-panel__name").first().textContent()).toBe("Harlow 3-Seat Sofa, Oat, 3-Seat");
    expect(await t.page.locator(".full-screen-loader").count()).toBe(0);
    await panel.getByRole("button", { name: "Close" }).first().click();
    expect(await t.page.getByRole("button", { name: "Cart, 3 items" }).count()).toBe(1);
  });

  it("'Shop this idea' with one pick sends the batch add, and the cart opens with it", async () => {
    await t.open("/guide/shop-by-room");
    const idea = t.page.locator("#module-2");
    for (const name of ["Harlow 3-Seat Sofa", "Oval Oak Coffee Table", "Arc Floor Lamp", "Hand-Tufted Wool Rug"]) {
      await idea.getByRole("checkbox", { name: `Pick ${name}` }).click();
    }
    await expect.poll(() => summaryText(idea)).toBe("Buy Selected Product $649.00");
    const cartPost = t.page.waitForRequest((request) => request.url().endsWith("/api/cart") && request.method() === "POST");
    await idea.getByRole("button", { name: "Shop this idea", exact: true }).click();
    expect((await cartPost).postDataJSON()).toEqual({ productIds: ["20021"], batch: true });
    const panel = t.page.locator("dialog.cart-panel[open]");
    await panel.waitFor();
    expect(await panel.getByRole("heading", { name: device === "desktop" ? "Cart (1)" : "My Cart (1)" }).count()).toBe(1);
  });

  it("pages the shop-by-room list: page 2 loads the next six ids and scrolls back to the list's top", async () => {
    // A short window, so the whole list does not fit and the scroll shows.
    if (device === "desktop") await t.page.setViewportSize({ width: 1440, height: 500 });
    await t.open("/guide/shop-by-room");
    const list = t.page.locator("#module-5");
    const tiles = () => list.locator(".scene-tile").evaluateAll((els) => els.map((el) => el.getAttribute("data-scene-id")));
    expect(await tiles()).toEqual(["101", "102", "103", "104", "105", "106"]);
    const pages = list.getByRole("navigation", { name: "Pages" });
    // From the end of the page, where the list's top is out of view.
    await t.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await list.locator(".room-list__top").evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(0);
    await pages.getByRole("button", { name: "Page 2" }).click();
    await expect.poll(tiles).toEqual(["107", "108", "109", "110", "111"]);
    expect(await pages.getByRole("button", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
    // The list's top is back in view: at the top of the window, or as near as the page's end allows.
    const { top, atEnd } = await list.locator(".room-list__top").evaluate((el) => ({
      top: el.getBoundingClientRect().top,
      atEnd: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
    }));
    expect(top).toBeGreaterThanOrEqual(0);
    if (!atEnd) expect(top).toBeLessThan(30);
    // A tab with six rooms: back to page 1 and no pagination.
    await list.getByRole("tab", { name: "Quiet corners" }).click();
    await expect.poll(tiles).toEqual(["105", "104", "109", "111", "103", "102"]);
    expect(await list.getByRole("navigation", { name: "Pages" }).count()).toBe(0);
  });

  it("shows the ?id= scene first as the featured one, with the second banner", async () => {
    await t.open("/guide/shop-by-room?id=105");
    const list = t.page.locator("#module-5");
    expect(await list.locator(".room-list__banner img").getAttribute("src")).toBe(`/fixture-images/scenes/room-list-banner-2-${device}.svg`);
    const featured = list.getByRole("region", { name: "Featured room" });
    expect(await featured.getByRole("heading", { name: "Reading Corner" }).count()).toBe(1);
    expect(await summaryText(featured)).toBe("Buy Selected Product $1,176.00 Save $90.00");
    expect(await list.locator('.scene-tile[data-scene-id="105"]').count()).toBe(0);
    // A listed room's 'Shop this idea' features it the same way.
    expect(await list.getByRole("link", { name: "Shop this idea: Sunlit Living Room" }).getAttribute("href")).toBe("/guide/shop-by-room?id=101#module-5");

    await t.open("/guide/shop-by-room");
    expect(await t.page.locator("#module-5 .room-list__banner img").getAttribute("src")).toBe(`/fixture-images/scenes/room-list-banner-1-${device}.svg`);
    expect(await t.page.locator("#module-5 .room-list__featured").count()).toBe(0);
  });

  it("opens the 3D room of a scene with a plan in a new tab", async () => {
    await t.open("/guide/shop-by-room");
    const link = t.page.locator("#module-2").getByRole("link", { name: /3D Room/ });
    expect(await link.getAttribute("href")).toBe("/3d-room?planId=PLAN-3301");
    expect(await link.getAttribute("target")).toBe("_blank");
    const [popup] = await Promise.all([t.context.waitForEvent("page"), link.click()]);
    await popup.waitForLoadState("domcontentloaded");
    expect(popup.url()).toBe(url("/3d-room?planId=PLAN-3301"));
    await popup.close();
    // A room without a plan has no 3D Room button.
    expect(await t.page.locator('#module-5 .scene[data-scene-id="102"] .scene__tool').allTextContents()).toEqual(["All Products"]);
  });

  it(device === "desktop" ? "swipes the scene graph's rooms, resetting the picks per slide" : "shows 'Room Ideas' and opens 'In This Idea' from 'All Products'", async () => {
    await t.open("/guide/shop-by-room");
    const graph = t.page.locator("#module-3");
    await graph.scrollIntoViewIfNeeded();
    if (device === "desktop") {
      await graph.getByRole("checkbox", { name: "Pick Arc Floor Lamp" }).click();
      await expect.poll(() => summaryText(graph)).toBe("Buy Selected Product $2,636.00 Save $200.00");
      await graph.getByRole("button", { name: "Next" }).click();
      await expect.poll(() => graph.locator(".scene-shop").getAttribute("data-active-scene")).toBe("107");
      await expect.poll(() => summaryText(graph)).toBe("Buy Selected Product $3,177.00 Save $260.00");
      await graph.getByRole("button", { name: "Slide 1 of 3" }).click();
      await expect.poll(() => summaryText(graph)).toBe("Buy Selected Product $2,725.00 Save $300.00");
      expect(await graph.getByRole("checkbox", { name: "Pick Arc Floor Lamp" }).isChecked()).toBe(true);
    } else {
      expect(await graph.getByRole("heading", { name: "Room Ideas" }).count()).toBe(1);
      expect(await summaryText(graph)).toBe("Picked items (5) $2,725.00 Save $300.00");
      await graph.locator('.scene[data-scene-id="101"]').getByRole("button", { name: "All Products" }).click();
      const sheet = t.page.getByRole("dialog", { name: "In This Idea" });
      await sheet.waitFor();
      expect(await sheet.locator(".scene-products__item").count()).toBe(5);
      await sheet.getByRole("button", { name: "Shop this idea ($3,025.00)" }).click();
      await t.page.locator("dialog.cart-panel[open]").waitFor();
      await expect.poll(() => sheet.isVisible()).toBe(false);
      expect(await t.page.getByRole("heading", { name: "My Cart (5)" }).count()).toBe(1);
    }
  });
});
