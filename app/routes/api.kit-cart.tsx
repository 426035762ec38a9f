import { invalidBody } from "~schemas/rules/field-errors";
import { json, type ActionFunctionArgs, type TypedResponse } from "@remix-run/node";
import { kitCartAnswer } from "~/lib/buy-together.server";
import { backofficeFor, getShopper } from "~/lib/shopper.server";
import { cartInfo } from "~/lib/cart.server";
import type { AppAnswer } from "~schemas/app-api";

/*
 * Buy Together's 'Add To Cart' (issue 18 item 1): one "add combination" call for the kit's
 * picked items in their chosen SKUs, then the cart.
 *
 *   POST /api/kit-cart {kitId, mainProductId, giftWrapIdProductIdList: [{productId, giftWrapId}]}
 *     -> {ok: true, cart} | 422 {ok: false, error, message} (the back office's msg) | 400 | 502
 */
export async function action({ request, context }: ActionFunctionArgs): Promise<TypedResponse<AppAnswer<"POST /api/kit-cart">>> {
  const noStore = { "Cache-Control": "no-store" };
  if (request.method !== "POST") return json({ ok: false as const, error: "use POST" }, { status: 405, headers: noStore });
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return json({ ok: false as const, ...invalidBody("is not JSON") }, { status: 400, headers: noStore });
  }
  const shopper = await getShopper(request, context);
  const api = backofficeFor(shopper);
  const { status, body: answer } = await kitCartAnswer(api, body, async () => {
    try {
      return { ok: true, cart: await cartInfo(shopper) };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  });
  return json(answer, { status, headers: noStore });
}
