import { z } from "zod";
import { getStore } from "../../app/lib/stores";
import type { ProductPage } from "./page";

/** The price block (detail spec 2, 4): each SKU's prices, the opening SKU's coupon summary and the store's tax text. */
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
  /** The coupon price summary was fetched for the opening SKU; other SKUs fetch theirs when chosen. */
  coupon:
    page.coupons && page.coupons.discountedPrice !== undefined
      ? { skuId: page.skuId, discountedPrice: page.coupons.discountedPrice, isSuite: page.coupons.isSuite }
      : null,
  taxText: getStore(page.store).taxText,
}));
