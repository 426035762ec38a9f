import type { AppLoadContext } from "@remix-run/node";
import { readEnv } from "../../server/env.js";
import { hasPreviewAccess, isPreviewPath } from "../../server/preview-access.js";
import { getBackoffice } from "./backoffice.server";
import { loginTokenCookie, readCookie, readLoginToken, secureFor, zipCookie } from "./cookies.server";
import { type BackofficeApi } from "~schemas/backoffice-calls";
import { selectDevice, type Device } from "~schemas/rules/device";
import { parseZipObject, regionCodeOf, type ZipObject } from "~schemas/rules/product/zip";
import { getStore, resolveStoreId, type Store } from "~schemas/rules/stores";

/** Who is asking, from where: the request's store, device and tokens. */
export type Shopper = {
  store: Store;
  device: Device;
  clientToken: string | null;
  loginToken: string | null;
  /** From the saved zip object (cookie `zip`), 'CA' when unknown (landing spec 7, 9). */
  regionCode: string;
  /** The postcode the shopper saved (cookie `zip`), null when none: the cart-info call sends it (detail spec 7). */
  postcode: string | null;
};

/** The shopper's saved zip object (postcode, regionCode, regionName, city); the browser keeps it in localStorage too. */
export const ZIP_COOKIE = zipCookie.name;

/**
 * The deployment's store (STORE_ID, default 3); preview pages may switch it with `?store=`,
 * but only for a request that may see the preview: otherwise the not-found page it gets must
 * not answer in another language either.
 */
export async function resolveRequestStore(request: Request): Promise<Store> {
  const url = new URL(request.url);
  const previewing = isPreviewPath(url.pathname) && (await hasPreviewAccess(request.url, (name) => request.headers.get(name)));
  const override = previewing ? url.searchParams.get("store") : null;
  // STORE_ID is validated (server/env.js); an unknown ?store= falls back to the default store.
  return getStore(override !== null ? resolveStoreId(override) : readEnv().STORE_ID);
}

/** Logged-in shoppers carry their token in this cookie (set by the login flow). */
export const LOGIN_TOKEN_COOKIE = loginTokenCookie.name;

export async function getShopper(request: Request, context: AppLoadContext): Promise<Shopper> {
  const [store, loginToken, zip] = await Promise.all([resolveRequestStore(request), readLoginToken(request), readCookie(zipCookie, request)]);
  const saved = parseZipObject(zip);
  return {
    store,
    device: selectDevice(request),
    clientToken: context.clientToken ?? null,
    loginToken,
    // The same rule as the browser's copy (modules/kit/saved-zip.ts), so both name one region.
    regionCode: regionCodeOf(saved),
    postcode: saved?.postcode ?? null,
  };
}

/** The shopper's saved zip object (the `zip` cookie), or null. */
export async function getZipObject(request: Request): Promise<ZipObject | null> {
  return parseZipObject(await readCookie(zipCookie, request));
}

/**
 * The Set-Cookie header that saves a zip object for the server's later requests (a year,
 * like the client token). HttpOnly: the browser keeps its own copy in localStorage.
 */
export function zipCookieHeader(zip: ZipObject, request: Request): Promise<string> {
  return zipCookie.serialize(zip, secureFor(request));
}

export function backofficeFor(shopper: Shopper): BackofficeApi {
  return getBackoffice().forCaller({
    storeId: shopper.store.id,
    clientToken: shopper.clientToken,
    loginToken: shopper.loginToken,
  });
}
