import { json, type LoaderFunctionArgs, type TypedResponse } from "@remix-run/node";
import { kitsAnswer } from "~/lib/buy-together.server";
import { backofficeFor, getShopper } from "~/lib/shopper.server";
import type { AppAnswer } from "~schemas/app-api";

/*
 * Buy Together's kits for a SKU, asked for by the section when it nears the viewport (issue 18
 * items 1, 7): the page's first byte never waits for them.
 *
 *   GET /api/kits?skuId=20151  ->  {ok: true, kits}  (502 {ok: false, error} when the back office fails)
 */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<TypedResponse<AppAnswer<"GET /api/kits">>> {
  const { status, body } = await kitsAnswer(backofficeFor(await getShopper(request, context)), new URL(request.url));
  // The same for every shopper: a minute in the browser, like the other cross-sell lists.
  return json(body, { status, headers: { "Cache-Control": status === 200 ? "private, max-age=60" : "no-store" } });
}
