import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { PageMessages } from "./message-namespaces";
import type { Language } from "~schemas/rules/stores";

export type Messages = Record<string, unknown>;

export const SUPPORTED_LANGUAGES: Language[] = ["en", "de", "fr", "it"];
export const FALLBACK_LANGUAGE: Language = "en";

const instances = new Map<string, i18n>();

/**
 * One initialised i18next instance per language and set of namespaces, reused by every
 * request and render (creating one per request costs a third of throughput). Messages are
 * static and an instance never changes language, so sharing is safe on the server and the
 * client; a page holds only its namespaces' messages (app/lib/message-namespaces.ts), so the
 * server renders exactly the texts the browser can.
 */
export function i18nFor(language: Language, parts: readonly PageMessages[]): i18n {
  const namespaces = [...new Set(parts.flatMap((part) => part.namespaces))].sort();
  const key = `${language}|${namespaces.join("+")}`;
  let instance = instances.get(key);
  if (!instance) {
    const messages: Messages = Object.assign({}, ...parts.map((part) => part.messages));
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
    instances.set(key, instance);
  }
  return instance;
}
