/**
 * The one tracker (landing spec 1, 2.1): events go to `window.dataLayer` with the page type
 * code, the landing page key and the visitor id. A tag manager, if the deployment adds one,
 * reads them from there; without one they only accumulate, so tracking never breaks a page.
 */
export type TrackedEvent = "tags_view" | "scene_click" | "product_click" | "add_button" | "reviews_view";

/** LP for /guide/{key}, HP for the home page, 3D for the 3D room page, DP for everything else. */
export type PageTypeCode = "LP" | "HP" | "3D" | "DP";

export function pageTypeCode(pathname: string): PageTypeCode {
  if (pathname === "/") return "HP";
  if (/^\/guide\/[^/]+\/?$/.test(pathname)) return "LP";
  if (/^\/3d-room\/?$/.test(pathname)) return "3D";
  return "DP";
}

/** The landing page key of a /guide/{key} path, else null. */
export function landingKey(pathname: string): string | null {
  const match = /^\/guide\/([^/]+)\/?$/.exec(pathname);
  return match ? decodeURIComponent(match[1]!) : null;
}

/** Where the browser keeps the logged-in shopper's user info, and the guest's client token cookie. */
export const USER_INFO_KEY = "userInfo";
export const CLIENT_TOKEN_COOKIE = "ct";

/** The logged-in shopper's entityId from the stored user info, else the client token cookie. */
export function visitorId(storage: Pick<Storage, "getItem"> | null, cookie: string): string | null {
  try {
    const info = JSON.parse(storage?.getItem(USER_INFO_KEY) ?? "null") as { entityId?: unknown } | null;
    if (info && (typeof info.entityId === "string" || typeof info.entityId === "number")) return String(info.entityId);
  } catch {
    // Unreadable user info counts as a guest.
  }
  return clientToken(cookie);
}

/**
 * The guest's client token from `document.cookie`. The server writes it with Remix's
 * createCookie (server/cookies.js): JSON of the token, URI-encoded to bytes, base64. Any
 * other value is not ours and names no visitor.
 */
function clientToken(cookie: string): string | null {
  const raw = cookie
    .split(";")
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${CLIENT_TOKEN_COOKIE}=`))
    ?.slice(CLIENT_TOKEN_COOKIE.length + 1);
  if (!raw) return null;
  try {
    const bytes = Uint8Array.from(atob(decodeURIComponent(raw)), (char) => char.charCodeAt(0));
    const value = JSON.parse(new TextDecoder().decode(bytes)) as unknown;
    return typeof value === "string" && value !== "" ? value : null;
  } catch {
    return null;
  }
}

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

/** Sends one event. Safe to call anywhere in the browser; a no-op on the server. */
export function track(event: TrackedEvent, params: Record<string, unknown> = {}): void {
  if (typeof window === "undefined") return;
  const target = window as DataLayerWindow;
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    // Storage can be blocked; the cookie still identifies the guest.
  }
  const { pathname } = window.location;
  (target.dataLayer ??= []).push({
    event,
    pageType: pageTypeCode(pathname),
    urlKey: landingKey(pathname),
    visitorId: visitorId(storage, document.cookie),
    ...params,
  });
}
