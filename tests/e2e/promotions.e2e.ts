/**
 * The detail page's promotions in Chromium (issue 17, items 2 and 3; detail spec 2, 4): the
 * activity banner counting down (fixture endTime 2099-12-31, so any page time shows it), the
 * Pet-Friendly variant, and a crowdfund product in each status (docs/fixtures.md).
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousViolations } from "./axe";
import { launchBrowser, pagePerTest, readLayoutShift, startLayoutShiftProbe, url, type TestPage } from "./browser";

const TIPS = "Promotion tips: Free white-glove delivery on orders over $1999 · Stack your coupon with the sale price · Prices rise when the countdown ends";

/** Seconds a dd:hh:mm:ss reading stands for. */
const secondsOf = (text: string) => text.split(":").map(Number).reduce((total, part, index) => total + part * [86_400, 3600, 60, 1][index]!, 0);

const timerText = (page: Page) => page.locator(".activity-banner [role=timer]").textContent();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(["desktop", "mobile"] as const)("promotions on %s", (device) => {
  let t: TestPage;
  pagePerTest(() => browser, device, (page) => (t = page));

  it("the activity banner: the server's countdown, ticking after hydration, the activity's colours, the tips arriving without a shift; no coupon box", async () => {
    const html = await (await t.context.request.get(url("/linden-dining-chair-sale.html"))).text();
    const served = /role="timer"[^>]*>(.*?)<\/time>/.exec(html)?.[1]?.replace(/<[^>]+>/g, "") ?? "";
    expect(served).toMatch(/^\d{5}:\d\d:\d\d:\d\d$/);

    const tipsAnswer = t.page.waitForResponse((response) => response.url().endsWith("/api/promotion-tips"));
    await t.open("/linden-dining-chair-sale.html");
    await startLayoutShiftProbe(t.page);
    const banner = t.page.getByRole("region", { name: "Promotion" });
    expect(await banner.getByText("Limited-time offer").count()).toBe(1);
    const first = (await timerText(t.page)) ?? "";
    expect(first).toMatch(/^\d{5}:\d\d:\d\d:\d\d$/);
    await expect.poll(async () => secondsOf((await timerText(t.page)) ?? ""), { timeout: 4000 }).toBeLessThan(secondsOf(first));

    expect((await tipsAnswer).status()).toBe(200);
    await expect.poll(() => t.page.locator(".activity-banner__tips").textContent()).toBe(TIPS);
    const colours = await banner.evaluate((node) => ({
      text: getComputedStyle(node.querySelector(".activity-banner__copy")!).color,
      box: getComputedStyle(node.querySelector(".countdown__part")!).backgroundColor,
    }));
    expect(colours).toEqual({ text: "rgb(139, 30, 30)", box: "rgb(29, 53, 87)" });
    expect(await t.page.locator(".detail-price__best").count()).toBe(0);
    // Ticking and the tips' arrival moved nothing.
    await t.page.waitForTimeout(1100);
    const shift = await readLayoutShift(t.page);
    expect(shift.cls, JSON.stringify(shift.entries)).toBe(0);
    await expectNoSeriousViolations(t.page, ".detail-price");
  });

  it("the Pet-Friendly product: 'Extra discount' (ExtraDiscounT) in the default colours, no countdown, the coupon box shown", async () => {
    await t.open("/marlow-side-table-pets.html");
    const banner = t.page.getByRole("region", { name: "Promotion" });
    expect(await banner.locator(".activity-banner__copy").textContent()).toBe(device === "desktop" ? "Pet-Friendly Product" : "Pet-Friendly");
    expect(await banner.locator(".activity-banner__extra").textContent()).toBe("Extra discount");
    expect(await banner.locator("[role=timer]").count()).toBe(0);
    expect(await banner.locator(".activity-banner__copy").evaluate((node) => getComputedStyle(node).color)).toBe("rgb(55, 85, 66)");
    expect(await t.page.locator(".detail-price__best").isVisible()).toBe(true);
    await expectNoSeriousViolations(t.page, ".detail-price");
  });

  it("crowdfunding, status 1: 'Super Early Bird' at duringAmount with the savings; 1.5 % funded, the bar styled empty", async () => {
    await t.open("/nook-loveseat-crowdfund.html");
    const block = t.page.locator(".detail-crowdfund");
    expect(await block.locator(".detail-crowdfund__stage").textContent()).toBe("Super Early Bird");
    expect(await block.locator(".detail-price__current").textContent()).toBe("Crowdfunding price $899.00");
    expect(await block.locator(".detail-crowdfund__save").textContent()).toBe("Save $400.00");
    const bar = t.page.getByRole("progressbar", { name: "Funding progress" });
    expect(await bar.getAttribute("aria-valuenow")).toBe("2");
    expect(await bar.locator(".detail-crowdfund__fill").evaluate((node) => getComputedStyle(node).backgroundColor)).toBe("rgba(0, 0, 0, 0)");
    expect(await block.locator(".detail-crowdfund__funded").textContent()).toBe("2% Funded");
    await expectNoSeriousViolations(t.page, ".detail-price");
  });

  it("crowdfunding, status 2: 'Early Bird' at successAmount; 134 % funded, the bar full and no wider", async () => {
    await t.open("/bexley-sectional-crowdfund.html");
    const block = t.page.locator(".detail-crowdfund");
    expect(await block.locator(".detail-crowdfund__stage").textContent()).toBe("Early Bird");
    expect(await block.locator(".detail-price__current").textContent()).toBe("Crowdfunding price $1,899.50");
    expect(await block.locator(".detail-crowdfund__save").textContent()).toBe("Save $399.50");
    const widths = await t.page.locator(".detail-crowdfund__bar").evaluate((node) => ({
      bar: node.getBoundingClientRect().width,
      fill: node.querySelector(".detail-crowdfund__fill")!.getBoundingClientRect().width,
      colour: getComputedStyle(node.querySelector(".detail-crowdfund__fill")!).backgroundColor,
    }));
    expect(widths.fill).toBeCloseTo(widths.bar, 0);
    expect(widths.colour).toBe("rgb(55, 85, 66)");
    expect(await block.locator(".detail-crowdfund__funded").textContent()).toBe("134% Funded");
  });
});
