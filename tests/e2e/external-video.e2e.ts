/**
 * A YouTube video (content-graphics module 14) in a real browser, on desktop and mobile:
 * nothing of the video site's and no player code before the shopper presses play; then
 * react-player's own chunk, YouTube's player API and the cookie-free embed, all within the
 * page's CSP (a refused script or frame is a console error, which fails the test), in the
 * same box. The machine has no internet: the test answers YouTube's two addresses itself,
 * the API with a stand-in that reports ready.
 */
import type { Browser, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, pagePerTest, takeProblems, type Device, type Problem, type TestPage } from "./browser";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** YouTube's player API as far as youtube-video-element uses it: ready at once, every method a no-op. */
const IFRAME_API_STAND_IN = `
window.YT = {
  PlayerState: { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 },
  Player: function (iframe, options) {
    var player = this;
    setTimeout(function () { options.events.onReady({ target: player }); });
    return new Proxy(player, { get: function (target, key) { return key in target ? target[key] : function () { return 0; }; } });
  },
};
window.onYouTubeIframeAPIReady();
`;

/** Module 11 of the page points at a missing video file on purpose (content-modules.e2e.ts); it may start near module 14. */
const isMissingVideo404 = (problem: Problem) => problem.type === "error" && problem.source.endsWith("/fixture-images/graphics-sample.mp4") && problem.text.includes("404");

const VIDEO_SITES = /^https:\/\/(www\.youtube\.com|www\.youtube-nocookie\.com|player\.vimeo\.com)\//;

async function answerVideoSites(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(VIDEO_SITES, (route: Route) => {
    const address = route.request().url();
    asked.push(address);
    if (address === "https://www.youtube.com/iframe_api") return route.fulfill({ contentType: "text/javascript", body: IFRAME_API_STAND_IN });
    if (address.startsWith("https://www.youtube-nocookie.com/embed/")) return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>embed</title>" });
    return route.abort();
  });
  return asked;
}

const scriptsLoaded = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType("resource").flatMap((entry) => (entry.name.endsWith(".js") ? [new URL(entry.name).pathname] : [])));

describe.each(["desktop", "mobile"] as const)("a YouTube video on %s", (device: Device) => {
  let t: TestPage;
  pagePerTest(() => browser, device, (page) => (t = page));

  it("loads the player only when pressed, frames the cookie-free embed within the CSP, and keeps its box", async () => {
    const { page } = t;
    const asked = await answerVideoSites(page);
    await t.open("/guide/content-graphics");
    const module = page.locator("#module-14");
    await module.evaluate((element) => element.scrollIntoView({ block: "center" }));
    const box = module.locator(".video__box");
    const before = (await box.boundingBox())!;
    const button = module.getByRole("button", { name: "Play video" });
    expect(await button.count()).toBe(1);
    expect(await module.locator("iframe, video").count()).toBe(0);
    // In view, and still nothing asked of YouTube.
    await page.waitForTimeout(300);
    expect(asked).toEqual([]);
    const scriptsBefore = await scriptsLoaded(page);

    await button.click();
    // The locator reaches into the player element's shadow root.
    const frame = module.locator("iframe");
    await expect.poll(() => frame.count(), { timeout: 10_000 }).toBe(1);
    expect(await frame.getAttribute("src")).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/);
    await expect.poll(() => asked.includes("https://www.youtube.com/iframe_api"), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => asked.some((address) => address.startsWith("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?")), { timeout: 10_000 }).toBe(true);
    expect(asked.filter((address) => !/^https:\/\/(www\.youtube\.com\/iframe_api|www\.youtube-nocookie\.com\/embed\/)/.test(address))).toEqual([]);

    // The player came in chunks of its own, loaded on the press.
    const added = (await scriptsLoaded(page)).filter((script) => !scriptsBefore.includes(script));
    expect(added.filter((script) => script.startsWith("/build/")).length).toBeGreaterThan(0);

    expect(await module.getByRole("button", { name: "Play video" }).count()).toBe(0);
    expect(await module.locator(".video__message, .external-video__message").count()).toBe(0);
    const after = (await box.boundingBox())!;
    expect([after.width, after.height]).toEqual([before.width, before.height]);
    const player = (await module.locator(".external-video__player").boundingBox())!;
    expect([Math.round(player.width), Math.round(player.height)]).toEqual([Math.round(before.width), Math.round(before.height)]);
    takeProblems(t.problems, isMissingVideo404);
  });
});
