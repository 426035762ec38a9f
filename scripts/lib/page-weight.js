// What a page costs a shopper's browser in JavaScript (issue 15, item 7): every script
// Chromium loads for the page, opened on a desktop or a phone and scrolled to the bottom so
// that what loads near the viewport (lazy modules, players) counts too. Sizes are the files'
// own bytes gzipped at one fixed level, so they compare across runs whatever the server sends.
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { findChromium } from "../find-chromium.js";

export const GZIP_LEVEL = 9;

/** The two devices as the e2e suite opens them (tests/e2e/browser.ts), with the client hint a browser sends. */
const DEVICES = {
  desktop: { viewport: { width: 1440, height: 900 }, extraHTTPHeaders: { "sec-ch-ua-mobile": "?0" } },
  mobile: {
    viewport: { width: 375, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
    extraHTTPHeaders: { "sec-ch-ua-mobile": "?1" },
  },
};

/** Opens one Chromium for a set of measurements; `close` when done. */
export async function openBrowser() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error("no Chromium found: install it with apt-get install -y chromium or set CHROMIUM_PATH");
  const browser = await chromium.launch({
    executablePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update"],
  });
  return {
    /**
     * The scripts one page loads on `device`, scrolled to the bottom.
     * @param {string} pageUrl
     * @param {"desktop" | "mobile"} device
     */
    async scripts(pageUrl, device) {
      const context = await browser.newContext(DEVICES[device]);
      try {
        const page = await context.newPage();
        /** @type {Map<string, Promise<Buffer>>} */
        const bodies = new Map();
        page.on("response", (response) => {
          if (response.request().resourceType() !== "script" || bodies.has(response.url())) return;
          // Chromium undoes the Content-Encoding: these are the file's own bytes.
          bodies.set(response.url(), response.body().catch(() => Buffer.alloc(0)));
        });
        await page.goto(pageUrl, { waitUntil: "load" });
        // Half a screen at a time, pausing so that what starts near the viewport can ask for its code.
        await page.evaluate(async () => {
          for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 60));
          }
          window.scrollTo(0, document.documentElement.scrollHeight);
        });
        await page.waitForLoadState("networkidle");
        const files = await Promise.all(
          [...bodies].map(async ([url, body]) => {
            const raw = await body;
            return { path: new URL(url).pathname, bytes: raw.length, gzipBytes: gzipSync(raw, { level: GZIP_LEVEL }).length };
          }),
        );
        files.sort((a, b) => b.gzipBytes - a.gzipBytes);
        return {
          files: files.length,
          bytes: files.reduce((sum, file) => sum + file.bytes, 0),
          gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
          all: files,
        };
      } finally {
        await context.close();
      }
    },
    close: () => browser.close(),
  };
}
