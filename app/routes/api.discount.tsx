import { json, type LoaderFunctionArgs, type TypedResponse } from "@remix-run/node";
import { backofficeFor, getShopper } from "~/lib/shopper.server";
import { discountAnswer } from "~/lib/scene-resources.server";
import type { AppAnswer } from "~schemas/app-api";

/*
 * The bundle discount for the picked products of a scene (landing spec 4.1), asked by the
 * browser on every pick change; the page never sends a request without a SKU.
 *
 *   GET /api/discount?skuIds=20011,20021  ->  {ok: true, maxDiscountAmount}
 */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<TypedResponse<AppAnswer<"GET /api/discount">>> {
  const { status, body } = await discountAnswer(backofficeFor(await getShopper(request, context)), new URL(request.url));
  return json(body, { status, headers: { "Cache-Control": status === 200 ? "public, max-age=30" : "no-store" } });
}
