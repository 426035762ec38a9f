import { z } from "zod";
import { BANNER_CARD_COUNT, DEFAULT_EXTERNAL_SCORE, productScore, reviewView } from "../rules/product/reviews";
import { ownRating, reviewField } from "./reviews";
import { pageSlice, reviewSummaryField, spuRatingShape, storeField } from "./slice";

/**
 * The reviews banner (detail spec 2): the external review-site score (default 4.3), the
 * product's own score and count, and cards of the first reviews. A product without reviews
 * has no banner (the reviews section says 'No reviews').
 */
export const reviewsBannerSectionSchema = pageSlice({
  product: z.object({ spuInfo: z.object({ spu: z.string(), ...spuRatingShape }) }),
  reviewSummary: reviewSummaryField,
  reviews: z
    .object({
      firstPage: z.object({ items: z.array(reviewField) }).nullable(),
      externalScore: z.number().nullable(),
    })
    .optional(),
  store: storeField,
}).transform((page, ctx) => {
  const { ratingSummary, count } = ownRating(page);
  const items = page.reviews?.firstPage?.items ?? [];
  if (count <= 0 || items.length === 0) {
    ctx.issues.push({ code: "custom", message: "has no reviews to show (productReviewList)", input: page.product.spuInfo.spu });
    return z.NEVER;
  }
  return {
    externalScore: page.reviews?.externalScore ?? DEFAULT_EXTERNAL_SCORE,
    score: productScore(ratingSummary),
    ratingSummary,
    count,
    cards: items.slice(0, BANNER_CARD_COUNT).map((review) => reviewView(review, page.store)),
  };
});
