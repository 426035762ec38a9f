import type { MetaArgs } from "@remix-run/node";
import { translatorFor } from "./i18n";
import type { PageMessages } from "./message-namespaces";
import type { Device } from "~schemas/rules/device";
import type { Language, StoreData, StoreId } from "~schemas/rules/stores";
import type { ThirdPartyConfig } from "~schemas/rules/third-party";

/** What the root loader returns; every route's meta can read it from matches[0]. */
export type RootData = {
  locale: Language;
  /** The `common` namespace; page routes send their own in `i18n` too (pageMessagesOf). */
  i18n: PageMessages;
  device: Device;
  storeId: StoreId;
  /** That store's rules: the browser knows no other store's (schemas/rules/stores.ts). */
  store: StoreData;
  origin: string;
  /** STOREFRONT_URL: where the pages this app links to but does not own are ('' for this origin). */
  storefrontUrl: string;
  /** The third-party providers this deployment configured (server/third-party.js); public values only. Absent: none. */
  thirdParty?: ThirdPartyConfig;
};

export function rootDataOf(matches: MetaArgs["matches"]): RootData | undefined {
  return matches.find((match) => match.id === "root")?.data as RootData | undefined;
}

/** The messages the matched routes' loaders sent, root first. */
export function pageMessagesOf(matches: readonly { data?: unknown }[]): PageMessages[] {
  return matches.flatMap((match) => {
    const i18n = (match.data as { i18n?: PageMessages } | null | undefined)?.i18n;
    return i18n ? [i18n] : [];
  });
}

/** A translate function for meta: the page's, of its language and namespaces. */
export function metaTranslator(matches: MetaArgs["matches"]): (key: string) => string {
  const root = rootDataOf(matches);
  if (!root) return (key) => key;
  const t = translatorFor(root.locale, pageMessagesOf(matches));
  return (key) => t(key);
}
