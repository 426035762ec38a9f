import { BackofficeError } from "~/lib/backoffice.server";
import type { CartResponse } from "~schemas/rules/cart";
import { backofficeFor, type Shopper } from "~/lib/shopper.server";
import { logger } from "../../server/logger.js";

/**
 * The shopper's cart as the back office has it, for their region and saved postcode (detail
 * spec 7). Only personal requests call it (/api/cart after hydration, the page's actions):
 * the shared page never carries the postcode (docs/decisions/shopper-context.md).
 */
export function cartInfo(shopper: Shopper) {
  return backofficeFor(shopper).getCartInfo({ regionCode: shopper.regionCode, postcode: shopper.postcode });
}

/** A failed cart call as the cart answers it; a 5xx one is logged. */
export function cartFailure(error: unknown, status = 502): { body: CartResponse; status: number } {
  const message = error instanceof Error ? error.message : String(error);
  if (status >= 500) logger.warn("cart call failed", { error: message });
  return { body: { ok: false, error: message }, status };
}

/**
 * Adds products for the shopper (quantity 1 each): one product is the single add, with the
 * chosen delivery service when there is one; several, or any count when `batch` (a set such as
 * 'Shop this idea', landing spec 4.1: its one pick is a batch too), are one batch add. Answers the cart
 * after the add, or the failure (502 when the back office fails or refuses). Shared by
 * `/api/cart` (the page's scripts) and the product page's form action (no JavaScript).
 */
export async function addProductsToCart(shopper: Shopper, productIds: string[], giftWrapId?: string, batch = false): Promise<{ body: CartResponse; status: number }> {
  const api = backofficeFor(shopper);
  const addToCartTime = Date.now();
  try {
    const added =
      productIds.length === 1 && !batch
        ? await api.addToCart({ productId: productIds[0]!, quantity: 1, addToCartTime, once: true, ...(giftWrapId ? { giftWrapId } : {}) })
        : await api.addToCartBatch({ items: productIds.map((productId) => ({ productId, quantity: 1, addToCartTime })) });
    if (!added) return cartFailure(new Error("the cart refused the products"));
    return { body: { ok: true, cart: await cartInfo(shopper) }, status: 200 };
  } catch (error) {
    return cartFailure(error instanceof BackofficeError ? error : new Error(String(error)));
  }
}
