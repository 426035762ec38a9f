import { z } from "zod";
import { isModularSofa } from "../rules/product/discounts";
import { pageSlice, skuListOf } from "./slice";

/** A media list, for its first item's image address. */
const mediaImages = z.array(z.object({ imageUrl: z.string().optional() }));

/** A SKU's sale value. Not saleValueSchema: that reads the back office's loose answer (it coerces); this checks what it made. */
const saleValueField = z.object({ attributeCode: z.string(), attributeLabel: z.string().optional(), value: z.string() });

/**
 * Add to Cart and Buy Now, the out-of-stock module and the delivery-delay dialog (detail
 * spec 2, 4 "Sellability and stock", "Buy now and add to cart", "Out-of-stock notify"): what
 * each SKU adds, its stock fields, and what the notify call describes it with.
 */
export const buySectionSchema = pageSlice({
  product: z.object({
    spuInfo: z.object({ name: z.string().optional(), isNew: z.boolean(), productMediaList: mediaImages, productType: z.string().optional() }),
    /** What the price block's coupon rule reads of the activity: whether it counts as a flash sale. */
    activityInfo: z
      .object({
        type: z.string().optional(),
        endTime: z.string().optional(),
        displayCountdown: z.boolean(),
        pcCopyWriting: z.string().optional(),
        mobileCopyWriting: z.string().optional(),
      })
      .nullable(),
    saleAttr: z.array(z.object({ code: z.string(), name: z.string(), values: z.array(z.object({ value: z.string(), label: z.string() })) })),
    skuList: skuListOf({
      skuId: z.string(),
      entityId: z.string().nullish(),
      sku: z.string(),
      status: z.number(),
      salableQuantity: z.number(),
      isNew: z.boolean(),
      isShowEmailInput: z.boolean(),
      name: z.string().optional(),
      productMediaList: mediaImages,
      productImage: z.object({ image: z.string().optional() }).nullish(),
      price: z.number().optional(),
      specialPrice: z.number(),
      discountedPrice: z.number().optional(),
      isFlashSale: z.boolean(),
      flashSalePrice: z.number().optional(),
      saleValueList: z.array(saleValueField),
    }),
    isInStock: z.boolean(),
  }),
  path: z.string(),
}).transform((page) => {
  const names = new Map(page.product.saleAttr.map((attribute) => [attribute.code, attribute]));
  const productImage = page.product.spuInfo.productMediaList[0]?.imageUrl;
  return {
    skus: Object.fromEntries(
      page.product.skuList.map((sku) => [
        sku.skuId,
        {
          productId: String(sku.entityId ?? sku.skuId),
          sku: sku.sku,
          status: sku.status,
          salableQuantity: sku.salableQuantity,
          isNew: sku.isNew,
          showEmailInput: sku.isShowEmailInput,
          name: sku.name ?? page.product.spuInfo.name ?? sku.sku,
          image: sku.productMediaList[0]?.imageUrl ?? sku.productImage?.image ?? productImage ?? "",
          price: sku.price ?? null,
          specialPrice: sku.specialPrice,
          discountedPrice: sku.discountedPrice,
          isFlashSale: sku.isFlashSale,
          flashSalePrice: sku.flashSalePrice,
          /** The selected specs, as the notify call's attrMap: attribute name -> the value's label. */
          specs: Object.fromEntries(
            sku.saleValueList.map((entry) => {
              const attribute = names.get(entry.attributeCode);
              const label = attribute?.values.find((value) => value.value === entry.value)?.label ?? entry.attributeLabel ?? entry.value;
              return [attribute?.name ?? entry.attributeCode, label];
            }),
          ),
        },
      ]),
    ),
    /** isInStock of the product: the low-stock dialog applies only to products in stock. */
    inStock: page.product.isInStock,
    /** A new SPU reads 'newStockInRegion' in the out-of-stock module. */
    spuIsNew: page.product.spuInfo.isNew,
    /** Add to Cart's '-{discount}' follows the price block's coupon rule, which reads these (detail spec 2, 4). */
    activity: page.product.activityInfo,
    modular: isModularSofa(page.product.spuInfo.productType),
    /** The page path without the ads-detail/min-detail segment: the notify call's productDetailUrl. */
    detailPath: page.path.replace(/^\/(?:ads-detail|min-detail)\//, "/"),
  };
});
