/** Messages as the catalogue holds them: nested groups of strings (`app/locales/*.json`). */
export type Messages = { readonly [key: string]: unknown };

/** Values a message interpolates; `count` also picks the plural form. */
export type TranslateValues = Readonly<Record<string, string | number | null | undefined>>;

export type Translate = (key: string, values?: TranslateValues) => string;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(messages: Messages, prefix: string, into: Map<string, string>) {
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === "string") into.set(prefix + key, value);
    else if (value && typeof value === "object") flatten(value as Messages, `${prefix}${key}.`, into);
  }
}

/** A message cut at its placeholders: text, then (name, placeholder as written, text) for each. */
type Template = readonly string[];

function templateOf(text: string): Template | null {
  if (!text.includes("{{")) return null;
  const parts = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    parts.push(text.slice(last, match.index), match[1] ?? "", match[0]);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return parts.length === 1 ? null : parts;
}

/**
 * The translate function of one language over a catalogue. The catalogue's conventions are
 * i18next's, and only these are used: dotted keys into nested groups, `{{name}}` placeholders
 * (a value missing from `values` leaves its placeholder), and plural forms as sibling keys
 * `key_one`, `key_other`… chosen for `values.count` by the language's plural rules. A key the
 * catalogue lacks reads as the key itself, on the server and in the browser alike.
 *
 * A page's render calls it a few hundred times, so what can be worked out once is: the plural
 * forms of each key, the plural category of each count, and each message's placeholders.
 */
export function createTranslator(language: string, messages: Messages): Translate {
  const texts = new Map<string, string>();
  flatten(messages, "", texts);
  const pluralForms = new Map<string, Map<string, string>>();
  for (const [key, text] of texts) {
    const suffix = PLURAL_SUFFIX.exec(key);
    if (!suffix) continue;
    const base = key.slice(0, suffix.index);
    const forms = pluralForms.get(base) ?? new Map<string, string>();
    forms.set(suffix[1] ?? "other", text);
    pluralForms.set(base, forms);
  }
  const plurals = new Intl.PluralRules(language);
  const categories = new Map<number, string>();
  const templates = new Map<string, Template | null>();

  const pluralOf = (key: string, count: number) => {
    const forms = pluralForms.get(key);
    if (!forms) return undefined;
    let category = categories.get(count);
    if (category === undefined) {
      category = plurals.select(count);
      categories.set(count, category);
    }
    return forms.get(category) ?? forms.get("other");
  };

  return (key, values) => {
    const count = values?.count;
    const text = (typeof count === "number" ? pluralOf(key, count) : undefined) ?? texts.get(key);
    if (text === undefined) return key;
    if (!values) return text;
    let template = templates.get(text);
    if (template === undefined) {
      template = templateOf(text);
      templates.set(text, template);
    }
    if (template === null) return text;
    let out = template[0] ?? "";
    for (let index = 1; index < template.length; index += 3) {
      const value = values[template[index] ?? ""];
      out += (value === undefined || value === null ? (template[index + 1] ?? "") : String(value)) + (template[index + 2] ?? "");
    }
    return out;
  };
}
