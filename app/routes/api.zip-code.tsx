import { json, type ActionFunctionArgs, type TypedResponse } from "@remix-run/node";
import { checkPostcode } from "~schemas/rules/product/postcode";
import type { ZipCodeAnswer, ZipObject } from "~schemas/rules/product/zip";
import { backofficeFor, getShopper, zipCookieHeader } from "~/lib/shopper.server";
import { logger } from "../../server/logger.js";
import type { AppAnswer } from "~schemas/app-api";

/*
 * The postcode lookup of the service card (detail spec 4 "Postcode input", 7 "checkZipCode"):
 *
 *   POST /api/zip-code  {"postcode": "10001"}
 *
 * The postcode is checked again by the store's rule (the browser checks it first), then
 * looked up. A returned postcode is the shopper's new zip object: it is answered and saved
 * in the `zip` cookie, which the server reads for the regionCode of later calls (the
 * delivery description among them). Region data names the region when the lookup does not.
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
  const shopper = await getShopper(request, context);
  const check = checkPostcode(typeof raw === "string" ? raw.slice(0, 32) : "", shopper.store.postcodeRule);
  if (!check.ok) return json<ZipCodeAnswer>({ ok: false, reason: "format", messageKey: check.messageKey, params: check.params }, { status: 400, headers });

  const api = backofficeFor(shopper);
  try {
    const found = await api.checkZipCode({ postcode: check.postcode });
    if (!found.postcode) return json<ZipCodeAnswer>({ ok: false, reason: "not-serviceable" }, { headers });
    let regionName = found.regionName;
    if (!regionName && found.regionCode) {
      const regions = await api.getRegionList({}).catch(() => []);
      regionName = regions.find((region) => region.regionCode === found.regionCode)?.regionName ?? null;
    }
    const zip: ZipObject = { postcode: found.postcode, regionCode: found.regionCode, regionName, city: found.city };
    return json<ZipCodeAnswer>({ ok: true, zip }, { headers: { ...headers, "Set-Cookie": await zipCookieHeader(zip, request) } });
  } catch (error) {
    logger.warn("postcode lookup failed", { error: error instanceof Error ? error.message : String(error) });
    return json<ZipCodeAnswer>({ ok: false, reason: "failed" }, { status: 502, headers });
  }
}
