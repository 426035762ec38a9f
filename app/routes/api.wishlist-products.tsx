import { invalidInput } from "~schemas/rules/field-errors";
import { json, type LoaderFunctionArgs, type TypedResponse } from "@remix-run/node";
import { backofficeFor, getShopper } from "~/lib/shopper.server";
import type { AppAnswer } from "~schemas/app-api";
import { MAX_SKU_IDS_PER_REQUEST, parseSkuIdList } from "~schemas/rules/wishlist";
import { logger } from "../../server/logger.js";

/*
 * A guest's /wishlist page (detail spec 4: local skuIds sliced by page, fetched by id list):
 *
 *   GET /api/wishlist-products?skuIds=20011,20012  ->  {items: [listing card products]}
 *
 * getSkuIdList, in the order asked; ids the back office does not know are left out. 400 for a
 * bad list, 502 `{error}` when the back office fails.
 */
const headers = { "Cache-Control": "private, no-store" };

export async function loader({ request, context }: LoaderFunctionArgs): Promise<TypedResponse<AppAnswer<"GET /api/wishlist-products">>> {
  const skuIds = parseSkuIdList(new URL(request.url).searchParams.get("skuIds"));
  if (!skuIds) return json(invalidInput({ skuIds: `must list 1 to ${MAX_SKU_IDS_PER_REQUEST} skuIds, comma-separated` }), { status: 400, headers });
  try {
    const products = await backofficeFor(await getShopper(request, context)).getSkuIdList({ skuIdList: skuIds });
    const byId = new Map(products.map((product) => [String(product.skuId), product]));
    return json({ items: skuIds.flatMap((skuId) => byId.get(skuId) ?? []) }, { headers });
  } catch (error) {
    logger.warn("wishlist products failed", { error: error instanceof Error ? error.message : String(error) });
    return json({ error: "the products could not be read" }, { status: 502, headers });
  }
}
