import { json, type ActionFunctionArgs, type TypedResponse } from "@remix-run/node";
import type { ZipCodeAnswer } from "~schemas/rules/product/zip";
import { getShopper } from "~/lib/shopper.server";
import { lookupPostcode } from "~/lib/zip-code.server";
import type { AppAnswer } from "~schemas/app-api";

/*
 * The postcode lookup of the service card (detail spec 4 "Postcode input", 7 "checkZipCode"):
 *
 *   POST /api/zip-code  {"postcode": "10001"}
 *
 * The postcode is checked again by the store's rule (the browser checks it first), then
 * looked up (app/lib/zip-code.server.ts, which the product page's form action shares). A
 * returned postcode is the shopper's new zip object: it is answered and saved in the `zip`
 * cookie, which the server reads for the regionCode of later calls (the delivery
 * description among them).
 */
const headers = { "Cache-Control": "no-store" };

export async function action({ request, context }: ActionFunctionArgs): Promise<TypedResponse<AppAnswer<"POST /api/zip-code">>> {
  if (request.method !== "POST") return json<ZipCodeAnswer>({ ok: false, reason: "failed" }, { status: 405, headers });
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    body = null;
  }
  const raw = (body as { postcode?: unknown } | null)?.postcode;
  const found = await lookupPostcode(request, await getShopper(request, context), typeof raw === "string" ? raw : "");
  return json<ZipCodeAnswer>(found.body, { status: found.status, headers: found.setCookie ? { ...headers, "Set-Cookie": found.setCookie } : headers });
}
