import { invalidInput } from "~schemas/rules/field-errors";
import { json, type LoaderFunctionArgs, type TypedResponse } from "@remix-run/node";
import { backofficeFor, getShopper } from "~/lib/shopper.server";
import { logger } from "../../server/logger.js";
import type { AppAnswer, UpgradesResponse } from "~schemas/app-api";

/*
 * A modular sofa SKU's ottoman options (detail spec 7, "Ottoman list"), for the upgrades
 * section when the shopper picks another SKU: GET /api/product-upgrades?sku=&spu=. Answers
 * {ottomans}, sorted ascending by quantity; a failed call answers an empty list (the section
 * then offers the accessories alone).
 */
const PARAM = /^[\w.-]{1,64}$/;


export async function loader({ request, context }: LoaderFunctionArgs): Promise<TypedResponse<AppAnswer<"GET /api/product-upgrades">>> {
  const params = new URL(request.url).searchParams;
  const sku = params.get("sku") ?? "";
  const spu = params.get("spu") ?? "";
  const wrong = Object.entries({ sku, spu }).filter(([, value]) => !PARAM.test(value));
  if (wrong.length > 0) return json(invalidInput(Object.fromEntries(wrong.map(([name]) => [name, "is required"]))), { status: 400 });
  const api = backofficeFor(await getShopper(request, context));
  try {
    const ottomans = await api.getOttomanList({ sku, spu });
    return json<UpgradesResponse>({ ottomans }, { headers: { "Cache-Control": "private, max-age=3" } });
  } catch (error) {
    logger.warn("detail side call failed", { call: "getOttomanList", error: error instanceof Error ? error.message : String(error) });
    return json<UpgradesResponse>({ ottomans: [] }, { headers: { "Cache-Control": "no-store" } });
  }
}
