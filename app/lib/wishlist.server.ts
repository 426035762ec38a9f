import type { WishlistPageAnswer } from "~schemas/app-api";
import { FULL_WISHLIST_PAGE_SIZE, WISHLIST_PAGE_SIZE } from "~schemas/rules/wishlist";
import { BackofficeError } from "./backoffice.server";
import { backofficeFor, type Shopper } from "./shopper.server";

/*
 * The server wishlist (detail spec 4, 7 "User and wishlist"; docs/accounts.md "Wishlist"),
 * for the /wishlist page's loader and the wishlist API routes. Only a logged-in shopper has
 * one: a guest's list lives in their browser, so a guest costs no back-office call.
 */

/** A page size from a query: a whole number from 1 to 999 (999 loads all, detail spec 9), else the page's own. */
export function wishlistPageSize(raw: string | null): number {
  const size = Number(raw);
  return Number.isInteger(size) && size >= 1 ? Math.min(size, FULL_WISHLIST_PAGE_SIZE) : WISHLIST_PAGE_SIZE;
}

/** The back office no longer knows the token: the shopper is a guest (/api/account forgets the cookie). */
export const isLoggedOut = (error: unknown) => error instanceof BackofficeError && (error.status === 401 || error.status === 403);

/**
 * One page of the shopper's server list (getWishlistMyList). A page past the last is read as
 * the last, so a list that shrank since the link was made still shows items.
 */
export async function loadWishlistPage(shopper: Shopper, page: number, pageSize: number): Promise<WishlistPageAnswer> {
  if (!shopper.loginToken) return { status: "guest" };
  const api = backofficeFor(shopper);
  try {
    let list = await api.getWishlistMyList({ page, pageSize });
    let current = page;
    if (list.items.length === 0 && list.maxPage > 0 && page > list.maxPage) {
      current = list.maxPage;
      list = await api.getWishlistMyList({ page: current, pageSize });
    }
    return { status: "logged-in", items: list.items, total: list.total, maxPage: list.maxPage, page: current };
  } catch (error) {
    if (isLoggedOut(error)) return { status: "guest" };
    throw error;
  }
}
