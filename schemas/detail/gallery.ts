import { z } from "zod";
import { MEDIA_KINDS } from "../product";
import { assembleMedia, categoryNavigation, type CategoryEntry, type GalleryMedia } from "../rules/product/media";
import { isNormalSale } from "../rules/product/sku";
import { getStore } from "../rules/stores";
import { kindField, oneOf, pageSlice, skuListOf, storeField } from "./slice";

/** A media item as mediaItemSchema made it (rules/product/media SourceMedia). */
const mediaField = z.object({
  kind: oneOf(MEDIA_KINDS),
  imageUrl: z.string().optional(),
  thumbnailUrl: z.string().optional(),
  videoUrl: z.string().optional(),
  coverUrl: z.string().optional(),
  recordId: z.string().optional(),
  label: z.string().optional(),
  position: z.number().optional(),
});

/** An image-category navigation entry (rules/product/media SourceCategory). */
const categoryField = z.object({
  imageCategory: z.string().optional(),
  imageCategoryName: z.string().optional(),
  imageCount: z.number().optional(),
  imageRecordIdList: z.array(z.string()),
});

/** What the reviews slide shows of a review. */
const slideReviewField = z.object({
  reviewId: z.string(),
  reviewer: z.string(),
  reviewRating: z.number(),
  reviewDetail: z.string().optional(),
  reviewDateTime: z.string().optional(),
  images: z.array(z.object({ path: z.string() })),
});

/**
 * The media gallery (detail spec 2, "Media gallery"): per SKU, its media (falling back to
 * the SPU's) with the size chart, the reviews slide and the 3D model put in place by
 * `assembleMedia`, and its image-category navigation. A product with no image at all has
 * no gallery: the section is dropped (the rest of the page still renders).
 */
export const gallerySectionSchema = pageSlice({
  kind: kindField,
  product: z.object({
    spuInfo: z.object({
      spu: z.string(),
      name: z.string().optional(),
      threeDimensionalId: z.string().optional(),
      threeDimensionalUrl: z.string().optional(),
      productMediaList: z.array(mediaField),
    }),
    skuList: skuListOf({
      sku: z.string(),
      skuId: z.string(),
      status: z.number(),
      salableQuantity: z.number(),
      productMediaList: z.array(mediaField),
      productImage: z.object({ sizeImage: z.string().optional() }).nullish(),
      imageCategoryNavigateList: z.array(categoryField),
    }),
  }),
  galleryReviews: z.array(slideReviewField).optional(),
  store: storeField,
}).transform((page, ctx) => {
  const { spuInfo } = page.product;
  const reviews = (page.galleryReviews ?? []).map((review) => ({
    reviewId: review.reviewId,
    reviewer: review.reviewer,
    rating: review.reviewRating,
    text: review.reviewDetail ?? "",
    date: review.reviewDateTime,
    image: review.images[0]?.path,
  }));
  /** Per SKU, its code too: the membership's (TPVIP1) gallery has no wishlist heart (detail spec 4). */
  const bySku: Record<string, { sku: string; media: GalleryMedia[]; categories: CategoryEntry[] }> = {};
  let pictures = 0;
  for (const sku of page.product.skuList) {
    const own = sku.productMediaList.filter(hasPicture);
    const source = own.length > 0 ? own : spuInfo.productMediaList.filter(hasPicture);
    pictures += source.filter((item) => item.kind !== "comment").length;
    const media = assembleMedia({
      media: source,
      sizeImage: sku.productImage?.sizeImage,
      threeDimensionalId: spuInfo.threeDimensionalId,
      threeDimensionalUrl: spuInfo.threeDimensionalUrl,
      hasReviews: reviews.length > 0,
    });
    bySku[sku.skuId] = { sku: sku.sku, media, categories: categoryNavigation(sku.imageCategoryNavigateList, media, { comments: page.kind !== "min" }) };
  }
  if (pictures === 0) {
    ctx.issues.push({ code: "custom", message: "has no images (productMediaList)", input: spuInfo.spu });
    return z.NEVER;
  }
  return {
    name: spuInfo.name ?? spuInfo.spu,
    bySku,
    reviews,
    /** Store 4's 'Ship out in 48h' badge, on the first image of a SKU in normal sale. */
    shipIn48h: getStore(page.store).shipIn48hBadge
      ? page.product.skuList.filter((sku) => isNormalSale(sku)).map((sku) => sku.skuId)
      : [],
  };
});

function hasPicture(media: { imageUrl?: string; videoUrl?: string; kind: string }): boolean {
  return Boolean(media.imageUrl || media.videoUrl || media.kind === "comment");
}
