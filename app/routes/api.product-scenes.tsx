import { json, type LoaderFunctionArgs, type TypedResponse } from "@remix-run/node";
import { backofficeFor, getShopper } from "~/lib/shopper.server";
import { productScenesAnswer } from "~/lib/product-extras.server";
import type { AppAnswer } from "~schemas/app-api";

/*
 * The room scenes featuring a product, for the detail page's Shop the Room when it nears the
 * viewport (issue 18 item 6): GET /api/product-scenes?spu=LW1001&spuId=501. The same for
 * every shopper, so a short public cache is fine.
 */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<TypedResponse<AppAnswer<"GET /api/product-scenes">>> {
  const shopper = await getShopper(request, context);
  const { status, body } = await productScenesAnswer(backofficeFor(shopper), new URL(request.url), shopper.store.id);
  return json(body, { status, headers: { "Cache-Control": body.ok ? "public, max-age=30" : "no-store" } });
}
