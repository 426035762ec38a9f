/**
 * The page kit: what every storefront page runs, named from one module (its run-time names;
 * types come from each file): texts, the shopper's account, the cart's state, tracking and
 * the client token, the app's API client, toasts, images and their addresses, prices and the
 * store's rules, storefront links, the wishlist's and card images' scopes and the quick view's
 * opener.
 *
 * Why one module: the browser build makes a chunk of every set of files that the same set of
 * entries (routes, module types, lazily loaded parts) reaches. The kit's files were reached by
 * slightly different sets, so each was a chunk of its own, and gzip starts afresh in every
 * file. Every component reaches this file through ./i18n.tsx (which takes the translation
 * hook from here), every module type too (../types.ts names it there), and so do the client
 * entry and the module views: all of them reach all of the kit, which is then one chunk
 * (figures in docs/decisions/page-javascript.md). Code outside the kit imports it through
 * ./i18n.tsx, not from here (that file says why). A file belongs here only if every
 * storefront page loads it anyway: a chunk shared by all is loaded by all.
 *
 * No file named here may reach this file or ./i18n.tsx, not even through what it loads lazily
 * (that would be an import circle): kit files import one another and ./translation.tsx
 * directly, and the account's login popup and the cart's drawer, which use ./i18n.tsx, are
 * handed to them by ./lazy-parts.ts rather than imported.
 */
export { TranslationProvider, useTranslation } from "./translation";
export { AccountProvider, useAccount, useAccountActions, useAccountChanges } from "./account";
export { CartContext, CartProvider, useCart, useCartState } from "./cart/cart-provider";
export { addDestination, landingKey, pageTypeCode, track, trackClicks, trackOnClick, USER_INFO_KEY, visitorId } from "./analytics";
export { askConsent, chooseConsent, consentStore, currentConsent, onAskConsent, onConsentChange, whenConsented } from "./consent";
// The shell's help-chat launcher loads scripts on every storefront page's first click: the loader is every page's code.
export { ThirdPartyContext, useThirdParty } from "./third-party/config";
export { loadScript, whenIdle } from "./third-party/load-script";
export { callApp } from "./app-api";
export { CLIENT_TOKEN_COOKIE, encodeClientToken, ensureClientToken, readClientToken } from "./client-token";
export { Img, remSizes } from "./image";
export { CardImageChoiceContext } from "./product-card/card-image-choice";
export { closeQuickView, openQuickView, quickViewRequest, subscribeQuickView } from "./quick-view-opener";
export { StorefrontLinksContext, useLoginHref, useStorefrontHref } from "./storefront-links";
export { TOAST_MS, ToastProvider, useToast } from "./toast";
export { WishlistScope, WishlistScopeContext } from "./wishlist-scope";
export { isPremierMember, loginEmailError, MAX_PASSWORD_LENGTH, parseLoginRequest, PREMIER_LEVEL, UNKNOWN_ACCOUNT } from "~schemas/rules/account";
export { CARD_IMAGE_FIELDS, CARD_IMAGE_KINDS, cardImageChoice, cardImages, DEFAULT_CARD_IMAGES } from "~schemas/rules/card-images";
export { formatNumber, formatPrice } from "~schemas/rules/format";
export { compressedImage, IMAGE_WIDTHS, imageSrcSet, PLACEHOLDER_IMAGE, QUALITY_PARAM, resizedImage, WIDTH_PARAM } from "~schemas/rules/image-url";
export { LOGIN_PATH, loginHref, SALE_URL_KEY, storefrontLoginHref } from "~schemas/rules/login";
export { isExternalUrl, safeUrl } from "~schemas/rules/safe-url";
export { isStorefrontPath, STOREFRONT_PATHS, storefrontHref } from "~schemas/rules/storefront";
export { DEFAULT_STORE_ID, getStore, learnStore, resolveStoreId, STORE_IDS } from "~schemas/rules/stores";
export { createTranslator } from "~schemas/rules/translate";

/** Named by ../types.ts, which every module type imports: so every type's chunk reaches the kit. */
export const PAGE_KIT = "page-kit";
