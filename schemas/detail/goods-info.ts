import { z } from "zod";
import { splitProductName } from "../rules/product/name";
import { deviceField, pageSlice, reviewSummaryField, skuListOf, spuRatingShape } from "./slice";

/** What the subscript badge reads of productSubscript and goodsSubscriptVO. */
const copywriting = z.object({ pcCopywriting: z.string().optional(), mobileCopywriting: z.string().optional() }).nullish();

/** The goods info header (detail spec 2): title and subtitle, subscript badge, rating, model tabs. */
export const goodsInfoSectionSchema = pageSlice({
  product: z.object({
    spuInfo: z.object({
      name: z.string().optional(),
      brandInfo: z.string().optional(),
      goodsSubscriptVO: z.object({ name: z.string().optional() }).nullish(),
      ...spuRatingShape,
    }),
    productSubscript: copywriting,
    skuList: skuListOf({ skuId: z.string(), name: z.string().optional() }),
  }),
  models: z.array(
    z.object({
      bundlingSpu: z.string().optional(),
      modelName: z.string().optional(),
      detailUrl: z.string().optional(),
      variant: z.string().optional(),
      isCurrent: z.boolean(),
      grayImage: z.object({ path: z.string().optional() }).nullish(),
    }),
  ),
  reviewSummary: reviewSummaryField,
  device: deviceField,
}).transform((page) => {
  const { spuInfo, productSubscript } = page.product;
  const subscript = (page.device === "mobile" ? productSubscript?.mobileCopywriting : productSubscript?.pcCopywriting) ?? spuInfo.goodsSubscriptVO?.name;
  return {
    ...splitProductName(spuInfo.name),
    /** Per SKU, for a title that follows the selected variant. */
    skuNames: Object.fromEntries(page.product.skuList.map((sku) => [sku.skuId, splitProductName(sku.name ?? spuInfo.name)])),
    subscript: subscript ? { text: subscript, exclusive: /EXCLUSIVE/i.test(subscript) } : null,
    brand: spuInfo.brandInfo,
    topRated: page.reviewSummary ? page.reviewSummary.ratingSummary : (spuInfo.topRated ?? 0),
    reviewCount: page.reviewSummary ? page.reviewSummary.reviewsCount : (spuInfo.reviewCount ?? 0),
    /** The bundled models' spus, appended to `related-product` on a model switch (detail spec 2). */
    bundledSpus: [...new Set(page.models.flatMap((model) => (model.bundlingSpu ? [model.bundlingSpu] : [])))],
    models: page.models
      .filter((model) => model.detailUrl)
      .map((model) => ({
        name: model.modelName ?? model.bundlingSpu ?? "",
        href: model.detailUrl!,
        /** The URL variant the model opens with; without one, the URL's variant is removed. */
        variant: model.variant ?? null,
        current: model.isCurrent,
        image: model.grayImage?.path,
      })),
  };
});
