import { useCallback, useEffect, useReducer } from "react";
import { initialReviewList, reviewListReducer, reviewsQuery, type ReviewFilters, type ReviewListState, type ReviewView } from "~schemas/rules/product/reviews";
import { callApp } from "~modules/kit/app-api";

export type ReviewList = ReviewListState & {
  setFilters: (filters: ReviewFilters) => void;
  more: () => void;
  retry: () => void;
};

/**
 * The review sheet's list (detail spec 4): it starts from page 1 as the page loaded it, and
 * asks /api/reviews for each page the paging rules want, only while `active` (the sheet is
 * open). A newer request aborts the one under way, and an answer for other filters or another
 * page than the one wanted is ignored, so a late answer never replaces a newer list.
 */
export function useReviewList(spuId: string, orderId: string | null, firstPage: { items: ReviewView[]; maxPage: number } | null, active: boolean): ReviewList {
  const [state, dispatch] = useReducer(reviewListReducer, firstPage, initialReviewList);
  const { pending, filters } = state;

  useEffect(() => {
    if (!active || pending === null) return;
    const controller = new AbortController();
    callApp("GET /api/reviews", reviewsQuery(spuId, filters, pending, orderId), { signal: controller.signal })
      .then((body) => {
        if (controller.signal.aborted) return;
        if (!body.ok) throw new Error(body.error);
        dispatch({ type: "loaded", filters, page: pending, items: body.items, maxPage: body.maxPage });
      })
      .catch(() => {
        if (!controller.signal.aborted) dispatch({ type: "failed" });
      });
    return () => controller.abort();
  }, [active, pending, filters, spuId, orderId]);

  const setFilters = useCallback((next: ReviewFilters) => dispatch({ type: "filter", filters: next }), []);
  const more = useCallback(() => dispatch({ type: "more" }), []);
  const retry = useCallback(() => dispatch({ type: "retry" }), []);
  return { ...state, setFilters, more, retry };
}
