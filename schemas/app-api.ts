import type { Suggestion } from "./product";
import type { Ottoman } from "./rules/product/upgrades";

/*
 * What the app's own JSON routes answer the page's scripts: the contract between app/routes
 * (which return these) and the views in modules/ (which read them), kept here so neither
 * imports the other.
 */

export type SignupResponse =
  | { result: "registered" }
  | { result: "exists" }
  | { result: "invalid"; messageKey: "enter_email_tips" | "NoEmail" }
  | { result: "failed"; message: string | null };

export type SuggestionsResponse = { items: Suggestion[] };

export type UpgradesResponse = { ottomans: Ottoman[] };

export type StockNotifyResponse = { ok: true } | { ok: false; error: string };
