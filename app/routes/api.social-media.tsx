import { json, type LoaderFunctionArgs, type TypedResponse } from "@remix-run/node";
import { backofficeFor, getShopper } from "~/lib/shopper.server";
import { socialMediaAnswer } from "~/lib/product-extras.server";
import type { AppAnswer } from "~schemas/app-api";

/*
 * A product's social posts, for the detail page's carousel when it nears the viewport
 * (issue 18 item 4): GET /api/social-media?spu=LW1001. The same for every shopper, so a
 * short public cache is fine.
 */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<TypedResponse<AppAnswer<"GET /api/social-media">>> {
  const shopper = await getShopper(request, context);
  const { status, body } = await socialMediaAnswer(backofficeFor(shopper), new URL(request.url), shopper.store.id);
  return json(body, { status, headers: { "Cache-Control": body.ok ? "public, max-age=60" : "no-store" } });
}
