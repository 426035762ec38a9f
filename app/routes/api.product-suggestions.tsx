import { invalidInput } from "~schemas/rules/field-errors";
import { json, type LoaderFunctionArgs, type TypedResponse } from "@remix-run/node";
import { backofficeFor, getShopper } from "~/lib/shopper.server";
import { logger } from "../../server/logger.js";
import type { AppAnswer, SuggestionsResponse } from "~schemas/app-api";

/*
 * Product lists the buying area loads on demand (detail spec 2, 7), as listing cards:
 *
 *   GET /api/product-suggestions?kind=quick-dispatch&sku=…  "Quickly dispatch product list", when the delivery-delay dialog opens
 *   GET /api/product-suggestions?kind=similar&sku=…         similar products ("Recommended products by spu") for the out-of-stock module
 *
 * Answers {items}; a failed call answers an empty list (the area then shows no products).
 */
const SKU = /^[\w.-]{1,64}$/;


export async function loader({ request, context }: LoaderFunctionArgs): Promise<TypedResponse<AppAnswer<"GET /api/product-suggestions">>> {
  const params = new URL(request.url).searchParams;
  const kind = params.get("kind");
  const sku = params.get("sku") ?? "";
  if ((kind !== "similar" && kind !== "quick-dispatch") || !SKU.test(sku)) {
    const wrong: Record<string, string> = {};
    if (kind !== "similar" && kind !== "quick-dispatch") wrong.kind = "must be similar or quick-dispatch";
    if (!SKU.test(sku)) wrong.sku = "is required";
    return json(invalidInput(wrong), { status: 400 });
  }
  const api = backofficeFor(await getShopper(request, context));
  try {
    const items = kind === "similar" ? await api.getRecommendedBySpu({ sku }) : await api.getQuickDispatchList({ sku });
    return json<SuggestionsResponse>({ items }, { headers: { "Cache-Control": "private, max-age=3" } });
  } catch (error) {
    logger.warn("detail side call failed", { call: kind, error: error instanceof Error ? error.message : String(error) });
    return json<SuggestionsResponse>({ items: [] }, { headers: { "Cache-Control": "no-store" } });
  }
}
