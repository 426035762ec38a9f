import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { translatorFor } from "~/lib/i18n.server";

const ROOT = path.resolve(__dirname, "../..");
/** Where shopper-facing UI lives: every module, and the shared components. */
const SOURCE_DIRS = ["modules", "app/components"];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** Every literal key passed to `t(...)`, with the files that use it. */
function usedKeys(): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  for (const file of SOURCE_DIRS.flatMap(sourceFiles)) {
    const text = readFileSync(path.join(ROOT, file), "utf8");
    for (const match of text.matchAll(/\bt\(\s*["'`]([^"'`$]+)["'`]/g)) {
      const key = match[1]!;
      keys.set(key, [...(keys.get(key) ?? []), file]);
    }
  }
  return keys;
}

describe("i18n keys used by the UI", () => {
  const keys = usedKeys();

  it("finds the keys the modules and shared components use", () => {
    // Guards the scan itself: a broken pattern would otherwise pass with nothing to check.
    expect([...keys.keys()]).toEqual(expect.arrayContaining(["ViewMore", "carousel.next", "carousel.pause", "video.pause", "Video_cant_be_played"]));
  });

  it("has every one of them in all four languages (no English-only fallbacks)", () => {
    const missing: string[] = [];
    for (const language of ["en", "de", "fr", "it"] as const) {
      const t = translatorFor(language);
      for (const [key, files] of keys) {
        // A count reaches plural-only keys (`items_one`, `items_other`); other keys ignore it.
        if (t(key, { count: 2 }) === key) missing.push(`${language}: ${key} (${files.join(", ")})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("passes no inline default text that would hide a missing key", () => {
    const withDefaults = SOURCE_DIRS.flatMap(sourceFiles).filter((file) =>
      /\bt\(\s*["'`][^"'`]+["'`]\s*,\s*(["'`]|\{[^}]*defaultValue)/.test(readFileSync(path.join(ROOT, file), "utf8")),
    );
    expect(withDefaults).toEqual([]);
  });
});
