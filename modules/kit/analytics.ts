import { readClientToken } from "./client-token";
import { detailPathOf, itemListSource } from "~schemas/rules/quick-view";
import { currentConsent, onConsentChange, whenConsented } from "./consent";

function onceDecided(run: () => void): void {
  const off = onConsentChange(() => {
    off();
    run();
  });
}

/**
 * The one tracker (landing spec 1, 2.1): events go to `window.dataLayer` with the page type
 * code, the landing page key and the visitor id. A tag manager, if the deployment adds one,
 * reads them from there; without one they only accumulate, so tracking never breaks a page.
 * In the EU stores events wait for the shopper's consent (./consent.ts): held in memory until
 * it is granted, dropped if it is declined. Destinations (the ad pixel) get what the data
 * layer gets, and only that.
 */
export type TrackedEvent = "tags_view" | "scene_click" | "product_click" | "add_button" | "add_to_cart" | "reviews_view" | "quick_view" | "quick_view_close" | "promotion_view" | "coupon_dialog_open" | "coupon_dialog_close" | "subscribe_prompt_show" | "subscribe_submit" | "subscribe_prompt_close" | "product_view";

/** LP for /guide/{key}, HP for the home page, 3D for a 3D page at /{key}, DP for everything else. */
export type PageTypeCode = "LP" | "HP" | "3D" | "DP";

/** This app's own pages at /{key}: not 3D pages. */
const OWN_KEY_PAGES = new Set(["wishlist", "preview"]);

/**
 * The page type (landing spec 2.1, detail spec 2). A 3D page is a page at /{key}: one path
 * segment that is neither a detail page (`/{slug}.html`, detail spec 2) nor one of this
 * app's own pages (the storefront's /3d-room is one); the not-found page at such a path is
 * no page there, so it stays DP (docs/decisions/commerce.md, "Page type").
 */
export function pageTypeCode(pathname: string, notFound = false): PageTypeCode {
  if (pathname === "/") return "HP";
  if (/^\/guide\/[^/]+\/?$/.test(pathname)) return "LP";
  const key = /^\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (key && !notFound && !/\.html$/i.test(key) && !OWN_KEY_PAGES.has(key)) return "3D";
  return "DP";
}

/** The not-found page marks its root (app/components/not-found.tsx): it answers any path. */
const NOT_FOUND_MARK = "[data-not-found]";

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

export type TrackedEntry = Record<string, unknown> & { event: TrackedEvent };
type Destination = (entry: TrackedEntry) => void;
const destinations = new Set<Destination>();
let held: TrackedEntry[] | null = null;

function deliver(destination: Destination, entry: TrackedEntry): void {
  try {
    destination(entry);
  } catch {
    // A destination's failure is its own: the page and the other destinations go on.
  }
}

function send(entry: TrackedEntry): void {
  ((window as DataLayerWindow).dataLayer ??= []).push(entry);
  for (const destination of destinations) deliver(destination, entry);
}

/**
 * Adds a destination for every event sent from now on, after giving it those already sent
 * (a destination that loads late still sees the page's product view). Returns the removal.
 */
export function addDestination(destination: Destination): () => void {
  for (const entry of [...((window as DataLayerWindow).dataLayer ?? [])] as TrackedEntry[]) deliver(destination, entry);
  destinations.add(destination);
  return () => void destinations.delete(destination);
}

/** Where a product page opened from a listing keeps that listing's source, per detail path, for the session. */
export const SOURCE_KEY_PREFIX = "analytics.source:";

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The source every event carries (landing spec 2.1): "ItemList" on a listing page
 * (`/guide/{key}`, `/collection/…`) and on a product page opened from one (the listing's
 * product_click recorded it for the session); else null.
 */
export function eventSource(pathname: string, storage: Pick<Storage, "getItem"> | null): "ItemList" | null {
  if (itemListSource(pathname)) return "ItemList";
  try {
    return storage?.getItem(`${SOURCE_KEY_PREFIX}${pathname}`) === "ItemList" ? "ItemList" : null;
  } catch {
    return null;
  }
}

/** A product_click with the product's `url` on a listing page records the listing source for the page it opens. */
export function recordSource(event: TrackedEvent, params: Record<string, unknown>, pathname: string, storage: Pick<Storage, "setItem"> | null): void {
  if (event !== "product_click" || typeof params.url !== "string" || !itemListSource(pathname)) return;
  const path = detailPathOf(params.url);
  if (!path) return;
  try {
    storage?.setItem(`${SOURCE_KEY_PREFIX}${path.split("?")[0]}`, "ItemList");
  } catch {
    // Storage can be blocked: the product page's events then carry no source.
  }
}

/** Sends one event. Safe to call anywhere in the browser; a no-op on the server. */
export function track(event: TrackedEvent, params: Record<string, unknown> = {}): void {
  if (typeof window === "undefined") return;
  const consent = currentConsent();
  if (consent === "denied") return;
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    // Storage can be blocked; the cookie still identifies the guest.
  }
  const { pathname } = window.location;
  const session = sessionStore();
  recordSource(event, params, pathname, session);
  const entry: TrackedEntry = {
    event,
    urlKey: landingKey(pathname),
    visitorId: visitorId(storage, document.cookie),
    ...params,
    // Every event carries the page type and the listing source, whatever its own fields say.
    pageType: pageTypeCode(pathname, document.querySelector(NOT_FOUND_MARK) !== null),
    source: eventSource(pathname, session),
  };
  if (consent === "granted") {
    send(entry);
    return;
  }
  if (!held) {
    const waiting: TrackedEntry[] = (held = []);
    whenConsented(() => waiting.forEach(send));
    // Declined (or granted): a later event starts afresh.
    onceDecided(() => {
      if (held === waiting) held = null;
    });
  }
  held.push(entry);
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
