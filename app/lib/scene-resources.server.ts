import { invalidInput } from "~schemas/rules/field-errors";
import type { BackofficeApi } from "~schemas/backoffice-calls";
import { logger } from "../../server/logger.js";
import { MAX_SCENES_PER_SET } from "~schemas/rules/scene-paging";
import { bundleDiscount, loadScenes } from "~modules/kit/scenes/scene-data.server";
import type { DiscountResponse, ScenesResponse } from "~schemas/app-api";

/**
 * What the browser's scene requests get (the routes /api/scenes and /api/discount wire the
 * shopper's back office to these): scene sets on a tab, page or slide change, and the bundle
 * discount for the picked SKUs. Kept apart from the routes so tests can call them directly.
 */
export const MAX_DISCOUNT_SKUS = 50;
const ID = /^[A-Za-z0-9_.-]{1,40}$/;

type Answer<T> = { status: number; body: T };

/** `ids=a,b,c` (or repeated): 1 to `max` plain ids, else null. */
export function parseIdList(params: URLSearchParams, name: string, max: number): string[] | null {
  const ids = params
    .getAll(name)
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter(Boolean);
  if (ids.length === 0 || ids.length > max || !ids.every((id) => ID.test(id))) return null;
  return [...new Set(ids)];
}

/** GET /api/scenes?ids=1,2[&discounts=1]: the scenes, in that order; with discounts, each scene's all-picked discount. */
export async function scenesAnswer(api: BackofficeApi, url: URL): Promise<Answer<ScenesResponse>> {
  const ids = parseIdList(url.searchParams, "ids", MAX_SCENES_PER_SET);
  if (!ids) return { status: 400, body: { ok: false, ...invalidInput({ ids: `must list 1 to ${MAX_SCENES_PER_SET} shop-by-room ids` }) } };
  try {
    const scenes = await loadScenes({ api, log: logger }, ids, { discounts: url.searchParams.get("discounts") === "1" });
    return { status: 200, body: { ok: true, scenes } };
  } catch (error) {
    logger.warn("scene list failed", { error: String(error) });
    return { status: 502, body: { ok: false, error: error instanceof Error ? error.message : String(error) } };
  }
}

/** GET /api/discount?skuIds=a,b: the bundle discount (maxDiscountAmount) for the picked SKUs; none without a SKU. */
export async function discountAnswer(api: BackofficeApi, url: URL): Promise<Answer<DiscountResponse>> {
  const skuIds = parseIdList(url.searchParams, "skuIds", MAX_DISCOUNT_SKUS);
  if (!skuIds) return { status: 400, body: { ok: false, ...invalidInput({ skuIds: `must list 1 to ${MAX_DISCOUNT_SKUS} SKU ids` }) } };
  try {
    return { status: 200, body: { ok: true, maxDiscountAmount: await bundleDiscount(api, skuIds) } };
  } catch (error) {
    logger.warn("discount lookup failed", { error: String(error) });
    return { status: 502, body: { ok: false, error: error instanceof Error ? error.message : String(error) } };
  }
}
