/*
 * The wishlist's changes (detail spec 4, 6, 9): a guest's add and remove, and what the merge
 * after login adds. Apart from ./wishlist.ts because the browser loads them with a heart's
 * first click or a due merge (modules/kit/wishlist-actions.ts), not with every heart; it
 * imports nothing from ./wishlist.ts at run time, so loading it splits nothing off.
 */
import type { Wish } from "./wishlist";

/** A guest's list holds at most this many items (detail spec 6, 9). */
export const GUEST_WISHLIST_LIMIT = 30;

export type GuestAdd = { outcome: "added"; list: Wish[] } | { outcome: "present" | "full"; list: Wish[] };

/**
 * A guest's heart on an item not yet on the list. The list holds at most 30: when it is
 * full the prompt opens and nothing is added (detail spec 4 says "more than 30", section 6
 * and 9 "limit 30"; the limit wins: a 31st item is refused, docs/decisions/wishlist.md).
 * An item already there is not added twice.
 */
export function addGuestWish(list: readonly Wish[], wish: Wish): GuestAdd {
  if (list.some((entry) => entry.skuId === wish.skuId)) return { outcome: "present", list: [...list] };
  if (list.length >= GUEST_WISHLIST_LIMIT) return { outcome: "full", list: [...list] };
  return { outcome: "added", list: [...list, wish] };
}

/** Remove filters the item out (detail spec 4). */
export function removeWish(list: readonly Wish[], skuId: string): Wish[] {
  return list.filter((entry) => entry.skuId !== skuId);
}

/**
 * After login, the local wishes the server list lacks, in the order they were added: they
 * are added one by one, then the local list is cleared (detail spec 4).
 */
export function wishesToMerge(local: readonly Wish[], serverSkuIds: Iterable<string>): Wish[] {
  const onServer = new Set(serverSkuIds);
  return local.filter((wish) => !onServer.has(wish.skuId));
}
