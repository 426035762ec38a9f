import { z } from "zod";
import { getStore } from "../../app/lib/stores";
import type { ProductPage } from "./page";

/** The price block (detail spec 2, 4): each SKU's prices and the store's tax text; the chosen SKU's coupon summary comes with its side data. */
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
}));
