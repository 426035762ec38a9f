import { invalidInput } from "~schemas/rules/field-errors";
import { json, type LoaderFunctionArgs, type TypedResponse } from "@remix-run/node";
import { backofficeFor, getShopper } from "~/lib/shopper.server";
import { isLoggedOut } from "~/lib/wishlist.server";
import type { AppAnswer } from "~schemas/app-api";
import { MAX_SKU_IDS_PER_REQUEST, parseSkuIdList } from "~schemas/rules/wishlist";
import { logger } from "../../server/logger.js";

/*
 * Which hearts are full (detail spec 4, 7 isInWish):
 *
 *   GET /api/wishlist-state?skuIds=20011,20012  ->  {inList: ["20011"]}
 *
 * A guest's is-in-wishlist is always false (detail spec 4): `{inList: []}` without a call.
 * 400 for a bad list, 502 `{error}` when the back office fails.
 */
const headers = { "Cache-Control": "private, no-store" };

export async function loader({ request, context }: LoaderFunctionArgs): Promise<TypedResponse<AppAnswer<"GET /api/wishlist-state">>> {
  const skuIds = parseSkuIdList(new URL(request.url).searchParams.get("skuIds"));
  if (!skuIds) return json(invalidInput({ skuIds: `must list 1 to ${MAX_SKU_IDS_PER_REQUEST} skuIds, comma-separated` }), { status: 400, headers });
  const shopper = await getShopper(request, context);
  if (!shopper.loginToken) return json({ inList: [] }, { headers });
  try {
    const held = new Set(await backofficeFor(shopper).isInWish({ skuIdList: skuIds }));
    return json({ inList: skuIds.filter((skuId) => held.has(skuId)) }, { headers });
  } catch (error) {
    if (isLoggedOut(error)) return json({ inList: [] }, { headers });
    logger.warn("wishlist state failed", { error: error instanceof Error ? error.message : String(error) });
    return json({ error: "the wishlist could not be read" }, { status: 502, headers });
  }
}
