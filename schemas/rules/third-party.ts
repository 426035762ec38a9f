import type { StoreId } from "./store-types";

/**
 * The third-party providers a page may load (docs/decisions/third-party.md), as the root loader
 * sends them (server/third-party.js makes them from the environment): public values only.
 * A provider that is null is not configured and the page uses its built-in fallback.
 */
export type ThirdPartyConfig = {
  payLater: { scriptUrl: string; publicKey: string } | null;
  helpChat: { scriptUrl: string } | null;
  /** Store 3's pages only. */
  adPixel: { scriptUrl: string; pixelId: string } | null;
};

export const NO_THIRD_PARTY: ThirdPartyConfig = { payLater: null, helpChat: null, adPixel: null };

/** The pay-later provider's three messages (detail spec 1): each slot is sent the amount in cents. */
export const PAY_LATER_MESSAGES = ["instalment", "pay-in-4", "wallet"] as const;
export type PayLaterMessage = (typeof PAY_LATER_MESSAGES)[number];

/** The EU stores, whose shoppers are asked before analytics, the ad pixel or the chat widget run. */
export const CONSENT_STORES: readonly StoreId[] = [5, 6, 7];

export const needsConsent = (storeId: StoreId): boolean => CONSENT_STORES.includes(storeId);

export type ConsentChoice = "granted" | "denied";
/** The shopper's answer so far: the stores outside the EU count as granted. */
export type ConsentState = ConsentChoice | "unknown";

/** Where the browser keeps the choice (localStorage): read after hydration, so pages stay shared. */
export const CONSENT_KEY = "consent";

/** What is kept names its version: a new question (more purposes) would ask again. */
const KEPT = { granted: "v1:granted", denied: "v1:denied" } as const satisfies Record<ConsentChoice, string>;

export const keptConsent = (choice: ConsentChoice): string => KEPT[choice];

/** A kept value to the choice it records; anything else (nothing, an older version, junk) is no choice. */
export function parseConsent(value: string | null | undefined): ConsentChoice | null {
  if (value === KEPT.granted) return "granted";
  if (value === KEPT.denied) return "denied";
  return null;
}

/** The state on a store's page given what was kept. */
export function consentState(storeId: StoreId, kept: string | null | undefined): ConsentState {
  if (!needsConsent(storeId)) return "granted";
  return parseConsent(kept) ?? "unknown";
}
