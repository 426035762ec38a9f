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
