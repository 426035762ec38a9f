import type { CallArgs } from "~schemas/backoffice-calls";
import { parseGuideQuery } from "~schemas/rules/guide-query";
import { MAX_PAGE_SIZE, type ProductQuery } from "~schemas/rules/shop-paging";

/**
 * The product-list payload (landing spec 7), built one way for the server's first page and
 * for the browser's later pages (/api/products): the list id (activityId, or the section id
 * for showType 6), the tab, splitType, page, pageSize (showNum), the pinned SPUs from `top`
 * (split on commas, trimmed, de-duplicated) plus the raw value as spuStr, showType and the
 * shopper's region.
 */
export function productListPayload(query: ProductQuery, regionCode: string): CallArgs["getProductList"] {
  const topSpuList = query.top === null ? [] : parseGuideQuery(new URLSearchParams({ top: query.top })).top;
  return {
    activityId: query.listId,
    tabName: query.tabName,
    splitType: query.splitType,
    page: query.page,
    pageSize: query.pageSize,
    topSpuList,
    ...(query.top !== null ? { spuStr: query.top } : {}),
    showType: query.showType,
    regionCode,
  };
}

const ID = /^[\w.-]{1,64}$/;
/** Far beyond any real list; keeps a crafted URL from asking the back office for page 10^9. */
export const MAX_PAGE = 500;

function wholeNumber(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d{1,6}$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

/** The browser's query to /api/products, checked; null when any part is missing or out of range. */
export function parseProductQuery(params: URLSearchParams): ProductQuery | null {
  const listId = params.get("list");
  const tabName = params.get("tab") ?? "";
  const splitType = wholeNumber(params.get("split") ?? "0", 0, 99);
  const showType = wholeNumber(params.get("show") ?? "0", 0, 99);
  const page = wholeNumber(params.get("page"), 1, MAX_PAGE);
  const pageSize = wholeNumber(params.get("size"), 1, MAX_PAGE_SIZE);
  const top = params.get("top");
  if (!listId || !ID.test(listId) || tabName.length > 200 || (top !== null && top.length > 2000)) return null;
  if (splitType === null || showType === null || page === null || pageSize === null) return null;
  return { listId, tabName, splitType, showType, page, pageSize, top };
}
