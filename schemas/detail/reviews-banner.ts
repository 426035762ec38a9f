import { z } from "zod";
import { BANNER_CARD_COUNT, DEFAULT_EXTERNAL_SCORE, productScore, reviewView } from "../rules/product/reviews";
import type { ProductPage } from "./page";
import { ownRating } from "./reviews";

/**
 * The reviews banner (detail spec 2): the external review-site score (default 4.3), the
 * product's own score and count, and cards of the first reviews. A product without reviews
 * has no banner (the reviews section says 'No reviews').
 */
export const reviewsBannerSectionSchema = z.custom<ProductPage>().transform((page, ctx) => {
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
