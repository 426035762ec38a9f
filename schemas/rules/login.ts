import { storefrontHref } from "./storefront";

/**
 * Where shoppers log in without JavaScript: the main storefront's login page (not this
 * app's; see storefront.ts). `pageType` tells it where the shopper came from, `redirect`
 * where to go back to. With JavaScript the login popup opens instead (modules/kit/account.tsx).
 */
export const LOGIN_PATH = "/login";

export function loginHref(pageType: string, back: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ pageType, redirect: back })}`;
}

/**
 * The login link on the storefront at `base` ('' for this origin). When it is elsewhere, the
 * way back names this app's `origin`, or the storefront would send the shopper to its own copy
 * of the path.
 */
export function storefrontLoginHref(base: string, origin: string, pageType: string, back: string): string {
  return storefrontHref(base, loginHref(pageType, base && origin ? `${origin}${back}` : back));
}

/** The sale page's urlKey: its template is followed by 'About sales' and, for guests, the join invitation (landing spec 2.6). */
export const SALE_URL_KEY = "sale";
