import type { PageMessages } from "./message-namespaces";
import { createTranslator, type Messages, type Translate } from "~schemas/rules/translate";
import type { Language } from "~schemas/rules/stores";

export type { Messages };

export const SUPPORTED_LANGUAGES: Language[] = ["en", "de", "fr", "it"];
export const FALLBACK_LANGUAGE: Language = "en";

const translators = new Map<string, Translate>();

/**
 * One translate function per language and set of namespaces, reused by every request and
 * render. Messages are static and a translator never changes language, so sharing is safe on
 * the server and the client; a page holds only its namespaces' messages
 * (app/lib/message-namespaces.ts), so the server renders exactly the texts the browser can.
 */
export function translatorFor(language: Language, parts: readonly PageMessages[]): Translate {
  const namespaces = [...new Set(parts.flatMap((part) => part.namespaces))].sort();
  const key = `${language}|${namespaces.join("+")}`;
  let t = translators.get(key);
  if (!t) {
    const messages: Messages = Object.assign({}, ...parts.map((part) => part.messages));
    t = createTranslator(language, messages);
    translators.set(key, t);
  }
  return t;
}
