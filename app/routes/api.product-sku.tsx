import { invalidInput } from "~schemas/rules/field-errors";
import { json, type LoaderFunctionArgs, type TypedResponse } from "@remix-run/node";
import type { SkuSideData } from "~schemas/rules/product/side-data";
import { backofficeFor, getShopper, getZipObject } from "~/lib/shopper.server";
import { logger } from "../../server/logger.js";
import type { AppAnswer } from "~schemas/app-api";

/*
 * A SKU's side data for the detail page when the shopper picks another SKU (detail spec 7,
 * "Delivery description" and "Discount coupons list"): GET /api/product-sku?sku=&skuId=&spu=.
 * Answers {delivery, coupons, wraps}; a call that fails answers null for its part, so only the
 * sections reading it go without. The delivery is for the shopper's region (the `zip`
 * cookie), so the service card asks again after a postcode change; `wraps` (the delivery
 * services of detail spec 7 "Wrap list", productId = skuId) only in stores 3 and 4.
 */
const PARAM = /^[\w.-]{1,64}$/;

export async function loader({ request, context }: LoaderFunctionArgs): Promise<TypedResponse<AppAnswer<"GET /api/product-sku">>> {
  const params = new URL(request.url).searchParams;
  const sku = params.get("sku") ?? "";
  const skuId = params.get("skuId") ?? "";
  const spu = params.get("spu") ?? "";
  const wrong = Object.entries({ sku, skuId, spu }).filter(([, value]) => !PARAM.test(value));
  if (wrong.length > 0) return json(invalidInput(Object.fromEntries(wrong.map(([name]) => [name, "is required"]))), { status: 400 });
  const shopper = await getShopper(request, context);
  const api = backofficeFor(shopper);
  const optional = async <T,>(call: string, promise: Promise<T>) => {
    try {
      return await promise;
    } catch (error) {
      logger.warn("detail side call failed", { call, error: error instanceof Error ? error.message : String(error) });
      return null;
    }
  };
  const postcode = (await getZipObject(request))?.postcode ?? null;
  const [delivery, coupons, wraps] = await Promise.all([
    optional("getDeliveryDescription", api.getDeliveryDescription({ sku, regionCode: shopper.regionCode })),
    optional("getCouponList", api.getCouponList({ storeId: shopper.store.id, spu, sku, skuId })),
    shopper.store.showsDeliveryOptions ? optional("getWrapList", api.getWrapList({ productId: skuId, spu, sku, postcode })) : null,
  ]);
  // Private and not cached: the answer depends on the zip cookie, which a postcode change replaces.
  return json<SkuSideData>({ delivery, coupons, wraps }, { headers: { "Cache-Control": "private, no-store" } });
}
