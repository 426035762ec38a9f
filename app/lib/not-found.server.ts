import { json, type AppLoadContext } from "@remix-run/node";
import { logger } from "../../server/logger.js";
import { chooseTip, type NotFoundData } from "~schemas/rules/not-found";
import { backofficeFor, getShopper } from "./shopper.server";

/**
 * The response a loader throws for a page that does not exist: HTTP 404, rendered by the
 * root ErrorBoundary as the not-found page. It carries the tip variant (chosen here, so the
 * server render and hydration agree) and the recommendations, so the page arrives complete.
 * A failing recommendation call leaves the grid out; the page still answers 404.
 */
export async function notFoundResponse(request: Request, context: AppLoadContext): Promise<Response> {
  let products: NotFoundData["products"] = null;
  try {
    const list = await backofficeFor(await getShopper(request, context)).getNotFoundProductList({});
    products = list.items.length > 0 ? list.items : null;
  } catch (error) {
    logger.warn("not-found recommendations left out", { error: error instanceof Error ? error.message : String(error) });
  }
  return json<NotFoundData>(
    { tip: chooseTip(), products },
    // The tip is drawn per response: a shared cache must not keep one for everyone.
    { status: 404, headers: { "Cache-Control": "private, no-store" } },
  );
}
