import { z } from "zod";
import type { SkuLike } from "../rules/product/sku";
import { isModularSofa } from "../rules/product/sofa";
import { pageSlice, skuListOf } from "./slice";

/**
 * The SKU selector (detail spec 4, "Variant picker"): the attributes, what the SKU rules
 * read of each SKU, and whether the product is a modular sofa (the sofa picker) or not (the
 * generic selector).
 */
export const variantsSectionSchema = pageSlice({
  product: z.object({
    spuInfo: z.object({ productType: z.string().optional() }),
    /** Handed on whole to the pickers: each attribute as saleAttributeSchema made it. */
    saleAttr: z.array(
      z.object({
        code: z.string(),
        name: z.string(),
        values: z.array(
          z.object({ value: z.string(), label: z.string(), image: z.string().or(z.undefined()), disabled: z.boolean().optional() }),
        ),
      }),
    ),
    skuList: skuListOf({
      sku: z.string(),
      skuId: z.string(),
      status: z.number(),
      salableQuantity: z.number(),
      shopifyProductId: z.string().optional(),
      values: z.record(z.string(), z.string()),
    }),
  }),
}).transform((page) => {
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
