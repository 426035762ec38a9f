import { json, type LoaderFunctionArgs, type TypedResponse } from "@remix-run/node";
import { backofficeFor, getShopper } from "~/lib/shopper.server";
import { scenesAnswer } from "~/lib/scene-resources.server";
import type { AppAnswer } from "~schemas/app-api";

/*
 * Scene sets for the browser (a scene tab, a list page): the browser never calls the back
 * office itself. Scenes are the same for every shopper, so a short public cache is fine.
 *
 *   GET /api/scenes?ids=101,102            the scenes, in that order (unknown ids left out)
 *   GET /api/scenes?ids=101,102&discounts=1  each with its all-picked bundle discount
 */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<TypedResponse<AppAnswer<"GET /api/scenes">>> {
  const { status, body } = await scenesAnswer(backofficeFor(await getShopper(request, context)), new URL(request.url));
  return json(body, { status, headers: { "Cache-Control": status === 200 ? "public, max-age=30" : "no-store" } });
}
