import { z } from "zod";
import type { SkuLike } from "../../app/lib/product/sku";
import type { ProductPage } from "./page";

/** The SKU selector (detail spec 4, "Variant picker"): the attributes, and what the SKU rules read of each SKU. */
export const variantsSectionSchema = z.custom<ProductPage>().transform((page) => ({
  attributes: page.product.saleAttr.filter((attribute) => attribute.values.length > 0),
  skus: page.product.skuList.map(
    (sku): SkuLike => ({
      sku: sku.sku,
      skuId: sku.skuId,
      status: sku.status,
      salableQuantity: sku.salableQuantity,
      shopifyProductId: sku.shopifyProductId,
      values: sku.values,
    }),
  ),
}));
