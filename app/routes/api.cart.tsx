import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type TypedResponse } from "@remix-run/node";
import { BackofficeError } from "~/lib/backoffice.server";
import { MAX_PRODUCTS_PER_ADD, parseGiftWrapId, parseProductIds, type CartResponse } from "~schemas/rules/cart";
import { backofficeFor, getShopper, type Shopper } from "~/lib/shopper.server";
import { logger } from "../../server/logger.js";
import type { AppAnswer } from "~schemas/app-api";

/*
 * The cart, for the browser: GET gives the count and lines, POST adds products. The browser
 * never calls the back office itself; this route does, for the shopper's token.
 *
 *   POST /api/cart  {"productIds": ["1001"]}          one product: the single add (landing spec 3.13)
 *   POST /api/cart  {"productIds": ["1001", "1002"]}  several: one batch add
 *   POST /api/cart  {"productIds": ["1001"], "giftWrapId": "2"}  a single add with the chosen delivery service
 *
 * Answers a CartResponse: `{ok: true, cart}` or `{ok: false, error}` (HTTP 400 for a bad
 * request, 502 when the back office fails or refuses).
 */
function cartInfo(shopper: Shopper) {
  return backofficeFor(shopper).getCartInfo({ regionCode: shopper.regionCode, postcode: null });
}

function failure(error: unknown, status = 502) {
  const message = error instanceof Error ? error.message : String(error);
  if (status >= 500) logger.warn("cart call failed", { error: message });
  return json<CartResponse>({ ok: false, error: message }, { status, headers: { "Cache-Control": "no-store" } });
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<TypedResponse<AppAnswer<"GET /api/cart">>> {
  try {
    const cart = await cartInfo(await getShopper(request, context));
    return json<CartResponse>({ ok: true, cart }, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    return failure(error);
  }
}

export async function action({ request, context }: ActionFunctionArgs): Promise<TypedResponse<AppAnswer<"POST /api/cart">>> {
  if (request.method !== "POST") return failure(new Error("use POST"), 405);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return failure(new Error("the body is not JSON"), 400);
  }
  const productIds = parseProductIds(body);
  if (!productIds) return failure(new Error(`productIds must list 1 to ${MAX_PRODUCTS_PER_ADD} product ids`), 400);

  const giftWrapId = parseGiftWrapId(body);
  const shopper = await getShopper(request, context);
  const api = backofficeFor(shopper);
  const addToCartTime = Date.now();
  try {
    const added =
      productIds.length === 1
        ? await api.addToCart({ productId: productIds[0]!, quantity: 1, addToCartTime, once: true, ...(giftWrapId ? { giftWrapId } : {}) })
        : await api.addToCartBatch({ items: productIds.map((productId) => ({ productId, quantity: 1, addToCartTime })) });
    if (!added) return failure(new Error("the cart refused the products"));
    return json<CartResponse>({ ok: true, cart: await cartInfo(shopper) }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return failure(error instanceof BackofficeError ? error : new Error(String(error)));
  }
}
