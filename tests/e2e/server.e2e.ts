/**
 * What the server promises around the pages: security headers, script hashes on shared pages
 * and nonces on personal ones (and that the browser enforces them), HTTP caching, redirects,
 * the not-found page and the health check.
 */
import { createHash } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cookiePair, loginTokenCookie, reviewEmailCookie, zipCookie } from "../../server/cookies.js";
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

/** Shared pages are the same for everyone (hashes); the preview answers by who asks (nonce). */
const HTML_PAGES = [
  { path: "/guide/autumn-living", status: 200, framable: false, shared: true },
  { path: "/harlow-sofa.html", status: 200, framable: false, shared: true },
  { path: "/guide/does-not-exist", status: 404, framable: false, shared: true },
  { path: "/no/such/page", status: 404, framable: false, shared: true },
  { path: "/preview", status: 200, framable: false, shared: false },
  { path: "/preview/broken-modules", status: 200, framable: false, shared: false },
  { path: "/preview-frame/autumn-living?device=mobile&store=3", status: 200, framable: true, shared: false },
];

/** The inline scripts of an HTML document as sent (JSON data blocks are not scripts that run). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes ?? "") && !/application\/(ld\+)?json/.test(attributes ?? ""))
    .map(([, , body]) => body ?? "");
}

const sha256Source = (script: string) => `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;

describe("security headers", () => {
  let t: TestPage;

  beforeEach(async () => {
    t = await openTestPage();
  });

  it.each(HTML_PAGES)("$path ($status) sends the CSP and hardening headers, and names every inline script (shared: $shared)", async ({ path, status, framable, shared }) => {
    const response = await t.open(path);
    expect(response.status()).toBe(status);
    if (status !== 200) expect(takeDocumentStatusMessage(t.problems, url(path), status)).toBe(1);
    const headers = response.headers();

    const csp = parseCsp(headers["content-security-policy"]);
    const scriptSrc = csp.get("script-src") ?? [];
    const nonceSource = scriptSrc.find((source) => source.startsWith("'nonce-"));
    expect(scriptSrc[0]).toBe("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(csp.get("frame-ancestors")).toEqual([framable ? "'self'" : "'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
    expect(headers["x-powered-by"]).toBeUndefined();

    const html = await response.text();
    const scriptTags = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scriptTags.length).toBeGreaterThanOrEqual(2);
    if (shared) {
      // The same bytes go to everyone, so no nonce: the policy lists each inline script's hash.
      expect(nonceSource).toBeUndefined();
      expect(scriptTags.filter((tag) => tag.includes(" nonce="))).toEqual([]);
      const scripts = inlineScripts(html);
      expect(scripts.length).toBeGreaterThanOrEqual(2);
      expect(scripts.map(sha256Source).filter((source) => !scriptSrc.includes(source))).toEqual([]);
    } else {
      // Every <script> the server wrote carries this response's nonce. (The DOM hides nonce
      // values from getAttribute, so this reads the HTML as sent.)
      expect(nonceSource).toMatch(/^'nonce-[A-Za-z0-9+/=]{16,}'$/);
      const nonce = nonceSource!.slice("'nonce-".length, -1);
      expect(scriptTags.filter((tag) => !tag.includes(` nonce="${nonce}"`))).toEqual([]);
    }
    // The browser enforced that policy and still ran the app: the page hydrated (t.open
    // waits for it) and the console has no CSP violation (checked after each test).
  });

  it("gives every personal response its own nonce", async () => {
    const first = await t.open("/preview/broken-modules");
    const second = await t.open("/preview/broken-modules");
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

describe("HTTP caching (shared pages, personal pages)", () => {
  const get = (path: string, headers: Record<string, string> = {}) => fetch(url(path), { headers, redirect: "manual", signal: AbortSignal.timeout(10_000) });
  const NEW_YORK = { postcode: "10013", regionCode: "NY", regionName: "New York", city: "New York" };
  // Chrome's own Accept-Encoding, so the encoding a page goes out in is the one browsers get.
  const DESKTOP_SIGNAL = { "sec-ch-ua-mobile": "?0", "accept-encoding": "gzip, deflate, br, zstd" };

  it("has a CDN revalidate every time a page whose device only the user agent told", async () => {
    const iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1";
    const desktopByHeader = await get("/guide/autumn-living", DESKTOP_SIGNAL);
    const desktopByAgent = await get("/guide/autumn-living", { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0" });
    const mobileByAgent = await get("/guide/autumn-living", { "user-agent": iphone });
    for (const response of [desktopByAgent, mobileByAgent]) {
      expect(response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=0, must-revalidate");
    }
    // The Vary a CDN sees cannot tell these apart, so it asks; the ETag tells which page it holds.
    expect(desktopByAgent.headers.get("vary")).toBe(desktopByHeader.headers.get("vary"));
    expect(mobileByAgent.headers.get("etag")).not.toBe(desktopByHeader.headers.get("etag"));
    const held = desktopByHeader.headers.get("etag")!;
    expect((await get("/guide/autumn-living", { "user-agent": iphone, "if-none-match": held })).status).toBe(200);
  });

  it.each(["/guide/autumn-living", "/harlow-sofa.html"])("%s is public for a CDN, with an ETag, a Cache-Tag and no cookie", async (page) => {
    // A key of its own: an entry other tests left may be stale, and its refresh (a new render,
    // a new page time) would change the ETag in the middle of this test.
    const path = `${page}?etag-test=${Date.now()}`;
    const first = await get(path, DESKTOP_SIGNAL);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
    expect(first.headers.get("set-cookie")).toBeNull();
    expect(first.headers.get("cache-tag")).toMatch(page.startsWith("/guide/") ? /^template:autumn-living$/ : /(^|,)product:harlow-sofa\.html(,|$)/);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/"[\w-]{20,}"$/);
    // Sent as kept, brotli to a browser that takes it, gzip or plain to others (fetch undoes both).
    expect(first.headers.get("content-encoding")).toBe("br");
    const body = await first.text();

    const again = await get(path, DESKTOP_SIGNAL);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe(body);
    for (const [accepted, sent] of [["gzip, deflate", "gzip"], ["identity", null]] as const) {
      const other = await get(path, { ...DESKTOP_SIGNAL, "accept-encoding": accepted });
      expect(other.headers.get("content-encoding")).toBe(sent);
      expect(other.headers.get("etag")).toBe(etag);
      expect(await other.text()).toBe(body);
    }

    const revalidated = await get(path, { ...DESKTOP_SIGNAL, "if-none-match": etag! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("etag")).toBe(etag);
    expect(await revalidated.text()).toBe("");

    // The other device is another page, with its own ETag.
    const mobile = await get(path, { "sec-ch-ua-mobile": "?1" });
    expect(mobile.headers.get("etag")).not.toBe(etag);
    expect(await get(path, { "if-none-match": etag!, "sec-ch-ua-mobile": "?1" }).then((r) => r.status)).toBe(200);
  });

  it("gives the guest token on the first API call, never with a page", async () => {
    expect((await get("/guide/autumn-living")).headers.get("set-cookie")).toBeNull();
    const cart = await get("/api/cart");
    expect(cart.headers.get("set-cookie")).toMatch(/^ct=/);
    expect(cart.headers.get("cache-control")).toBe("private, no-store");
    // An API route reads the token it gave (API answers are never shared renders without cookies).
    const again = await get("/api/cart", { cookie: cart.headers.get("set-cookie")!.split(";")[0]! });
    expect(again.headers.get("set-cookie")).toBeNull();
  });

  it("gives a logged-in shopper the shared page: the browser reads the account (docs/accounts.md)", async () => {
    const guest = await get("/guide/autumn-living?login-test=1", DESKTOP_SIGNAL);
    const login = await get("/guide/autumn-living?login-test=1", { ...DESKTOP_SIGNAL, cookie: await cookiePair(loginTokenCookie, "shopper-token") });
    expect(login.headers.get("cache-control")).toMatch(/^public/);
    expect(login.headers.get("etag")).toBe(guest.headers.get("etag"));
  });

  it("renders a page for a guest with an order's review e-mail privately, with a nonce", async () => {
    const personal = await get("/guide/autumn-living", { cookie: await cookiePair(reviewEmailCookie, { 501: "jamie.rivera@example.com" }) });
    expect(personal.headers.get("cache-control")).toBe("private, no-store");
    expect(personal.headers.get("etag")).toBeNull();
    expect(personal.headers.get("content-security-policy")).toMatch(/'nonce-/);
  });

  it("gives a shopper with a saved postcode the shared page, which knows no postcode", async () => {
    const [shared, withZip] = await Promise.all([
      get("/harlow-sofa.html?zip-test=1", DESKTOP_SIGNAL),
      get("/harlow-sofa.html?zip-test=1", { ...DESKTOP_SIGNAL, cookie: await cookiePair(zipCookie, NEW_YORK) }),
    ]);
    expect(withZip.headers.get("cache-control")).toMatch(/^public/);
    expect(withZip.headers.get("etag")).toBe(shared.headers.get("etag"));
    const html = await withZip.text();
    expect(html).not.toContain("10013");
    expect(html).not.toContain('"regionCode":"NY"');
  });

  it("never gives one shopper's values to another, even when they ask at the same moment", async () => {
    // With an order's review e-mail, so the page is theirs, postcode included.
    const cookie = `${await cookiePair(reviewEmailCookie, { 501: "jamie.rivera@example.com" })}; ${await cookiePair(zipCookie, NEW_YORK)}`;
    const [mine, ...others] = await Promise.all([
      get("/harlow-sofa.html?shared-test=1", { cookie }),
      ...Array.from({ length: 4 }, () => get("/harlow-sofa.html?shared-test=1")),
    ]);
    const myHtml = await mine!.text();
    // The postcode and its region are in the page rendered for their owner…
    expect(myHtml).toContain('"postcode":"10013"');
    expect(myHtml).toContain('"regionCode":"NY"');
    for (const other of others) {
      // …and in no copy anyone else gets, fresh or cached.
      const html = await other.text();
      expect(other.headers.get("cache-control")).toMatch(/^public/);
      expect(html).not.toContain("10013");
      expect(html).not.toContain('"regionCode":"NY"');
    }
    const later = await (await get("/harlow-sofa.html?shared-test=1")).text();
    expect(later).not.toContain("10013");
  });
});
