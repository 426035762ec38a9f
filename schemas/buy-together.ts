import { z } from "zod";
import { idText, link, mediaUrl, numberish, optionalNumberish, optionalText, requiredText } from "./lib/fields";
import type { Kit, KitItem, KitSku } from "./rules/product/buy-together";

/*
 * The answers of Buy Together's calls (detail spec 3 "Kit", 7 "Get kit products", "Get sku
 * max discount amount", "Add combination to cart"; docs/backoffice-api.md). A kit whose items
 * cannot be shown is left out alone; the rest of the list stands.
 */

/** isFlashSale and isMain arrive as booleans or 1/0. */
const flag = z.union([z.boolean(), z.number(), z.null(), z.undefined()]).transform((value) => value === true || value === 1);

const kitSkuSchema = z
  .object({
    skuId: idText,
    sku: requiredText,
    entityId: idText.nullish(),
    price: optionalNumberish,
    specialPrice: numberish,
    isFlashSale: flag,
    flashSalePrice: optionalNumberish,
    imageUrl: mediaUrl,
    label: optionalText,
  })
  .transform(
    (sku): KitSku => ({
      skuId: sku.skuId,
      sku: sku.sku,
      entityId: sku.entityId ?? null,
      price: sku.price ?? null,
      specialPrice: sku.specialPrice,
      isFlashSale: sku.isFlashSale,
      flashSalePrice: sku.flashSalePrice ?? null,
      imageUrl: sku.imageUrl ?? null,
      label: sku.label ?? sku.sku,
    }),
  );

const kitItemSchema = z
  .object({
    sku: requiredText,
    skuId: idText.nullish(),
    spu: requiredText,
    spuId: idText,
    entityId: idText.nullish(),
    firstCategoryId: idText.nullish(),
    name: requiredText,
    imageUrl: mediaUrl,
    detailUrl: link,
    price: optionalNumberish,
    specialPrice: numberish,
    discountedPrice: optionalNumberish,
    isFlashSale: flag,
    isMain: flag,
    flashSalePrice: optionalNumberish,
    skuList: z.array(kitSkuSchema).min(1),
  })
  .transform((item): KitItem => {
    const listed = item.skuList.find((sku) => sku.sku === item.sku) ?? item.skuList[0]!;
    return {
      spu: item.spu,
      spuId: item.spuId,
      sku: item.sku,
      skuId: item.skuId ?? listed.skuId,
      entityId: item.entityId ?? listed.entityId,
      firstCategoryId: item.firstCategoryId ?? null,
      name: item.name,
      imageUrl: item.imageUrl ?? listed.imageUrl,
      detailUrl: item.detailUrl ?? null,
      price: item.price ?? null,
      specialPrice: item.specialPrice,
      discountedPrice: item.discountedPrice ?? null,
      isFlashSale: item.isFlashSale,
      flashSalePrice: item.flashSalePrice ?? null,
      isMain: item.isMain,
      skuList: item.skuList,
    };
  });

const kitSchema = z
  .object({
    kitId: idText,
    kitTitle: requiredText,
    activityType: optionalNumberish,
    activityTitle: optionalText,
    activityRules: z.array(z.string()).nullish(),
    mainProductList: z.array(kitItemSchema).min(1),
    optionProductList: z.array(kitItemSchema).nullish(),
  })
  .transform(
    (kit): Kit => ({
      kitId: kit.kitId,
      kitTitle: kit.kitTitle,
      activityType: kit.activityType ?? null,
      activityTitle: kit.activityTitle ?? null,
      activityRules: (kit.activityRules ?? []).map((rule) => rule.trim()).filter((rule) => rule !== ""),
      mainProductList: kit.mainProductList.map((item) => ({ ...item, isMain: true })),
      optionProductList: (kit.optionProductList ?? []).map((item) => ({ ...item, isMain: false })),
    }),
  );

/** "Get kit products": kitList (or the bare list), each kit checked alone; a kit without an option product cannot be bought together and is left out. */
export const kitListSchema = z
  .unknown()
  .transform((value): unknown[] => {
    const list = Array.isArray(value) ? value : (value as { kitList?: unknown } | null)?.kitList;
    return Array.isArray(list) ? list : [];
  })
  .transform((list): Kit[] =>
    list.flatMap((raw) => {
      const kit = kitSchema.safeParse(raw);
      return kit.success && kit.data.optionProductList.length > 0 ? [kit.data] : [];
    }),
  );

/** "Get sku max discount amount": the total discount (the per-SKU list is not shown). */
export const skuMaxDiscountSchema = z
  .object({
    discountAmount: optionalNumberish,
    couponVO: z.object({ discountAmount: optionalNumberish }).nullish(),
    skuDiscountList: z.array(z.unknown()).nullish(),
  })
  .transform((answer) => ({ discountAmount: Math.max(0, answer.discountAmount ?? answer.couponVO?.discountAmount ?? 0) }));

/** "Add combination to cart": the envelope's code says whether it worked (the client refuses any other code); data is not read. */
export const addCombinationSchema = z.unknown();
