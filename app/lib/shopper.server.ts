import type { AppLoadContext } from "@remix-run/node";
import { hasPreviewAccess, isPreviewPath } from "../../server/preview-access.js";
import { getBackoffice } from "./backoffice.server";
import { type BackofficeApi } from "~schemas/backoffice-calls";
import { selectDevice, type Device } from "~schemas/rules/device";
import { parseZipObject, type ZipObject } from "~schemas/rules/product/zip";
import { getStore, resolveStoreId, type Store } from "~schemas/rules/stores";

/** Who is asking, from where: the request's store, device and tokens. */
export type Shopper = {
  store: Store;
  device: Device;
  clientToken: string | null;
  loginToken: string | null;
  /** From the saved zip object (cookie `zip`), 'CA' when unknown (landing spec 7, 9). */
  regionCode: string;
};

export const DEFAULT_REGION_CODE = "CA";
/** The shopper's saved zip object (postcode, regionCode, regionName, city) as JSON; the browser keeps it in localStorage too. */
export const ZIP_COOKIE = "zip";

function regionCodeOf(zipCookie: string | null): string {
  if (!zipCookie) return DEFAULT_REGION_CODE;
  try {
    const zip = JSON.parse(zipCookie) as { regionCode?: unknown };
    return typeof zip.regionCode === "string" && /^[A-Za-z0-9-]{1,10}$/.test(zip.regionCode) ? zip.regionCode : DEFAULT_REGION_CODE;
  } catch {
    return DEFAULT_REGION_CODE;
  }
}

/**
 * The deployment's store (STORE_ID, default 3); preview pages may switch it with `?store=`,
 * but only for a request that may see the preview: otherwise the not-found page it gets must
 * not answer in another language either.
 */
export function resolveRequestStore(request: Request): Store {
  const url = new URL(request.url);
  const previewing = isPreviewPath(url.pathname) && hasPreviewAccess(request.url, (name) => request.headers.get(name));
  const override = previewing ? url.searchParams.get("store") : null;
  return getStore(resolveStoreId(override ?? process.env.STORE_ID));
}

function cookieValue(request: Request, name: string): string | null {
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]+)`).exec(request.headers.get("cookie") ?? "");
  return match ? decodeURIComponent(match[1]!) : null;
}

/** Logged-in shoppers carry their token in this cookie (set by the login flow). */
export const LOGIN_TOKEN_COOKIE = "token";

export function getShopper(request: Request, context: AppLoadContext): Shopper {
  return {
    store: resolveRequestStore(request),
    device: selectDevice(request),
    clientToken: context.clientToken ?? null,
    loginToken: cookieValue(request, LOGIN_TOKEN_COOKIE),
    regionCode: regionCodeOf(cookieValue(request, ZIP_COOKIE)),
  };
}

/** The shopper's saved zip object (the `zip` cookie), or null. */
export function getZipObject(request: Request): ZipObject | null {
  return parseZipObject(cookieValue(request, ZIP_COOKIE));
}

const ONE_YEAR_S = 60 * 60 * 24 * 365;

/**
 * The Set-Cookie header that saves a zip object for the server's later requests (a year,
 * like the client token). HttpOnly: the browser keeps its own copy in localStorage.
 */
export function zipCookieHeader(zip: ZipObject, request: Request): string {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `${ZIP_COOKIE}=${encodeURIComponent(JSON.stringify(zip))}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax; HttpOnly${secure}`;
}

export function backofficeFor(shopper: Shopper): BackofficeApi {
  return getBackoffice().forCaller({
    storeId: shopper.store.id,
    clientToken: shopper.clientToken,
    loginToken: shopper.loginToken,
  });
}
