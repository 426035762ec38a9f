import { describe, expect, it } from "vitest";
import { translatorFor as pageTranslatorFor } from "~/lib/i18n";
import { MESSAGES, messagesFor, translatorFor } from "~/lib/i18n.server";

const SPEC_KEYS = [
  "ThirtyTwoTips.name",
  "ThirtyTwoTips.state",
  "ThirtyTwoTips.email",
  "ThirtyTwoTips.phone",
  "ThirtyTwoTips.input",
  "ThirtyTwoTips.select",
  "WrongEmail",
  "PleaseEnterPhoneNumberCorrect",
  "SubmitSuccess",
  "CouponGetToast",
  "Video_cant_be_played",
  "content404",
  "button404",
  "tips404",
  "PleaseMake",
  "valid_zip_code",
  "CorrectZipCodeNumber",
  "NotShipTips",
  "NoReviews",
  "notReviewsNotice",
];

function keysOf(messages: Record<string, unknown>, prefix = ""): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    value && typeof value === "object" ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe("i18n", () => {
  it("reuses one translate function per language and set of namespaces", () => {
    const parts = (language: "de" | "fr") => [messagesFor(language, ["common"]), messagesFor(language, ["modules", "landing"])];
    const first = pageTranslatorFor("de", parts("de"));
    expect(pageTranslatorFor("de", parts("de"))).toBe(first);
    expect(pageTranslatorFor("de", parts("de").reverse())).toBe(first);
    expect(pageTranslatorFor("fr", parts("fr"))).not.toBe(first);
    expect(pageTranslatorFor("de", [messagesFor("de", ["common"])])).not.toBe(first);
  });

  it("translates only what the page's namespaces carry", () => {
    const landing = pageTranslatorFor("en", [messagesFor("en", ["common"]), messagesFor("en", ["modules", "landing"])]);
    expect(landing("CouponGetToast")).toBe(MESSAGES.en.CouponGetToast);
    expect(landing("backToTop")).toBe(MESSAGES.en.backToTop);
    expect(landing("NoReviews")).toBe("NoReviews");
  });

  it("translates synchronously in the store's language", () => {
    expect(translatorFor("de")("backToTop")).toBe("Nach oben");
    expect(translatorFor("it")("notFound.goHome")).toBe("Vai alla home page");
  });

  it("has every spec message key in all four languages", () => {
    for (const language of ["en", "de", "fr", "it"] as const) {
      const t = translatorFor(language);
      for (const key of SPEC_KEYS) expect(t(key), `${language}: ${key}`).not.toBe(key);
    }
  });

  it("has the same keys in every language", () => {
    const english = keysOf(MESSAGES.en).sort();
    for (const language of ["de", "fr", "it"] as const) expect(keysOf(MESSAGES[language]).sort()).toEqual(english);
  });

  it("fills the postcode message parameters", () => {
    expect(translatorFor("en")("valid_zip_code", { 0: 5, 1: "US" })).toBe("Please enter a valid 5-digit US zip code");
  });
});
