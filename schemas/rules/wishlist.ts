/*
 * The wishlist (detail spec 4 "Wishlist", 6, 9): a guest's list kept in the browser, the
 * logged-in shopper's on the server, and the rules between them.
 */
import { MEMBERSHIP_SKU } from "./premier";

/** The browser's key for a guest's list (detail spec 3). */
export const LOCAL_WISHLIST_KEY = "localWishList";

/** getWishlistMyList's page size that loads the whole server list (detail spec 9). */
export const FULL_WISHLIST_PAGE_SIZE = 999;

/** A wish: the add and remove calls' payload (detail spec 3). */
export type Wish = { skuId: string; spuId: string };

/** The heart shows for every product but the membership (detail spec 4). */
export function showsWishHeart(sku: string | null | undefined): boolean {
  return sku !== MEMBERSHIP_SKU;
}

/**
 * A guest's list as the browser kept it: anything that is not a list of wishes (another
 * script's value, a hand edit) reads as empty, and a repeated skuId counts once.
 */
export function parseLocalWishList(raw: string | null): Wish[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const wishes: Wish[] = [];
  for (const entry of value) {
    if (!entry || typeof entry !== "object") continue;
    const { skuId, spuId } = entry as Record<string, unknown>;
    const sku = typeof skuId === "number" ? String(skuId) : skuId;
    const spu = typeof spuId === "number" ? String(spuId) : spuId;
    if (typeof sku !== "string" || sku === "" || seen.has(sku)) continue;
    seen.add(sku);
    wishes.push({ skuId: sku, spuId: typeof spu === "string" ? spu : "" });
  }
  return wishes;
}

/** One page of a list. */
export type WishPage = { skuIds: string[]; total: number; maxPage: number; page: number };

/**
 * A guest's list is paged in the browser (detail spec 4): its skuIds sliced by page, in the
 * order they were added, total and maxPage computed. A page past the last reads as the last.
 */
export function guestWishPage(list: readonly Wish[], page: number, pageSize: number): WishPage {
  const size = Math.max(1, Math.floor(pageSize));
  const total = list.length;
  const maxPage = Math.ceil(total / size);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), Math.max(1, maxPage));
  return { skuIds: list.slice((current - 1) * size, current * size).map((wish) => wish.skuId), total, maxPage, page: current };
}

/** Items on one page of the /wishlist page, for guests and logged-in shoppers alike (docs/decisions/wishlist.md). */
export const WISHLIST_PAGE_SIZE = 12;

/** The most skuIds one is-in or by-id request asks for: the browser asks for more in several. */
export const MAX_SKU_IDS_PER_REQUEST = 60;

const SKU_ID = /^[\w.-]{1,64}$/;

/**
 * A comma-separated skuId list from a query (`?skuIds=20011,20012`): trimmed, each once, in
 * order. Null for an empty list, a malformed id or more than MAX_SKU_IDS_PER_REQUEST.
 */
export function parseSkuIdList(raw: string | null): string[] | null {
  if (!raw) return null;
  const ids = [...new Set(raw.split(",").map((id) => id.trim()).filter((id) => id !== ""))];
  if (ids.length === 0 || ids.length > MAX_SKU_IDS_PER_REQUEST || !ids.every((id) => SKU_ID.test(id))) return null;
  return ids;
}

/** Splits skuIds into lists a request takes (MAX_SKU_IDS_PER_REQUEST each). */
export function skuIdBatches(skuIds: readonly string[]): string[][] {
  const batches: string[][] = [];
  for (let start = 0; start < skuIds.length; start += MAX_SKU_IDS_PER_REQUEST) batches.push(skuIds.slice(start, start + MAX_SKU_IDS_PER_REQUEST));
  return batches;
}

/** A heart's change to the server list: the add and remove calls' payload (detail spec 7). */
export type WishChange = { action: "add" | "remove"; skuId: string; spuId: string };

/**
 * A change request's body checked; null when it is not one. A spuId may be empty: a wish the
 * browser kept without one (parseLocalWishList) is still added by its skuId.
 */
export function parseWishChange(body: unknown): WishChange | null {
  if (!body || typeof body !== "object") return null;
  const { action, skuId, spuId } = body as Record<string, unknown>;
  if (action !== "add" && action !== "remove") return null;
  const sku = typeof skuId === "number" ? String(skuId) : skuId;
  const spu = typeof spuId === "number" ? String(spuId) : (spuId ?? "");
  if (typeof sku !== "string" || !SKU_ID.test(sku)) return null;
  if (typeof spu !== "string" || (spu !== "" && !SKU_ID.test(spu))) return null;
  return { action, skuId: sku, spuId: spu };
}

/** The page number of the /wishlist page's `?page=`: a whole number from 1 (anything else reads as 1), at most 500. */
export function wishlistPageParam(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, 500) : 1;
}
