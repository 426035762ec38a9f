import { z } from "zod";
import { idText, jsonish, link, mediaUrl, numberish, optionalNumberish, optionalText, requiredText } from "./lib/fields";

/**
 * Response schemas for every back-office call the landing spec names (section 7). Each
 * response is checked here, at the boundary, before any loader sees it.
 */

/** A listing card as landing grids read it; the full card comes with the product card work. */
export const listingProductSchema = z.looseObject({
  spu: optionalText,
  skuId: idText.nullish(),
  detailUrl: link,
  name: optionalText,
  specialPrice: optionalNumberish,
  reviewCount: optionalNumberish,
  topRated: optionalNumberish,
  imageUrl: mediaUrl,
});

export const productListSchema = z.object({
  items: z.array(listingProductSchema).nullish().transform((items) => items ?? []),
  maxPage: optionalNumberish.transform((value) => value ?? 0),
  total: optionalNumberish,
  /** 1 custom order, 2 by listing time, 3 by sales. */
  tabRule: optionalNumberish,
});

export const anchorPointSchema = z.looseObject({
  skuId: idText.nullish(),
  sku: optionalText,
  spuId: idText.nullish(),
  spu: optionalText,
  goodsName: optionalText,
  specialPrice: optionalNumberish,
  discountedPrice: optionalNumberish,
  imageUrl: mediaUrl,
  detailUrl: link,
  topRated: optionalNumberish,
  reviewCount: optionalNumberish,
  serialNumber: optionalNumberish,
  pcPositionX: optionalNumberish,
  pcPositionY: optionalNumberish,
  mobilePositionX: optionalNumberish,
  mobilePositionY: optionalNumberish,
});

export const sceneSchema = z.looseObject({
  id: idText,
  shopByRoomName: optionalText,
  anchorPointVOList: z.array(anchorPointSchema).nullish().transform((points) => points ?? []),
  pcPictureUrl: mediaUrl,
  mobilePictureUrl: mediaUrl,
  planId: idText.nullish(),
});

export const sceneListSchema = z.array(sceneSchema).nullish().transform((scenes) => scenes ?? []);

export const productDiscountSchema = z
  .object({ maxDiscountAmount: optionalNumberish })
  .nullish()
  .transform((value) => ({ maxDiscountAmount: value?.maxDiscountAmount ?? 0 }));

export const influencerPostSchema = z.looseObject({
  spu: optionalText,
  /**
   * The post's product (its spu's listing card: skuId, name, specialPrice, imageUrl,
   * detailUrl), so the detail dialog can show it and add it to the cart. Not in landing
   * spec 3.11, which names only the spu; our contract carries it (docs/backoffice-api.md).
   */
  product: listingProductSchema.nullish(),
  keyword: optionalText,
  redskinsName: optionalText,
  publishDate: optionalText,
  platformLogoId: optionalNumberish,
  mediaList: jsonish(
    z
      .array(
        z.looseObject({
          mediaType: optionalNumberish,
          imageUrl: mediaUrl,
          videoUrl: mediaUrl,
          videoCoverImage: mediaUrl,
        }),
      )
      .nullish(),
  ).transform((media) => media ?? []),
});

export const influencerListSchema = z.array(influencerPostSchema).nullish().transform((posts) => posts ?? []);

export const regionListSchema = z
  .array(z.looseObject({ regionName: requiredText, regionCode: optionalText }))
  .nullish()
  .transform((regions) => regions ?? []);

/** Writes answer with a truthy `data` on success. */
export const successSchema = z.unknown().transform((value) => Boolean(value));

export const truckProductSalesSchema = z.unknown();

export const cartLineSchema = z.object({
  productId: idText,
  quantity: z.literal(1),
  addToCartTime: numberish,
});

/** A cart line as the cart drawer and sheet show it (product detail spec 7, "Get cart info"). */
export const cartDetailLineSchema = z.looseObject({
  productId: idText,
  quantity: optionalNumberish.transform((value) => value ?? 1),
  name: optionalText,
  imageUrl: mediaUrl,
  specialPrice: optionalNumberish,
  detailUrl: link,
});

export const cartInfoSchema = z
  .object({
    shoppingCartDetailVOList: z.array(cartDetailLineSchema).nullish().transform((lines) => lines ?? []),
    count: optionalNumberish,
  })
  .nullish()
  .transform((cart) => {
    const lines = cart?.shoppingCartDetailVOList ?? [];
    return { lines, count: cart?.count ?? lines.reduce((sum, line) => sum + line.quantity, 0) };
  });

export type ListingProduct = z.output<typeof listingProductSchema>;
export type ProductList = z.output<typeof productListSchema>;
export type Scene = z.output<typeof sceneSchema>;
export type InfluencerPost = z.output<typeof influencerPostSchema>;
export type Region = z.output<typeof regionListSchema>[number];
export type CartInfo = z.output<typeof cartInfoSchema>;
export type CartDetailLine = z.output<typeof cartDetailLineSchema>;
