import { createContext, useContext, type ReactNode } from "react";
import type { Translate } from "~schemas/rules/translate";

const TranslateContext = createContext<Translate>((key) => key);

/** Gives the tree the page's translate function (the app makes one per language and set of namespaces). */
export function TranslationProvider({ t, children }: { t: Translate; children: ReactNode }) {
  return <TranslateContext.Provider value={t}>{children}</TranslateContext.Provider>;
}

/** The page's texts: `t(key, values?)`. Without a provider a text reads as its key. */
export function useTranslation(): { t: Translate } {
  return { t: useContext(TranslateContext) };
}
