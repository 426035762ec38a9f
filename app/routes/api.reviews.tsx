import { invalidBody, invalidInput } from "~schemas/rules/field-errors";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type TypedResponse } from "@remix-run/node";
import {
  DEFAULT_REVIEW_SORT,
  isReviewSort,
  REVIEW_COUNTRY_STORES,
  reviewView,
  type HelpfulResponse,
  type ReviewFilters,
  type ReviewPageResponse,
} from "~schemas/rules/product/reviews";
import { reviewCustomerEmail, reviewListArgs } from "~/lib/product-reviews.server";
import { backofficeFor, getShopper } from "~/lib/shopper.server";
import { logger } from "../../server/logger.js";
import type { AppAnswer } from "~schemas/app-api";

/*
 * Reviews for the browser (detail spec 4, 7): the review sheet's pages and the helpful votes.
 *
 *   GET  /api/reviews?spuId=501&page=2&sort=rating-desc[&media=images][&types=1,2][&stores=3,5][&orderId=…]
 *        one page (10) of the filtered list: {ok, items, page, maxPage}
 *   POST /api/reviews  {"reviewId": "70101", "type": 1}
 *        a helpful vote (type 1) or its withdrawal (type 0): {ok}
 *
 * HTTP 400 for a bad request, 502 when the back office fails.
 */
const ID = /^[\w.-]{1,64}$/;
const MAX_PAGE = 1000;

function idList(value: string | null): string[] | null {
  if (!value) return [];
  const ids = value.split(",").map((id) => id.trim());
  return ids.length <= 50 && ids.every((id) => ID.test(id)) ? ids : null;
}

function failure(error: string, status: number) {
  if (status >= 500) logger.warn("reviews call failed", { error });
  return json<Extract<ReviewPageResponse | HelpfulResponse, { ok: false }>>({ ok: false, error }, { status, headers: { "Cache-Control": "no-store" } });
}

const invalid = (fieldErrors: Record<string, string>) =>
  json<Extract<ReviewPageResponse | HelpfulResponse, { ok: false }>>({ ok: false, ...invalidInput(fieldErrors) }, { status: 400, headers: { "Cache-Control": "no-store" } });

export async function loader({ request, context }: LoaderFunctionArgs): Promise<TypedResponse<AppAnswer<"GET /api/reviews">>> {
  const params = new URL(request.url).searchParams;
  const spuId = params.get("spuId") ?? "";
  const page = Number(params.get("page") ?? "1");
  const sort = params.get("sort") ?? DEFAULT_REVIEW_SORT;
  const types = idList(params.get("types"));
  const stores = idList(params.get("stores"))?.map(Number) ?? null;
  const orderId = params.get("orderId");
  if (!ID.test(spuId)) return invalid({ spuId: "is required" });
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) return invalid({ page: `must be 1 to ${MAX_PAGE}` });
  if (!isReviewSort(sort)) return invalid({ sort: "must be rating-desc, rating-asc, date-asc or date-desc" });
  if (!types) return invalid({ types: "must be a comma-separated list of ids" });
  if (!stores || stores.some((store) => !(REVIEW_COUNTRY_STORES as readonly number[]).includes(store))) {
    return invalid({ stores: "must be a comma-separated list of store ids" });
  }
  if (orderId !== null && !ID.test(orderId)) return invalid({ orderId: "is not an order id" });

  const shopper = await getShopper(request, context);
  const filters: ReviewFilters = { sort, withImages: params.get("media") === "images", types, stores };
  try {
    const list = await backofficeFor(shopper).getProductReviewList(
      reviewListArgs(spuId, filters, page, await reviewCustomerEmail(shopper, request, spuId), orderId),
    );
    return json<ReviewPageResponse>(
      { ok: true, items: list.items.map((review) => reviewView(review, shopper.store.id)), page: list.page, maxPage: list.maxPage },
      // Per shopper (their own votes show), and votes change it: never shared, never kept.
      { headers: { "Cache-Control": "private, no-store" } },
    );
  } catch (error) {
    return failure(error instanceof Error ? error.message : String(error), 502);
  }
}

export async function action({ request, context }: ActionFunctionArgs): Promise<TypedResponse<AppAnswer<"POST /api/reviews">>> {
  if (request.method !== "POST") return failure("use POST", 405);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return json<HelpfulResponse>({ ok: false, ...invalidBody("is not JSON") }, { status: 400, headers: { "Cache-Control": "no-store" } });
  }
  const { reviewId, type } = (body ?? {}) as { reviewId?: unknown; type?: unknown };
  const id = typeof reviewId === "number" ? String(reviewId) : reviewId;
  if (typeof id !== "string" || !ID.test(id) || (type !== 0 && type !== 1)) {
    return invalid({ ...(typeof id !== "string" || !ID.test(id) ? { reviewId: "is required" } : {}), ...(type !== 0 && type !== 1 ? { type: "must be 0 or 1" } : {}) });
  }
  try {
    const done = await backofficeFor(await getShopper(request, context)).reviewHelpful({ type, reviewId: id });
    if (!done) return failure("the vote was not taken", 502);
    return json<HelpfulResponse>({ ok: true }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return failure(error instanceof Error ? error.message : String(error), 502);
  }
}
