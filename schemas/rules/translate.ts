/** Messages as the catalogue holds them: nested groups of strings (`app/locales/*.json`). */
export type Messages = { readonly [key: string]: unknown };

/** Values a message interpolates; `count` also picks the plural form. */
export type TranslateValues = Readonly<Record<string, string | number | null | undefined>>;

export type Translate = (key: string, values?: TranslateValues) => string;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

function flatten(messages: Messages, prefix: string, into: Map<string, string>) {
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === "string") into.set(prefix + key, value);
    else if (value && typeof value === "object") flatten(value as Messages, `${prefix}${key}.`, into);
  }
}

/**
 * The translate function of one language over a catalogue. The catalogue's conventions are
 * i18next's, and only these are used: dotted keys into nested groups, `{{name}}` placeholders
 * (a value missing from `values` leaves its placeholder), and plural forms as sibling keys
 * `key_one`, `key_other`… chosen for `values.count` by the language's plural rules. A key the
 * catalogue lacks reads as the key itself, on the server and in the browser alike.
 */
export function createTranslator(language: string, messages: Messages): Translate {
  const texts = new Map<string, string>();
  flatten(messages, "", texts);
  const plurals = new Intl.PluralRules(language);
  return (key, values) => {
    const count = values?.count;
    const text = (typeof count === "number" ? (texts.get(`${key}_${plurals.select(count)}`) ?? texts.get(`${key}_other`)) : undefined) ?? texts.get(key);
    if (text === undefined) return key;
    if (!values || !text.includes("{{")) return text;
    return text.replace(PLACEHOLDER, (placeholder, name: string) => {
      const value = values[name];
      return value === undefined || value === null ? placeholder : String(value);
    });
  };
}
