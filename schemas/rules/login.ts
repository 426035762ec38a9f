/**
 * Where shoppers log in or join. The login flow itself is not specified; it will claim this
 * path. `pageType` tells it where the shopper came from, `redirect` where to go back to.
 */
export const LOGIN_PATH = "/login";

export function loginHref(pageType: string, back: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ pageType, redirect: back })}`;
}

/** The sale page's urlKey: its template is followed by 'About sales' and, for guests, the join invitation (landing spec 2.6). */
export const SALE_URL_KEY = "sale";
