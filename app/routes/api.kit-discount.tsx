import { json, type LoaderFunctionArgs, type TypedResponse } from "@remix-run/node";
import { kitDiscountAnswer } from "~/lib/buy-together.server";
import { backofficeFor, getShopper } from "~/lib/shopper.server";
import type { AppAnswer } from "~schemas/app-api";

/*
 * The discount of a kit's picked items, asked on every tab change and pick (issue 18 item 1);
 * the page cancels a request a newer one supersedes.
 *
 *   GET /api/kit-discount?skuId=20151&kitId=7002&spuIds=507,509  ->  {ok: true, discountAmount}
 */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<TypedResponse<AppAnswer<"GET /api/kit-discount">>> {
  const { status, body } = await kitDiscountAnswer(backofficeFor(await getShopper(request, context)), new URL(request.url));
  return json(body, { status, headers: { "Cache-Control": "no-store" } });
}
