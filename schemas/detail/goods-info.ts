import { z } from "zod";
import { splitProductName } from "../rules/product/name";
import type { ProductPage } from "./page";

/** The goods info header (detail spec 2): title and subtitle, subscript badge, rating, model tabs. */
export const goodsInfoSectionSchema = z.custom<ProductPage>().transform((page) => {
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
