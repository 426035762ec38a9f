/**
 * A copy of the fixture back office's files with the XSS corpus in their strings
 * (tests/e2e/xss.e2e.ts): the full landing page (every module type but the lead form), the
 * forms page (lead form, FAQ), a product, and the scenes, product lists, influencers and
 * content blocks those pages read. Identifiers, codes, numbers and dates stay as they are, so
 * the pages still find their data; a string that holds JSON has its own strings replaced.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { xssCorpus } from "./xss-payloads";

/** Strings the back office uses as keys, codes and numbers: replacing them would only lose the data. */
const KEEP_KEY = /(^id$|Id$|Ids$|IdList$|^ids?$|urlkey|slug|sku|code|type|currency|status|state|date|time|lang|locale|country|region|unit|sort|zip|postcode)/i;
const URL_KEY = /(url|link|href|image|img|src|video|pic|icon|poster|background|banner|photo|avatar|thumb)/i;

/** Which strings a variant replaces: text only, addresses only, or both. */
export type Variant = "text" | "urls" | "all";
export const VARIANTS: Variant[] = ["text", "urls", "all"];

export type Placed = { text: Set<number>; urls: Set<number> };

class Mutator {
  private readonly corpus = xssCorpus();
  private next = { text: 0, urls: 0 };
  readonly placed: Placed = { text: new Set(), urls: new Set() };

  constructor(private readonly variant: Variant, offset: number) {
    this.next = { text: offset % this.corpus.text.length, urls: offset % this.corpus.urls.length };
  }

  private take(kind: "text" | "urls"): string {
    const list = this.corpus[kind];
    const index = this.next[kind]++ % list.length;
    this.placed[kind].add(index);
    return list[index]!;
  }

  value(value: unknown, key = ""): unknown {
    if (Array.isArray(value)) return value.map((item) => this.value(item, key));
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.value(v, k)]));
    if (typeof value !== "string" || KEEP_KEY.test(key) || /^-?\d+(\.\d+)?$/.test(value.trim())) return value;
    const trimmed = value.trim();
    if (trimmed.startsWith("{") || trimmed.startsWith("[")) {
      try {
        return JSON.stringify(this.value(JSON.parse(trimmed), key));
      } catch {
        // Not JSON after all: a text like any other.
      }
    }
    const isUrl = URL_KEY.test(key) || /^(\/|https?:)/.test(trimmed);
    if (isUrl && this.variant !== "text") return this.take("urls");
    if (!isUrl && this.variant !== "urls") return this.take("text");
    return value;
  }
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));

/** Where the copies are served: the guide pages' url keys and the product's page. */
export type XssPages = { guides: { variant: Variant; path: string }[]; products: { variant: Variant; path: string }[] };

/**
 * Writes the copy into a new temporary folder and says which payloads it placed (so a test can
 * check that the whole corpus went in) and which pages show them.
 */
export function writeXssFixtures(source: string): { dir: string; pages: XssPages; placed: Placed; corpus: ReturnType<typeof xssCorpus> } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "xss-fixtures-"));
  cpSync(source, dir, { recursive: true });
  const placed: Placed = { text: new Set(), urls: new Set() };
  const pages: XssPages = { guides: [], products: [] };
  const absorb = (mutator: Mutator) => {
    mutator.placed.text.forEach((n) => placed.text.add(n));
    mutator.placed.urls.forEach((n) => placed.urls.add(n));
  };
  VARIANTS.forEach((variant, v) => {
    const mutator = new Mutator(variant, v * 97);
    for (const [template, key] of [
      ["autumn-living", `xss-${variant}`],
      ["forms-edge-cases", `xss-forms-${variant}`],
    ] as const) {
      const mutated = mutator.value(readJson(path.join(source, "templates", `${template}.json`))) as Record<string, unknown>;
      writeFileSync(path.join(dir, "templates", `${key}.json`), JSON.stringify({ ...mutated, urlKey: key }));
      pages.guides.push({ variant, path: `/guide/${key}` });
    }
    writeFileSync(path.join(dir, "products", `xss-sofa-${variant}.json`), JSON.stringify(mutator.value(readJson(path.join(source, "products", "harlow-sofa.json")))));
    pages.products.push({ variant, path: `/xss-sofa-${variant}.html` });
    absorb(mutator);
  });
  // What the guide pages' modules read besides their template, once, in the "all" manner.
  const shared = new Mutator("all", 13);
  for (const file of ["scenes.json", "product-lists.json", "influencers.json", "content-blocks.json"]) {
    writeFileSync(path.join(dir, file), JSON.stringify(shared.value(readJson(path.join(source, file)))));
  }
  absorb(shared);
  return { dir, pages, placed, corpus: xssCorpus() };
}
