import { invalidInput } from "~schemas/rules/field-errors";
import { json, type LoaderFunctionArgs, type TypedResponse } from "@remix-run/node";
import { backofficeFor, getShopper } from "~/lib/shopper.server";
import { logger } from "../../server/logger.js";
import type { AppAnswer, SuggestionsResponse } from "~schemas/app-api";
import { isCrossSellKind } from "~schemas/rules/product/cross-sell";

/*
 * The detail page's cross-sell lists, asked for by their sections when they near the
 * viewport (issue 18, items 2, 3 and 7), as listing cards:
 *
 *   GET /api/cross-sell?kind=also-like&sku=…                         People Also Like ("Product detail recommend list")
 *   GET /api/cross-sell?kind=collection&sku=…&skuId=…&spu=…&spuId=…  Get the look ("getMoreFromTheCollection")
 *
 * Answers {items}; a failed call answers {error} with HTTP 200 (docs/decisions/cross-sell.md: a
 * section's failure is a state of the page, not an error in every shopper's console), and only
 * the section that asked goes without.
 */
const ID = /^[\w.-]{1,64}$/;

type Answer = AppAnswer<"GET /api/cross-sell">;

export async function loader({ request, context }: LoaderFunctionArgs): Promise<TypedResponse<Answer>> {
  const params = new URL(request.url).searchParams;
  const kind = params.get("kind");
  const id = (name: string) => params.get(name) ?? "";
  const [sku, skuId, spu, spuId] = [id("sku"), id("skuId"), id("spu"), id("spuId")] as const;
  if (!isCrossSellKind(kind) || !ID.test(sku) || (kind === "collection" && ![skuId, spu, spuId].every((id) => ID.test(id)))) {
    const wrong: Record<string, string> = {};
    if (!isCrossSellKind(kind)) wrong.kind = "must be also-like or collection";
    if (!ID.test(sku)) wrong.sku = "is required";
    if (kind === "collection") for (const [name, value] of Object.entries({ skuId, spu, spuId })) if (!ID.test(value)) wrong[name] = "is required for a collection";
    return json(invalidInput(wrong), { status: 400 });
  }
  const api = backofficeFor(await getShopper(request, context));
  try {
    const items =
      kind === "also-like"
        ? await api.getProductDetailRecommendList({ sku })
        : await api.getMoreFromTheCollection({ sku, skuId, spu, spuId });
    // The same for every shopper, and asked again on each page view: a minute in the browser.
    return json<SuggestionsResponse>({ items }, { headers: { "Cache-Control": "private, max-age=60" } });
  } catch (error) {
    const call = kind === "also-like" ? "getProductDetailRecommendList" : "getMoreFromTheCollection";
    logger.warn("detail side call failed", { call, error: error instanceof Error ? error.message : String(error) });
    return json({ error: `${call} failed` }, { headers: { "Cache-Control": "no-store" } });
  }
}
