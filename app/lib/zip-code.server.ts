import { invalidInput } from "~schemas/rules/field-errors";
import { checkPostcode } from "~schemas/rules/product/postcode";
import type { ZipCodeAnswer, ZipObject } from "~schemas/rules/product/zip";
import { backofficeFor, zipCookieHeader, type Shopper } from "~/lib/shopper.server";
import { logger } from "../../server/logger.js";

/**
 * The service card's postcode lookup (detail spec 4 "Postcode input", 5, 7 "checkZipCode"),
 * shared by `/api/zip-code` and the product page's form action: the store's rule first, then
 * the lookup. A found postcode is the shopper's new zip object, with the `zip` cookie that
 * saves it (`setCookie`); region data names the region when the lookup does not.
 */
export async function lookupPostcode(
  request: Request,
  shopper: Shopper,
  raw: string,
): Promise<{ body: ZipCodeAnswer; status: number; setCookie?: string }> {
  const check = checkPostcode(raw.slice(0, 32), shopper.store.postcodeRule);
  if (!check.ok) return { body: { ok: false, reason: "format", messageKey: check.messageKey, params: check.params, ...invalidInput({ postcode: "is not a postcode of this store" }) }, status: 400 };
  const api = backofficeFor(shopper);
  try {
    const found = await api.checkZipCode({ postcode: check.postcode });
    if (!found.postcode) return { body: { ok: false, reason: "not-serviceable" }, status: 200 };
    let regionName = found.regionName;
    if (!regionName && found.regionCode) {
      const regions = await api.getRegionList({}).catch(() => []);
      regionName = regions.find((region) => region.regionCode === found.regionCode)?.regionName ?? null;
    }
    const zip: ZipObject = { postcode: found.postcode, regionCode: found.regionCode, regionName, city: found.city };
    return { body: { ok: true, zip }, status: 200, setCookie: await zipCookieHeader(zip, request) };
  } catch (error) {
    logger.warn("postcode lookup failed", { error: error instanceof Error ? error.message : String(error) });
    return { body: { ok: false, reason: "failed" }, status: 502 };
  }
}
