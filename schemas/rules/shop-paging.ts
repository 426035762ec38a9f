import type { ListingProduct } from "~schemas/backoffice";
import type { FieldErrors } from "./field-errors";

/**
 * The shop module's paging rules (landing spec 4.3), pure so they are unit-tested alone:
 * the page counter starts at 1; switching tabs resets it to 1 and replaces the list; 'View
 * More' appends the next page; 'View More' hides when the next page would be maxPage + 1,
 * when maxPage is 0 or absent, or when a response is empty, and an empty response also
 * clears the list.
 */
export const FIRST_PAGE = 1;
/** The page size when a section has no showNum (landing spec 9). */
export const DEFAULT_PAGE_SIZE = 12;
/** A page larger than this is not a page: the back office is asked for at most this many. */
export const MAX_PAGE_SIZE = 60;

/** One page of a section's list, as the loader and /api/products give it. */
export type ProductPage = { tabName: string; page: number; items: ListingProduct[]; maxPage: number };

/** What /api/products answers. */
export type ProductPageResponse = ({ ok: true } & ProductPage) | { ok: false; tabName: string; page: number; error: string; fieldErrors?: FieldErrors };

export type ListState = {
  /** The selected tab's name ("" for a section without tabs). */
  tabName: string;
  page: number;
  items: ListingProduct[];
  /** Whether 'View More' shows. */
  more: boolean;
};

/** Whether a page after `page` exists: not past maxPage, maxPage known and above 0, and this page not empty. */
export function hasNextPage(page: number, maxPage: number | null | undefined, itemCount: number): boolean {
  if (!maxPage || maxPage <= 0 || itemCount === 0) return false;
  return page + 1 < maxPage + 1;
}

/** The list after a page arrived: page 1 replaces (first load, tab switch), a later page appends; an empty page clears it. */
export function applyPage(state: ListState, answer: ProductPage): ListState {
  if (answer.items.length === 0) return { tabName: answer.tabName, page: answer.page, items: [], more: false };
  const items = answer.page <= FIRST_PAGE ? answer.items : [...state.items, ...answer.items];
  return { tabName: answer.tabName, page: answer.page, items, more: hasNextPage(answer.page, answer.maxPage, answer.items.length) };
}

/** The state a section starts in, from its server-loaded first page. */
export function initialState(first: ProductPage): ListState {
  return applyPage({ tabName: first.tabName, page: FIRST_PAGE, items: [], more: false }, first);
}

/** What the browser asks /api/products for: one page of one section's tab. */
export type ProductQuery = {
  listId: string;
  tabName: string;
  splitType: number;
  showType: number;
  page: number;
  pageSize: number;
  /** The page's raw `top` parameter (pinned SPUs), null without one. */
  top: string | null;
};

export const PRODUCTS_ROUTE = "/api/products";

export function productsUrl(query: ProductQuery): string {
  const params = new URLSearchParams({
    list: query.listId,
    tab: query.tabName,
    split: String(query.splitType),
    show: String(query.showType),
    page: String(query.page),
    size: String(query.pageSize),
  });
  if (query.top !== null) params.set("top", query.top);
  return `${PRODUCTS_ROUTE}?${params}`;
}
