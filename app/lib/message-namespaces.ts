import type en from "~/locales/en.json";

/** A top-level group of the message catalogue (`app/locales/*.json`). */
export type MessageGroup = keyof typeof en;

/**
 * Which message groups go to which pages (docs/architecture.md, "i18n"). A page carries only
 * the groups of its namespaces in its HTML: the whole catalogue would be most of a small
 * page's bytes. Every group is in exactly one namespace (tests/unit/message-namespaces.test.ts),
 * so a new group must be placed. A group a component uses but its page lacks shows as its key,
 * in the server render and the browser alike (component tests render each module with its
 * page's namespaces, so they catch it).
 */
export const NAMESPACES = {
  /** Every page: the shell (its cart and dialogs), the error page, the not-found page and its product cards. */
  common: [
    "brand",
    "nav",
    "footer",
    "backToTop",
    "skipToContent",
    "home",
    "notFound",
    "content404",
    "button404",
    "tips404",
    "error",
    "shop",
    "cart",
    "dialog",
    // The quick view opens on any page; its title shows before the product's own texts arrive.
    "quickView",
    // The newsletter prompt opens on any page a product's parts show on (the quick view too), with its sign-up answers.
    "subscribe",
    "subscribeNewLetter",
    "emailSuccess",
    "rating",
    "AddcartSuccessfully",
    // The login popup opens on any page; its e-mail errors are the spec's sign-up keys.
    "login",
    "enter_email_tips",
    "NoEmail",
    // The wishlist heart is on product cards, which any page may show.
    "wishlist",
    // The consent banner and the help-chat launcher (docs/decisions/third-party.md).
    "thirdParty",
  ],
  /** What landing modules and product sections share. */
  modules: [
    "ViewMore",
    "carousel",
    "video",
    "Video_cant_be_played",
    "image",
    "forms",
    "saleDetails",
    "WrongEmail",
    // The scene kit's texts: landing scene modules and the product page's Shop the Room (issue 18) both render it.
    "scenes",
    "BuySelectedProduct",
    "Shopthisidea",
  ],
  landing: [
    "tabs",
    "ThirtyTwoTips",
    "PleaseEnterPhoneNumberCorrect",
    "SubmitSuccess",
    "CouponGetToast",
    "campaign",
  ],
  product: [
    "detail",
    "withCouponDiscount",
    "withBundleDiscount",
    "media",
    "reviews",
    "reviewsBanner",
    "service",
    "buying",
    "newStockInRegion",
    "OutOfStockInThisRegion",
    "stockout_title",
    "stockout_button",
    "stockoutTitle",
    "stockout_new",
    "stockout_like",
    "NotShipTips",
    "NoReviews",
    "notReviewsNotice",
    "PleaseMake",
    "valid_zip_code",
    "CorrectZipCodeNumber",
    "premier",
    "promotion",
    // People Also Like and Get the look (issue 18).
    "crossSell",
    // Buy Together (issue 18).
    "buyTogether",
    "socialMedia",
    "shopTheRoom",
  ],
  preview: ["preview"],
  /** What the server answers before any page is rendered (the guards' refusal pages, server/request-guards.js): sent to no shopper's page. */
  server: ["formRefused"],
  /** The /wishlist page's own texts. */
  wishlist: ["wishlistPage"],
} as const satisfies Record<string, readonly MessageGroup[]>;

export type Namespace = keyof typeof NAMESPACES;

/** The namespaces a kind of page adds to `common`, which the root loader always sends. */
export const PAGE_NAMESPACES = {
  landing: ["modules", "landing"],
  product: ["modules", "product"],
  /** The preview shows both kinds of page, with its own texts around them (it carries every namespace). */
  preview: ["modules", "landing", "product", "preview", "wishlist", "server"],
  wishlist: ["wishlist"],
} as const satisfies Record<string, readonly Namespace[]>;

export type PageKind = keyof typeof PAGE_NAMESPACES;

/** Messages as a route's loader sends them: the namespaces it carries, and their groups. */
export type PageMessages = { namespaces: readonly Namespace[]; messages: Record<string, unknown> };
