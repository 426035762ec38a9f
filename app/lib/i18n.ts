import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Language } from "~schemas/rules/stores";

export type Messages = Record<string, unknown>;

export const SUPPORTED_LANGUAGES: Language[] = ["en", "de", "fr", "it"];
export const FALLBACK_LANGUAGE: Language = "en";

const instances = new Map<string, i18n>();

/**
 * One initialised i18next instance per language, reused by every request and render
 * (creating one per request costs a third of throughput). Messages are static, and an
 * instance never changes language, so sharing is safe on the server and the client.
 */
export function i18nFor(language: Language, messages: Messages): i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createInstance();
    void instance.use(initReactI18next).init({
      lng: language,
      fallbackLng: false,
      resources: { [language]: { translation: messages } },
      // Resources are inline, so initialise synchronously: the first render has texts.
      initImmediate: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
    instances.set(language, instance);
  }
  return instance;
}
