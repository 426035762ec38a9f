import { readClientToken } from "./client-token";

/**
 * The one tracker (landing spec 1, 2.1): events go to `window.dataLayer` with the page type
 * code, the landing page key and the visitor id. A tag manager, if the deployment adds one,
 * reads them from there; without one they only accumulate, so tracking never breaks a page.
 */
export type TrackedEvent = "tags_view" | "scene_click" | "product_click" | "add_button" | "reviews_view" | "quick_view";

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

/** Where the browser keeps the logged-in shopper's user info. */
export const USER_INFO_KEY = "userInfo";

/** The logged-in shopper's entityId from the stored user info, else the client token cookie. */
export function visitorId(storage: Pick<Storage, "getItem"> | null, cookie: string): string | null {
  try {
    const info = JSON.parse(storage?.getItem(USER_INFO_KEY) ?? "null") as { entityId?: unknown } | null;
    if (info && (typeof info.entityId === "string" || typeof info.entityId === "number")) return String(info.entityId);
  } catch {
    // Unreadable user info counts as a guest.
  }
  return readClientToken(cookie);
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

/**
 * What a link carries to be tracked when it is clicked, with no handler of its own: modules
 * the browser keeps as server HTML (`hydrate: false`) have no React handlers, and one
 * document listener (trackClicks) sends their events.
 */
export function trackOnClick(event: TrackedEvent, params: Record<string, string | number | null>): Record<string, string> {
  return { "data-track": event, "data-track-params": JSON.stringify(params) };
}

/** Sends the event of every click on an element marked by trackOnClick (listening once, for the whole document). */
export function trackClicks(root: Document): void {
  root.addEventListener(
    "click",
    (click) => {
      const marked = click.target instanceof Element ? click.target.closest("[data-track]") : null;
      if (!marked) return;
      let params: Record<string, unknown> = {};
      try {
        params = JSON.parse(marked.getAttribute("data-track-params") ?? "{}") as Record<string, unknown>;
      } catch {
        // A broken mark still counts the click.
      }
      track(marked.getAttribute("data-track") as TrackedEvent, params);
    },
    // Before anything else handles the click (a link may navigate away).
    true,
  );
}
