import { afterEach, describe, expect, it } from "vitest";
import { DEVICE_VARY, readDevice, selectDevice } from "~schemas/rules/device";
import { getShopper, resolveRequestStore } from "~/lib/shopper.server";
import { zipCookie } from "~/lib/cookies.server";
import { cookiePair } from "../../server/cookies.js";
import { getStore, resolveStoreId, STORE_IDS, storeData, storeFromData } from "~schemas/rules/stores";
import { STORES } from "~schemas/rules/store-table.server";

const request = (url: string, headers: Record<string, string> = {}) => new Request(`http://shop.test${url}`, { headers });
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36";

describe("device selection (DESIGN.md)", () => {
  it("says what decided the device: the address, a device header, or only the user agent", () => {
    expect(readDevice(request("/?device=mobile", { "user-agent": CHROME }))).toEqual({ device: "mobile", source: "query" });
    expect(readDevice(request("/", { "cloudfront-is-mobile-viewer": "true", "user-agent": CHROME }))).toEqual({ device: "mobile", source: "header" });
    expect(readDevice(request("/", { "user-agent": IPHONE }))).toEqual({ device: "mobile", source: "user-agent" });
  });

  it("lets ?device= override everything", () => {
    expect(selectDevice(request("/?device=mobile", { "sec-ch-ua-mobile": "?0", "user-agent": CHROME }))).toBe("mobile");
    expect(selectDevice(request("/?device=desktop", { "user-agent": IPHONE }))).toBe("desktop");
  });

  it("uses the Sec-CH-UA-Mobile client hint before the user agent", () => {
    expect(selectDevice(request("/", { "sec-ch-ua-mobile": "?1", "user-agent": CHROME }))).toBe("mobile");
    expect(selectDevice(request("/", { "sec-ch-ua-mobile": "?0", "user-agent": IPHONE }))).toBe("desktop");
  });

  it("takes a CDN's device header (CloudFront-Is-Mobile-Viewer) after the client hint", () => {
    expect(selectDevice(request("/", { "cloudfront-is-mobile-viewer": "true", "user-agent": CHROME }))).toBe("mobile");
    expect(selectDevice(request("/", { "cloudfront-is-mobile-viewer": "false", "user-agent": IPHONE }))).toBe("desktop");
    expect(selectDevice(request("/", { "sec-ch-ua-mobile": "?0", "cloudfront-is-mobile-viewer": "true" }))).toBe("desktop");
    expect(selectDevice(request("/", { "cloudfront-is-mobile-viewer": "maybe", "user-agent": IPHONE }))).toBe("mobile");
  });

  it("varies by the normalised signals only, never by the user agent", () => {
    expect(DEVICE_VARY.split(/,\s*/)).toEqual(["Sec-CH-UA-Mobile", "CloudFront-Is-Mobile-Viewer"]);
  });

  it("falls back to the user agent only without any signal, then desktop", () => {
    expect(selectDevice(request("/", { "user-agent": IPHONE }))).toBe("mobile");
    expect(selectDevice(request("/", { "user-agent": CHROME }))).toBe("desktop");
    expect(selectDevice(request("/"))).toBe("desktop");
  });

  it("ignores an unknown ?device= value", () => {
    expect(selectDevice(request("/?device=tv", { "user-agent": IPHONE }))).toBe("mobile");
  });
});

describe("store selection", () => {
  const original = process.env.STORE_ID;
  afterEach(() => {
    // Assigning undefined would store the string "undefined", which STORE_ID refuses.
    if (original === undefined) delete process.env.STORE_ID;
    else process.env.STORE_ID = original;
  });

  it("defaults to store 3 and falls back to it for unknown ids", () => {
    expect(resolveStoreId(undefined)).toBe(3);
    expect(resolveStoreId("2")).toBe(3);
    expect(resolveStoreId("5")).toBe(5);
  });

  it("takes STORE_ID, and lets only preview pages switch it with ?store=", async () => {
    process.env.STORE_ID = "4";
    expect((await resolveRequestStore(request("/guide/x?store=5"))).id).toBe(4);
    expect((await resolveRequestStore(request("/preview/x?store=5"))).id).toBe(5);
    expect((await resolveRequestStore(request("/preview-frame/x?store=6"))).language).toBe("fr");
    // An unknown ?store= falls back to the default store, as before.
    expect((await resolveRequestStore(request("/preview/x?store=2"))).id).toBe(3);
  });

  it("refuses an unknown STORE_ID instead of falling back (server/env.js)", async () => {
    process.env.STORE_ID = "2";
    await expect(resolveRequestStore(request("/guide/x"))).rejects.toThrow('STORE_ID="2": expected one of 1, 3, 4, 5, 6, 7, 8, 9');
  });

  it("ignores ?store= on preview paths a request may not see (PREVIEW_TOKEN)", async () => {
    const { PREVIEW_TOKEN, NODE_ENV } = process.env;
    try {
      process.env.STORE_ID = "3";
      process.env.PREVIEW_TOKEN = "let-me-in";
      expect((await resolveRequestStore(request("/preview/x?store=5"))).id).toBe(3);
      expect((await resolveRequestStore(request("/preview/x?store=5", { "x-preview-token": "let-me-in" }))).id).toBe(5);
    } finally {
      process.env.PREVIEW_TOKEN = PREVIEW_TOKEN;
      if (PREVIEW_TOKEN === undefined) delete process.env.PREVIEW_TOKEN;
      process.env.NODE_ENV = NODE_ENV;
    }
  });
});

describe("store table", () => {
  it("covers stores 1 and 3-9", () => {
    expect(STORE_IDS).toEqual([1, 3, 4, 5, 6, 7, 8, 9]);
    expect(Object.keys(STORES).map(Number)).toEqual(STORE_IDS);
  });

  it("sends a store's rules to the browser as JSON and gets them back whole, patterns included", () => {
    for (const id of STORE_IDS) {
      const sent = JSON.parse(JSON.stringify(storeData(getStore(id))));
      expect(storeFromData(sent)).toEqual(getStore(id));
    }
    const phone = storeFromData(JSON.parse(JSON.stringify(storeData(getStore(3))))).phoneRule;
    expect(phone.kind === "pattern" && phone.pattern.test("(555) 123-4567")).toBe(true);
  });

  it("gives each store its language: 5 German, 6 French, 7 Italian, the rest English", () => {
    expect(STORE_IDS.map((id) => [id, getStore(id).language])).toEqual([
      [1, "en"], [3, "en"], [4, "en"], [5, "de"], [6, "fr"], [7, "it"], [8, "en"], [9, "en"],
    ]);
  });

  it("uses euro in 5-7 and the spec's tax texts", () => {
    expect([5, 6, 7].map((id) => STORES[id as 5].currency)).toEqual(["EUR", "EUR", "EUR"]);
    expect(STORES[5].taxText).toBe("inkl. MwSt. & Lieferkosten");
    expect(STORES[6].taxText).toBe("TVA et frais de livraison inclus");
    expect(STORES[7].taxText).toBe("IVA inclusa, Consegna gratuita");
    expect(STORES[8].taxText).toBe("GST & Shipping Fee included");
  });

  it("writes coupon dates month-first only in stores 3 and 4", () => {
    expect(STORE_IDS.filter((id) => STORES[id].dateOrder === "MDY")).toEqual([3, 4]);
  });

  it("validates North-American phone numbers in stores 1, 3, 4 and 9, and 8-11 characters in store 8", () => {
    for (const id of [1, 3, 4, 9] as const) {
      const rule = STORES[id].phoneRule;
      expect(rule.kind === "pattern" && ["(555) 123-4567", "555-123-4567", "5551234567"].every((n) => rule.pattern.test(n))).toBe(true);
      expect(rule.kind === "pattern" && rule.pattern.test("55-123-4567")).toBe(false);
    }
    expect(STORES[8].phoneRule).toEqual({ kind: "length", min: 8, max: 11 });
  });

  it("uses the spec's postcode messages: valid_zip_code 5/US in store 3, 6/CA in store 4", () => {
    expect(STORES[3].postcodeRule).toMatchObject({ messageKey: "valid_zip_code", params: [5, "US"] });
    expect(STORES[4].postcodeRule).toMatchObject({ messageKey: "valid_zip_code", params: [6, "CA"] });
    expect(STORES[5].postcodeRule.messageKey).toBe("CorrectZipCodeNumber");
  });
});

describe("the shopper's region (landing spec 7: from the saved zip object, default 'CA')", () => {
  const context = { cspNonce: "n", clientToken: "t" };
  const regionOf = async (cookie?: string) => (await getShopper(request("/guide/x", cookie ? { cookie } : {}), context)).regionCode;

  it("reads regionCode from the zip cookie", async () => {
    const zip = await cookiePair(zipCookie, { postcode: "10001", regionCode: "NY", regionName: "New York", city: "New York" });
    expect(await regionOf(`other=1; ${zip}`)).toBe("NY");
  });

  it("falls back to CA without a cookie, with an unreadable cookie or an odd code", async () => {
    expect(await regionOf()).toBe("CA");
    expect(await regionOf("zip=%7Bnot-json")).toBe("CA");
    expect(await regionOf(`zip=${encodeURIComponent(JSON.stringify({ regionCode: "NY" }))}`)).toBe("CA");
    expect(await regionOf(await cookiePair(zipCookie, { regionCode: "<script>" }))).toBe("CA");
    expect(await regionOf(await cookiePair(zipCookie, "NY"))).toBe("CA");
  });
});
