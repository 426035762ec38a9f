import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadProductPage, parseDetailPath } from "~/lib/product-page.server";
import { MAX_SIMILAR, SIMILAR_MORE_URL } from "~modules/detail-buy/similar-products";
import { RETURN_EXAMPLE } from "~modules/kit/product/service-policies";
import { DESKTOP_PICTURE, MOBILE_PICTURE } from "~modules/kit/scenes/scene-data.server";
import { BACKOFFICE_URL, fixtureServer } from "../support/msw";

/**
 * Rules of the product-detail spec that had no test of their own when the conformance matrix
 * (docs/spec-conformance/product-detail.md) was written: call payloads, CSS constants, message
 * keys and policy texts.
 */

const ROOT = path.resolve(__dirname, "../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
const LANGUAGES = ["en", "de", "fr", "it"] as const;
const messages = Object.fromEntries(LANGUAGES.map((language) => [language, JSON.parse(read(`app/locales/${language}.json`)) as Record<string, unknown>]));

/** The declarations of the CSS rule for `selector` (the first rule whose selector list names it). */
function cssRule(file: string, selector: string): string {
  const css = read(file);
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = new RegExp(`(?:^|[},])\\s*${escaped}\\s*(?:,[^{]*)?\\{([^}]*)\\}`, "m").exec(css);
  if (!match) throw new Error(`${selector} is not in ${file}`);
  return match[1]!;
}

process.env.BACKOFFICE_URL = BACKOFFICE_URL;
const { server } = fixtureServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Loads a product page, streamed sections included, and answers the JSON body of each back-office call it made, by call path. */
async function callsOf(url: string): Promise<Map<string, Record<string, unknown>[]>> {
  const bodies = new Map<string, Record<string, unknown>[]>();
  const pending: Promise<void>[] = [];
  const listener = ({ request }: { request: Request }) => {
    const call = new URL(request.url).pathname.replace(/^\/api\//, "");
    pending.push(
      request
        .clone()
        .json()
        .then((body: Record<string, unknown>) => void bodies.set(call, [...(bodies.get(call) ?? []), body]))
        .catch(() => undefined),
    );
  };
  server.events.on("request:start", listener);
  try {
    const at = new URL(`http://shop.test${url}`);
    await loadProductPage(new Request(at), { cspNonce: "n", clientToken: "guest" }, parseDetailPath(at.pathname)!);
  } finally {
    server.events.removeListener("request:start", listener);
  }
  await Promise.all(pending);
  return bodies;
}

describe("detail spec 2 and 7: the calls a product page makes", () => {
  it("passes separate, separateValue, variant and the original query to getModelProductList", async () => {
    const query = "variant=44020011&separate=color&separateValue=oat&related-product=LW2002";
    const before = Date.now();
    const calls = await callsOf(`/harlow-sofa.html?${query}`);
    const [model] = calls.get("detail/model-product-list") ?? [];
    expect(model).toMatchObject({
      isCheckRedirectUrl: true,
      variant: "44020011",
      separate: "color",
      separateValue: "oat",
      paramStr: query,
      path: "/harlow-sofa.html",
      storeId: 3,
    });
    // eventId is a timestamp of the request.
    expect(model!.eventId).toBeGreaterThanOrEqual(before);
    expect(model!.eventId).toBeLessThanOrEqual(Date.now());
  });

  it("asks the coupon list by storeId, spu, sku and skuId, and the review summary by storeId, spuId and customerEmail", async () => {
    const calls = await callsOf("/harlow-sofa.html");
    expect(calls.get("detail/coupon-list")).toEqual([{ storeId: 3, spu: "LW1001", sku: "LW1001-OAT-3-SEAT", skuId: "20011" }]);
    // A guest without an order's review link sends an empty customerEmail.
    expect(calls.get("reviews/summary")).toEqual([{ storeId: 3, spuId: "501", customerEmail: "" }]);
  });

  it("asks the delivery description by sku, and a modular sofa's ottomans by sku and spu and accessories by spuId and storeId", async () => {
    const calls = await callsOf("/fern-modular-sofa.html");
    const [delivery] = calls.get("detail/delivery-description") ?? [];
    expect(delivery).toMatchObject({ sku: expect.stringMatching(/^LW1016-/) });
    expect(Object.keys(delivery!).every((key) => key === "sku" || key === "regionCode")).toBe(true);
    expect(calls.get("detail/ottoman-list")).toEqual([{ sku: delivery!.sku, spu: "LW1016" }]);
    expect(calls.get("detail/accessories-list")).toEqual([{ spuId: "516", storeId: 3 }]);
  });
});

describe("detail spec 2 and 9: layout constants", () => {
  it("draws the gallery's slides 1:1", () => {
    expect(cssRule("modules/detail-gallery/detail-gallery.css", ".detail-gallery__slide")).toMatch(/aspect-ratio:\s*1\s*\/\s*1/);
  });

  it("gives service dialogs z-index 2888 and the returns dialog 830px", () => {
    expect(cssRule("modules/detail-service/detail-service.css", ".service-dialog")).toMatch(/z-index:\s*2888\b/);
    expect(cssRule("modules/detail-service/detail-service.css", ".service-dialog--returns")).toMatch(/width:\s*830px/);
  });

  it("makes the delivery-delay dialog 888px wide on desktop", () => {
    expect(cssRule("modules/detail-buy/detail-buy.css", ".delay-dialog--desktop")).toMatch(/width:\s*888px/);
  });

  it("gives the reviews section a 3.125rem scroll margin", () => {
    // The spec's scroll padding top, kept on the section the #module-commentList anchor lands on.
    expect(cssRule("modules/detail-reviews/detail-reviews.css", ".detail-reviews")).toMatch(/scroll-margin-top:\s*3\.125rem/);
  });

  it("similar products: at most 8, 'View More' to /furniture.html", () => {
    expect(MAX_SIMILAR).toBe(8);
    expect(SIMILAR_MORE_URL).toBe("/furniture.html");
  });

  it("sizes scene pictures 2340x1404 on desktop and 562x562 on mobile", () => {
    expect(DESKTOP_PICTURE).toEqual({ width: 2340, height: 1404 });
    expect(MOBILE_PICTURE).toEqual({ width: 562, height: 562 });
  });
});

describe("detail spec 2 and 8: message keys", () => {
  const CATALOGUE = [
    "enter_email_tips",
    "NoEmail",
    "subscribeNewLetter",
    "emailSuccess",
    "WrongEmail",
    "PleaseMake",
    "AddcartSuccessfully",
    "NotShipTips",
    "valid_zip_code",
    "CorrectZipCodeNumber",
    "Video_cant_be_played",
    "notReviewsNotice",
    "NoReviews",
  ];
  const textOf = (language: (typeof LANGUAGES)[number], key: string) => messages[language]![key];

  it("has a text for every key of the error catalogue in every language", () => {
    for (const language of LANGUAGES) {
      for (const key of CATALOGUE) expect(typeof textOf(language, key), `${language} ${key}`).toBe("string");
      // The postcode errors take the spec's parameters: (5, US) / (6, CA) and the rule's length.
      expect(textOf(language, "valid_zip_code"), language).toMatch(/\{\{0\}\}[\s\S]*\{\{1\}\}|\{\{1\}\}[\s\S]*\{\{0\}\}/);
      expect(textOf(language, "CorrectZipCodeNumber"), language).toContain("{{0}}");
    }
  });

  it("the out-of-stock form's message keys exist in every language", () => {
    for (const language of LANGUAGES) {
      for (const key of ["stockout_title", "stockout_button", "stockoutTitle", "stockout_new", "stockout_like", "newStockInRegion", "OutOfStockInThisRegion"]) {
        expect(typeof textOf(language, key), `${language} ${key}`).toBe("string");
      }
    }
  });
});

describe("detail spec 9: care notes, warranty and returns", () => {
  it("says the care notes, warranty and returns terms of detail spec 9", () => {
    const service = (messages.en as { service: Record<string, Record<string, string>> }).service;
    const { panels, warrantyPolicy: warranty, returnsPolicy: returns } = service as Record<string, Record<string, string>>;
    expect(panels!.careColour).toMatch(/Colours may vary[\s\S]*reference only/);
    expect(panels!.careNatural).toMatch(/not defects/);
    expect(panels!.careSun).toMatch(/direct sunlight/);
    expect(panels!.careChemicals).toMatch(/chemicals/);
    expect(panels!.careCheck).toMatch(/from time to time/);
    expect(warranty!.furniture).toMatch(/All furniture: 2 years from the delivery date/);
    expect(warranty!.parts).toMatch(/Fabrics, seat cushions, leather covers and LED parts: 1 year/);
    expect(warranty!.since).toContain("on or after 1 July 2025");
    expect(warranty!.support).toContain("10 am to 5:30 pm EST");
    expect(returns!.qualityDeadline).toContain("7 days");
    expect(returns!.wrongDeadline).toContain("7 days");
    expect(returns!.addressCost).toContain("20% return shipping fee");
    expect(returns!.mindCost).toMatch(/20% return shipping fee[\s\S]*\{\{fee\}\} repackaging fee[\s\S]*white-glove/);
    expect(returns!.conditions).toMatch(/new, unused[\s\S]*30 days of receipt[\s\S]*proof of purchase/);
    expect(returns!.refunds).toMatch(/5–7 business days[\s\S]*immediately/);
    expect([returns!.excludedClearance, returns!.excludedCustom, returns!.excludedOffline, returns!.excludedLabelled, returns!.excludedUsed].join(" | ")).toMatch(
      /final-sale[\s\S]*made-to-order[\s\S]*offline[\s\S]*Non-Returnable[\s\S]*assembled, disassembled or used/,
    );
  });

  it("works the change-of-mind example: 500 − 100 − 59 = 341", () => {
    expect(RETURN_EXAMPLE).toEqual({ price: 500, shipping: 100, fee: 59, refund: 341 });
    expect(RETURN_EXAMPLE.price - RETURN_EXAMPLE.shipping - RETURN_EXAMPLE.fee).toBe(RETURN_EXAMPLE.refund);
    // The shipping fee is the spec's 20%.
    expect(RETURN_EXAMPLE.shipping / RETURN_EXAMPLE.price).toBe(0.2);
  });
});
