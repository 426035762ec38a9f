import { z } from "zod";
import {
  cartInfoSchema,
  cartLineSchema,
  influencerListSchema,
  productDiscountSchema,
  productListSchema,
  regionListSchema,
  sceneListSchema,
  successSchema,
  truckProductSalesSchema,
} from "~schemas/backoffice";
import { describeIssues } from "~schemas/lib/issues";
import { pageInfoSchema } from "~schemas/page-info";
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
  wrapListSchema,
  zipCheckSchema,
} from "~schemas/product";
import { logger } from "../../server/logger.js";
import type { StoreId } from "~schemas/rules/stores";

/**
 * The back-office boundary (docs/backoffice-api.md). One typed function per call of
 * landing spec 7; every response is validated with its schema here. Reads get one retry
 * on a network error and, where `cached`, the 3000 ms response cache keyed by call,
 * arguments and store. Errors name the call and say why it failed.
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
  getWrapList: read("cart/wrap-list", wrapListSchema),

  // Detail spec 7, buying: sofa upgrades, stock notify, quick-dispatch and similar products.
  getOttomanList: read("detail/ottoman-list", ottomanListSchema),
  getAccessoriesList: read("detail/accessories-list", accessoryListSchema),
  productStockNotify: write("detail/stock-notify", successSchema),
  getQuickDispatchList: read("detail/quick-dispatch-list", suggestionListSchema),
  getRecommendedBySpu: read("detail/recommended-by-spu", suggestionListSchema),
  // Detail spec 7, user: the delivery-delay dialog's e-mail sign-up.
  checkCustomer: read("user/check-customer", successSchema, false),
  customerLoginOrRegister: write("user/login-or-register", customerRegisterSchema),
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
  checkCustomer: { email: string };
  customerLoginOrRegister: { email: string };
};

export type CallName = keyof typeof CALLS;
export type CallResult<K extends CallName> = z.output<(typeof CALLS)[K]["schema"]>;
export type BackofficeApi = { [K in CallName]: (args: CallArgs[K]) => Promise<CallResult<K>> };

/** Who a call is made for: the store, and the shopper's token (logged in) or client token (guest). */
export type Caller = { storeId: StoreId; clientToken?: string | null; loginToken?: string | null };

export class BackofficeError extends Error {
  constructor(
    readonly call: CallName,
    /** The HTTP status or envelope code; null when no answer came. */
    readonly status: number | null,
    readonly reason: string,
  ) {
    super(`back-office call ${call} failed: ${reason}`);
    this.name = "BackofficeError";
  }
}

export type BackofficeOptions = {
  baseUrl: string;
  timeoutMs?: number;
  cacheMs?: number;
  cacheEntries?: number;
  fetch?: typeof fetch;
};

const envelopeSchema = z.object({
  code: z.number(),
  msg: z.string().nullish(),
  data: z.unknown(),
});

export const DEFAULT_TIMEOUT_MS = 3000;
export const RESPONSE_CACHE_MS = 3000;

export function createBackofficeClient(options: BackofficeOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const cacheMs = options.cacheMs ?? RESPONSE_CACHE_MS;
  const maxEntries = options.cacheEntries ?? 1000;
  const doFetch = options.fetch ?? fetch;
  // Holds promises, so concurrent identical reads share one request.
  const cache = new Map<string, { expires: number; value: Promise<unknown> }>();

  async function send<K extends CallName>(name: K, args: CallArgs[K], caller: Caller): Promise<unknown> {
    const def = CALLS[name];
    const headers: Record<string, string> = {
      "content-type": "application/json",
      accept: "application/json",
      "x-store-id": String(caller.storeId),
    };
    if (caller.loginToken) headers.authorization = `Bearer ${caller.loginToken}`;
    else if (caller.clientToken) headers["x-client-token"] = caller.clientToken;
    const body = JSON.stringify(name === "addToCartBatch" ? (args as CallArgs["addToCartBatch"]).items : args);

    for (let attempt = 1; ; attempt++) {
      let response: Response;
      try {
        response = await doFetch(`${baseUrl}/api/${def.path}`, {
          method: "POST",
          headers,
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const err = error as Error & { cause?: { code?: string } };
        if (err.name === "TimeoutError") throw new BackofficeError(name, null, `no answer within ${timeoutMs} ms`);
        if (def.read && attempt === 1) {
          logger.warn("back-office network error, retrying once", { call: name, error: err.cause?.code ?? err.message });
          continue;
        }
        throw new BackofficeError(name, null, `network error (${err.cause?.code ?? err.message})`);
      }

      let json: unknown;
      try {
        json = await response.json();
      } catch {
        throw new BackofficeError(name, response.status, `answered HTTP ${response.status} with a body that is not JSON`);
      }
      const envelope = envelopeSchema.safeParse(json);
      if (!envelope.success) {
        throw new BackofficeError(name, response.status, `answered HTTP ${response.status} without the {code, msg, data} envelope`);
      }
      const { code, msg } = envelope.data;
      if (!response.ok || code !== 200) {
        const status = response.ok ? code : response.status;
        throw new BackofficeError(name, status, `answered ${status}${msg ? `: ${msg}` : ""}`);
      }
      return envelope.data.data;
    }
  }

  async function call<K extends CallName>(name: K, args: CallArgs[K], caller: Caller): Promise<CallResult<K>> {
    const started = performance.now();
    const data = await send(name, args, caller);
    const parsed = CALLS[name].schema.safeParse(data);
    logger.debug("back-office call", { call: name, ms: Math.round(performance.now() - started) });
    if (!parsed.success) {
      throw new BackofficeError(name, 200, `the response did not match its schema: ${describeIssues(parsed.error)}`);
    }
    return parsed.data as CallResult<K>;
  }

  function cachedCall<K extends CallName>(name: K, args: CallArgs[K], caller: Caller): Promise<CallResult<K>> {
    if (!CALLS[name].cached || cacheMs <= 0) return call(name, args, caller);
    const key = `${name}|${caller.storeId}|${JSON.stringify(args)}`;
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<CallResult<K>>;
    const value = call(name, args, caller);
    if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as string);
    cache.set(key, { expires: now + cacheMs, value });
    // Failures are not cached: the next request asks again.
    value.catch(() => cache.get(key)?.value === value && cache.delete(key));
    return value;
  }

  return {
    /** The API for one shopper in one store. */
    forCaller(caller: Caller): BackofficeApi {
      const api = {} as Record<CallName, (args: never) => Promise<unknown>>;
      for (const name of Object.keys(CALLS) as CallName[]) {
        api[name] = (args: never) => cachedCall(name, args, caller);
      }
      return api as BackofficeApi;
    },
  };
}

export type BackofficeClient = ReturnType<typeof createBackofficeClient>;

let shared: BackofficeClient | null = null;

/** The process-wide client, configured from BACKOFFICE_URL and BACKOFFICE_TIMEOUT_MS. */
export function getBackoffice(): BackofficeClient {
  if (!shared) {
    const baseUrl = process.env.BACKOFFICE_URL;
    if (!baseUrl) throw new Error("BACKOFFICE_URL is not set: start the app with `npm start`, which starts the fixture back office");
    const timeout = Number(process.env.BACKOFFICE_TIMEOUT_MS);
    shared = createBackofficeClient({ baseUrl, timeoutMs: timeout > 0 ? timeout : undefined });
  }
  return shared;
}
