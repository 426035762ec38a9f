// Lighthouse's verdict on a page (issue 15, item 7): the `lighthouse` package (12.2.3, the
// last line that runs on Node 20) driving the machine's Chromium, with its default settings:
// a mobile phone and simulated throttling, performance and accessibility only.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { findChromium } from "../find-chromium.js";

/**
 * Scores (0–100) and the figures issue 15 names, for one page.
 * @param {string} pageUrl
 */
export async function lighthouseReport(pageUrl) {
  const chromePath = findChromium();
  if (!chromePath) throw new Error("no Chromium found: install it with apt-get install -y chromium or set CHROMIUM_PATH");
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"],
    logLevel: "silent",
  });
  try {
    const result = await lighthouse(pageUrl, { port: chrome.port, logLevel: "error", output: "json", onlyCategories: ["performance", "accessibility"] });
    if (!result) throw new Error(`lighthouse gave no result for ${pageUrl}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`lighthouse on ${pageUrl}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const value = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? null;
    const failing = Object.values(lhr.categories.accessibility?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
      .map((audit) => audit.id);
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      cls: value("cumulative-layout-shift"),
      tbtMs: value("total-blocking-time"),
      lcpMs: value("largest-contentful-paint"),
      fcpMs: value("first-contentful-paint"),
      failingAccessibilityAudits: failing,
    };
  } finally {
    await chrome.kill();
  }
}
