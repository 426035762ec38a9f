import { createContext, useState, type ReactNode } from "react";

/*
 * Where a page's wishlist store lives (modules/kit/wishlist.tsx). The shell provides an empty
 * holder; the first heart (or the /wishlist page) makes the store in it. So pages that show
 * no heart load none of the wishlist's code: this file is all the shell carries.
 */

export type WishlistHolder = { current: object | null };

export const WishlistScopeContext = createContext<WishlistHolder | null>(null);

/** One wishlist store for what it wraps (StorefrontShell: the page). */
export function WishlistScope({ children }: { children: ReactNode }) {
  const [holder] = useState<WishlistHolder>(() => ({ current: null }));
  return <WishlistScopeContext.Provider value={holder}>{children}</WishlistScopeContext.Provider>;
}
