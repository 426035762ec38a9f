/**
 * The product page's gallery, goods info and price block in a real browser, on desktop and
 * mobile (detail spec 2, 4, 9): the image-category navigation, the left thumbnail layout
 * above 8 media, the rating's scroll to the reviews, the flash-sale price and the Discount
 * Details dialog; no console errors or warnings.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, type Device, type TestPage, pagePerTest } from "./browser";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe.each(["desktop", "mobile"] as const)("the product media and price on %s", (device: Device) => {
  let t: TestPage;
  pagePerTest(() => browser, device, (page) => (t = page));

  it("jumps to a category's first image and shows (index/count) on the active entry", async () => {
    await t.open("/willow-bed.html");
    const { page } = t;
    const nav = page.getByRole("navigation", { name: "Media categories" });
    expect(await nav.getByRole("button").allTextContents()).toEqual(["Video", "Scenes", "Details", "Comments"]);
    await nav.getByRole("button", { name: "Scenes" }).click();
    await expect.poll(() => nav.locator('[aria-current="true"]').textContent()).toBe("Scenes (1/3)");
    // The banner slid to the scenes' first image, the 4th media item.
    await expect.poll(() => page.locator(".detail-gallery .swiper-slide-active img").first().getAttribute("alt")).toBe("In the bedroom");
    await nav.getByRole("button", { name: "Comments" }).click();
    await expect.poll(() => nav.locator('[aria-current="true"]').textContent()).toBe("Comments (1/1)");
    await expect.poll(() => page.locator(".detail-gallery .swiper-slide-active .detail-gallery__reviews").count()).toBe(1);
    await nav.getByRole("button", { name: /^Video/ }).click();
    await expect.poll(() => nav.locator('[aria-current="true"]').textContent()).toBe("Video (1/2)");
  });

  if (device === "desktop") {
    it("above 8 media shows the thumbnails on the left with arrows; 8 or fewer under the banner without", async () => {
      await t.open("/willow-bed.html");
      const { page } = t;
      const gallery = page.locator(".detail-gallery");
      expect(await gallery.getAttribute("class")).toContain("detail-gallery--left");
      const thumbs = await page.locator(".detail-gallery__thumb-list").boundingBox();
      const stage = await page.locator(".detail-gallery__stage").boundingBox();
      expect(thumbs!.x + thumbs!.width).toBeLessThanOrEqual(stage!.x);
      const next = page.getByRole("button", { name: "Next thumbnails" });
      const previous = page.getByRole("button", { name: "Previous thumbnails" });
      expect(await previous.isDisabled()).toBe(true);
      await next.click();
      await expect.poll(() => page.locator(".detail-gallery__thumb-list").evaluate((list) => list.scrollTop)).toBeGreaterThan(0);
      await expect.poll(() => previous.isDisabled()).toBe(false);
      // A thumbnail shows its media in the banner.
      await page.getByRole("button", { name: "Show media 12 of 13" }).click();
      await expect.poll(() => page.locator(".detail-gallery .swiper-slide-active img").first().getAttribute("alt")).toBe("Size chart");

      await t.open("/arc-floor-lamp.html");
      expect(await page.locator(".detail-gallery").getAttribute("class")).not.toContain("detail-gallery--left");
      expect(await page.getByRole("button", { name: "Next thumbnails" }).count()).toBe(0);
      const row = await page.locator(".detail-gallery__thumb-list").boundingBox();
      const banner = await page.locator(".detail-gallery__stage").boundingBox();
      expect(row!.y).toBeGreaterThanOrEqual(banner!.y + banner!.height);
    });
  } else {
    it("shows at most 6 bullets, the one of the slide in view current", async () => {
      await t.open("/willow-bed.html");
      const { page } = t;
      const bullets = page.locator(".detail-gallery__bullet");
      expect(await bullets.count()).toBe(6);
      await page.getByRole("navigation", { name: "Media categories" }).getByRole("button", { name: "Comments" }).click();
      await expect.poll(() => page.locator('.detail-gallery__bullet[aria-current="true"]').getAttribute("aria-label")).toBe("Show media 13 of 13");
      expect(await bullets.count()).toBe(6);
    });
  }

  it("the rating scrolls to #module-commentList after 1 s, to its top minus the device's offset", async () => {
    await t.open("/willow-bed.html");
    const { page } = t;
    const offset = device === "desktop" ? 201 : 301;
    await page.getByRole("link", { name: /4\.5/ }).click();
    // The reviews section (built elsewhere) arrives after the click: the scroll looks again every 800 ms.
    await page.evaluate(() => {
      const spacer = document.createElement("div");
      spacer.style.height = "3000px";
      const section = document.createElement("section");
      section.id = "module-commentList";
      section.style.height = "1200px";
      document.querySelector("main")?.append(spacer, section);
    });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById("module-commentList")!.getBoundingClientRect().top)), { timeout: 6000 })
      .toBe(offset);
  });

  it("a flash-sale product shows its price, the struck integer marking price and 'Save X'", async () => {
    await t.open("/arc-floor-lamp.html");
    const { page } = t;
    expect(await page.locator(".detail-price__current").textContent()).toBe("$149.99");
    // Struck through, its name for screen readers hidden from sight.
    const marking = page.locator("s.detail-price__marking");
    expect(await marking.textContent()).toBe("Original price $189");
    expect(await marking.evaluate((node) => getComputedStyle(node).textDecorationLine)).toBe("line-through");
    expect(await page.locator(".detail-price__save").textContent()).toBe("Save $39.41");
    expect(await page.getByRole("timer").count()).toBe(1);
  });

  it("opens and closes Discount Details (a bottom sheet on mobile)", async () => {
    await t.open("/willow-bed.html");
    const { page } = t;
    await page.getByRole("button", { name: /with coupon discount/ }).click();
    const dialog = page.locator("dialog.detail-discount");
    await expect.poll(() => dialog.evaluate((node: HTMLDialogElement) => node.open)).toBe(true);
    expect(await dialog.getAttribute("class")).toContain(device === "mobile" ? "dialog--bottom" : "dialog--center");
    expect(await dialog.getByText("$100 off orders over $999").count()).toBe(1);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => page.locator("dialog.detail-discount").count()).toBe(0);
    // Keyboard: the best-coupons box opens it too, Escape closes it.
    await page.getByRole("button", { name: "View coupons" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator("dialog.detail-discount").evaluate((node: HTMLDialogElement) => node.open)).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator("dialog.detail-discount").count()).toBe(0);
  });
});
