import type { Review } from "~schemas/product";
import { getStore, type StoreId } from "../stores";
import type { FieldErrors } from "../field-errors";

/*
 * The review rules of detail spec 4 ("Reviews") and 9 ("Reviews and ratings"), pure so the
 * section, the review sheet, the resource route and the tests share them.
 */

/** Reviews per page of the review list (spec 9). */
export const REVIEW_PAGE_SIZE = 10;
/** Reviews the section shows before 'View All' (spec 9). */
export const SECTION_REVIEW_COUNT = 3;
/** The external review-site score when the back office gives none (spec 9). */
export const DEFAULT_EXTERNAL_SCORE = 4.3;
/** The seller-show image carousel needs at least this many images (spec 9). */
export const SELLER_SHOW_MIN_IMAGES = 5;
/** Helpful clicks are debounced on the leading edge (spec 9). */
export const HELPFUL_DEBOUNCE_MS = 1000;
/** 'reviews_view' fires once the section has been in view this long (spec 4, Analytics). */
export const REVIEWS_VIEW_MS = 3000;
/** Review cards in the reviews banner. */
export const BANNER_CARD_COUNT = 6;
/**
 * Where a shopper who may review writes one. The review form is not specified (spec 7 names
 * no call that saves a review); that flow will claim this path, given `spuId` and, for a
 * guest reviewing after an order, `orderId`.
 */
export const WRITE_REVIEW_PATH = "/write-review";
/** The login popup's page type for the detail page (spec 2 names 'detail' for detail-page logins). */
export const REVIEW_LOGIN_PAGE_TYPE = "detail";

export function writeReviewHref(spuId: string, orderId: string | null): string {
  const query = new URLSearchParams({ spuId });
  if (orderId) query.set("orderId", orderId);
  return `${WRITE_REVIEW_PATH}?${query}`;
}

const clampRating = (rating: number) => Math.min(100, Math.max(0, Number.isFinite(rating) ? rating : 0));

/**
 * The product score: ratingSummary / 20 to one decimal (spec 9). The spec allows rounding or
 * truncating; we truncate, so the score shown never claims more than the reviews give
 * (96.9 reads 4.8, not 4.9). Computed as ratingSummary / 2 tenths, which is exact for the
 * whole-number summaries the back office sends (4.85 * 10 would not be).
 */
export function productScore(ratingSummary: number): number {
  return Math.floor(clampRating(ratingSummary) / 2 + 1e-9) / 10;
}

/** Stars (0–5) of one review or a product: rating / 20 (spec 9). */
export function reviewStars(rating: number): number {
  return clampRating(rating) / 20;
}

/** A score with one decimal, in the store's decimal separator ('4.8', '4,8' in the euro stores). */
export function formatScore(score: number, storeId: StoreId): string {
  return score.toFixed(1).replace(".", getStore(storeId).price.decimal);
}

/** The external score's stars (spec 2, reviews banner): whole stars, plus a half star for any fraction. */
export function externalStars(score: number): { full: number; half: boolean; empty: number } {
  const value = Math.min(5, Math.max(0, Number.isFinite(score) ? score : 0));
  const full = Math.floor(value + 1e-9);
  const half = value - full > 1e-9;
  return { full, half, empty: 5 - full - (half ? 1 : 0) };
}

export type HelpfulState = { helpfulType: 0 | 1; helpfulCount: number };

/**
 * A helpful click (spec 4): not yet voted (helpfulType 0) sends type 1, becomes 1 and the
 * count goes up by one; already voted sends type 0, becomes 0 and the count goes down by
 * one, only when it is above 0.
 */
export function toggleHelpful(state: HelpfulState): { type: 0 | 1; next: HelpfulState } {
  if (state.helpfulType === 0) return { type: 1, next: { helpfulType: 1, helpfulCount: state.helpfulCount + 1 } };
  return { type: 0, next: { helpfulType: 0, helpfulCount: state.helpfulCount > 0 ? state.helpfulCount - 1 : state.helpfulCount } };
}

/** MM/DD/YYYY as reviews send it (spec 3), optionally followed by a time; YYYY-MM-DD is read too. */
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[ T].*)?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T].*)?$/;

/**
 * The stores whose review dates are day-first (detail spec 9). Not the store table's
 * dateOrder: that is the landing spec's coupon-date rule, which makes store 1 day-first too
 * (landing spec 9: MM/DD/YYYY only in stores 3 and 4), while detail spec 9 names 5–9 alone.
 */
const DAY_FIRST_REVIEW_STORES: ReadonlySet<StoreId> = new Set<StoreId>([5, 6, 7, 8, 9]);

/** Whether the store writes review dates day-first (DD/MM/YYYY): stores 5–9 (detail spec 9). */
export function reviewDatesDayFirst(storeId: StoreId): boolean {
  return DAY_FIRST_REVIEW_STORES.has(storeId);
}

/**
 * A review date as the store writes it (spec 9): MM/DD/YYYY, day-first (DD/MM/YYYY) in
 * stores 5–9. Read from the text, never through Date, so no time zone moves it and the
 * server and the browser agree. Null when it is not a date.
 */
export function formatReviewDate(value: string | null | undefined, storeId: StoreId): string | null {
  const text = value?.trim() ?? "";
  let parts: [string, string, string] | null = null;
  const us = US_DATE.exec(text);
  if (us) parts = [us[3]!, us[1]!, us[2]!];
  const iso = us ? null : ISO_DATE.exec(text);
  if (iso) parts = [iso[1]!, iso[2]!, iso[3]!];
  if (!parts) return null;
  const [year, month, day] = [parts[0], parts[1].padStart(2, "0"), parts[2].padStart(2, "0")];
  if (Number(month) < 1 || Number(month) > 12 || Number(day) < 1 || Number(day) > 31) return null;
  return reviewDatesDayFirst(storeId) ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}

/** Where a reviewer wrote from: the postcode and city; stores 5–9 omit the city after the postcode (spec 9). */
export function reviewLocation(postcode: string | null | undefined, city: string | null | undefined, storeId: StoreId): string | null {
  const code = postcode?.trim() || null;
  const town = city?.trim() || null;
  if (getStore(storeId).reviewOmitsCity) return code ?? null;
  return [code, town].filter(Boolean).join(" ") || null;
}

export type ReviewImage = { path: string; label: string | null };

/** What a review component shows, worked out once on the server (dates, location) so hydration agrees. */
export type ReviewView = {
  id: string;
  reviewer: string;
  /** The avatar letter. */
  initial: string;
  /** 0–100; stars = rating / 20. */
  rating: number;
  text: string;
  date: string | null;
  location: string | null;
  images: ReviewImage[];
  helpfulType: 0 | 1;
  helpfulCount: number;
  reply: string | null;
};

export function reviewView(review: Review, storeId: StoreId): ReviewView {
  const reviewer = review.reviewer.trim();
  return {
    id: review.reviewId,
    reviewer,
    initial: reviewer ? reviewer[0]!.toUpperCase() : "?",
    rating: clampRating(review.reviewRating),
    text: review.reviewDetail ?? "",
    date: formatReviewDate(review.reviewDateTime, storeId),
    location: reviewLocation(review.postcode, review.city, storeId),
    images: review.images.map((image) => ({ path: image.path, label: image.label ?? null })),
    helpfulType: review.helpfulType === 1 ? 1 : 0,
    helpfulCount: Math.max(0, review.helpfulCount),
    reply: review.reply ?? null,
  };
}

/* The review sheet's filters (spec 2, mobile review sheet) and how they reach productReviewList. */

export const REVIEW_SORTS = {
  "rating-desc": { sortAs: "RATINGS", sortType: "DESC" },
  "rating-asc": { sortAs: "RATINGS", sortType: "ASC" },
  "date-asc": { sortAs: "DATE", sortType: "ASC" },
  "date-desc": { sortAs: "DATE", sortType: "DESC" },
} as const;

export type ReviewSort = keyof typeof REVIEW_SORTS;
/** Rating high to low (spec 9). */
export const DEFAULT_REVIEW_SORT: ReviewSort = "rating-desc";

export type ReviewFilters = {
  sort: ReviewSort;
  /** All, or only reviews with images and videos. */
  withImages: boolean;
  /** Review type ids (none: every type). */
  types: string[];
  /** Store ids of the reviewers' countries (none: every country). */
  stores: number[];
};

export const DEFAULT_REVIEW_FILTERS: ReviewFilters = { sort: DEFAULT_REVIEW_SORT, withImages: false, types: [], stores: [] };

/** Stores a shopper can filter reviews by: every storefront but store 1, which only exists for phone rules. */
export const REVIEW_COUNTRY_STORES = [3, 4, 5, 6, 7, 8, 9] as const;

export function isReviewSort(value: string | null): value is ReviewSort {
  return value !== null && Object.hasOwn(REVIEW_SORTS, value);
}

export function sameFilters(a: ReviewFilters, b: ReviewFilters): boolean {
  const same = (x: readonly unknown[], y: readonly unknown[]) => x.length === y.length && x.every((value) => y.includes(value));
  return a.sort === b.sort && a.withImages === b.withImages && same(a.types, b.types) && same(a.stores, b.stores);
}

/** The review sheet's query to /api/reviews (detail spec 4): `media`, `types` and `stores` only when filtered. */
export type ReviewsQuery = { spuId: string; page: string; sort: ReviewSort; media?: "images"; types?: string; stores?: string; orderId?: string };

/** The query of /api/reviews for one page of a filtered list. */
export function reviewsQuery(spuId: string, filters: ReviewFilters, page: number, orderId?: string | null): ReviewsQuery {
  return {
    spuId,
    page: String(page),
    sort: filters.sort,
    media: filters.withImages ? "images" : undefined,
    types: filters.types.length > 0 ? filters.types.join(",") : undefined,
    stores: filters.stores.length > 0 ? filters.stores.join(",") : undefined,
    orderId: orderId || undefined,
  };
}

/* The review list's paging (spec 4): a filter or sort change asks for page 1; View More asks
 * for the next page until maxPage; page 1 replaces the list, later pages append. */

export type ReviewListState = {
  filters: ReviewFilters;
  /** The last page shown (0 before any). */
  page: number;
  maxPage: number;
  items: ReviewView[];
  /** The page asked for and not answered yet. */
  pending: number | null;
  /** The page whose request failed, for a retry. */
  failed: number | null;
};

export type ReviewListAction =
  | { type: "filter"; filters: ReviewFilters }
  | { type: "more" }
  /** An answer, for the filters and page it was asked for: a superseded one is ignored. */
  | { type: "loaded"; filters: ReviewFilters; page: number; items: ReviewView[]; maxPage: number }
  | { type: "failed" }
  | { type: "retry" };

export function initialReviewList(firstPage: { items: ReviewView[]; maxPage: number } | null): ReviewListState {
  return firstPage
    ? { filters: DEFAULT_REVIEW_FILTERS, page: 1, maxPage: firstPage.maxPage, items: firstPage.items, pending: null, failed: null }
    : { filters: DEFAULT_REVIEW_FILTERS, page: 0, maxPage: 0, items: [], pending: 1, failed: null };
}

export function canLoadMore(state: ReviewListState): boolean {
  return state.pending === null && state.page >= 1 && state.page < state.maxPage;
}

export function reviewListReducer(state: ReviewListState, action: ReviewListAction): ReviewListState {
  switch (action.type) {
    case "filter":
      // The old list stays in view until page 1 of the new one replaces it.
      return { ...state, filters: action.filters, pending: 1, failed: null };
    case "more":
      return canLoadMore(state) ? { ...state, pending: state.page + 1, failed: null } : state;
    case "loaded":
      if (action.page !== state.pending || !sameFilters(action.filters, state.filters)) return state;
      return {
        ...state,
        page: action.page,
        maxPage: action.maxPage,
        items: action.page === 1 ? action.items : [...state.items, ...action.items.filter((item) => !state.items.some((shown) => shown.id === item.id))],
        pending: null,
        failed: null,
      };
    case "failed":
      return state.pending === null ? state : { ...state, pending: null, failed: state.pending };
    case "retry":
      return state.failed !== null && state.pending === null ? { ...state, pending: state.failed, failed: null } : state;
  }
}

/** /api/reviews answers: one page of reviews, or why not. */
export type ReviewPageResponse = { ok: true; items: ReviewView[]; page: number; maxPage: number } | { ok: false; error: string; fieldErrors?: FieldErrors };
/** /api/reviews helpful votes answer. */
export type HelpfulResponse = { ok: true } | { ok: false; error: string; fieldErrors?: FieldErrors };

/** Review photos are shown square at this intrinsic size (thumbnails scale it down). */
export const REVIEW_IMAGE_SIZE = { width: 600, height: 600 } as const;
