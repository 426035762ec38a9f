import type { CartInfo } from "~schemas/backoffice";
import type { FieldErrors } from "./field-errors";

/**
 * What /api/cart answers: the cart after the call, or why it failed. `message`: the back office's
 * own words for a refusal the shopper should read as they are (Buy Together's add-combination msg).
 */
export type CartResponse = { ok: true; cart: CartInfo } | { ok: false; error: string; message?: string; fieldErrors?: FieldErrors };

/** A product the cart sheet offers after an add, from the listing that added. */
export type CartSuggestion = { productId: string; name: string; imageUrl?: string; price?: number; detailUrl?: string };

/** The most products one add may carry: a scene's picks, with room to spare. */
export const MAX_PRODUCTS_PER_ADD = 50;

/** Product ids from `{productIds: [...]}`: strings or numbers, at least one, at most MAX_PRODUCTS_PER_ADD. */
export function parseProductIds(body: unknown): string[] | null {
  const ids = (body as { productIds?: unknown } | null)?.productIds;
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > MAX_PRODUCTS_PER_ADD) return null;
  const clean = ids.map((id) => (typeof id === "number" && Number.isFinite(id) ? String(id) : id));
  return clean.every((id): id is string => typeof id === "string" && /^[\w.-]{1,64}$/.test(id)) ? clean : null;
}

/** Whether an add asks for the batch call whatever its count (`batch: true`; a set's add, landing spec 4.1). */
export function parseBatch(body: unknown): boolean {
  return (body as { batch?: unknown } | null)?.batch === true;
}

/** The optional `giftWrapId` of an add (a chosen delivery service): an id, else undefined. */
export function parseGiftWrapId(body: unknown): string | undefined {
  const id = (body as { giftWrapId?: unknown } | null)?.giftWrapId;
  const text = typeof id === "number" && Number.isFinite(id) ? String(id) : id;
  return typeof text === "string" && /^[\w.-]{1,64}$/.test(text) ? text : undefined;
}
