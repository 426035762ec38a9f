import { createContext, useCallback, useContext } from "react";
import { storefrontLoginHref } from "~schemas/rules/login";
import { storefrontHref } from "~schemas/rules/storefront";

/**
 * Where the main storefront is (STOREFRONT_URL, '' for this origin) and this app's own origin;
 * StorefrontShell provides both from the root loader. The same for every shopper, so links
 * made from them keep pages shareable.
 */
export type StorefrontLinks = { base: string; origin: string };

export const StorefrontLinksContext = createContext<StorefrontLinks>({ base: "", origin: "" });

/** `(path) => address` of a page this app does not own (`/furniture.html`, `/help-center/…`, `/3d-room?planId=…`). */
export function useStorefrontHref(): (path: string) => string {
  const { base } = useContext(StorefrontLinksContext);
  return useCallback((path: string) => storefrontHref(base, path), [base]);
}

/** `(pageType, back) => address` of the storefront's login page: what a login opener links to without JavaScript. */
export function useLoginHref(): (pageType: string, back: string) => string {
  const { base, origin } = useContext(StorefrontLinksContext);
  return useCallback((pageType: string, back: string) => storefrontLoginHref(base, origin, pageType, back), [base, origin]);
}
