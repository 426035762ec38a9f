/**
 * The content and media modules (types 5-7, 9-21) in a real browser, on desktop and on
 * mobile: carousels and their arrow and loop rules, the picture combination's 'View More',
 * the enlarged image preview, the video's in-view autoplay and sound toggle, and a stable
 * layout while every image loads. Fixtures: content-carousels, content-graphics, content-basics.
 */
import { statSync } from "node:fs";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEVICE_OPTIONS,
  expectNoConsoleProblems,
  launchBrowser,
  newTestPage,
  reachableImages,
  readLayoutShift,
  saveScreenshot,
  scrollThroughPage,
  startLayoutShiftProbe,
  takeProblems,
  type Device,
  type Problem,
  pagePerTest,
  type TestPage,
} from "./browser";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** content-graphics module 11 points at a video file that does not exist, on purpose: the browser logs its 404. */
const MISSING_VIDEO = "/fixture-images/graphics-sample.mp4";
const isMissingVideo404 = (problem: Problem) =>
  problem.type === "error" && problem.source.endsWith(MISSING_VIDEO) && problem.text.includes("404");

/** The real (loop-aware) index of the slide in view, as Swiper reports it (the first, before Swiper has started). */
function activeSlide(carousel: Locator): Promise<number> {
  return carousel.locator(".swiper").evaluate((el) => (el as HTMLElement & { swiper?: { realIndex: number } }).swiper?.realIndex ?? 0);
}

/**
 * Waits until Swiper runs on the carousel (a first press only starts it, and moves once it
 * has) and its slide transition (`speed`) has finished, then a frame more for React to show
 * the arrows Swiper's move left.
 */
function settled(carousel: Locator): Promise<void> {
  return carousel
    .locator(".swiper")
    .evaluate(
      (el) =>
        new Promise<void>((resolve) => {
          const since = Date.now();
          const check = () => {
            const swiper = (el as HTMLElement & { swiper?: { animating: boolean } }).swiper;
            if ((!swiper && Date.now() - since < 5000) || swiper?.animating) setTimeout(check, 50);
            else requestAnimationFrame(() => setTimeout(resolve, 0));
          };
          check();
        }),
    )
    .then(() => undefined);
}

/** Whether Swiper has run and stands at its last slide. */
function atEnd(carousel: Locator): Promise<boolean> {
  return carousel.locator(".swiper").evaluate((el) => (el as HTMLElement & { swiper?: { isEnd: boolean } }).swiper?.isEnd ?? false);
}

const arrow = (carousel: Locator, which: "prev" | "next") => carousel.locator(`.carousel__arrow--${which}`);

async function scrollIntoView(page: Page, selector: string) {
  await page.locator(selector).evaluate((el) => el.scrollIntoView({ block: "center" }));
}

describe.each(["desktop", "mobile"] as const)("content modules on %s", (device: Device) => {
  let t: TestPage;
  pagePerTest(() => browser, device, (page) => (t = page));

  it("banner carousel: 6000 ms autoplay, 1000 ms slides, loops with 3 slides, not with 1", async () => {
    await t.open("/guide/content-carousels");
    const looping = t.page.locator("#module-2 .carousel");
    expect(await looping.getAttribute("data-slides")).toBe("3");
    expect(await looping.getAttribute("data-loop")).toBe("true");
    expect(await looping.getAttribute("data-speed")).toBe("1000");
    expect(await looping.getAttribute("data-autoplay-delay")).toBe("6000");

    // Pause autoplay so the clicks below are the only thing moving it (using the carousel starts Swiper).
    await looping.locator(".carousel__toggle").click();
    expect(await looping.locator(".carousel__toggle").getAttribute("aria-pressed")).toBe("true");
    await expect
      .poll(() => looping.locator(".swiper").evaluate((el) => (el as HTMLElement & { swiper?: { params: { speed: number } } }).swiper?.params.speed))
      .toBe(1000);
    expect(await activeSlide(looping)).toBe(0);
    await arrow(looping, "next").click();
    await settled(looping);
    expect(await activeSlide(looping)).toBe(1);
    // Looping: both arrows stay, and going back past the first slide reaches the last one.
    await arrow(looping, "prev").click();
    await settled(looping);
    await arrow(looping, "prev").click();
    await settled(looping);
    expect(await activeSlide(looping)).toBe(2);
    expect(await arrow(looping, "prev").isVisible()).toBe(true);
    expect(await arrow(looping, "next").isVisible()).toBe(true);

    // The first slide links to its url.
    const firstLink = looping.locator(".swiper-slide:not(.swiper-slide-duplicate) a.banner-carousel__link").first();
    expect(await firstLink.getAttribute("href")).toMatch(/^\//);

    const single = t.page.locator("#module-6 .carousel");
    expect(await single.getAttribute("data-slides")).toBe("1");
    expect(await single.getAttribute("data-loop")).toBe("false");
    expect(await single.locator(".carousel__arrow, .carousel__toggle").count()).toBe(0);
  });

  it("banner carousel: moves on by itself after 6 s", async () => {
    await t.open("/guide/content-carousels");
    const carousel = t.page.locator("#module-2 .carousel");
    // Keep the pointer away from the carousel: hovering pauses autoplay.
    await t.page.mouse.move(1, 1);
    expect(await activeSlide(carousel)).toBe(0);
    await t.page.waitForTimeout(4_500);
    expect(await activeSlide(carousel)).toBe(0);
    await expect.poll(() => activeSlide(carousel), { timeout: 4_000, interval: 200 }).toBe(1);
  });

  it("carousels start Swiper only on their first need, over their server markup, moving nothing; a page nobody uses a carousel on loads no Swiper", async () => {
    const swiperCode: string[] = [];
    t.page.on("request", (request) => {
      if (/\/build\/_shared\/swiper-core-[A-Z0-9]+\.js$/.test(request.url())) swiperCode.push(request.url());
    });
    await t.open("/guide/autumn-living");
    await startLayoutShiftProbe(t.page);
    const started = (selector: string) => t.page.locator(`${selector} .carousel .swiper`).evaluate((el) => el.classList.contains("swiper-initialized"));
    // The buyer show, far below the fold, scrolled into view: still the plain track the server sent.
    const box = await t.page.locator("#module-24 .carousel").boundingBox();
    expect(box!.y).toBeGreaterThan(2 * t.page.viewportSize()!.height);
    await scrollIntoView(t.page, "#module-24");
    await t.page.waitForTimeout(300);
    expect(await started("#module-24")).toBe(false);
    expect(swiperCode).toEqual([]);
    const slideBefore = await t.page.locator("#module-24 .swiper-slide").first().evaluate((el) => {
      (el as HTMLElement & { __marked?: boolean }).__marked = true;
      return el.getBoundingClientRect().width;
    });
    // The shopper uses it: its next arrow (a tap on a phone) starts Swiper and moves it.
    await arrow(t.page.locator("#module-24 .carousel"), "next").click();
    await expect.poll(() => started("#module-24")).toBe(true);
    expect(swiperCode).toHaveLength(1);
    const slideAfter = await t.page.locator("#module-24 .swiper-slide").first().evaluate((el) => ({
      same: (el as HTMLElement & { __marked?: boolean }).__marked === true,
      width: el.getBoundingClientRect().width,
    }));
    expect(slideAfter.same).toBe(true);
    expect(Math.abs(slideAfter.width - slideBefore)).toBeLessThan(1);
    await expect.poll(() => activeSlide(t.page.locator("#module-24 .carousel"))).toBe(1);
    expect((await readLayoutShift(t.page)).cls).toBeLessThan(0.001);
  });

  it("a swipe of a carousel's plain track scrolls it natively, and Swiper takes over at that slide", async () => {
    await t.open("/guide/content-carousels");
    const five = t.page.locator("#module-12 .carousel");
    await scrollIntoView(t.page, "#module-12");
    const track = five.locator(".swiper");
    expect(await track.evaluate((el) => el.classList.contains("swiper-initialized"))).toBe(false);
    // What a finger's swipe does to a scroll container: it scrolls; the snap points hold it at a slide.
    await track.evaluate((el) => el.scrollBy({ left: el.clientWidth, behavior: "instant" }));
    await expect.poll(() => track.evaluate((el) => el.classList.contains("swiper-initialized"))).toBe(true);
    const state = await track.evaluate((el) => ({ scrollLeft: el.scrollLeft, index: (el as HTMLElement & { swiper: { activeIndex: number } }).swiper.activeIndex }));
    expect(state.scrollLeft).toBe(0);
    expect(state.index).toBeGreaterThan(0);
  });

  it("image grid: the float text shows while the pointer is over a tile and while it has keyboard focus (CSS alone)", async () => {
    await t.open("/guide/content-basics");
    const grid = t.page.locator('[data-module-type="7"]').first();
    await grid.evaluate((el) => el.scrollIntoView({ block: "center" }));
    if (device === "mobile") {
      // No hover on a phone: the caption is always there, below the image.
      const caption = grid.locator(".image-grid__caption").first();
      expect(await caption.evaluate((el) => Number(getComputedStyle(el).opacity))).toBe(1);
      expect(await caption.isVisible()).toBe(true);
      return;
    }
    const tile = grid.locator(".image-grid__item--has-float").first();
    const float = tile.locator(".image-grid__float");
    const opacity = () => float.evaluate((el) => Number(getComputedStyle(el).opacity));
    await t.page.mouse.move(1, 1);
    await expect.poll(opacity).toBe(0);
    await tile.hover();
    await expect.poll(opacity).toBe(1);
    await t.page.mouse.move(1, 1);
    await expect.poll(opacity).toBe(0);
    await tile.locator("a, figure[tabindex]").first().focus();
    await expect.poll(opacity).toBe(1);
  });

  it("buyer show: no arrows with 3 images; with 5, prev hidden at the start and next at the end", async () => {
    await t.open("/guide/content-carousels");
    const three = t.page.locator("#module-11 .carousel");
    expect(await three.locator(".swiper-slide").count()).toBe(3);
    expect(await three.locator(".carousel__arrow").count()).toBe(0);

    const five = t.page.locator("#module-12 .carousel");
    await scrollIntoView(t.page, "#module-12");
    expect(await arrow(five, "prev").isVisible()).toBe(false);
    expect(await arrow(five, "next").isVisible()).toBe(true);
    // Swiper's own end, not the button: the button hides a moment after Swiper's move.
    for (let i = 0; i < 6 && !(await atEnd(five)); i++) {
      await arrow(five, "next").click();
      await settled(five);
    }
    await expect.poll(() => arrow(five, "next").isVisible()).toBe(false);
    expect(await arrow(five, "prev").isVisible()).toBe(true);
    expect(await activeSlide(five)).toBeGreaterThan(0);
    // The last photo is now in view.
    const lastInView = await five.locator(".swiper-slide").last().evaluate((slide) => {
      const box = slide.getBoundingClientRect();
      const frame = slide.closest(".swiper")!.getBoundingClientRect();
      return box.right <= frame.right + 1 && box.left >= frame.left - 1;
    });
    expect(lastInView).toBe(true);
  });

  it("graphic module 1: two items per slide with arrows above 4 items (desktop); at most 4 items and View More (mobile)", async () => {
    await t.open("/guide/content-carousels");
    const six = t.page.locator("#module-4");
    const four = t.page.locator("#module-5");
    if (device === "desktop") {
      expect(await six.locator(".swiper-slide").count()).toBe(3);
      expect(await six.locator(".swiper-slide").first().locator(".gm1__item").count()).toBe(2);
      expect(await six.locator(".carousel__arrow").count()).toBe(2);
      expect(await four.locator(".swiper-slide").count()).toBe(2);
      expect(await four.locator(".carousel__arrow").count()).toBe(0);
      // The first text link opens in a new tab; the second in the same tab.
      const first = six.locator("a.gm1__first").first();
      expect(await first.getAttribute("target")).toBe("_blank");
      expect(await first.getAttribute("rel")).toContain("noopener");
      expect(await six.locator("a.gm1__second").first().getAttribute("target")).toBeNull();
      // The left banner links to viewMoreUrl.
      expect(await six.locator(".gm1__banner a").count()).toBe(1);

      await scrollIntoView(t.page, "#module-4");
      const carousel = six.locator(".carousel");
      await arrow(carousel, "next").click();
      await settled(carousel);
      expect(await activeSlide(carousel)).toBe(1);
    } else {
      expect(await six.locator(".gm1__item").count()).toBe(4);
      expect(await six.locator("a.gm1__more").textContent()).toBe("View More");
      expect(await four.locator(".gm1__item").count()).toBe(4);
    }
  });

  it("feature row: a grid with 5 items, a carousel with 6", async () => {
    await t.open("/guide/content-carousels");
    expect(await t.page.locator("#module-9 .feature-row").getAttribute("data-layout")).toMatch(/^grid/);
    expect(await t.page.locator("#module-9 .carousel").count()).toBe(0);
    expect(await t.page.locator("#module-10 .feature-row").getAttribute("data-layout")).toBe("carousel");
    expect(await t.page.locator("#module-10 .carousel .swiper-slide").count()).toBe(6);
  });

  it("graphic module 4: an image without a link opens an enlarged preview that closes by mouse and by keyboard", async () => {
    await t.open("/guide/content-carousels");
    const { page } = t;
    const tile = page.locator("#module-8 button.gm4__tile--zoom").first();
    const dialog = page.locator("#module-8 dialog.gm4__dialog");
    await tile.scrollIntoViewIfNeeded();
    expect(await dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(false);

    // Mouse (tap on mobile): open, then the close button.
    if (device === "mobile") await tile.tap();
    else await tile.click();
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    expect(await dialog.locator("img.gm4__preview").getAttribute("src")).toBe(await tile.locator("img").getAttribute("src"));
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(false);

    // Keyboard: Enter on the focused image opens it, Escape closes it and focus goes back.
    await tile.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Close");
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    expect(await tile.evaluate((el) => el === document.activeElement)).toBe(true);

    // A click on the backdrop closes it too.
    await page.keyboard.press("Space");
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    await page.mouse.click(3, 3);
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(false);

    // Images with a link are links, not previews.
    expect(await page.locator("#module-8 a.gm4__tile").getAttribute("href")).toBe("/guide/autumn-living");
  });

  it("picture combination: one row first, then 2 more per View More, then all; no button for one row", async () => {
    await t.open("/guide/content-graphics");
    const module = t.page.locator("#module-4");
    const rows = module.locator(".picture-combination__row");
    const button = module.getByRole("button", { name: "View More" });
    expect(await rows.count()).toBe(1);
    for (const expected of [3, 5]) {
      await button.click();
      await expect.poll(() => rows.count()).toBe(expected);
      expect(await button.isVisible()).toBe(true);
    }
    // 7 rows in all: with 2 left, the last click shows both and the button goes.
    await button.click();
    await expect.poll(() => rows.count()).toBe(7);
    expect(await button.count()).toBe(0);
    // Focus moved to the first newly shown row rather than being lost.
    expect(await rows.nth(5).evaluate((row) => row === document.activeElement)).toBe(true);
    // Each row holds its 1-3 images.
    expect(await rows.evaluateAll((all) => all.map((row) => row.querySelectorAll("img").length).every((n) => n >= 1 && n <= 3))).toBe(true);

    const oneRow = t.page.locator("#module-9");
    expect(await oneRow.locator(".picture-combination__row").count()).toBe(1);
    expect(await oneRow.getByRole("button", { name: "View More" }).count()).toBe(0);
  });

  it("video: plays muted and looping only once scrolled into view, pauses out of view, and toggles sound", async () => {
    await t.open("/guide/content-graphics");
    const { page } = t;
    const video = page.locator("#module-6 video");
    const state = () =>
      video.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, muted: v.muted, loop: v.loop, time: v.currentTime }));
    const ratio = await video.evaluate((v: HTMLVideoElement) => v.getBoundingClientRect().width / v.getBoundingClientRect().height);
    expect(ratio).toBeCloseTo(device === "desktop" ? 1920 / 810 : 375 / 301, 1);
    // The cover is a lazy image under the video, loaded once the shopper scrolls near it.
    const cover = page.locator("#module-6 img.video__cover");
    expect(await cover.getAttribute("src")).toBe(
      device === "desktop" ? "/fixture-images/graphics-video-cover.svg" : "/fixture-images/graphics-video-cover-mobile.svg",
    );
    expect(await cover.getAttribute("loading")).toBe("lazy");

    // Out of view at load: not playing.
    const inView = await video.evaluate((v) => v.getBoundingClientRect().top < window.innerHeight);
    expect(inView).toBe(false);
    await page.waitForTimeout(300);
    expect((await state()).paused).toBe(true);

    await scrollIntoView(page, "#module-6 video");
    await expect.poll(async () => (await state()).paused, { timeout: 5_000 }).toBe(false);
    expect(await state()).toMatchObject({ muted: true, loop: true });
    await expect.poll(async () => (await state()).time, { timeout: 5_000 }).toBeGreaterThan(0);

    const sound = page.locator("#module-6").getByRole("button", { name: "Unmute" });
    if (device === "mobile") await sound.tap();
    else await sound.click();
    await expect.poll(async () => (await state()).muted).toBe(false);
    await page.locator("#module-6").getByRole("button", { name: "Mute" }).click();
    await expect.poll(async () => (await state()).muted).toBe(true);

    // Scrolled away: paused again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(async () => (await state()).paused, { timeout: 5_000 }).toBe(true);
  });

  it("video: a video that cannot play says so over its cover", async () => {
    await t.open("/guide/content-graphics");
    const { page } = t;
    // Module 11's file is missing: found out when it tries to play.
    expect(await page.locator("#module-11 video").count()).toBe(1);
    await scrollIntoView(page, "#module-11");
    await expect.poll(() => page.locator("#module-11 .video__message").textContent(), { timeout: 5_000 }).toBe("This video can't be played");
    expect(takeProblems(t.problems, isMissingVideo404).length).toBeGreaterThan(0);
  });

  it.each(["content-basics", "content-carousels", "content-graphics"])(
    "%s: every image loads in its reserved box (CLS < 0.02), and a full-page screenshot is saved",
    async (urlKey) => {
      await t.open(`/guide/${urlKey}`);
      const { page } = t;
      await startLayoutShiftProbe(page);
      await scrollThroughPage(page);
      const images = await reachableImages(page);
      expect(images.length).toBeGreaterThan(5);
      expect(images.filter((img) => !img.ok || !img.sized)).toEqual([]);

      const { cls, entries } = await readLayoutShift(page);
      expect(cls, `layout shifts: ${JSON.stringify(entries)}`).toBeLessThan(0.02);

      takeProblems(t.problems, isMissingVideo404);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForFunction(() => getComputedStyle(document.querySelector(".back-to-top")!).opacity === "0");
      const file = await saveScreenshot(page, `${urlKey}-${device}`);
      expect(statSync(file).size).toBeGreaterThan(10_000);
    },
  );
});

describe("images that fail to load", () => {
  it("show the placeholder image instead", async () => {
    const t = await newTestPage(browser, DEVICE_OPTIONS.desktop);
    try {
      // Break one image on its way in: the page must swap in the placeholder.
      await t.page.route("**/fixture-images/basics-armchair.svg", (route) => route.fulfill({ status: 404, body: "" }));
      await t.open("/guide/content-basics");
      const broken = t.page.locator('#module-4 img').first();
      await broken.scrollIntoViewIfNeeded();
      await expect.poll(() => broken.getAttribute("src"), { timeout: 5_000 }).toBe("/images/placeholder.svg");
      expect(takeProblems(t.problems, (p) => p.text.includes("404")).length).toBeGreaterThan(0);
      expectNoConsoleProblems(t.problems);
    } finally {
      await t.close();
    }
  });
});
