import type { QuickViewRequest } from "~schemas/rules/quick-view";

/**
 * The quick view's opener: a tiny store any card, hotspot or list calls. The quick view
 * itself (app/components/quick-view/) is its own chunk, which the shell's host loads on the
 * first open, so a page that never opens it carries only this file.
 */
type Listener = () => void;

let current: QuickViewRequest | null = null;
const listeners = new Set<Listener>();

export function openQuickView(request: QuickViewRequest): void {
  current = request;
  listeners.forEach((listener) => listener());
}

export function closeQuickView(): void {
  if (current === null) return;
  current = null;
  listeners.forEach((listener) => listener());
}

export function quickViewRequest(): QuickViewRequest | null {
  return current;
}

export function subscribeQuickView(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The quick view's own history entry (pushed on open, so the back button closes it) must be
 * popped without Remix's router taking the pop for a navigation, which asks every loader
 * again (and, on the not-found page, answers 404 into the console). Chromium runs a window's
 * own popstate listeners in the order they were added, capture or not, so this one is added
 * when the module loads: the root imports it (through the shell's quick view host) before the
 * router starts listening.
 */
type PopHandler = () => void;
let popHandler: PopHandler | null = null;
if (typeof window !== "undefined") {
  window.addEventListener(
    "popstate",
    (event) => {
      const handler = popHandler;
      if (!handler) return;
      event.stopImmediatePropagation();
      handler();
    },
    true,
  );
}

/** Takes the next history pops before the router until the returned function is called. */
export function takeQuickViewPops(handler: PopHandler): () => void {
  popHandler = handler;
  return () => {
    if (popHandler === handler) popHandler = null;
  };
}
