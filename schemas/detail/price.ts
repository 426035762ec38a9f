import { z } from "zod";
import { isModularSofa } from "../rules/product/discounts";
import { getStore } from "../rules/stores";
import { pageSlice, skuListOf, storeField } from "./slice";

/**
 * The price block (detail spec 2, 4): each SKU's prices, the store's tax text, the activity
 * banner's info and the crowdfund stage fields; the chosen
 * SKU's coupon summary, coupons and coupon countdown come with its side data.
 */
export const priceSectionSchema = pageSlice({
  product: z.object({
    spuInfo: z.object({
      productType: z.string().optional(),
      isCrowdfund: z.boolean(),
      crowdfundStatus: z.number().optional(),
      duringAmount: z.number().optional(),
      successAmount: z.number().optional(),
      barPercentage: z.number().optional(),
    }),
    activityInfo: z
      .object({
        type: z.string().optional(),
        endTime: z.string().optional(),
        displayCountdown: z.boolean(),
        pcDiscountMsg: z.string().optional(),
        mobileDiscountMsg: z.string().optional(),
        pcCopyWriting: z.string().optional(),
        mobileCopyWriting: z.string().optional(),
        fontColor: z.string().optional(),
        bgColor: z.string().optional(),
      })
      .nullable(),
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
  /** The activity banner's info (detail spec 2, 4): what it shows depends on the device and the page's time. */
  activity: page.product.activityInfo,
  /** A crowdfund product's stage fields (detail spec 4), null for other products. */
  crowdfund: page.product.spuInfo.isCrowdfund
    ? {
        isCrowdfund: true,
        crowdfundStatus: page.product.spuInfo.crowdfundStatus,
        duringAmount: page.product.spuInfo.duringAmount,
        successAmount: page.product.spuInfo.successAmount,
        barPercentage: page.product.spuInfo.barPercentage,
      }
    : null,
  /** Modular sofas never show the coupon price (detail spec 4). */
  modular: isModularSofa(page.product.spuInfo.productType),
}));
