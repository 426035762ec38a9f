import { z } from "zod";
import type { AccountUser, LoginOutcome, MemberInfo } from "./rules/account";
import { CARD_IMAGE_FIELDS, CARD_IMAGE_KINDS, type CardImageKind } from "./rules/card-images";
import { idText, itemList, jsonish, link, mediaUrl, numberish, optionalNumberish, optionalText, requiredText } from "./lib/fields";

/**
 * Response schemas for every back-office call the landing spec names (section 7). Each
 * response is checked here, at the boundary, before any loader sees it.
 */

/** A yes/no the back office may send as a boolean, 0/1 or their strings; anything else counts as absent. */
const flag = z.preprocess((value) => {
  if (value === true || value === 1 || value === "1" || value === "true") return true;
  if (value === false || value === 0 || value === "0" || value === "false") return false;
  return undefined;
}, z.boolean().optional());


/** A colour swatch of a listing card: its SKU (entityId), name and picture. */
export const swatchSchema = z
  .looseObject({
    valueId: idText.nullish(),
    entityId: idText.nullish(),
    value: optionalText,
    pic: jsonish(z.looseObject({ path: mediaUrl }).nullish()),
    color: optionalText,
  })
  .transform((swatch) => ({
    valueId: swatch.valueId ?? null,
    entityId: swatch.entityId ?? null,
    value: swatch.value ?? "",
    image: swatch.pic?.path ?? null,
    color: swatch.color && /^#[0-9a-f]{3,8}$/i.test(swatch.color) ? swatch.color : null,
  }));

const subscriptSchema = jsonish(z.looseObject({ name: optionalText, pcCopywriting: optionalText }).nullish());

/** A partner icon over the card image (our contract: the spec names the icons, not their fields). */
const partnerIconSchema = z
  .looseObject({ imageUrl: mediaUrl, path: mediaUrl, name: optionalText })
  .refine((icon) => Boolean(icon.imageUrl ?? icon.path))
  .transform((icon) => ({ src: (icon.imageUrl ?? icon.path) as string, name: icon.name ?? "" }));

/** productImage's entries as kind -> path ("scene1Image" -> scene1); entries without a path are left out. */
function cardProductImages(images: Record<string, unknown>): Partial<Record<CardImageKind, string>> {
  const out: Partial<Record<CardImageKind, string>> = {};
  for (const kind of CARD_IMAGE_KINDS) {
    const parsed = z.looseObject({ path: mediaUrl }).nullish().safeParse(images[CARD_IMAGE_FIELDS[kind]]);
    if (parsed.success && parsed.data?.path) out[kind] = parsed.data.path;
  }
  return out;
}

/**
 * A listing card product (product detail spec 3, "Listing card product"), as landing grids,
 * the shop module and the not-found page read it. Loose: fields the card does not use pass
 * through untouched.
 */
export const listingProductSchema = z.looseObject({
  spu: optionalText,
  spuId: idText.nullish(),
  sku: optionalText,
  skuId: idText.nullish(),
  entityId: idText.nullish(),
  name: optionalText,
  productName: optionalText,
  detailUrl: link,
  imageUrl: mediaUrl,
  /** The hover (room) image. */
  image: mediaUrl,
  /** The named images a page's `product-page` / `product-page-hover` choose from (detail spec 2). */
  productImage: jsonish(z.record(z.string(), z.unknown()).nullish()).transform((images) => cardProductImages(images ?? {})),
  price: optionalNumberish,
  specialPrice: optionalNumberish,
  flashSalePrice: optionalNumberish,
  discountAmount: optionalNumberish,
  discountedPrice: optionalNumberish,
  /** Percent off, e.g. 33 for the '33%' badge. */
  discountRate: optionalNumberish,
  isFlashSale: flag,
  isSale: flag,
  isPremier: flag,
  isSuite: flag,
  /** Flash-sale stock: percent sold (the bar) and units left. */
  stockSchedule: optionalNumberish,
  remainStock: optionalNumberish,
  topRated: optionalNumberish,
  reviewCount: optionalNumberish,
  goodsSubscriptVO: subscriptSchema,
  spuSubscriptVO: subscriptSchema,
  colorAttrValueVOList: itemList(swatchSchema, "swatch", { min: 0 }),
  partnerIconList: itemList(partnerIconSchema, "partner icon", { min: 0 }),
  isCrowdfund: flag,
  /** 1 'Super Early Bird' (priced at duringAmount), 2 'Early Bird' (successAmount). */
  crowdfundStatus: optionalNumberish,
  duringAmount: optionalNumberish,
  successAmount: optionalNumberish,
  barPercentage: optionalNumberish,
  /** Combination pick state; null hides the pick checkbox. */
  isPick: z.preprocess((value) => (value === undefined ? null : value), z.union([z.null(), flag.transform((v) => v ?? null)])),
});

/** Cards need their detail link: a product without one is left out of the grid. */
const listingItems = itemList(listingProductSchema, "product", { min: 0 }).transform((items) => items.filter((item) => item.detailUrl));

export const productListSchema = z.object({
  items: listingItems,
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

/**
 * A room category of the home page's 'Room Ideas' (landing spec 3.4): its name is a category
 * tab, its scenes (3.5) that tab's swiper. A category without a name cannot be a tab, and a
 * scene that fails its schema is left out alone: one odd entry never hides the others.
 */
export const roomCategorySchema = z.looseObject({
  name: requiredText,
  shopByRoomVOList: itemList(sceneSchema, "scene", { min: 0 }),
});

export const roomCategoryListSchema = itemList(roomCategorySchema, "room category", { min: 0 });

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
  /** The Premier membership's line (SKU TPVIP1): the member price flow opens the coupon dialog when the cart holds one. */
  isMemberSku: flag,
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
export type Swatch = z.output<typeof swatchSchema>;
export type ProductList = z.output<typeof productListSchema>;
export type Scene = z.output<typeof sceneSchema>;
export type RoomCategory = z.output<typeof roomCategorySchema>;
export type InfluencerPost = z.output<typeof influencerPostSchema>;
export type Region = z.output<typeof regionListSchema>[number];
export type CartInfo = z.output<typeof cartInfoSchema>;
export type CartDetailLine = z.output<typeof cartDetailLineSchema>;

/*
 * Accounts and the server wishlist (detail spec 3 "Member info", 7 "User and wishlist"). The
 * shapes the browser sees are plain types in schemas/rules/account.ts.
 */

/**
 * Login and register answer `{info}`: `info.token` on success; without a token, `info.msg`
 * (or the envelope's `msg`) says why, and the shopper sees it as it is.
 */
export const loginAnswerSchema = z
  .looseObject({ info: z.looseObject({ token: optionalText, msg: optionalText }).nullish(), msg: optionalText })
  .nullish()
  .transform((data): LoginOutcome => {
    const token = data?.info?.token;
    if (token && /^[\x21-\x7e]{1,4096}$/.test(token)) return { ok: true, token };
    return { ok: false, message: data?.info?.msg ?? data?.msg ?? null };
  });

export const userInfoSchema = z
  .looseObject({ email: requiredText, firstName: optionalText, lastName: optionalText, entityId: idText.nullish() })
  .transform(
    (user): AccountUser => ({ email: user.email, firstName: user.firstName ?? null, lastName: user.lastName ?? null, entityId: user.entityId ?? null }),
  );

/** Member info; `null` (or no data) when the back office has none for the shopper. */
export const memberInfoSchema = z
  .looseObject({
    skuId: idText.nullish(),
    sku: optionalText,
    amount: optionalNumberish,
    activityAmount: optionalNumberish,
    isShow: optionalNumberish,
    activityCountdownTime: optionalNumberish,
    level: optionalNumberish,
  })
  .nullish()
  .transform(
    (member): MemberInfo | null =>
      member
        ? {
            skuId: member.skuId ?? null,
            sku: member.sku ?? null,
            amount: member.amount ?? null,
            activityAmount: member.activityAmount ?? null,
            isShow: member.isShow ?? null,
            activityCountdownTime: member.activityCountdownTime ?? null,
            level: member.level ?? 0,
          }
        : null,
  );

/** Wishlist entries are listing card products; one without a skuId cannot be removed, so it is left out. */
const wishItems = itemList(listingProductSchema, "product", { min: 0 }).transform((items) => items.filter((item) => item.skuId != null));

/** getWishlistMyList: one page of the shopper's server wishlist (pageSize 999 loads all). */
export const wishlistPageSchema = z
  .object({ items: wishItems, total: optionalNumberish, maxPage: optionalNumberish })
  .nullish()
  .transform((list) => {
    const items = list?.items ?? [];
    return { items, total: list?.total ?? items.length, maxPage: list?.maxPage ?? (items.length > 0 ? 1 : 0) };
  });

/** getSkuIdList: the guest wishlist's products by skuId (a list, or `{items}`). */
export const wishProductsSchema = z
  .union([wishItems, z.object({ items: wishItems })])
  .nullish()
  .transform((value) => (Array.isArray(value) ? value : (value?.items ?? [])));

/** isInWish: the asked skuIds that are on the list, as `[{skuId}]` (bare ids are read too). */
export const isInWishSchema = z
  .array(z.union([idText, z.looseObject({ skuId: idText })]))
  .nullish()
  .transform((entries) => (entries ?? []).map((entry) => (typeof entry === "string" ? entry : entry.skuId)));

export type WishlistPage = z.output<typeof wishlistPageSchema>;
