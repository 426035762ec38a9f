import { CONSENT_KEY, consentState, keptConsent, type ConsentChoice, type ConsentState } from "~schemas/rules/third-party";
import type { StoreId } from "~schemas/rules/stores";

/**
 * The shopper's consent in the browser (stores 5–7; other stores count as granted): what
 * analytics, the ad pixel and the chat widget wait for (docs/decisions/third-party.md).
 * Kept in localStorage and read only in the browser, after hydration (effects, handlers,
 * tracking), so every shopper gets the same page HTML.
 */
let storeId: StoreId | null = null;
let state: ConsentState | null = null;
const listeners = new Set<(state: ConsentState) => void>();
const askers = new Set<() => void>();

function kept(): string | null {
  try {
    return window.localStorage.getItem(CONSENT_KEY);
  } catch {
    // Blocked storage: asked again on each page, as a first visit.
    return null;
  }
}

/** The page's store; the storefront shell says it before anything below it runs. */
export function consentStore(id: StoreId): void {
  if (id !== storeId) state = null;
  storeId = id;
}

/** Granted, denied or not yet asked; "granted" outside the EU stores and before any store is said. */
export function currentConsent(): ConsentState {
  if (storeId === null || typeof window === "undefined") return "granted";
  return (state ??= consentState(storeId, kept()));
}

export function chooseConsent(choice: ConsentChoice): void {
  state = choice;
  try {
    window.localStorage.setItem(CONSENT_KEY, keptConsent(choice));
  } catch {
    // Kept for this page only.
  }
  for (const listener of [...listeners]) listener(choice);
}

/** Called with every change of the choice; returns the unsubscribe. */
export function onConsentChange(listener: (state: ConsentState) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Runs `run` once consent is granted (now, if it is); never if the shopper declines. */
export function whenConsented(run: () => void): void {
  if (currentConsent() === "granted") {
    run();
    return;
  }
  const off = onConsentChange((next) => {
    if (next === "granted") run();
    off();
  });
}

/** Asks the shopper (the banner listens): the chat launcher and the footer's 'Cookie settings'. */
export function askConsent(): void {
  for (const ask of askers) ask();
}

export function onAskConsent(ask: () => void): () => void {
  askers.add(ask);
  return () => void askers.delete(ask);
}
