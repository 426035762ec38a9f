import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "~/lib/i18n.server";
import { createTranslator } from "~schemas/rules/translate";

/** Every key of a catalogue, plural forms folded into their base key. */
function keysOf(messages: Record<string, unknown>, prefix = ""): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    value && typeof value === "object" ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`.replace(/_(zero|one|two|few|many|other)$/, "")],
  );
}

/** The catalogue read by i18next as it was configured before (the conventions the messages were written for). */
function i18nextTranslator(language: string, messages: Record<string, unknown>) {
  const instance = createInstance();
  void instance.init({ lng: language, fallbackLng: false, resources: { [language]: { translation: messages } }, initImmediate: false, interpolation: { escapeValue: false } });
  return instance.getFixedT(language);
}

describe("createTranslator", () => {
  it("reads nested keys, interpolates, and answers a missing key with the key", () => {
    const t = createTranslator("en", { a: { b: "Hello {{name}}, {{ name }}!" }, plain: "x" });
    expect(t("a.b", { name: "Ada" })).toBe("Hello Ada, Ada!");
    expect(t("a.b")).toBe("Hello {{name}}, {{ name }}!");
    expect(t("a.b", { other: 1 })).toBe("Hello {{name}}, {{ name }}!");
    expect(t("plain", { name: "Ada" })).toBe("x");
    expect(t("a")).toBe("a");
    expect(t("missing.key")).toBe("missing.key");
  });

  it("picks the plural form by the language's rules and falls back to _other, then the key itself", () => {
    const messages = { n_one: "{{count}} item", n_other: "{{count}} items", only_other: "{{count}} things", bare: "{{count}} as is" };
    const en = createTranslator("en", messages);
    expect([0, 1, 2].map((count) => en("n", { count }))).toEqual(["0 items", "1 item", "2 items"]);
    expect(en("only", { count: 1 })).toBe("1 things");
    expect(en("bare", { count: 3 })).toBe("3 as is");
    // French counts 0 as singular.
    expect(createTranslator("fr", messages)("n", { count: 0 })).toBe("0 item");
  });

  it("gives what i18next gives for every key of every language, with and without values", () => {
    const values = { count: 3, index: 2, name: "Ada", amount: "€5", percent: 40, days: 2, number: 7, total: 9, min: 1, max: 10, price: "$1", code: "X1", email: "a@b.co" };
    let compared = 0;
    for (const [language, messages] of Object.entries(MESSAGES)) {
      const ours = createTranslator(language, messages);
      const theirs = i18nextTranslator(language, messages);
      for (const key of new Set(keysOf(messages))) {
        for (const count of [0, 1, 2, 5, 21]) {
          expect(ours(key, { ...values, count }), `${language} ${key} count=${count}`).toBe(theirs(key, { ...values, count }));
        }
        expect(ours(key), `${language} ${key}`).toBe(theirs(key));
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(4 * 400);
  });
});
