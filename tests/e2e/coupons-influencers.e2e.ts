/**
 * The coupon wall, the hot-keyword tiles, the influencer gallery and /guide/black-friday in
 * a real browser, on desktop and on mobile: claiming a coupon once per page (and still
 * claimed after a reload), the static list below 3 coupons and the carousel from 3, an
 * influencer post's product added to the cart (the dialog closes, the cart drawer or sheet
 * opens, the header count goes up), and the per-store Black Friday images. Fixtures:
 * coupons-and-posts, black-friday, influencers.json.
 */
import type { Browser, Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, url, type Device, type TestPage, pagePerTest } from "./browser";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const COUPONS_PAGE = "/guide/coupons-and-posts";

type DataLayerEntry = Record<string, unknown>;

/** The slide in view as Swiper reports it (the first, before Swiper has started on the carousel's first need). */
function swiperIndex(carousel: Locator): Promise<number> {
  return carousel.locator(".swiper").evaluate((el) => (el as HTMLElement & { swiper?: { activeIndex: number } }).swiper?.activeIndex ?? 0);
}

describe.each(["desktop", "mobile"] as const)("coupons, keywords and influencers on %s", (device: Device) => {
  let t: TestPage;
  pagePerTest(() => browser, device, (page) => (t = page));

  it("claims a coupon once per page path: toast, every 'Get' disabled, still claimed after a reload", async () => {
    const response = await t.open(COUPONS_PAGE);
    const { page } = t;
    // The server cannot know the browser's flag: it always sends enabled buttons.
    const html = await response.text();
    expect(html).toMatch(/class="coupon__get"/);
    expect(html).not.toMatch(/class="coupon__get"[^>]*disabled/);

    const buttons = page.locator("button.coupon__get");
    expect(await buttons.count()).toBe(8);
    expect(await buttons.evaluateAll((all) => all.map((b) => (b as HTMLButtonElement).disabled))).toEqual(Array(8).fill(false));

    await page.locator("#module-2 button.coupon__get").first().click();
    await expect.poll(() => page.locator(".toasts .toast").allTextContents()).toEqual(["Coupon claimed"]);
    await expect.poll(() => buttons.evaluateAll((all) => all.every((b) => (b as HTMLButtonElement).disabled))).toBe(true);
    expect(await page.locator("#module-2 button.coupon__get").first().textContent()).toBe("Claimed: $100 Off");
    expect(await page.evaluate((path) => localStorage.getItem(`cop${path}`), COUPONS_PAGE)).toBe("1");
    // A disabled button does nothing: no second toast.
    await page.locator("#module-2 button.coupon__get").nth(1).click({ force: true });
    expect(await page.locator(".toasts .toast").count()).toBe(1);

    await t.open(COUPONS_PAGE);
    await expect.poll(() => buttons.evaluateAll((all) => all.length === 8 && all.every((b) => (b as HTMLButtonElement).disabled))).toBe(true);
    expect(await page.locator(".toasts .toast").count()).toBe(0);

    // Another page path has its own flag.
    await t.open("/guide/black-friday");
    expect(await page.locator("button.coupon__get").evaluateAll((all) => all.map((b) => (b as HTMLButtonElement).disabled))).toEqual([false, false, false, false]);
  });

  it("shows 2 coupons as a static list and 6 as a carousel, in store 3's formats", async () => {
    await t.open(COUPONS_PAGE);
    const { page } = t;

    const staticWall = page.locator("#module-2 .coupon-wall");
    expect(await staticWall.getAttribute("data-layout")).toBe("static");
    expect(await staticWall.locator(".carousel").count()).toBe(0);
    const cards = staticWall.locator("li .coupon");
    expect(await cards.count()).toBe(2);
    const [first, second] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
    if (device === "desktop") expect(Math.abs(first.y - second.y)).toBeLessThan(1);
    else expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
    expect(await staticWall.locator(".coupon__value").allTextContents()).toEqual(["$100 Off", "12% Off"]);
    expect(await staticWall.locator(".coupon__label").first().textContent()).toBe("Orders over $1,499");
    expect(await staticWall.locator(".coupon__dates").first().textContent()).toBe("11/01/2026 – 11/30/2026");
    expect(await staticWall.locator("img.coupon__background").first().getAttribute("src")).toBe(`/fixture-images/coupon-ticket-${device}.svg`);

    const carouselWall = page.locator("#module-3 .coupon-wall");
    expect(await carouselWall.getAttribute("data-layout")).toBe("carousel");
    const carousel = carouselWall.locator(".carousel");
    expect(await carousel.getAttribute("data-slides")).toBe("6");
    expect(await carouselWall.locator(".coupon__value").allTextContents()).toEqual(["$25 Off", "7.5% Off", "$12.50 Off", "$1,000 Off", "$40 Off", "5% Off"]);
    expect(await carouselWall.locator(".coupon__dates").first().textContent()).toBe("Until 12/24/2026");

    await carousel.scrollIntoViewIfNeeded();
    expect(await swiperIndex(carousel)).toBe(0);
    if (device === "desktop") {
      // Arrows beside the coupons, not over their buttons.
      const next = carousel.locator(".carousel__arrow--next");
      const nextBox = (await next.boundingBox())!;
      const lastInView = (await carouselWall.locator(".swiper-slide").nth(2).boundingBox())!;
      expect(nextBox.x).toBeGreaterThan(lastInView.x + lastInView.width - nextBox.width / 2);
      await next.click();
    } else {
      expect(await carousel.locator(".carousel__arrow").count()).toBe(0);
      const box = (await carousel.boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
      // The pointer over it starts Swiper (its first need); the drag is Swiper's.
      await expect.poll(() => carousel.locator(".swiper").evaluate((el) => el.classList.contains("swiper-initialized"))).toBe(true);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.1, box.y + box.height / 2, { steps: 8 });
      await page.mouse.up();
    }
    await expect.poll(() => swiperIndex(carousel)).toBe(1);
  });

  it("lays out keyword tiles 3 and 4 per row on desktop and as a link list on mobile, sending tags_view on a click", async () => {
    await t.open(COUPONS_PAGE);
    const { page } = t;
    if (device === "desktop") {
      const columns = (selector: string) =>
        page.locator(selector).evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(" ").filter(Boolean).length);
      expect(await columns("#module-4 .keyword-tiles__grid")).toBe(3);
      expect(await columns("#module-5 .keyword-tiles__grid")).toBe(4);
      expect(await page.locator("#module-5 .keyword-tiles__tile").allTextContents()).toEqual([
        "Velvet sofa ",
        "Oak coffee table",
        "Desktop only: no content for mobile",
        "Storage ottoman",
        "Gift ideas",
      ]);
    } else {
      expect(await page.locator("#module-5 .keyword-tiles__grid").count()).toBe(0);
      expect((await page.locator("#module-5 .keyword-tiles__list > li").allTextContents()).map((text) => text.trim())).toEqual([
        "Velvet sofa",
        "Oak coffee table",
        "Mobile only",
        "Storage ottoman",
        "Gift ideas",
      ]);
    }
    expect(await page.locator("#module-5 .keyword-tiles__hot").count()).toBe(device === "desktop" ? 1 : 2);

    // The click navigates away: keep what the tracker pushed in sessionStorage on the way.
    await page.evaluate(() =>
      document.addEventListener("click", () => sessionStorage.setItem("dataLayer", JSON.stringify((window as Window & { dataLayer?: unknown }).dataLayer ?? []))),
    );
    await Promise.all([page.waitForURL(url("/guide/autumn-living")), page.locator("#module-5").getByRole("link", { name: "Oak coffee table" }).click()]);
    const pushed = JSON.parse((await page.evaluate(() => sessionStorage.getItem("dataLayer"))) ?? "[]") as DataLayerEntry[];
    expect(pushed).toEqual([
      expect.objectContaining({ event: "tags_view", keyword: "Oak coffee table", position: 2, link: "/guide/autumn-living", pageType: "LP", urlKey: "coupons-and-posts" }),
    ]);
  });

  it("opens an influencer post, adds its product to the cart, closes, and shows the cart with the count up", async () => {
    await t.open(COUPONS_PAGE);
    const { page } = t;
    const gallery = page.locator("#module-6 .influencers");
    expect(await gallery.locator("h2").textContent()).toBe("Discover Styling Inspiration");
    expect(await gallery.locator(".influencers__subheading").textContent()).toBe("Shop, share & inspire");
    const posts = gallery.locator("button.influencers__post");
    expect(await posts.count()).toBe(8);
    expect(await posts.first().locator(".influencers__name").textContent()).toBe("@Maya at Home");
    expect(await posts.first().locator(".influencers__date").textContent()).toBe("10/12/2026");
    expect(await posts.first().locator(".influencers__keyword").textContent()).toBe("“Sunday reading corner”");
    expect(await posts.first().locator(".platform-icon").getAttribute("aria-label")).toBe("Photo-sharing app");

    const cartButton = page.locator("button.cart-button");
    await expect.poll(() => cartButton.getAttribute("aria-label")).toBe("Cart, 0 items");

    // A video post: 1:1, never looping (landing 9).
    await posts.nth(1).click();
    const dialog = page.locator("dialog.influencer-dialog");
    await expect.poll(() => dialog.evaluate((d) => (d as HTMLDialogElement).open)).toBe(true);
    const video = dialog.locator("video");
    expect(await video.evaluate((v) => (v as HTMLVideoElement).loop)).toBe(false);
    const videoBox = (await video.boundingBox())!;
    expect(Math.abs(videoBox.width - videoBox.height)).toBeLessThan(2);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.evaluate((d) => (d as HTMLDialogElement).open)).toBe(false);

    await posts.first().click();
    await expect.poll(() => dialog.evaluate((d) => (d as HTMLDialogElement).open)).toBe(true);
    expect(await dialog.locator(".influencer-dialog__product-name").textContent()).toBe("Harlow 3-Seat Sofa");
    expect(await dialog.locator(".influencer-dialog__price").textContent()).toBe("$1,299.00");
    await dialog.getByRole("button", { name: "Add to Cart" }).click();

    const panel = page.locator("dialog.cart-panel");
    await expect.poll(() => panel.evaluate((d) => (d as HTMLDialogElement).open)).toBe(true);
    expect(await dialog.evaluate((d) => (d as HTMLDialogElement).open)).toBe(false);
    expect(await page.locator("dialog[open]").count()).toBe(1);
    expect(await panel.getAttribute("class")).toContain(device === "desktop" ? "dialog--right" : "dialog--bottom");
    expect(await panel.locator("h2").textContent()).toBe(device === "desktop" ? "Cart (1)" : "My Cart (1)");
    expect(await panel.locator(".cart-panel__lines").first().locator(".cart-panel__name").allTextContents()).toEqual(["Harlow 3-Seat Sofa, Oat, 3-Seat"]);
    // The sheet's add-more list offers the other posts' products (the drawer has none).
    const offered = await panel.locator(".cart-panel__more .cart-panel__name").allTextContents();
    expect(offered).toHaveLength(device === "desktop" ? 0 : 7);
    expect(offered.includes("Harlow 3-Seat Sofa")).toBe(false);
    // The panel is the topmost thing on screen: nothing left over it.
    const box = (await panel.locator(".dialog__panel").boundingBox())!;
    expect(await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest("dialog")?.className ?? null, [box.x + box.width / 2, box.y + 20])).toContain(
      "cart-panel",
    );
    await expect.poll(() => cartButton.getAttribute("aria-label")).toBe("Cart, 1 items");

    const events = (await page.evaluate(() => (window as Window & { dataLayer?: DataLayerEntry[] }).dataLayer ?? [])).map((entry) => entry.event);
    expect(events).toEqual(["add_button"]);

    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator("dialog[open]").count()).toBe(0);
  });

  it("shows store 3's Black Friday header and themed titles on /guide/black-friday", async () => {
    await t.open("/guide/black-friday");
    const { page } = t;
    const header = page.locator("h1 img");
    expect(await header.getAttribute("src")).toBe("/fixture-images/black-friday-header-US.svg");
    expect(await header.getAttribute("alt")).toBe("Black Friday");
    await expect.poll(() => header.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await page.locator(".coupon-wall__title img").getAttribute("src")).toBe("/fixture-images/black-friday-coupons-US.svg");
    expect(await page.locator(".buyer-show__title img").getAttribute("src")).toBe("/fixture-images/black-friday-title-US.svg");
    expect(await page.locator("#module-2 .coupon-wall").getAttribute("data-layout")).toBe("carousel");
  });

  it("shows store 5's German header, text titles and euro coupons in the preview (?store=5)", async () => {
    await t.open("/preview-frame/black-friday?store=5");
    const { page } = t;
    const header = page.locator("h1 img");
    expect(await header.getAttribute("src")).toBe("/fixture-images/black-friday-header-DE.svg");
    await expect.poll(() => header.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await page.locator(".coupon-wall__title").textContent()).toBe("Black Friday coupons");
    expect(await page.locator(".coupon-wall__title img").count()).toBe(0);
    expect((await page.locator(".coupon__value").allTextContents()).slice(0, 2)).toEqual(["-100 €", "-15%"]);
    expect(await page.locator(".coupon__label").first().textContent()).toBe("Orders over 999 €");
    expect(await page.locator(".coupon__dates").first().textContent()).toBe("24/11/2026 – 01/12/2026");
    expect(await page.locator(".coupon__get").first().textContent()).toBe("Holen: -100 €");
  });
});
