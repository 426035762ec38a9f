import { json, type LoaderFunctionArgs } from "@remix-run/node";
import type { SkuSideData } from "~/lib/product/side-data";
import { backofficeFor, getShopper } from "~/lib/shopper.server";
import { logger } from "../../server/logger.js";

/*
 * A SKU's side data for the detail page when the shopper picks another SKU (detail spec 7,
 * "Delivery description" and "Discount coupons list"): GET /api/product-sku?sku=&skuId=&spu=.
 * Answers {delivery, coupons}; a call that fails answers null for its part, so only the
 * sections reading it go without.
 */
const PARAM = /^[\w.-]{1,64}$/;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const sku = params.get("sku") ?? "";
  const skuId = params.get("skuId") ?? "";
  const spu = params.get("spu") ?? "";
  if (![sku, skuId, spu].every((value) => PARAM.test(value))) return json({ error: "sku, skuId and spu are required" }, { status: 400 });
  const shopper = getShopper(request, context);
  const api = backofficeFor(shopper);
  const optional = async <T,>(call: string, promise: Promise<T>) => {
    try {
      return await promise;
    } catch (error) {
      logger.warn("detail side call failed", { call, error: error instanceof Error ? error.message : String(error) });
      return null;
    }
  };
  const [delivery, coupons] = await Promise.all([
    optional("getDeliveryDescription", api.getDeliveryDescription({ sku, regionCode: shopper.regionCode })),
    optional("getCouponList", api.getCouponList({ storeId: shopper.store.id, spu, sku, skuId })),
  ]);
  return json<SkuSideData>({ delivery, coupons }, { headers: { "Cache-Control": "private, max-age=3" } });
}
