import { z } from "zod";
import { isNormalSale } from "../../app/lib/product/sku";
import type { ProductPage } from "./page";

/** Add to Cart and Buy Now (detail spec 4, "Buy now and add to cart"): what each SKU adds and whether it sells normally. */
export const buySectionSchema = z.custom<ProductPage>().transform((page) => ({
  skus: Object.fromEntries(
    page.product.skuList.map((sku) => [sku.skuId, { productId: String(sku.entityId ?? sku.skuId), sellable: isNormalSale(sku), sku: sku.sku }]),
  ),
  /** The delivery time status of the opening SKU (false: the out-of-stock rules apply). */
  deliveryTime: page.delivery ? page.delivery.time || page.delivery.in : true,
}));
