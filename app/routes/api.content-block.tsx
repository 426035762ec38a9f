import { invalidInput } from "~schemas/rules/field-errors";
import { json, type LoaderFunctionArgs, type TypedResponse } from "@remix-run/node";
import { BackofficeError } from "~/lib/backoffice.server";
import { backofficeFor, getShopper } from "~/lib/shopper.server";
import type { ContentBlock } from "~schemas/product";
import { logger } from "../../server/logger.js";
import type { AppAnswer } from "~schemas/app-api";

/*
 * A content block by its identifier (detail spec 7, "Get by identifier"), for dialogs that
 * open on demand, e.g. the service card's Price Match ('day-price-match'):
 *
 *   GET /api/content-block?identifier=day-price-match  ->  {title, content}
 *
 * The HTML is sanitised by the call's schema on the server; 404 when there is no such block.
 */
const IDENTIFIER = /^[a-z0-9][a-z0-9_-]{0,63}$/i;

export async function loader({ request, context }: LoaderFunctionArgs): Promise<TypedResponse<AppAnswer<"GET /api/content-block">>> {
  const identifier = new URL(request.url).searchParams.get("identifier") ?? "";
  if (!IDENTIFIER.test(identifier)) return json(invalidInput({ identifier: "is required" }), { status: 400 });
  try {
    const block = await backofficeFor(await getShopper(request, context)).getByIdentifier({ identifier });
    if (!block.content && !block.title) return json({ error: `no content block "${identifier}"` }, { status: 404 });
    return json<ContentBlock>(block, { headers: { "Cache-Control": "public, max-age=60" } });
  } catch (error) {
    if (error instanceof BackofficeError && error.status === 404) return json({ error: `no content block "${identifier}"` }, { status: 404 });
    logger.warn("content block failed", { identifier, error: error instanceof Error ? error.message : String(error) });
    return json({ error: "the content block could not be loaded" }, { status: 502 });
  }
}
