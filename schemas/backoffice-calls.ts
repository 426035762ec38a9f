import { z } from "zod";
import {
  cartInfoSchema,
  cartLineSchema,
  influencerListSchema,
  isInWishSchema,
  loginAnswerSchema,
  memberInfoSchema,
  productDiscountSchema,
  productListSchema,
  regionListSchema,
  roomCategoryListSchema,
  sceneListSchema,
  successSchema,
  truckProductSalesSchema,
  userInfoSchema,
  wishlistPageSchema,
  wishProductsSchema,
} from "./backoffice";
import { pageInfoSchema } from "./page-info";
import { collectionListSchema, recommendListSchema } from "./recommendations";
import { addCombinationSchema, kitListSchema, skuMaxDiscountSchema } from "./buy-together";
import type { CombinationRequest, SkuDiscountData } from "./rules/product/buy-together";
import {
  accessoryListSchema,
  contentBlockSchema,
  couponListSchema,
  customerRegisterSchema,
  deliverySchema,
  isOrderSchema,
  modelProductListSchema,
  newHomeDetailSchema,
  ottomanListSchema,
  reviewListSchema,
  reviewSummarySchema,
  reviewTypeListSchema,
  reviewWeightImagesSchema,
  suggestionListSchema,
  widgetKeySchema,
  wrapListSchema,
  zipCheckSchema,
} from "./product";

/**
 * The back-office calls (landing spec 7, detail spec 7; docs/backoffice-api.md): each one's
 * path, response schema, whether it is a read (retried once) and whether its answer may be
 * shared for a few seconds, and its request payload. The HTTP client in
 * app/lib/backoffice.server.ts sends them; module loaders receive a `BackofficeApi`.
 */
type CallDef<S extends z.ZodType> = { path: string; schema: S; read: boolean; cached: boolean };

const read = <S extends z.ZodType>(path: string, schema: S, cached = true): CallDef<S> => ({ path, schema, read: true, cached });
const write = <S extends z.ZodType>(path: string, schema: S): CallDef<S> => ({ path, schema, read: false, cached: false });

export const CALLS = {
  getTemplateDetail: read("landing/template-detail", pageInfoSchema.nullable()),
  getProductList: read("landing/product-list", productListSchema),
  getTruckProductSales: read("landing/truck-product-sales", truckProductSalesSchema),
  getShopByRoomList: read("landing/shop-by-room-list", sceneListSchema),
  getProductDiscount: read("home/product-discount", productDiscountSchema),
  getInfluencerList: read("home/influencer-list", influencerListSchema),
  // The home page's 'Room Ideas' (landing spec 2.5, 3.4): room categories, each with its scenes.
  getHomeRoomCategories: read("home/room-categories", roomCategoryListSchema),
  getRegionList: read("checkout/region-list", regionListSchema),
  getNotFoundProductList: read("detail/not-found-product-list", productListSchema),
  saveLead: write("landing/lead", successSchema),
  addToCart: write("cart/add", successSchema),
  addToCartBatch: write("cart/add-batch", successSchema),
  // Per shopper, so never cached; a read, so retried once after a network error.
  getCartInfo: read("cart/info", cartInfoSchema, false),
  // Detail spec 7. The model call carries a fresh eventId, so caching it would never hit.
  getModelProductList: read("detail/model-product-list", modelProductListSchema, false),
  getDeliveryDescription: read("detail/delivery-description", deliverySchema),
  getCouponList: read("detail/coupon-list", couponListSchema),
  getReviewSummary: read("reviews/summary", reviewSummarySchema),
  // Review pages change with every helpful vote: read fresh.
  getProductReviewList: read("reviews/list", reviewListSchema, false),
  getReviewTypeList: read("reviews/types", reviewTypeListSchema),
  reviewHelpful: write("reviews/helpful", successSchema),
  getReviewWeightImageList: read("reviews/weight-images", reviewWeightImagesSchema),
  getNewHomeDetail: read("home/new-home-detail", newHomeDetailSchema),
  // Answers one shopper's e-mail: never shared through the cache.
  isOrder: read("reviews/is-order", isOrderSchema, false),

  // The service card (detail spec 7): none of them depends on the shopper, so all are cached.
  checkZipCode: read("detail/check-zip-code", zipCheckSchema),
  getByIdentifier: read("detail/content-block", contentBlockSchema),
  // The activity banner's promotion tips (widget key Black_Friday_Sale): the same for everyone, shared.
  getWidgetKey: read("detail/widget-key", widgetKeySchema),
  getWrapList: read("cart/wrap-list", wrapListSchema),

  // Detail spec 7, buying: sofa upgrades, stock notify, quick-dispatch and similar products.
  getOttomanList: read("detail/ottoman-list", ottomanListSchema),
  getAccessoriesList: read("detail/accessories-list", accessoryListSchema),
  productStockNotify: write("detail/stock-notify", successSchema),
  getQuickDispatchList: read("detail/quick-dispatch-list", suggestionListSchema),
  getRecommendedBySpu: read("detail/recommended-by-spu", suggestionListSchema),
  // Detail spec 7, cross-sell (issue 18): People Also Like and Get the look, the same for everyone.
  getProductDetailRecommendList: read("detail/recommend-list", recommendListSchema),
  getMoreFromTheCollection: read("detail/more-from-collection", collectionListSchema),
  // Detail spec 7, Buy Together (issue 18): a SKU's kits, the same for everyone; the picked items' discount,
  // asked afresh on every pick (a shared answer would hide a slow back office's order of answers); the kit's one add.
  getKitProducts: read("detail/kit-list", kitListSchema),
  getSkuMaxDiscountAmount: read("detail/sku-max-discount", skuMaxDiscountSchema, false),
  addCombinationToCart: write("cart/add-combination", addCombinationSchema),
  // Detail spec 7, cross-sell (issue 18): a product's social posts and the room scenes that feature it, the same for everyone.
  getSocialMediaList: read("detail/social-media-list", influencerListSchema),
  getProductShopByRoomList: read("detail/product-shop-by-room", sceneListSchema),
  // Detail spec 7, user: the delivery-delay dialog's e-mail sign-up.
  checkCustomer: read("user/check-customer", successSchema, false),
  customerLoginOrRegister: write("user/login-or-register", customerRegisterSchema),
  // Detail spec 7, user and wishlist: the login popup's calls, who the token names and their
  // member info, and the logged-in shopper's server wishlist. All per shopper: never cached.
  customerLogin: write("user/login", loginAnswerSchema),
  customerRegister: write("user/register", loginAnswerSchema),
  getUserInfo: read("user/info", userInfoSchema, false),
  getMemberInfo: read("user/member-info", memberInfoSchema, false),
  getWishlistMyList: read("wishlist/my-list", wishlistPageSchema, false),
  addToWish: write("wishlist/add", successSchema),
  removeFromWish: write("wishlist/remove", successSchema),
  isInWish: read("wishlist/is-in", isInWishSchema, false),
  // The guest wishlist's products by id: the same for everyone, so cached.
  getSkuIdList: read("wishlist/sku-list", wishProductsSchema),
} as const;

type CartLine = z.input<typeof cartLineSchema>;

/** Request payloads, as landing spec 7 gives them. */
export type CallArgs = {
  getTemplateDetail: { urlKey: string };
  getProductList: {
    activityId: string;
    tabName: string;
    splitType: number;
    page: number;
    pageSize: number;
    topSpuList: string[];
    spuStr?: string;
    showType: number;
    regionCode: string;
  };
  getTruckProductSales: { page: number; pageSize: number; categoryId: string };
  getShopByRoomList: { ids: string[] };
  getProductDiscount: { skuIdList: string[] };
  getInfluencerList: Record<string, never>;
  getHomeRoomCategories: Record<string, never>;
  getRegionList: Record<string, never>;
  getNotFoundProductList: Record<string, never>;
  saveLead: {
    businessId: string;
    templateId: string;
    urlKey: string;
    customerEmail: string;
    telephone: string;
    content: string;
  };
  /** giftWrapId: the chosen delivery service (detail spec 7, Wrap list), when there is one. */
  addToCart: CartLine & { once: true; giftWrapId?: string };
  addToCartBatch: { items: CartLine[] };
  getCartInfo: { regionCode: string; postcode: string | null };
  getModelProductList: {
    eventId: number;
    isCheckRedirectUrl: true;
    variant: string | null;
    separate: string | null;
    separateValue: string | null;
    /** The original query string. */
    paramStr: string;
    path: string;
    storeId: number;
  };
  getDeliveryDescription: { sku: string; regionCode?: string };
  getCouponList: { storeId: number; spu: string; sku: string; skuId: string };
  getReviewSummary: { storeId: number; spuId: string; customerEmail: string };
  getProductReviewList: {
    spuId: string;
    page: number;
    pageSize: number;
    withImages: boolean;
    isLimitOne: boolean;
    sortAs: "RATINGS" | "DATE";
    sortType: "ASC" | "DESC";
    customerEmail: string;
    /** "-1" when no type is chosen; the chosen ones go in reviewTypeIdList. */
    reviewTypeId: string;
    reviewTypeIdList: string[];
    storeIdList: number[];
    orderId?: string;
  };
  getReviewTypeList: Record<string, never>;
  reviewHelpful: { type: 0 | 1; reviewId: string };
  getReviewWeightImageList: { spuId: string };
  getNewHomeDetail: Record<string, never>;
  isOrder: { orderId: string; spuId: string; spuIdList: string[] };
  checkZipCode: { postcode: string };
  getByIdentifier: { identifier: string };
  getWidgetKey: { key: string };
  getWrapList: { productId: string; spu: string; sku: string; postcode: string | null };
  getOttomanList: { sku: string; spu: string };
  getAccessoriesList: { spuId: string; storeId: number };
  productStockNotify: {
    sku: string;
    email: string;
    region: string;
    isNew: boolean;
    /** The shopper's token: the login token, else the guest's client token (detail spec 6). */
    token: string;
    platformType: 0 | 1;
    productInfo: {
      productDetailUrl: string;
      skuImageUrl: string;
      skuName: string;
      /** The selected specs: attribute name -> chosen value's label. */
      attrMap: Record<string, string>;
      price: number | null;
      specialPrice: number;
    };
  };
  getQuickDispatchList: { sku: string };
  getRecommendedBySpu: { sku: string };
  getProductDetailRecommendList: { sku: string };
  getMoreFromTheCollection: { sku: string; skuId: string; spu: string; spuId: string };
  getKitProducts: { skuId: string };
  getSkuMaxDiscountAmount: { skuDiscountDataList: SkuDiscountData[] };
  addCombinationToCart: CombinationRequest;
  getSocialMediaList: { spu: string; storeId: number };
  getProductShopByRoomList: { spu: string; spuId: string; storeId: number };
  checkCustomer: { email: string };
  customerLoginOrRegister: { email: string };
  customerLogin: { email: string; password: string };
  customerRegister: { email: string; password: string };
  /** The shopper is the one the call's token names. */
  getUserInfo: Record<string, never>;
  getMemberInfo: { email: string };
  /** pageSize 999 loads the whole list (detail spec 9). */
  getWishlistMyList: { page: number; pageSize: number };
  addToWish: { skuId: string; spuId: string };
  removeFromWish: { skuId: string; spuId: string };
  isInWish: { skuIdList: string[] };
  getSkuIdList: { skuIdList: string[] };
};

export type CallName = keyof typeof CALLS;
export type CallResult<K extends CallName> = z.output<(typeof CALLS)[K]["schema"]>;
export type BackofficeApi = { [K in CallName]: (args: CallArgs[K]) => Promise<CallResult<K>> };

