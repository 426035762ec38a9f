import { z } from "zod";
import type { ListingProduct } from "./backoffice";
import type { ContentBlock, Suggestion } from "./product";
import type { AccountAnswer, LoginAnswer, LoginRequest } from "./rules/account";
import type { CartResponse } from "./rules/cart";
import type { CombinationRequest, Kit } from "./rules/product/buy-together";
import type { HelpfulResponse, ReviewPageResponse, ReviewsQuery } from "./rules/product/reviews";
import type { SkuSideData } from "./rules/product/side-data";
import type { Ottoman } from "./rules/product/upgrades";
import type { ZipCodeAnswer } from "./rules/product/zip";
import type { RoomScene } from "./scene-data";
import type { ProductPageResponse } from "./rules/shop-paging";
import type { DetailKind } from "./detail/page";
import type { Device } from "./rules/device";
import type { Language, StoreId } from "./rules/stores";
import type { WishChange } from "./rules/wishlist";
import type { SubscribeScene } from "./rules/subscription";
import type { FieldErrors, InvalidInput } from "./rules/field-errors";

/*
 * The app's own JSON routes as the page's scripts call them: method and path -> what goes in
 * (a query or a JSON body) and every answer the route may give, error answers included. The
 * routes in app/routes return these types and the views in modules/ call them through one
 * helper, modules/kit/app-api.ts, so neither imports the other and a change to either side
 * that breaks the contract does not compile.
 */

/** The answer of a route that refuses a request or could not serve it, with any 4xx/5xx status. */
export type ApiError = { error: string; fieldErrors?: FieldErrors };

/** The out-of-stock module's sign-up (detail spec 7, "Product stock notify"); the route adds region and token. */
export const stockNotifyRequestSchema = z.object({
  sku: z.string().regex(/^[\w.-]{1,64}$/),
  email: z.string().max(254),
  isNew: z.boolean(),
  platformType: z.union([z.literal(0), z.literal(1)]),
  productInfo: z.object({
    productDetailUrl: z.string().max(500),
    skuImageUrl: z.string().max(1000),
    skuName: z.string().max(500),
    attrMap: z.record(z.string().max(100), z.string().max(200)),
    price: z.number().nullable(),
    specialPrice: z.number(),
  }),
});

export type StockNotifyResponse = { ok: true } | { ok: false; error: string; fieldErrors?: FieldErrors };

export type SignupResponse =
  | { result: "registered" }
  | { result: "exists" }
  | ({ result: "invalid"; messageKey: "enter_email_tips" | "NoEmail" } & Partial<InvalidInput>)
  | { result: "failed"; message: string | null };

export type SuggestionsResponse = { items: Suggestion[] };

export type UpgradesResponse = { ottomans: Ottoman[] };

export type ScenesResponse = { ok: true; scenes: RoomScene[] } | { ok: false; error: string; fieldErrors?: FieldErrors };

export type DiscountResponse = { ok: true; maxDiscountAmount: number } | { ok: false; error: string; fieldErrors?: FieldErrors };

/** Buy Together's kits for the page's opening SKU (issue 18 item 1); a failed call answers 502 {error}. */
export type KitListResponse = { ok: true; kits: Kit[] } | { ok: false; error: string; fieldErrors?: FieldErrors };

/** The picked items' kit discount ("Get sku max discount amount"). */
export type KitDiscountResponse = { ok: true; discountAmount: number } | { ok: false; error: string; fieldErrors?: FieldErrors };

/** One page of the logged-in shopper's server wishlist; a guest's list is in their browser. */
export type WishlistPageAnswer = { status: "guest" } | { status: "logged-in"; items: ListingProduct[]; total: number; maxPage: number; page: number };

/** A heart's change: done, or refused (`login`: the shopper is not logged in, their list is the browser's). */
export type WishChangeAnswer = { ok: true } | { ok: false; error: string; login?: true; fieldErrors?: FieldErrors };

/**
 * A product for the quick view (GET /api/quick-view): the detail page's sections, built by
 * the same loader and schemas as the page, with the state they share and the texts they read.
 */
export type QuickViewAnswer =
  | {
      ok: true;
      /** The detail path the quick view's 'Full Details' opens. */
      detailPath: string;
      /** Each shown section's data, by section key, as its schema made it. */
      sections: Record<string, unknown>;
      skuId: string;
      skus: Record<string, { sku: string; variant: string | null }>;
      side: SkuSideData;
      context: { kind: DetailKind; path: string; store: StoreId; device: Device; now: number; spu: string; spuId: string };
      name: string;
      /** The product page's texts (the host page may be a landing page, which carries others). */
      i18n: { locale: Language; namespaces: string[]; messages: Record<string, unknown> };
    }
  | { ok: false; error: string; fieldErrors?: FieldErrors };

export type AppApi = {
  "GET /api/cart": { query: Record<string, never>; answer: CartResponse };
  "POST /api/cart": { body: { productIds: string[]; giftWrapId?: string; batch?: true }; answer: CartResponse };
  "GET /api/quick-view": { query: { url: string }; answer: QuickViewAnswer };
  "GET /api/product-sku": { query: { sku: string; skuId: string; spu: string }; answer: SkuSideData | ApiError };
  "GET /api/content-block": { query: { identifier: string }; answer: ContentBlock | ApiError };
  "GET /api/promotion-tips": { query: Record<string, never>; answer: { tips: string[] } };
  "GET /api/product-upgrades": { query: { sku: string; spu: string }; answer: UpgradesResponse | ApiError };
  "GET /api/product-suggestions": { query: { kind: "similar" | "quick-dispatch"; sku: string }; answer: SuggestionsResponse | ApiError };
  /** The cross-sell lists (issue 18): People Also Like (`also-like`, by sku) and Get the look (`collection`, by all four ids). */
  "GET /api/cross-sell": { query: { kind: "also-like"; sku: string } | { kind: "collection"; sku: string; skuId: string; spu: string; spuId: string }; answer: SuggestionsResponse | ApiError };
  "POST /api/stock-notify": { body: z.input<typeof stockNotifyRequestSchema>; answer: StockNotifyResponse };
  "POST /api/delivery-signup": { body: { email: string }; answer: SignupResponse };
  /** The newsletter prompt's sign-up (docs/decisions/subscriptions.md); also takes the same fields as a plain form post. */
  "POST /api/subscribe": { body: { email: string; scene: SubscribeScene }; answer: SignupResponse };
  "POST /api/zip-code": { body: { postcode: string }; answer: ZipCodeAnswer };
  "GET /api/reviews": { query: ReviewsQuery; answer: ReviewPageResponse };
  "POST /api/reviews": { body: { reviewId: string; type: 0 | 1 }; answer: HelpfulResponse };
  "GET /api/scenes": { query: { ids: string; discounts?: "1" }; answer: ScenesResponse };
  "GET /api/discount": { query: { skuIds: string }; answer: DiscountResponse };
  "GET /api/kits": { query: { skuId: string }; answer: KitListResponse };
  "GET /api/kit-discount": { query: { skuId: string; kitId: string; spuIds: string }; answer: KitDiscountResponse };
  "POST /api/kit-cart": { body: CombinationRequest; answer: CartResponse };
  /** The detail page's below-the-fold cross-sell (issue 18 items 4, 6): a product's social posts, and the room scenes featuring it (each with its all-picked discount). */
  "GET /api/products": { query: Record<string, string>; answer: ProductPageResponse };
  /** Who the shopper is, read after hydration (pages are the same for everyone). */
  "GET /api/account": { query: Record<string, never>; answer: AccountAnswer | ApiError };
  /** The login popup's steps; a login or register stores the token (the `token` cookie). */
  "POST /api/login": { body: LoginRequest; answer: LoginAnswer };
  "POST /api/logout": { body: Record<string, never>; answer: AccountAnswer };
  /** The logged-in shopper's server wishlist, a page at a time (docs/accounts.md, "Wishlist"). */
  "GET /api/wishlist": { query: { page?: string; pageSize?: string }; answer: WishlistPageAnswer | ApiError };
  "POST /api/wishlist": { body: WishChange; answer: WishChangeAnswer };
  /** Which of the skuIds (comma-separated) are on the shopper's server list; a guest's: none. */
  "GET /api/wishlist-state": { query: { skuIds: string }; answer: { inList: string[] } | ApiError };
  /** Products by skuId (comma-separated), as listing cards: the guest's /wishlist page. */
  "GET /api/wishlist-products": { query: { skuIds: string }; answer: { items: ListingProduct[] } | ApiError };
};

export type AppCall = keyof AppApi;

/** What a route answers for a call: its loader or action returns `TypedResponse<AppAnswer<…>>`. */
export type AppAnswer<K extends AppCall> = AppApi[K]["answer"];

/** What goes in: the query of a GET, the JSON body of a POST. */
export type AppInput<K extends AppCall> = AppApi[K] extends { body: infer B } ? B : AppApi[K] extends { query: infer Q } ? Q : never;
