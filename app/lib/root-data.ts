import type { MetaArgs } from "@remix-run/node";
import { i18nFor, type Messages } from "./i18n";
import type { Device } from "~schemas/rules/device";
import type { Language, StoreId } from "~schemas/rules/stores";

/** What the root loader returns; every route's meta can read it from matches[0]. */
export type RootData = {
  locale: Language;
  messages: Messages;
  device: Device;
  storeId: StoreId;
  origin: string;
};

export function rootDataOf(matches: MetaArgs["matches"]): RootData | undefined {
  return matches.find((match) => match.id === "root")?.data as RootData | undefined;
}

/** A translate function for meta, from the shared instance of the page's language. */
export function metaTranslator(root: RootData | undefined): (key: string) => string {
  if (!root) return (key) => key;
  const t = i18nFor(root.locale, root.messages).getFixedT(root.locale);
  return (key) => t(key);
}
