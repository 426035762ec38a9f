/**
 * Sharing and search (issue 19, item 3): the link-preview tags of landing and product pages,
 * the product page's breadcrumbs, and robots.txt. Read from the hydrated page in Chromium:
 * what a crawler that runs scripts sees, after React has had its say.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, pagePerTest, url, type Device, type TestPage } from "./browser";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The page's <meta property|name=…> tags, by their property or name. */
async function metaTags(t: TestPage): Promise<Record<string, string>> {
  return t.page.evaluate(() => {
    const tags: Record<string, string> = {};
    for (const meta of document.head.querySelectorAll("meta[property], meta[name]")) {
      tags[meta.getAttribute("property") ?? meta.getAttribute("name") ?? ""] = meta.getAttribute("content") ?? "";
    }
    return tags;
  });
}

async function structuredData(t: TestPage): Promise<Record<string, unknown>[]> {
  return t.page.evaluate(() => [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? "null")));
}

for (const device of ["desktop", "mobile"] as Device[]) {
  describe(`link previews and breadcrumbs on ${device}`, () => {
    let t: TestPage;
    pagePerTest(() => browser, device, (page) => (t = page));

    it("gives a landing page its title, description, address and first large image", async () => {
      await t.open("/guide/autumn-living");
      const tags = await metaTags(t);
      expect(tags).toMatchObject({
        "og:type": "website",
        "og:site_name": "Loftwell",
        "og:title": "Autumn Living Room Sale | Loftwell",
        "og:url": url("/guide/autumn-living"),
        "og:locale": "en_US",
        "og:image": url("/fixture-images/photos/banner-autumn-desktop.jpg"),
        "twitter:card": "summary_large_image",
        "twitter:image": url("/fixture-images/photos/banner-autumn-desktop.jpg"),
      });
      expect(tags["og:description"]).toMatch(/^Sofas, sectionals and reading chairs/);
      expect(tags["twitter:description"]).toBe(tags["og:description"]);
    });

    it("shares a page without a large image as a plain summary", async () => {
      await t.open("/guide/bare");
      const tags = await metaTags(t);
      expect(tags["og:title"]).toBe("Bare page");
      expect(tags["og:image"]).toBeUndefined();
      expect(tags["twitter:card"]).toBe("summary");
    });

    it("gives a product page its price, image and breadcrumbs", async () => {
      await t.open("/harlow-sofa.html");
      const tags = await metaTags(t);
      expect(tags).toMatchObject({
        "og:type": "product",
        "og:url": url("/harlow-sofa.html"),
        "product:price:currency": "USD",
        "twitter:card": "summary_large_image",
      });
      expect(tags["og:title"]).toMatch(/^Harlow/);
      expect(tags["product:price:amount"]).toMatch(/^\d+\.\d{2}$/);
      expect(tags["og:image"]).toMatch(new RegExp(`^${baseUrl()}/`));
      const data = await structuredData(t);
      const product = data.find((entry) => entry["@type"] === "Product") as { offers: { price: string } };
      expect(tags["product:price:amount"]).toBe(product.offers.price);
      const breadcrumbs = data.find((entry) => entry["@type"] === "BreadcrumbList") as { itemListElement: { position: number; name: string; item: string }[] };
      expect(breadcrumbs.itemListElement).toEqual([
        { "@type": "ListItem", position: 1, name: "Loftwell", item: url("/") },
        { "@type": "ListItem", position: 2, name: tags["og:title"], item: url("/harlow-sofa.html") },
      ]);
    });
  });
}

describe("robots.txt", () => {
  it("keeps crawlers out of the preview, the API and the shopper's own pages, and lets them read the rest", async () => {
    const response = await fetch(url("/robots.txt"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const rules = (await response.text()).split("\n").filter((line) => line && !line.startsWith("#"));
    expect(rules).toEqual(["User-agent: *", "Disallow: /preview", "Disallow: /preview-frame/", "Disallow: /api/", "Disallow: /wishlist"]);
  });
});
