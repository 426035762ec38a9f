import { readdir } from "node:fs/promises";
import path from "node:path";

/** Preview pages are never indexed and never kept by shared caches. */
export const PREVIEW_HEADERS = {
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "private, no-store",
};

export function fixturesDir(): string {
  return process.env.FIXTURES_DIR ?? path.join(process.cwd(), "fixtures");
}

/** The urlKeys of fixtures/templates/*.json, sorted. */
export async function listFixtureTemplates(): Promise<string[]> {
  const files = await readdir(path.join(fixturesDir(), "templates")).catch(() => []);
  return files
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.slice(0, -".json".length))
    .sort();
}
