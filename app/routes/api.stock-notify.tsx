import { invalidBody } from "~schemas/rules/field-errors";
import { json, type ActionFunctionArgs, type TypedResponse } from "@remix-run/node";
import { invalidInputOf, safeParseFriendly } from "~schemas/lib/issues";
import { readLimitedText } from "~/lib/request-body.server";
import { getShopper } from "~/lib/shopper.server";
import { notifyStock } from "~/lib/stock-notify.server";
import { stockNotifyRequestSchema, type AppAnswer, type StockNotifyResponse } from "~schemas/app-api";

/*
 * The out-of-stock notify (detail spec 4, 5, 7 "Product stock notify"), from the browser:
 *
 *   POST /api/stock-notify  {sku, email, isNew, platformType, productInfo: {productDetailUrl, skuImageUrl, skuName, attrMap, price, specialPrice}}
 *
 * The region and the token (login token, else the guest's client token) are the shopper's,
 * added here. The e-mail is checked again with the spec 5 rule. Answers {ok: true} when the
 * back office took it (the field then hides), {ok: false, error} otherwise: 400 for a bad
 * request, 502 when the back office failed or refused (app/lib/stock-notify.server.ts, which
 * the product page's form action shares).
 */
const answer = (body: StockNotifyResponse, status = 200) => json<StockNotifyResponse>(body, { status, headers: { "Cache-Control": "no-store" } });

export async function action({ request, context }: ActionFunctionArgs): Promise<TypedResponse<AppAnswer<"POST /api/stock-notify">>> {
  if (request.method !== "POST") return answer({ ok: false, error: "use POST" }, 405);
  const body = await readLimitedText(request, 16 * 1024);
  if (!body.ok) return answer({ ok: false, ...invalidBody("is too large or not UTF-8") }, 400);
  let parsed;
  try {
    parsed = safeParseFriendly(stockNotifyRequestSchema, JSON.parse(body.text));
  } catch {
    return answer({ ok: false, ...invalidBody("is not JSON") }, 400);
  }
  // Each field that is wrong, by name: "email is missing; isNew should be boolean, got text …".
  if (!parsed.success) return answer({ ok: false, ...invalidInputOf(parsed.error) }, 400);
  const notified = await notifyStock(await getShopper(request, context), parsed.data);
  return answer(notified.body, notified.status);
}
