import { invalidInput } from "~schemas/rules/field-errors";
import { json, type LoaderFunctionArgs, type TypedResponse } from "@remix-run/node";
import { backofficeFor, getShopper } from "~/lib/shopper.server";
import type { ProductPageResponse } from "~schemas/rules/shop-paging";
import { parseProductQuery, productListPayload } from "~modules/shop-module/product-list.server";
import { logger } from "../../server/logger.js";
import type { AppAnswer } from "~schemas/app-api";

/*
 * One page of a shop-module section, for the browser's tab switches and 'View More'
 * (landing spec 4.3). The payload is built exactly as the server's first page is
 * (productListPayload); the region comes from the shopper's saved zip cookie.
 *
 *   GET /api/products?list={activityId or id}&tab={tabName}&split=0&show={showType}&page=2&size=12[&top={raw top}]
 *
 * Answers a ProductPageResponse: `{ok: true, tabName, page, items, maxPage}`, or
 * `{ok: false, …, error}` with HTTP 400 for a bad query and 502 when the back office fails.
 */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<TypedResponse<AppAnswer<"GET /api/products">>> {
  const params = new URL(request.url).searchParams;
  const query = parseProductQuery(params);
  const headers = { "Cache-Control": "private, no-store" };
  if (!query) {
    return json<ProductPageResponse>(
      { ok: false, tabName: params.get("tab") ?? "", page: 0, ...invalidInput({ query: "needs list, page and size (size 1-60, page 1-500)" }) },
      { status: 400, headers },
    );
  }
  const shopper = await getShopper(request, context);
  try {
    const list = await backofficeFor(shopper).getProductList(productListPayload(query, shopper.regionCode));
    return json<ProductPageResponse>({ ok: true, tabName: query.tabName, page: query.page, items: list.items, maxPage: list.maxPage }, { headers });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    logger.warn("product list page failed", { list: query.listId, tab: query.tabName, page: query.page, error: message });
    return json<ProductPageResponse>({ ok: false, tabName: query.tabName, page: query.page, error: message }, { status: 502, headers });
  }
}
