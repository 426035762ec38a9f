import { z } from "zod";
import type { MediaItem } from "../product";
import type { ProductPage } from "./page";

/**
 * The media gallery (detail spec 2, "Media gallery") reads each SKU's media, falling back to
 * the SPU's, and the 3D model id. A product with no image at all has no gallery: the
 * section is dropped (the rest of the page still renders).
 */
export const gallerySectionSchema = z.custom<ProductPage>().transform((page, ctx) => {
  const spuMedia = page.product.spuInfo.productMediaList.filter(hasPicture);
  const bySku: Record<string, MediaItem[]> = {};
  for (const sku of page.product.skuList) {
    const own = sku.productMediaList.filter(hasPicture);
    bySku[sku.skuId] = own.length > 0 ? own : spuMedia;
  }
  if (Object.values(bySku).every((media) => media.length === 0)) {
    ctx.issues.push({ code: "custom", message: "has no images (productMediaList)", input: page.product.spuInfo.spu });
    return z.NEVER;
  }
  return {
    name: page.product.spuInfo.name ?? page.product.spuInfo.spu,
    bySku,
    threeDimensionalId: page.product.spuInfo.threeDimensionalId,
  };
});

function hasPicture(media: MediaItem): boolean {
  return Boolean(media.imageUrl || media.videoUrl);
}
