import { invalidBody, invalidInput } from "~schemas/rules/field-errors";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type TypedResponse } from "@remix-run/node";
import { MAX_PRODUCTS_PER_ADD, parseBatch, parseGiftWrapId, parseProductIds, type CartResponse } from "~schemas/rules/cart";
import { getShopper } from "~/lib/shopper.server";
import { addProductsToCart, cartFailure, cartInfo } from "~/lib/cart.server";
import type { AppAnswer } from "~schemas/app-api";

/*
 * The cart, for the browser: GET gives the count and lines, POST adds products. The browser
 * never calls the back office itself; this route does, for the shopper's token.
 *
 *   POST /api/cart  {"productIds": ["1001"]}          one product: the single add (landing spec 3.13)
 *   POST /api/cart  {"productIds": ["1001", "1002"]}  several: one batch add
 *   POST /api/cart  {"productIds": ["1001"], "batch": true}  a set's add ('Shop this idea'): the batch add whatever the count
 *   POST /api/cart  {"productIds": ["1001"], "giftWrapId": "2"}  a single add with the chosen delivery service
 *
 * Answers a CartResponse: `{ok: true, cart}` or `{ok: false, error}` (HTTP 400 for a bad
 * request, 502 when the back office fails or refuses). The product page's form action adds
 * through the same function (app/lib/cart.server.ts).
 */
function failure(error: unknown, status = 502) {
  const { body } = cartFailure(error, status);
  return json<CartResponse>(body, { status, headers: { "Cache-Control": "no-store" } });
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
    return json<CartResponse>({ ok: false, ...invalidBody("is not JSON") }, { status: 400, headers: { "Cache-Control": "no-store" } });
  }
  const productIds = parseProductIds(body);
  if (!productIds) return json<CartResponse>({ ok: false, ...invalidInput({ productIds: `must list 1 to ${MAX_PRODUCTS_PER_ADD} product ids` }) }, { status: 400, headers: { "Cache-Control": "no-store" } });
  const added = await addProductsToCart(await getShopper(request, context), productIds, parseGiftWrapId(body), parseBatch(body));
  return json<CartResponse>(added.body, { status: added.status, headers: { "Cache-Control": "no-store" } });
}
