/**
 * Third-party scripts in a real browser (docs/decisions/third-party.md), desktop and mobile:
 * the help-chat launcher loads a stub widget served here on its first click, and the page
 * works when that script answers 404; the pay-later provider's script loads with its public
 * key when configured and the local 'as low as' text shows when not; store 5 shows the
 * consent banner and sends no analytics before consent; store 3 reports a product view to a
 * stub pixel. The providers are the deployment's (environment), so this file starts its own
 * app, without the page cache (each group's pages follow its environment), and a stub server
 * for the providers' scripts on another origin; the app reads the environment per request.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFixtureBackoffice } from "../../server/fixture-backoffice/index.js";
import { startApp } from "../../server/index.js";
import {
  launchBrowser,
  pagePerTest,
  parseCsp,
  readLayoutShift,
  startLayoutShiftProbe,
  takeProblems,
  waitForHydration,
  type Device,
  type TestPage,
} from "./browser";

const VARIABLES = ["STORE_ID", "PAY_LATER_SCRIPT_URL", "PAY_LATER_PUBLIC_KEY", "HELP_CHAT_SCRIPT_URL", "AD_PIXEL_SCRIPT_URL", "AD_PIXEL_ID"] as const;
const PUBLIC_KEY = "pk_test_e2e42";
const PIXEL_ID = "778899";

/** The stub providers' scripts, as a provider would write them against the page's contract. */
const STUBS: Record<string, string> = {
  "/chat.js": `window.HelpChat = { open: function () {
    var pane = document.getElementById("stub-chat");
    if (!pane) { pane = document.createElement("div"); pane.id = "stub-chat"; pane.setAttribute("role", "dialog"); pane.setAttribute("aria-label", "Stub chat"); pane.textContent = "Stub chat"; document.body.appendChild(pane); }
    pane.dataset.opened = String(Number(pane.dataset.opened || 0) + 1);
  } };`,
  "/pay-later.js": `(function () {
    var key = document.currentScript.dataset.publicKey;
    function render() { document.querySelectorAll("[data-pay-later]").forEach(function (slot) { slot.textContent = slot.dataset.payLater + " " + slot.dataset.amount + " " + key; }); }
    render();
    document.addEventListener("pay-later:refresh", render);
  })();`,
  "/pixel.js": `(function () {
    var origin = new URL(document.currentScript.src).origin, id = null;
    function handle(args) {
      if (args[0] === "init") { id = args[1]; return; }
      var p = args[2] || {};
      fetch(origin + "/pixel/event?" + new URLSearchParams({ id: id, event: args[1], value: String(p.value), currency: p.currency, content: (p.content_ids || []).join(",") }), { mode: "no-cors" });
    }
    ((window.adPixel && window.adPixel.queue) || []).forEach(handle);
    window.adPixel = function () { handle([].slice.call(arguments)); };
  })();`,
};

let browser: Browser;
let fixture: Awaited<ReturnType<typeof startFixtureBackoffice>>;
let app: Awaited<ReturnType<typeof startApp>>;
let stub: http.Server;
let stubOrigin = "";
/** What the stub server was asked, in order (path and query). */
const stubRequests: string[] = [];
const saved: Partial<Record<(typeof VARIABLES)[number] | "PAGE_CACHE", string>> = {};

beforeAll(async () => {
  stub = http.createServer((req, res) => {
    const path = req.url ?? "/";
    stubRequests.push(path);
    const body = STUBS[path.split("?")[0]!];
    if (path.startsWith("/pixel/event")) res.writeHead(204).end();
    else if (body) res.writeHead(200, { "content-type": "text/javascript", "cache-control": "no-store" }).end(body);
    else res.writeHead(404, { "content-type": "text/plain" }).end("not found");
  });
  await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", resolve));
  stubOrigin = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  for (const name of [...VARIABLES, "PAGE_CACHE"] as const) saved[name] = process.env[name];
  process.env.PAGE_CACHE = "off";
  fixture = await startFixtureBackoffice();
  app = await startApp({ port: 0, host: "127.0.0.1", backofficeUrl: fixture.url });
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await browser?.close();
  await app?.close();
  await fixture?.close();
  await new Promise((resolve) => stub?.close(resolve));
});

/** A stub script's address in a group's environment (the stub's port is known only when the group starts). */
const STUB = "{stub}";
const stubbed = (path: string) => `${STUB}${path}`;

/** The group's environment, from a clean one (set before its tests, read by the app per request). */
function configure(env: Partial<Record<(typeof VARIABLES)[number], string>>) {
  beforeAll(() => {
    for (const name of VARIABLES) delete process.env[name];
    for (const [name, value] of Object.entries(env)) process.env[name] = value.replace(STUB, stubOrigin);
  });
}

const scriptUrl = (path: string) => `${stubOrigin}${path}`;
const pageUrl = (path: string) => new URL(path, app.url).href;
const isStub = (request: Request) => request.url().startsWith(stubOrigin);

function setup(device: Device) {
  const state = { t: undefined as unknown as TestPage, stubScripts: [] as string[] };
  pagePerTest(
    () => browser,
    device,
    (page) => {
      state.t = page;
      state.stubScripts = [];
      page.page.on("request", (request) => {
        if (isStub(request) && request.resourceType() === "script") state.stubScripts.push(new URL(request.url()).pathname);
      });
    }
  );
  const open = async (path: string) => {
    const response = await state.t.page.goto(pageUrl(path), { waitUntil: "load" });
    if (!response) throw new Error(`no response for ${path}`);
    await waitForHydration(state.t.page);
    return response;
  };
  return { state, open };
}

/** Lets the browser reach idle (what loads 'on idle' has been asked for by then). */
const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => (window.requestIdleCallback ?? setTimeout)(() => setTimeout(resolve, 300))));
const press = (page: Page, selector: string, device: Device) => (device === "mobile" ? page.locator(selector).tap() : page.locator(selector).click());
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as Window & { dataLayer?: { event: string; currency?: string }[] }).dataLayer ?? []).map((entry) => ({
      event: entry.event,
      currency: entry.currency,
    }))
  );

describe.each(["desktop", "mobile"] as const)("%s", (device) => {
  describe("nothing configured: the built-in fallbacks", () => {
    configure({});
    const { state, open } = setup(device);

    it("the product page shows the local 'as low as' text, loads no provider and allows none in its CSP; the launcher opens the help centre", async () => {
      const { page } = state.t;
      const response = await open("/harlow-sofa.html");
      const csp = parseCsp(response.headers()["content-security-policy"]);
      expect([...csp.values()].flat().filter((source) => source.startsWith(stubOrigin))).toEqual([]);
      await expect.poll(() => page.locator(".detail-price__pay-later").first().textContent()).toMatch(/^as low as \$[\d,.]+\/mo over 12 monthly payments$/);
      expect(await page.locator("[data-pay-later]").count()).toBe(0);
      await settle(page);
      expect(state.stubScripts).toEqual([]);

      const launcher = page.locator(".help-chat__launcher");
      expect(await launcher.getAttribute("href")).toBe("/help-center/");
      // The help centre is the storefront's page: answered here as the storefront would.
      await page.route("**/help-center/", (route) =>
        route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Help Centre</title><h1>Help Centre</h1>" })
      );
      await press(page, ".help-chat__launcher", device);
      await expect.poll(() => page.url()).toBe(pageUrl("/help-center/"));
      expect(state.stubScripts).toEqual([]);
    });
  });

  describe("pay-later provider and chat widget configured (store 3)", () => {
    const { state, open } = setup(device);
    configure({ PAY_LATER_SCRIPT_URL: stubbed("/pay-later.js"), PAY_LATER_PUBLIC_KEY: PUBLIC_KEY, HELP_CHAT_SCRIPT_URL: stubbed("/chat.js") });

    it("loads the pay-later script with its public key when idle, and its messages are fed the amount in cents", async () => {
      const { page } = state.t;
      const response = await open("/harlow-sofa.html");
      const html = await response.text();
      // Not in the first load: the server's page names no provider script.
      expect(html).not.toContain(`src="${stubOrigin}`);
      expect(parseCsp(response.headers()["content-security-policy"]).get("script-src")).toContain(stubOrigin);
      const amount = await page.locator(".detail-price__pay-later").first().getAttribute("data-amount");
      expect(Number(amount)).toBeGreaterThanOrEqual(3500);
      await expect
        .poll(() => page.locator("[data-pay-later]").allTextContents())
        .toEqual([`instalment ${amount} ${PUBLIC_KEY}`, `pay-in-4 ${amount} ${PUBLIC_KEY}`, `wallet ${amount} ${PUBLIC_KEY}`]);
      expect(await page.locator(`script[src="${scriptUrl("/pay-later.js")}"]`).getAttribute("data-public-key")).toBe(PUBLIC_KEY);
      // The provider's message replaces the local text.
      expect(await page.locator(".detail-price__pay-later").first().isVisible()).toBe(false);
      expect(state.stubScripts).toEqual(["/pay-later.js"]);
    });

    it("loads the chat widget on the launcher's first click only, and it opens", async () => {
      const { page } = state.t;
      await open("/guide/autumn-living");
      await settle(page);
      expect(state.stubScripts).not.toContain("/chat.js");
      await press(page, ".help-chat__launcher", device);
      await expect.poll(() => page.locator("#stub-chat").getAttribute("data-opened")).toBe("1");
      expect(page.url()).toBe(pageUrl("/guide/autumn-living"));
      await press(page, ".help-chat__launcher", device);
      await expect.poll(() => page.locator("#stub-chat").getAttribute("data-opened")).toBe("2");
      expect(state.stubScripts.filter((path) => path === "/chat.js")).toHaveLength(1);
    });
  });

  describe("a chat widget that fails to load (404)", () => {
    const { state, open } = setup(device);
    configure({ HELP_CHAT_SCRIPT_URL: stubbed("/missing-chat.js") });

    it("leaves the page working: a note with the help centre's link, and the cart still opens", async () => {
      const { page } = state.t;
      await open("/harlow-sofa.html");
      await press(page, ".help-chat__launcher", device);
      const note = page.locator(".help-chat__note");
      await expect.poll(() => note.textContent()).toBe("Live chat isn't available right now. Visit the Help Centre");
      expect(page.url()).toBe(pageUrl("/harlow-sofa.html"));
      // The browser's own report of the failed request is the only console message: the page logs nothing.
      const failed = takeProblems(
        state.t.problems,
        (problem) => problem.text.includes("404") && (problem.source.includes("/missing-chat.js") || problem.text.includes("/missing-chat.js"))
      );
      expect(failed).toHaveLength(1);
      await press(page, ".cart-button", device);
      await expect.poll(() => page.locator(".cart-panel").count()).toBe(1);
      // Later clicks go to the help centre.
      expect(await page.locator(".help-chat__launcher").getAttribute("href")).toBe("/help-center/");
    });
  });

  describe("store 5: consent", () => {
    const { state, open } = setup(device);
    configure({ STORE_ID: "5", HELP_CHAT_SCRIPT_URL: stubbed("/chat.js"), AD_PIXEL_SCRIPT_URL: stubbed("/pixel.js"), AD_PIXEL_ID: PIXEL_ID });

    it("shows the banner in German and sends no analytics before consent; the cart and pay-later text work without it; accepting sends the held view", async () => {
      const { page } = state.t;
      await open("/harlow-sofa.html");
      const banner = page.getByRole("region", { name: "Cookie-Einwilligung" });
      await banner.waitFor();
      expect(await banner.textContent()).toContain("Wir möchten Cookies für Analysen, Werbung und den Live-Chat verwenden.");
      await settle(page);
      expect(await dataLayer(page)).toEqual([]);
      expect(await page.locator(".detail-price__pay-later").first().textContent()).toMatch(/^ab [\d.,]+ €\/Monat in 12 Monatsraten$/);
      await press(page, ".cart-button", device);
      await expect.poll(() => page.locator(".cart-panel").count()).toBe(1);
      await page.keyboard.press("Escape");
      expect(await dataLayer(page)).toEqual([]);
      expect(state.stubScripts).toEqual([]);

      await press(page, ".consent-banner__accept", device);
      await expect.poll(() => banner.count()).toBe(0);
      expect(await dataLayer(page)).toEqual([{ event: "product_view", currency: "EUR" }]);
      // The choice is kept: the next page asks nothing, and tracks at once.
      await open("/harlow-sofa.html");
      await settle(page);
      expect(await banner.count()).toBe(0);
      expect(await dataLayer(page)).toEqual([{ event: "product_view", currency: "EUR" }]);
      // No ad pixel outside store 3.
      expect(state.stubScripts).toEqual([]);
    });

    it("declined: nothing is sent, the chat link goes to the help centre, and 'Cookie-Einstellungen' in the footer asks again", async () => {
      const { page } = state.t;
      await open("/guide/autumn-living");
      await page.getByRole("region", { name: "Cookie-Einwilligung" }).waitFor();
      // Shown after hydration, fixed over the page: it moves nothing (shifts since the page began, buffered).
      await startLayoutShiftProbe(page);
      const shift = await readLayoutShift(page);
      expect(shift.cls, JSON.stringify(shift.entries)).toBe(0);
      await press(page, ".consent-banner__decline", device);
      await open("/harlow-sofa.html");
      await settle(page);
      expect(await page.locator(".consent-banner").count()).toBe(0);
      expect(await dataLayer(page)).toEqual([]);
      // Declined: the launcher is the help centre's link (answered here as the storefront would).
      await page.route("**/help-center/", (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Hilfe</title><h1>Hilfe</h1>" }));
      await press(page, ".help-chat__launcher", device);
      await expect.poll(() => page.url()).toBe(pageUrl("/help-center/"));
      expect(state.stubScripts).toEqual([]);
      // On a guide page (a product page's stuck buy bar can sit over the footer's last line).
      await open("/guide/autumn-living");
      await page.getByRole("button", { name: "Cookie-Einstellungen" }).click();
      const banner = page.getByRole("region", { name: "Cookie-Einwilligung" });
      expect(await banner.textContent()).toContain("Sie haben abgelehnt.");
      await press(page, ".consent-banner__accept", device);
      // Granted now: the launcher loads the widget.
      await press(page, ".help-chat__launcher", device);
      await expect.poll(() => page.locator("#stub-chat").getAttribute("data-opened")).toBe("1");
      expect(state.stubScripts).toEqual(["/chat.js"]);
    });
  });

  describe("store 3: the social-ad pixel", () => {
    const { state, open } = setup(device);
    configure({ AD_PIXEL_SCRIPT_URL: stubbed("/pixel.js"), AD_PIXEL_ID: PIXEL_ID });

    it("reports the product view in USD to the pixel through the tracker, after the first load", async () => {
      const { page } = state.t;
      const before = stubRequests.length;
      const response = await open("/harlow-sofa.html");
      expect(await response.text()).not.toContain(`src="${stubOrigin}`);
      await expect.poll(() => stubRequests.slice(before).filter((path) => path.startsWith("/pixel/event")), { timeout: 8000 }).toHaveLength(1);
      const event = new URL(stubRequests.slice(before).find((path) => path.startsWith("/pixel/event"))!, stubOrigin).searchParams;
      const tracked = await page.evaluate(() =>
        ((window as Window & { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).find((entry) => entry.event === "product_view")
      );
      expect(Object.fromEntries(event)).toEqual({
        id: PIXEL_ID,
        event: "ViewContent",
        value: String(tracked?.value),
        currency: "USD",
        content: String(tracked?.sku),
      });
      expect(state.stubScripts).toEqual(["/pixel.js"]);
      // Landing pages view no product: the pixel's script does not load there.
      state.stubScripts.length = 0;
      await open("/guide/autumn-living");
      await settle(page);
      expect(state.stubScripts).toEqual([]);
    });
  });
});
