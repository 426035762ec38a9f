import type { BackofficeApi, CallArgs } from "~schemas/backoffice-calls";
import { readCookie, reviewEmailCookie, secureFor } from "./cookies.server";
import type { Shopper } from "./shopper.server";
import { REVIEW_PAGE_SIZE, REVIEW_SORTS, type ReviewFilters } from "~schemas/rules/product/reviews";

/**
 * Who reviews (detail spec 6): a logged-in shopper sends an empty customerEmail; a guest who
 * arrived with `orderId` + `spuIdList` has the order's e-mail resolved by isOrder and kept
 * per spu, and review lookups for that spu send it. We keep it in an HttpOnly cookie (spuId
 * -> e-mail): the server makes the review calls, and page scripts never see the address.
 */
export const REVIEW_EMAIL_COOKIE = reviewEmailCookie.name;
/** The cookie keeps the most recent spus only. */
export const REVIEW_EMAIL_MAX_SPUS = 20;

const SPU_ID = /^[\w.-]{1,64}$/;
const ORDER_ID = /^[\w.-]{1,64}$/;

/** The stored e-mails by spuId; anything unreadable counts as none. */
export async function storedReviewEmails(request: Request): Promise<Record<string, string>> {
  const value = await readCookie(reviewEmailCookie, request);
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter(([spu, email]) => SPU_ID.test(spu) && typeof email === "string" && email.includes("@")));
}

/** The Set-Cookie value that remembers `email` for `spuId`, newest last, at most REVIEW_EMAIL_MAX_SPUS spus. */
export async function rememberReviewEmail(request: Request, spuId: string, email: string): Promise<string> {
  const stored = await storedReviewEmails(request);
  delete stored[spuId];
  const entries = [...Object.entries(stored), [spuId, email] as const].slice(-REVIEW_EMAIL_MAX_SPUS);
  return reviewEmailCookie.serialize(Object.fromEntries(entries), secureFor(request));
}

/** The `orderId` and `spuIdList` of a page address (detail spec 2), or null without both. */
export function orderParams(params: URLSearchParams): { orderId: string; spuIdList: string[] } | null {
  const orderId = params.get("orderId")?.trim() ?? "";
  const spuIdList = (params.get("spuIdList") ?? "")
    .split(",")
    .map((id) => id.trim())
    .filter((id) => SPU_ID.test(id));
  if (!ORDER_ID.test(orderId) || spuIdList.length === 0) return null;
  return { orderId, spuIdList };
}

/** A resolved order: the guest may review this spu without logging in. */
export type ReviewOrder = { orderId: string; email: string };

/**
 * isOrder for the page's spu (detail spec 7): the order's e-mail, when the address names an
 * order and a spu list that holds this spu. Null otherwise; a failing call throws.
 */
export async function resolveOrder(api: BackofficeApi, spuId: string, params: URLSearchParams): Promise<ReviewOrder | null> {
  const order = orderParams(params);
  if (!order || !order.spuIdList.includes(spuId)) return null;
  const email = await api.isOrder({ orderId: order.orderId, spuId, spuIdList: order.spuIdList });
  return email ? { orderId: order.orderId, email } : null;
}

/** customerEmail for review calls: empty for a logged-in shopper (the token says who), else the stored e-mail of this spu. */
export async function reviewCustomerEmail(shopper: Shopper, request: Request, spuId: string, order: ReviewOrder | null = null): Promise<string> {
  if (shopper.loginToken) return "";
  return order?.email ?? (await storedReviewEmails(request))[spuId] ?? "";
}

/** productReviewList's request for one page of a filtered list (detail spec 7). */
export function reviewListArgs(
  spuId: string,
  filters: ReviewFilters,
  page: number,
  customerEmail: string,
  orderId: string | null,
): CallArgs["getProductReviewList"] {
  return {
    spuId,
    page,
    pageSize: REVIEW_PAGE_SIZE,
    withImages: filters.withImages,
    isLimitOne: false,
    ...REVIEW_SORTS[filters.sort],
    customerEmail,
    reviewTypeId: filters.types.length > 0 ? "" : "-1",
    reviewTypeIdList: filters.types,
    storeIdList: filters.stores,
    ...(orderId ? { orderId } : {}),
  };
}
