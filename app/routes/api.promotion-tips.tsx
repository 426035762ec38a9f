import { json, type LoaderFunctionArgs, type TypedResponse } from "@remix-run/node";
import { backofficeFor, getShopper } from "~/lib/shopper.server";
import { PROMOTION_TIPS_KEY } from "~schemas/rules/product/activity";
import type { AppAnswer } from "~schemas/app-api";
import { logger } from "../../server/logger.js";

/*
 * The activity banner's promotion tips (detail spec 2, 7: getWidgetKey Black_Friday_Sale):
 *
 *   GET /api/promotion-tips  ->  {tips: ["…", "…"]}
 *
 * Asked by the banner after hydration, so the product page waits for no extra call before
 * its first byte (docs/decisions/promotions.md). The same for every shopper: shared for a
 * minute. A failed call answers no tips: the banner shows without them.
 */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<TypedResponse<AppAnswer<"GET /api/promotion-tips">>> {
  try {
    const tips = await backofficeFor(await getShopper(request, context)).getWidgetKey({ key: PROMOTION_TIPS_KEY });
    return json({ tips }, { headers: { "Cache-Control": "public, max-age=60" } });
  } catch (error) {
    logger.warn("promotion tips failed", { error: error instanceof Error ? error.message : String(error) });
    return json({ tips: [] }, { headers: { "Cache-Control": "no-store" } });
  }
}
