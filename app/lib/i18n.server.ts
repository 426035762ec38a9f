import { RemixI18Next } from "remix-i18next/server";
import de from "~/locales/de.json";
import en from "~/locales/en.json";
import fr from "~/locales/fr.json";
import it from "~/locales/it.json";
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, translatorFor as pageTranslatorFor, type Messages } from "./i18n";
import { NAMESPACES, PAGE_NAMESPACES, type Namespace, type PageKind, type PageMessages } from "./message-namespaces";
import { resolveRequestStore } from "./shopper.server";
import type { SeatTexts } from "~schemas/detail/page";
import { SEAT_RATING_ITEMS, type SeatRatingItem } from "~schemas/rules/product/panels";
import { getStore, type Language, type StoreId } from "~schemas/rules/stores";

export const MESSAGES: Record<Language, Messages> = { en, de, fr, it };

/** The language follows the store (DESIGN.md), not the browser: detection asks the store table. */
export const remixI18next = new RemixI18Next({
  detection: {
    supportedLanguages: SUPPORTED_LANGUAGES,
    fallbackLanguage: FALLBACK_LANGUAGE,
    order: ["custom"],
    findLocale: async (request) => (await resolveRequestStore(request)).language,
  },
});

const ALL_NAMESPACES = Object.keys(NAMESPACES) as Namespace[];
const pageMessages = new Map<string, PageMessages>();

/** The groups of `namespaces` in `language` (built once per language and set). */
export function messagesFor(language: Language, namespaces: readonly Namespace[]): PageMessages {
  const key = `${language}|${namespaces.join("+")}`;
  let found = pageMessages.get(key);
  if (!found) {
    const catalogue = MESSAGES[language];
    const groups = namespaces.flatMap((namespace) => NAMESPACES[namespace]);
    found = { namespaces, messages: Object.fromEntries(groups.map((group) => [group, catalogue[group]])) };
    pageMessages.set(key, found);
  }
  return found;
}

/** What the root loader sends every page. */
export const commonMessages = (language: Language) => messagesFor(language, ["common"]);

/** What a route's loader adds to the root's for its kind of page, in the request's language. */
export async function routeMessages(request: Request, page: PageKind): Promise<PageMessages> {
  return messagesFor((await remixI18next.getLocale(request)) as Language, PAGE_NAMESPACES[page]);
}

/** A translate function for loaders (the whole catalogue: what it makes is sent as data). */
export function translatorFor(language: Language) {
  return pageTranslatorFor(language, [messagesFor(language, ALL_NAMESPACES)]);
}

/** The seat-rating texts of a store's seat-rating language (detail spec 9), which need not be the page's. */
export function seatTextsFor(store: StoreId): SeatTexts {
  const t = translatorFor(getStore(store).seatRatingLanguage);
  const texts = (item: SeatRatingItem) => ({ name: t(`service.seat.${item}.name`), low: t(`service.seat.${item}.low`), high: t(`service.seat.${item}.high`) });
  return Object.fromEntries(SEAT_RATING_ITEMS.map((item) => [item, texts(item)])) as SeatTexts;
}
