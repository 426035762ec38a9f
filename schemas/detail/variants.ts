import { z } from "zod";
import type { SkuLike } from "../rules/product/sku";
import { isModularSofa } from "../rules/product/sofa";
import type { ProductPage } from "./page";

/**
 * The SKU selector (detail spec 4, "Variant picker"): the attributes, what the SKU rules
 * read of each SKU, and whether the product is a modular sofa (the sofa picker) or not (the
 * generic selector).
 */
export const variantsSectionSchema = z.custom<ProductPage>().transform((page) => {
  const attributes = page.product.saleAttr.filter((attribute) => attribute.values.length > 0);
  return {
    attributes,
    modular: isModularSofa(page.product.spuInfo.productType, page.product.saleAttr.map((attribute) => attribute.code)),
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
  };
});
