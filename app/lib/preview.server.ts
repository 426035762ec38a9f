import { readdir } from "node:fs/promises";
import path from "node:path";
import type { AppLoadContext } from "@remix-run/node";
import { readEnv } from "../../server/env.js";
import { hasPreviewAccess } from "../../server/preview-access.js";
import { notFoundResponse } from "./not-found.server";
import { parsePreviewAt, previewSettings, type PreviewSettings } from "~schemas/rules/preview";
import { resolveRequestStore } from "./shopper.server";
import { STORES } from "~schemas/rules/store-table.server";
import { STORE_IDS, type Store, type StoreId } from "~schemas/rules/stores";

/** Preview pages are never indexed and never kept by shared caches. */
export const PREVIEW_HEADERS = {
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "private, no-store",
};

/**
 * Every preview loader and action starts here. Without access (PREVIEW_TOKEN, see
 * server/preview-access.js) the answer is the same 404 an unknown path gets, so nothing
 * tells a visitor that a preview exists.
 */
export async function requirePreviewAccess(request: Request, context: AppLoadContext): Promise<void> {
  // Exactly the not-found page any unknown path gets, recommendations included.
  if (!(await hasPreviewAccess(request.url, (name) => request.headers.get(name)))) throw await notFoundResponse(request, context);
}

/** The preview settings of a preview request (its store already resolved by the shopper context). */
export async function requestPreviewSettings(request: Request): Promise<PreviewSettings & { atInvalid: boolean }> {
  const params = new URL(request.url).searchParams;
  const settings = previewSettings(params, (await resolveRequestStore(request)).id);
  const raw = params.get("at")?.trim();
  return { ...settings, atInvalid: Boolean(raw) && settings.at === null };
}

/** The page time a preview frame renders for: `?at=` when it is a date-time, else the server's clock. */
export function previewNow(request: Request): number {
  return parsePreviewAt(new URL(request.url).searchParams.get("at")) ?? Date.now();
}

/**
 * Samples of the store's formats, made on the server and sent as text: the browser's ICU may
 * format a little differently (spaces, separators), which would break hydration.
 */
export function storeFormats(store: Store, now: number) {
  return {
    name: store.name,
    // The store switch's labels: the browser does not have the store table.
    names: Object.fromEntries(STORE_IDS.map((id) => [id, STORES[id].name])) as Record<StoreId, string>,
    locale: store.locale,
    currency: store.currency,
    price: new Intl.NumberFormat(store.locale, { style: "currency", currency: store.currency }).format(1234.5),
    time: new Intl.DateTimeFormat(store.locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(now),
  };
}

export function fixturesDir(): string {
  return readEnv().FIXTURES_DIR ?? path.join(process.cwd(), "fixtures");
}

/** The names (without .json) of the JSON files in a fixtures folder, sorted. */
export async function listFixtureFiles(folder: string): Promise<string[]> {
  const files = await readdir(path.join(fixturesDir(), folder)).catch(() => []);
  return files
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.slice(0, -".json".length))
    .sort();
}

/** The urlKeys of fixtures/templates/*.json, sorted. */
export function listFixtureTemplates(): Promise<string[]> {
  return listFixtureFiles("templates");
}
