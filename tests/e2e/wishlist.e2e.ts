/**
 * The wishlist in a real browser, on desktop and mobile (issue 16 item 2; docs/accounts.md
 * "Wishlist"): a guest's heart keeps the item in the browser's list and /wishlist shows it;
 * the 31st item opens the login prompt and adds nothing; a login merges the browser's wishes
 * into the server list (the fixture shopper of docs/fixtures.md) and clears the local list;
 * the membership SKU TPVIP1 has no heart; a logged-in shopper's /wishlist shows without
 * JavaScript and is never kept.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, pagePerTest, url, type Device, type TestPage } from "./browser";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

type Wish = { skuId: string; spuId: string };
const WILLOW_OAT: Wish = { skuId: "20121", spuId: "512" };
const LAMP_OAT: Wish = { skuId: "20071", spuId: "507" };

/** 30 SKUs of the fixture catalogue (the fern sofa's 28 and two harlow sofas), none of them willow-bed's. */
const FULL_LIST: Wish[] = [
  ...Array.from({ length: 28 }, (_, n) => ({ skuId: String(20161 + n), spuId: "516" })),
  { skuId: "20011", spuId: "501" },
  { skuId: "20012", spuId: "501" },
];

const localList = (page: Page) => page.evaluate(() => JSON.parse(window.localStorage.getItem("localWishList") ?? "[]") as Wish[]);
const keepLocally = (page: Page, wishes: Wish[]) => page.evaluate((list) => window.localStorage.setItem("localWishList", JSON.stringify(list)), wishes);

/** The logged-in shopper's server list, asked the way the page's scripts ask. */
const serverList = (page: Page) =>
  page.evaluate(async () => ((await (await fetch("/api/wishlist?pageSize=999")).json()) as { status: string; items?: { skuId: string }[] }));

const galleryHeart = (page: Page) => page.locator(".detail-gallery").getByRole("button", { name: "Save to wishlist" });

describe.each(["desktop", "mobile"] as const)("the wishlist on %s", (device: Device) => {
  let t: TestPage;
  pagePerTest(() => browser, device, (page) => (t = page));

  it("a guest's heart keeps the item in the browser's list, without moving anything, and /wishlist shows it", async () => {
    const { page } = t;
    await t.open("/willow-bed.html");
    const heart = galleryHeart(page);
    expect(await heart.getAttribute("aria-pressed")).toBe("false");
    const before = await heart.boundingBox();
    // A target of 24 px or more (WCAG 2.2), in the banner's top right corner.
    expect(before!.width).toBeGreaterThanOrEqual(24);
    expect(before!.height).toBeGreaterThanOrEqual(24);
    await (device === "mobile" ? heart.tap() : heart.click());
    await expect.poll(() => heart.getAttribute("aria-pressed")).toBe("true");
    expect(await heart.boundingBox()).toEqual(before);
    expect(await localList(page)).toEqual([WILLOW_OAT]);

    await page.getByRole("link", { name: "Wishlist", exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/wishlist");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("My Wishlist");
    const card = page.getByRole("article", { name: /Willow/ });
    await expect.poll(() => card.count()).toBe(1);
    expect(await page.getByText("1 item", { exact: true }).isVisible()).toBe(true);
    const cardHeart = card.getByRole("button", { name: /to wishlist$/ });
    await expect.poll(() => cardHeart.getAttribute("aria-pressed")).toBe("true");

    // Taken off on the page: the card stays (the heart can put it back), the list forgets it.
    await cardHeart.click();
    await expect.poll(() => cardHeart.getAttribute("aria-pressed")).toBe("false");
    expect(await localList(page)).toEqual([]);
    expect(await card.count()).toBe(1);
  });

  it("pages a guest's list in the browser, 12 a page", async () => {
    const { page } = t;
    await t.open("/wishlist");
    await keepLocally(page, FULL_LIST.slice(0, 14));
    await t.open("/wishlist");
    await expect.poll(() => page.getByRole("article").count()).toBe(12);
    expect(await page.getByText("14 items", { exact: true }).isVisible()).toBe(true);
    const pages = page.getByRole("navigation", { name: "Wishlist pages" });
    expect(await pages.getByText("Page 1 of 2").isVisible()).toBe(true);
    await pages.getByRole("link", { name: "Next page" }).click();
    await expect.poll(() => new URL(page.url()).search).toBe("?page=2");
    await expect.poll(() => page.getByRole("article").count()).toBe(2);
    expect(await pages.getByText("Page 2 of 2").isVisible()).toBe(true);
    expect(await page.getByRole("article").first().getAttribute("data-sku")).toBe(FULL_LIST[12]!.skuId);
  });

  it("the 31st item opens the login prompt (page type detail_coupon) and adds nothing", async () => {
    const { page } = t;
    await t.open("/willow-bed.html");
    await keepLocally(page, FULL_LIST);
    const heart = galleryHeart(page);
    await heart.click();
    const popup = page.getByRole("dialog", { name: "Log in or create an account" });
    await expect.poll(() => popup.isVisible()).toBe(true);
    expect(await popup.locator("form").getAttribute("data-page-type")).toBe("detail_coupon");
    expect(await popup.getByText(/Your wishlist on this device is full \(30 items\)/).isVisible()).toBe(true);
    expect(await heart.getAttribute("aria-pressed")).toBe("false");
    expect(await localList(page)).toEqual(FULL_LIST);

    await page.keyboard.press("Escape");
    await expect.poll(() => popup.count()).toBe(0);
    expect(await localList(page)).toEqual(FULL_LIST);
  });

  it("a login merges the browser's wishes into the server list, clears the local list, and the page shows the server's", async () => {
    const { page } = t;
    await t.open("/wishlist");
    await keepLocally(page, [WILLOW_OAT, LAMP_OAT]);
    await t.open("/wishlist");
    await expect.poll(() => page.getByRole("article").count()).toBe(2);
    expect(await page.getByText("Your wishlist is kept on this device.", { exact: false }).isVisible()).toBe(true);

    try {
      await page.getByRole("button", { name: "Log in", exact: true }).click();
      const popup = page.getByRole("dialog", { name: "Log in or create an account" });
      await popup.getByRole("textbox", { name: "E-mail address" }).fill("shopper@loftwell.test");
      await popup.getByRole("button", { name: "Continue" }).click();
      const password = popup.getByLabel("Password", { exact: true });
      await expect.poll(() => password.isVisible()).toBe(true);
      await password.fill("shopper-2026");
      await popup.getByRole("button", { name: "Log in" }).click();
      await expect.poll(() => popup.count()).toBe(0);

      // Added one by one, then the browser's list cleared.
      await expect.poll(() => page.evaluate(() => window.localStorage.getItem("localWishList"))).toBeNull();
      const list = await serverList(page);
      expect(list.status).toBe("logged-in");
      expect(list.items!.map((item) => item.skuId)).toEqual(expect.arrayContaining([WILLOW_OAT.skuId, LAMP_OAT.skuId]));
      // The page now lists the server's items (the guest's note is gone).
      await expect.poll(() => page.getByText("Your wishlist is kept on this device.", { exact: false }).count()).toBe(0);
      await expect.poll(() => page.getByRole("article", { name: /Willow/ }).count()).toBe(1);

      // The gallery's heart now reads the server list.
      await t.open("/willow-bed.html");
      await expect.poll(() => galleryHeart(page).getAttribute("aria-pressed")).toBe("true");
    } finally {
      // The fixture shopper's list as it was: other tests log in as them too.
      await page.evaluate(async (wishes) => {
        for (const wish of wishes) {
          await fetch("/api/wishlist", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ action: "remove", ...wish }) });
        }
      }, [WILLOW_OAT, LAMP_OAT]);
    }
    expect((await serverList(page)).items!.map((item) => item.skuId)).not.toContain(WILLOW_OAT.skuId);
  });

  it("shows no heart for the membership SKU TPVIP1", async () => {
    const { page } = t;
    await t.open("/loftwell-premier.html");
    expect(await page.locator(".detail-gallery__slide").count()).toBeGreaterThan(0);
    expect(await page.getByRole("button", { name: /wishlist/i }).count()).toBe(0);
    expect(await page.locator(".wish-heart").count()).toBe(0);
  });
});

describe.each(["desktop", "mobile"] as const)("/wishlist without JavaScript on %s", (device: Device) => {
  let t: TestPage;
  pagePerTest(() => browser, device, (page) => (t = page), { javaScriptEnabled: false });

  it("lists a logged-in shopper's server wishlist from the server, private and never kept", async () => {
    // The login as the popup makes it: the HttpOnly token cookie, kept by this browser context.
    const login = await t.context.request.post(url("/api/login"), { data: { step: "login", email: "premier@loftwell.test", password: "premier-2026" } });
    expect(login.ok()).toBe(true);
    const response = await t.page.goto(url("/wishlist"));
    expect(response!.status()).toBe(200);
    expect(response!.headers()["cache-control"]).toBe("private, no-store");
    const names = await t.page.getByRole("article").evaluateAll((cards) => cards.map((card) => card.querySelector("h3")?.textContent ?? ""));
    expect(names).toHaveLength(2);
    expect(names.some((name) => /Harlow/.test(name))).toBe(true);
    expect(names.some((name) => /Willow/.test(name))).toBe(true);
    expect(await t.page.getByText("2 items", { exact: true }).isVisible()).toBe(true);
  });

  it("tells a guest their list shows once the page has loaded", async () => {
    const response = await t.page.goto(url("/wishlist"));
    expect(response!.headers()["cache-control"]).toBe("private, no-store");
    expect(await t.page.getByRole("heading", { level: 1 }).textContent()).toBe("My Wishlist");
    expect(await t.page.getByText("Your wishlist on this device shows once the page has loaded.").isVisible()).toBe(true);
  });
});
