import { z } from "zod";
import type { Review } from "../product";
import {
  productScore,
  reviewView,
  SELLER_SHOW_MIN_IMAGES,
  writeReviewHref,
  type ReviewImage,
  type ReviewView,
} from "../rules/product/reviews";
import type { DetailKind } from "./page";
import { kindField, pageSlice, reviewSummaryField, skuListOf, spuRatingShape, storeField } from "./slice";

/**
 * A review of the list's page 1, as reviewSchema made it, handed whole to `reviewView`: the
 * fields reviewView reads are checked, the rest passes untouched (a loose object), and the
 * review keeps its Review type.
 */
export const reviewField = z
  .looseObject({
    reviewId: z.string(),
    reviewer: z.string(),
    reviewRating: z.number(),
    reviewDetail: z.string().optional(),
    reviewDateTime: z.string().optional(),
    postcode: z.string().optional(),
    city: z.string().optional(),
    images: z.array(z.object({ path: z.string(), label: z.string().optional() })),
    helpfulType: z.number(),
    helpfulCount: z.number(),
    reply: z.string().optional(),
  })
  .pipe(z.custom<Review>());

/** The page address a full-details link opens: the ads and compact pages' path without their segment (detail spec 2). */
function fullDetails(page: { kind: DetailKind; path: string }): { href: string; newWindow: boolean } | null {
  if (page.kind === "page") return null;
  return { href: page.path.replace(/^\/(ads-detail|min-detail)\//, "/"), newWindow: page.kind === "ads" };
}

/** What `ownRating` reads (reviewSummaryField and spuRatingShape in a section's slice). */
type RatingSource = {
  reviewSummary: z.output<typeof reviewSummaryField>;
  product: { spuInfo: { topRated?: number; reviewCount?: number } };
};

/**
 * The product's own rating (detail spec 2): the review summary, else the product's topRated
 * and reviewCount (what the goods info shows too).
 */
export function ownRating(page: RatingSource): { ratingSummary: number; count: number } {
  return page.reviewSummary
    ? { ratingSummary: page.reviewSummary.ratingSummary, count: page.reviewSummary.reviewsCount }
    : { ratingSummary: page.product.spuInfo.topRated ?? 0, count: page.product.spuInfo.reviewCount ?? 0 };
}

/**
 * The Ratings & Reviews section (detail spec 2, 4, 6, 8, 9): the score, page 1 of the list
 * (the section shows 3, the review sheet starts from all of it), the sheet's review types,
 * the seller-show images (only from 5), and who may write a review. It always renders: with
 * no reviews it says so (NoReviews, notReviewsNotice).
 */
export const reviewsSectionSchema = pageSlice({
  kind: kindField,
  path: z.string(),
  product: z.object({
    spuInfo: z.object({ spuId: z.string(), spu: z.string(), name: z.string().optional(), ...spuRatingShape }),
    skuList: skuListOf({ skuId: z.string(), entityId: z.string().nullish() }),
  }),
  reviewSummary: reviewSummaryField,
  reviews: z
    .object({
      firstPage: z.object({ items: z.array(reviewField), maxPage: z.number() }).nullable(),
      types: z.array(z.object({ id: z.string(), typeName: z.string() })),
      weightedImages: z.array(z.object({ path: z.string(), label: z.string().nullable() })),
      orderId: z.string().nullable(),
    })
    .optional(),
  store: storeField,
}).transform((page) => {
  const { ratingSummary, count } = ownRating(page);
  const reviews = page.reviews;
  const firstPage = reviews?.firstPage
    ? { items: reviews.firstPage.items.map((review): ReviewView => reviewView(review, page.store)), maxPage: reviews.firstPage.maxPage }
    : null;
  const weighted: ReviewImage[] = reviews?.weightedImages ?? [];
  const orderId = reviews?.orderId ?? null;
  return {
    spuId: String(page.product.spuInfo.spuId),
    name: page.product.spuInfo.name ?? page.product.spuInfo.spu,
    score: productScore(ratingSummary),
    ratingSummary,
    count,
    hasReviews: count > 0 || (firstPage?.items.length ?? 0) > 0,
    firstPage,
    types: (reviews?.types ?? []).map((type) => ({ id: type.id, name: type.typeName })),
    sellerShow: weighted.length >= SELLER_SHOW_MIN_IMAGES ? weighted : [],
    /**
     * Where reviews are written, and whether a guest may go there without logging in (a
     * resolved order); otherwise the page decides in the browser: logged in, write at once,
     * else the login popup first.
     */
    write: { href: writeReviewHref(String(page.product.spuInfo.spuId), orderId), withoutLogin: orderId !== null },
    orderId,
    /** What the review sheet's Add to Cart adds for each SKU. */
    productIds: Object.fromEntries(page.product.skuList.map((sku) => [sku.skuId, String(sku.entityId ?? sku.skuId)])),
    fullDetails: fullDetails(page),
  };
});
