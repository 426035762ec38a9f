/**
 * What the server promises around the pages: security headers and script nonces (and
 * that the browser enforces them), redirects, the not-found page and the health check.
 */
import type { Browser } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  baseUrl,
  DEVICE_OPTIONS,
  expectNoConsoleProblems,
  launchBrowser,
  newTestPage,
  parseCsp,
  takeDocumentStatusMessage,
  takeProblems,
  url,
  waitForHydration,
  type TestPage,
} from "./browser";

let browser: Browser;
/** Pages opened by the current test; checked and closed after it. */
const opened: TestPage[] = [];

async function openTestPage(device: "desktop" | "mobile" = "desktop"): Promise<TestPage> {
  const page = await newTestPage(browser, DEVICE_OPTIONS[device]);
  opened.push(page);
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  const pages = opened.splice(0);
  try {
    for (const page of pages) expectNoConsoleProblems(page.problems);
  } finally {
    await Promise.all(pages.map((page) => page.close()));
  }
});

const HTML_PAGES = [
  { path: "/guide/autumn-living", status: 200, framable: false },
  { path: "/guide/does-not-exist", status: 404, framable: false },
  { path: "/no/such/page", status: 404, framable: false },
  { path: "/preview", status: 200, framable: false },
  { path: "/preview/broken-modules", status: 200, framable: false },
  { path: "/preview-frame/autumn-living?device=mobile&store=3", status: 200, framable: true },
];

describe("security headers", () => {
  let t: TestPage;

  beforeEach(async () => {
    t = await openTestPage();
  });

  it.each(HTML_PAGES)("$path ($status) sends the CSP and hardening headers and a nonce on every script", async ({ path, status, framable }) => {
    const response = await t.open(path);
    expect(response.status()).toBe(status);
    if (status !== 200) expect(takeDocumentStatusMessage(t.problems, url(path), status)).toBe(1);
    const headers = response.headers();

    const csp = parseCsp(headers["content-security-policy"]);
    const scriptSrc = csp.get("script-src") ?? [];
    const nonceSource = scriptSrc.find((source) => source.startsWith("'nonce-"));
    expect(scriptSrc[0]).toBe("'self'");
    expect(nonceSource).toMatch(/^'nonce-[A-Za-z0-9+/=]{16,}'$/);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(csp.get("frame-ancestors")).toEqual([framable ? "'self'" : "'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
    expect(headers["x-powered-by"]).toBeUndefined();

    // Every <script> the server wrote carries this response's nonce. (The DOM hides nonce
    // values from getAttribute, so this reads the HTML as sent.)
    const nonce = nonceSource!.slice("'nonce-".length, -1);
    const scriptTags = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(scriptTags.length).toBeGreaterThanOrEqual(2);
    expect(scriptTags.filter((tag) => !tag.includes(` nonce="${nonce}"`))).toEqual([]);
    // The browser enforced that policy and still ran the app: the page hydrated (t.open
    // waits for it) and the console has no CSP violation (checked after each test).
  });

  it("gives every response its own nonce", async () => {
    const first = await t.open("/guide/autumn-living");
    const second = await t.open("/guide/autumn-living");
    const nonceOf = (header: string | undefined) => /'nonce-([^']+)'/.exec(header ?? "")?.[1];
    const a = nonceOf(first.headers()["content-security-policy"]);
    const b = nonceOf(second.headers()["content-security-policy"]);
    expect(a).toBeTruthy();
    expect(b).toBeTruthy();
    expect(a).not.toBe(b);
  });

  it("makes the browser refuse an inline script without the nonce", async () => {
    await t.open("/guide/autumn-living");
    const ran = await t.page.evaluate(async () => {
      const script = document.createElement("script");
      script.textContent = "window.__e2eInjected = true";
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return (window as unknown as { __e2eInjected?: boolean }).__e2eInjected ?? false;
    });
    expect(ran).toBe(false);
    const refused = takeProblems(t.problems, (p) => /Content Security Policy/.test(p.text) && /script-src/.test(p.text));
    expect(refused.length).toBe(1);
  });

  it("lets only the preview's device frame be framed, and only by the app itself", async () => {
    // A same-origin host page (served by the test, never by the app) frames two pages.
    const hostUrl = url("/__e2e/frame-host");
    await t.page.route(hostUrl, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><title>host</title>
          <iframe name="guide" src="/guide/autumn-living" width="800" height="400"></iframe>
          <iframe name="preview" src="/preview-frame/autumn-living?device=mobile&store=3" width="375" height="400"></iframe>`,
      }),
    );
    await t.page.goto(hostUrl, { waitUntil: "load" });

    const previewFrame = t.page.frame({ name: "preview" });
    expect(previewFrame).not.toBeNull();
    await waitForHydration(previewFrame!);
    expect(await previewFrame!.locator("h1").textContent()).toBe("Autumn Living Room Sale");

    // The guide frame shows Chromium's blocked-frame error page instead of the guide.
    const guideFrame = t.page.frame({ name: "guide" });
    expect(guideFrame).not.toBeNull();
    expect(guideFrame!.url()).not.toBe(url("/guide/autumn-living"));
    expect(await guideFrame!.locator("section.lp-module").count()).toBe(0);
    expect(await guideFrame!.evaluate(() => document.body.innerText)).not.toContain("Autumn Living Room Sale");
    // Only the guide sends frame-ancestors 'none' here; the preview frame sends 'self'.
    const refused = takeProblems(t.problems, (p) => /frame-ancestors/.test(p.text));
    expect(refused.map((p) => p.text)).toEqual([expect.stringContaining(`"frame-ancestors 'none'"`)]);
  });
});

describe("redirects and the not-found page", () => {
  it("redirects a guide without page info to the home page", async () => {
    const raw = await fetch(url("/guide/no-page-info"), { redirect: "manual", signal: AbortSignal.timeout(5_000) });
    expect(raw.status).toBe(302);
    expect(raw.headers.get("location")).toBe("/");

    const t = await openTestPage();
    const response = await t.open("/guide/no-page-info");
    expect(t.page.url()).toBe(`${baseUrl()}/`);
    expect(response.status()).toBe(200);
    expect(response.request().redirectedFrom()?.url()).toBe(url("/guide/no-page-info"));
    expect(await t.page.locator("h1").count()).toBe(1);
    expect(await t.page.locator(".home").count()).toBe(1);
  });

  it.each([
    { path: "/guide/does-not-exist", device: "desktop" as const },
    { path: "/guide/does-not-exist", device: "mobile" as const },
    { path: "/no/such/page", device: "desktop" as const },
  ])("answers $path with 404 and the not-found page ($device)", async ({ path, device }) => {
    const t = await openTestPage(device);
    const response = await t.open(path);
    expect(response.status()).toBe(404);
    expect(takeDocumentStatusMessage(t.problems, url(path), 404)).toBe(1);
    const { page } = t;

    expect(await page.title()).toBe("404 Not Found");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("NOINDEX,NOFOLLOW");
    expect(await page.locator('link[rel="canonical"]').evaluateAll((links) => links.map((l) => l.getAttribute("href")))).toEqual([
      `${baseUrl()}/404`,
    ]);
    expect(await page.locator("html").getAttribute("data-device")).toBe(device);
    const graphic = page.locator(".not-found__graphic");
    expect(await graphic.isVisible()).toBe(true);
    expect((await graphic.textContent())?.replace(/\s/g, "")).toBe("404");
    // Big: several times the size of the page's body text.
    const sizes = await graphic.evaluate((el) => ({
      graphic: parseFloat(getComputedStyle(el).fontSize),
      body: parseFloat(getComputedStyle(document.body).fontSize),
    }));
    expect(sizes.graphic).toBeGreaterThan(4 * sizes.body);
    expect(await page.locator("h1").count()).toBe(1);
    // No landing content leaks into the error page.
    expect(await page.locator("section.lp-module").count()).toBe(0);
  });
});

describe("health check", () => {
  it("answers /healthz with 200 and JSON", async () => {
    const response = await fetch(url("/healthz"), { signal: AbortSignal.timeout(5_000) });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ ok: true });
  });
});

describe("the device signal (one normalised signal, never the raw user agent)", () => {
  const CHROME_DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36";
  const page = (headers: Record<string, string>) => fetch(url("/guide/autumn-living"), { headers, signal: AbortSignal.timeout(10_000) });
  const deviceOf = async (response: Response) => /<html[^>]* data-device="(\w+)"/.exec(await response.text())?.[1];

  it("takes a CDN's CloudFront-Is-Mobile-Viewer when the browser sends no client hint", async () => {
    expect(await deviceOf(await page({ "user-agent": CHROME_DESKTOP, "cloudfront-is-mobile-viewer": "true" }))).toBe("mobile");
    expect(await deviceOf(await page({ "user-agent": CHROME_DESKTOP, "cloudfront-is-mobile-viewer": "false" }))).toBe("desktop");
  });

  it("names only the normalised signals in Vary on guide HTML", async () => {
    const vary = (await page({ "user-agent": CHROME_DESKTOP })).headers.get("vary") ?? "";
    const names = vary.split(",").map((name) => name.trim().toLowerCase());
    expect(names).toEqual(expect.arrayContaining(["sec-ch-ua-mobile", "cloudfront-is-mobile-viewer"]));
    expect(names).not.toContain("user-agent");
  });
});
