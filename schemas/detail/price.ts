import { z } from "zod";
import { isModularSofa } from "../rules/product/discounts";
import { getStore } from "../rules/stores";
import type { ProductPage } from "./page";

/**
 * The price block (detail spec 2, 4): each SKU's prices and the store's tax text; the chosen
 * SKU's coupon summary, coupons and coupon countdown come with its side data.
 */
export const priceSectionSchema = z.custom<ProductPage>().transform((page) => ({
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
