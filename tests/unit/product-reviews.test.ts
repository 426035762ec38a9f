import { describe, expect, it, vi } from "vitest";
import { leadingDebounce } from "~schemas/rules/debounce";
import {
  canLoadMore,
  DEFAULT_REVIEW_FILTERS,
  externalStars,
  formatReviewDate,
  formatScore,
  initialReviewList,
  productScore,
  reviewListReducer,
  reviewDatesDayFirst,
  reviewLocation,
  reviewsQuery,
  reviewStars,
  reviewView,
  toggleHelpful,
  type ReviewFilters,
  type ReviewListState,
  type ReviewView,
} from "~schemas/rules/product/reviews";
import { reviewSchema } from "~schemas/product";
import { STORE_IDS } from "~schemas/rules/stores";

const view = (id: string): ReviewView => ({
  id,
  reviewer: `R${id}`,
  initial: "R",
  rating: 100,
  text: "",
  date: null,
  location: null,
  images: [],
  helpfulType: 0,
  helpfulCount: 0,
  reply: null,
});
const views = (from: number, count: number) => Array.from({ length: count }, (_, index) => view(String(from + index)));

describe("product score (detail spec 9: ratingSummary / 20 to one decimal, truncated)", () => {
  it("divides by 20 and keeps one decimal", () => {
    expect(productScore(96)).toBe(4.8);
    expect(productScore(90)).toBe(4.5);
    expect(productScore(100)).toBe(5);
    expect(productScore(0)).toBe(0);
  });

  it("truncates instead of rounding: 97 (4.85) reads 4.8 and 99 (4.95) reads 4.9", () => {
    expect(productScore(97)).toBe(4.8);
    expect(productScore(99)).toBe(4.9);
    expect(productScore(95.9)).toBe(4.7);
    expect(productScore(93)).toBe(4.6);
  });

  it("keeps the score within 0–5 for out-of-range summaries", () => {
    expect(productScore(120)).toBe(5);
    expect(productScore(-4)).toBe(0);
    expect(productScore(Number.NaN)).toBe(0);
  });

  it("prints one decimal in the store's separator", () => {
    expect(formatScore(4.8, 3)).toBe("4.8");
    expect(formatScore(5, 3)).toBe("5.0");
    expect(formatScore(4.8, 5)).toBe("4,8");
    expect(formatScore(4.3, 6)).toBe("4,3");
  });

  it("gives review stars as reviewRating / 20 (detail spec 9)", () => {
    expect(reviewStars(80)).toBe(4);
    expect(reviewStars(100)).toBe(5);
    expect(reviewStars(150)).toBe(5);
  });
});

describe("external score stars (detail spec 2, reviews banner: full stars plus a half star for a fraction)", () => {
  it("draws 4.3 as four full stars and a half star", () => {
    expect(externalStars(4.3)).toEqual({ full: 4, half: true, empty: 0 });
  });

  it("draws a whole score without a half star", () => {
    expect(externalStars(4)).toEqual({ full: 4, half: false, empty: 1 });
    expect(externalStars(5)).toEqual({ full: 5, half: false, empty: 0 });
  });

  it("draws any fraction as a half star, and clamps to 0–5", () => {
    expect(externalStars(3.9)).toEqual({ full: 3, half: true, empty: 1 });
    expect(externalStars(0.5)).toEqual({ full: 0, half: true, empty: 4 });
    expect(externalStars(7)).toEqual({ full: 5, half: false, empty: 0 });
  });
});

describe("helpful votes (detail spec 4, Reviews)", () => {
  it("not yet voted: sends type 1, helpfulType becomes 1 and the count goes up by 1", () => {
    expect(toggleHelpful({ helpfulType: 0, helpfulCount: 5 })).toEqual({ type: 1, next: { helpfulType: 1, helpfulCount: 6 } });
    expect(toggleHelpful({ helpfulType: 0, helpfulCount: 0 })).toEqual({ type: 1, next: { helpfulType: 1, helpfulCount: 1 } });
  });

  it("already voted: sends type 0, helpfulType becomes 0 and the count goes down by 1", () => {
    expect(toggleHelpful({ helpfulType: 1, helpfulCount: 6 })).toEqual({ type: 0, next: { helpfulType: 0, helpfulCount: 5 } });
  });

  it("already voted with a count of 0: the count stays 0", () => {
    expect(toggleHelpful({ helpfulType: 1, helpfulCount: 0 })).toEqual({ type: 0, next: { helpfulType: 0, helpfulCount: 0 } });
  });
});

describe("helpful click debounce (detail spec 9: 1000 ms, leading edge)", () => {
  it("runs the first click at once and drops clicks until 1000 ms pass without one", () => {
    let now = 0;
    const fn = vi.fn();
    const click = leadingDebounce(fn, 1000, () => now);
    expect(click("a")).toBe(true);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenLastCalledWith("a");
    now = 500;
    expect(click("b")).toBe(false);
    // Each dropped click restarts the wait: 1400 is only 900 ms after the last click.
    now = 1400;
    expect(click("c")).toBe(false);
    expect(fn).toHaveBeenCalledTimes(1);
    now = 2400;
    expect(click("d")).toBe(true);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith("d");
  });

  it("runs again exactly 1000 ms after a click", () => {
    let now = 10_000;
    const fn = vi.fn();
    const click = leadingDebounce(fn, 1000, () => now);
    click();
    now += 1000;
    click();
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

describe("review list paging (detail spec 4: filters reset to page 1, load more until maxPage, page 1 replaces, later pages append)", () => {
  const first = () => initialReviewList({ items: views(1, 10), maxPage: 3 });
  const byDate: ReviewFilters = { ...DEFAULT_REVIEW_FILTERS, sort: "date-desc" };

  it("starts from the page the server loaded, sorted by rating high to low", () => {
    const state = first();
    expect(state).toMatchObject({ page: 1, maxPage: 3, pending: null, filters: { sort: "rating-desc", withImages: false, types: [], stores: [] } });
    expect(canLoadMore(state)).toBe(true);
  });

  it("asks for page 1 when nothing was loaded", () => {
    expect(initialReviewList(null)).toMatchObject({ page: 0, pending: 1, items: [] });
  });

  it("load more asks for the next page and appends it", () => {
    let state = reviewListReducer(first(), { type: "more" });
    expect(state.pending).toBe(2);
    // A second 'more' while one is under way asks for nothing more.
    expect(reviewListReducer(state, { type: "more" })).toBe(state);
    state = reviewListReducer(state, { type: "loaded", filters: DEFAULT_REVIEW_FILTERS, page: 2, items: views(11, 10), maxPage: 3 });
    expect(state.page).toBe(2);
    expect(state.items.map((item) => item.id)).toEqual([...views(1, 20)].map((item) => item.id));
  });

  it("stops at maxPage", () => {
    let state: ReviewListState = { ...first(), page: 3, items: views(1, 24) };
    expect(canLoadMore(state)).toBe(false);
    state = reviewListReducer(state, { type: "more" });
    expect(state.pending).toBeNull();
  });

  it("a filter or sort change asks for page 1, and page 1 replaces the list", () => {
    let state = reviewListReducer({ ...first(), page: 2, items: views(1, 20) }, { type: "filter", filters: byDate });
    expect(state).toMatchObject({ pending: 1, filters: byDate });
    // The old list stays until the new page 1 arrives.
    expect(state.items).toHaveLength(20);
    state = reviewListReducer(state, { type: "loaded", filters: byDate, page: 1, items: views(50, 10), maxPage: 2 });
    expect(state).toMatchObject({ page: 1, maxPage: 2, pending: null });
    expect(state.items.map((item) => item.id)).toEqual(views(50, 10).map((item) => item.id));
  });

  it("ignores an answer for superseded filters or another page", () => {
    const state = reviewListReducer(first(), { type: "filter", filters: byDate });
    expect(reviewListReducer(state, { type: "loaded", filters: DEFAULT_REVIEW_FILTERS, page: 1, items: [], maxPage: 0 })).toBe(state);
    expect(reviewListReducer(state, { type: "loaded", filters: byDate, page: 2, items: [], maxPage: 0 })).toBe(state);
  });

  it("a failed page can be asked for again", () => {
    let state = reviewListReducer(first(), { type: "more" });
    state = reviewListReducer(state, { type: "failed" });
    expect(state).toMatchObject({ pending: null, failed: 2, page: 1 });
    state = reviewListReducer(state, { type: "retry" });
    expect(state).toMatchObject({ pending: 2, failed: null });
  });

  it("puts the filters in the /api/reviews query", () => {
    expect(reviewsQuery("501", DEFAULT_REVIEW_FILTERS, 1)).toEqual({ spuId: "501", page: "1", sort: "rating-desc" });
    expect(reviewsQuery("501", { sort: "date-asc", withImages: true, types: ["1", "3"], stores: [5, 6] }, 2, "ORD-1")).toEqual({
      spuId: "501",
      page: "2",
      sort: "date-asc",
      media: "images",
      types: "1,3",
      stores: "5,6",
      orderId: "ORD-1",
    });
  });
});

describe("review dates and places (detail spec 9: MM/DD/YYYY; day-first and no city in stores 5–9)", () => {
  it("keeps MM/DD/YYYY in stores 3 and 4", () => {
    expect(formatReviewDate("10/14/2025", 3)).toBe("10/14/2025");
    expect(formatReviewDate("10/14/2025", 4)).toBe("10/14/2025");
  });

  it("writes every store's review date by detail spec 9: month first in stores 1, 3 and 4, day first in 5 to 9", () => {
    const expected = { 1: "10/14/2025", 3: "10/14/2025", 4: "10/14/2025", 5: "14/10/2025", 6: "14/10/2025", 7: "14/10/2025", 8: "14/10/2025", 9: "14/10/2025" } as const;
    for (const store of STORE_IDS) expect([store, formatReviewDate("10/14/2025", store)]).toEqual([store, expected[store]]);
    expect(STORE_IDS.filter(reviewDatesDayFirst)).toEqual([5, 6, 7, 8, 9]);
  });

  it("writes the day first in stores 5 to 9", () => {
    for (const store of [5, 6, 7, 8, 9] as const) expect(formatReviewDate("10/14/2025", store)).toBe("14/10/2025");
  });

  it("reads a time after the date, single digits and YYYY-MM-DD, and refuses what is no date", () => {
    expect(formatReviewDate("1/5/2025 08:30:00", 3)).toBe("01/05/2025");
    expect(formatReviewDate("2025-03-09", 5)).toBe("09/03/2025");
    expect(formatReviewDate("13/01/2025", 3)).toBeNull();
    expect(formatReviewDate("yesterday", 3)).toBeNull();
    expect(formatReviewDate(undefined, 3)).toBeNull();
  });

  it("shows the postcode and city, and omits the city in stores 5 to 9", () => {
    expect(reviewLocation("11201", "Brooklyn", 3)).toBe("11201 Brooklyn");
    expect(reviewLocation("M5V 2T6", "Toronto", 4)).toBe("M5V 2T6 Toronto");
    for (const store of [5, 6, 7, 8, 9] as const) expect(reviewLocation("10115", "Berlin", store)).toBe("10115");
    expect(reviewLocation(null, "Berlin", 5)).toBeNull();
    expect(reviewLocation(null, null, 3)).toBeNull();
  });

  it("makes a review's view with the store's date and place", () => {
    const review = reviewSchema.parse({
      reviewId: 7,
      userFristName: "anna",
      reviewRating: "80",
      reviewDetail: "Sehr bequem",
      reviewDateTime: "07/30/2025",
      imageList: [{ path: "/a.svg" }, { path: null }],
      helpfulType: 1,
      helpfulCount: "4",
      postcode: "10115",
      city: "Berlin",
      reply: "Danke!",
    });
    expect(reviewView(review, 5)).toEqual({
      id: "7",
      reviewer: "anna",
      initial: "A",
      rating: 80,
      text: "Sehr bequem",
      date: "30/07/2025",
      location: "10115",
      images: [{ path: "/a.svg", label: null }],
      helpfulType: 1,
      helpfulCount: 4,
      reply: "Danke!",
    });
  });
});
