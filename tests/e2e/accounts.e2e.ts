/**
 * Shoppers' accounts in a real browser, on desktop and mobile (issue 16; docs/accounts.md):
 * the sale page's 'join member' opens the login popup, a login there takes the invitation
 * away in place (no reload); a refused login shows the back office's message and keeps the
 * e-mail; 'Write Your Own Review' opens the popup for a guest; without JavaScript the openers
 * are links to the storefront's login page. The fixture shoppers are docs/fixtures.md's.
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

/** Marks the document, so a test can tell it was not reloaded. */
const markDocument = (page: Page) => page.evaluate(() => ((window as Window & { __sameDocument?: boolean }).__sameDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument === true);

/** What /api/account says now (the browser's own cookies). */
const accountNow = (page: Page) => page.evaluate(async () => ((await (await fetch("/api/account")).json()) as { status: string; user?: { email: string } }));

describe.each(["desktop", "mobile"] as const)("accounts on %s", (device: Device) => {
  let t: TestPage;
  pagePerTest(() => browser, device, (page) => (t = page));

  it("joins from the sale page: 'join member', the popup, a login, and the invitation goes with no reload", async () => {
    const { page } = t;
    await t.open("/guide/sale");
    const invite = page.locator(".about-sales__invite");
    await invite.scrollIntoViewIfNeeded();
    expect(await invite.isVisible()).toBe(true);
    await markDocument(page);

    await invite.getByRole("link", { name: "join member" }).click();
    const popup = page.getByRole("dialog", { name: "Sale details" });
    await expect.poll(() => popup.isVisible()).toBe(true);
    expect(await popup.getAttribute("class")).toContain(device === "desktop" ? "dialog--center" : "dialog--bottom");
    expect(await popup.locator("form").getAttribute("data-page-type")).toBe("sale");

    await popup.getByRole("textbox", { name: "E-mail address" }).fill("shopper@loftwell.test");
    await popup.getByRole("button", { name: "Continue" }).click();
    const password = popup.getByLabel("Password", { exact: true });
    await expect.poll(() => password.isVisible()).toBe(true);
    await password.fill("shopper-2026");
    await popup.getByRole("button", { name: "Log in" }).click();

    await expect.poll(() => popup.count()).toBe(0);
    await expect.poll(() => invite.count()).toBe(0);
    expect(await page.getByRole("link", { name: "join member" }).count()).toBe(0);
    expect(await page.locator(".about-sales").isVisible()).toBe(true);
    expect(await page.getByText("You are logged in, Sam.").isVisible()).toBe(true);
    expect(await sameDocument(page)).toBe(true);
    // The token is stored where the server reads it, out of the page's scripts' reach.
    const token = (await t.context.cookies()).find((cookie) => cookie.name === "token");
    expect(token).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    expect(await accountNow(page)).toMatchObject({ status: "logged-in", user: { email: "shopper@loftwell.test" } });

    // The next visit is the same shared page; the browser knows the shopper and shows no invitation.
    await t.open("/guide/sale");
    await expect.poll(() => page.locator(".about-sales__invite").count()).toBe(0);
  });

  it("shows the back office's message for a refused login and keeps the typed e-mail", async () => {
    const { page } = t;
    await t.open("/guide/sale");
    await page.getByRole("link", { name: "join member" }).click();
    const popup = page.getByRole("dialog", { name: "Sale details" });
    const email = popup.getByRole("textbox", { name: "E-mail address" });
    await email.fill("premier@loftwell.test");
    await popup.getByRole("button", { name: "Continue" }).click();
    const password = popup.getByLabel("Password", { exact: true });
    await password.fill("not-the-password");
    await popup.getByRole("button", { name: "Log in" }).click();

    const alert = popup.getByRole("alert");
    await expect.poll(() => alert.textContent()).toBe("The e-mail address or password is not right. Please try again.");
    expect(await email.inputValue()).toBe("premier@loftwell.test");
    expect(await popup.isVisible()).toBe(true);
    expect(await page.locator(".about-sales__invite").count()).toBe(1);
    expect((await t.context.cookies()).some((cookie) => cookie.name === "token")).toBe(false);

    // The right password then logs the Premier member in (member level 1).
    await password.fill("premier-2026");
    await popup.getByRole("button", { name: "Log in" }).click();
    await expect.poll(() => page.locator(".about-sales__invite").count()).toBe(0);
    expect(await page.evaluate(async () => ((await (await fetch("/api/account")).json()) as { member: { level: number } }).member.level)).toBe(1);
  });

  it("opens the login popup for a guest's 'Write Your Own Review'", async () => {
    const { page } = t;
    await t.open("/harlow-sofa.html");
    const write = page.locator("#module-commentList").getByRole("link", { name: "Write Your Own Review" });
    await write.scrollIntoViewIfNeeded();
    await write.click();
    const popup = page.getByRole("dialog", { name: "Log in to write a review" });
    await expect.poll(() => popup.isVisible()).toBe(true);
    expect(await popup.locator("form").getAttribute("data-page-type")).toBe("detail");
    expect(await popup.getByRole("textbox", { name: "E-mail address" }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/harlow-sofa.html");
    await page.keyboard.press("Escape");
    await expect.poll(() => popup.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Write Your Own Review");
  });
});

describe.each(["desktop", "mobile"] as const)("login openers without JavaScript on %s", (device: Device) => {
  let t: TestPage;
  pagePerTest(() => browser, device, (page) => (t = page), { javaScriptEnabled: false });

  it("links 'join member' and 'Write Your Own Review' to the storefront's login page, with the page type and the way back", async () => {
    await t.page.goto(url("/guide/sale"));
    expect(await t.page.getByRole("link", { name: "join member" }).getAttribute("href")).toBe("/login?pageType=sale&redirect=%2Fguide%2Fsale");
    await t.page.goto(url("/harlow-sofa.html"));
    expect(await t.page.getByRole("link", { name: "Write Your Own Review" }).getAttribute("href")).toBe(
      "/login?pageType=detail&redirect=%2Fharlow-sofa.html%23module-commentList",
    );
  });
});
