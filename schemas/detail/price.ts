import { z } from "zod";
import { isModularSofa } from "../rules/product/discounts";
import { getStore } from "../rules/stores";
import { pageSlice, skuListOf, storeField } from "./slice";

/**
 * The price block (detail spec 2, 4): each SKU's prices and the store's tax text; the chosen
 * SKU's coupon summary, coupons and coupon countdown come with its side data.
 */
export const priceSectionSchema = pageSlice({
  product: z.object({
    spuInfo: z.object({ productType: z.string().optional() }),
    skuList: skuListOf({
      skuId: z.string(),
      price: z.number().optional(),
      specialPrice: z.number(),
      discountedPrice: z.number().optional(),
      isFlashSale: z.boolean(),
      flashSalePrice: z.number().optional(),
    }),
  }),
  store: storeField,
}).transform((page) => ({
  bySku: Object.fromEntries(
    page.product.skuList.map((sku) => [
      sku.skuId,
      {
        price: sku.price,
        specialPrice: sku.specialPrice,
        discountedPrice: sku.discountedPrice,
        isFlashSale: sku.isFlashSale,
        flashSalePrice: sku.flashSalePrice,
      },
    ]),
  ),
  taxText: getStore(page.store).taxText,
  /** Modular sofas never show the coupon price (detail spec 4). */
  modular: isModularSofa(page.product.spuInfo.productType),
}));
