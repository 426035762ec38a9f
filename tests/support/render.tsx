import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { I18nextProvider } from "react-i18next";
import { LandingModules } from "~/components/landing-modules";
import type { Device } from "~/lib/device";
import { i18nFor } from "~/lib/i18n";
import { parseGuideQuery } from "~/lib/guide-query";
import { buildLandingPage, type PageModule } from "~/lib/landing-page.server";
import type { LoadedModule } from "~/lib/module-data.server";
import { moduleLoaders } from "~modules/loaders.server";
import type { Language } from "~/lib/stores";
import de from "~/locales/de.json";
import en from "~/locales/en.json";
import fr from "~/locales/fr.json";
import it from "~/locales/it.json";
import type { ModuleRegistry, PageContext } from "~modules/types";
import { pageInfoSchema } from "~schemas/page-info";

const MESSAGES = { en, de, fr, it };

/** The page context tests render in: store 3, a fixed server time, the default region. */
export const TEST_PAGE: PageContext = {
  urlKey: "test",
  device: "desktop",
  store: 3,
  theme: pageInfoSchema.parse({}).theme,
  top: [],
  sceneId: null,
  now: Date.UTC(2026, 10, 20, 12, 0, 0),
  regionCode: "CA",
};

export function withI18n(element: ReactElement, language: Language = "en") {
  return <I18nextProvider i18n={i18nFor(language, MESSAGES[language])}>{element}</I18nextProvider>;
}

/**
 * Validated modules as their components take them, for types without a server loader (their
 * data is the schema's output). A type with a loader needs its loaded data: render it with
 * tests/support/loaded.tsx instead.
 */
export function unloaded(modules: PageModule[]): LoadedModule[] {
  for (const entry of modules) {
    if (entry.code in moduleLoaders) throw new Error(`type ${entry.code} has a server loader: render it with renderLoadedLanding`);
  }
  return modules as LoadedModule[];
}

type Options = { device?: Device; query?: string; registry?: ModuleRegistry; language?: Language };

/** Runs raw template modules through the real pipeline (schemas included) and renders the result. */
export function landingElement(entries: unknown[], { device = "desktop", query = "", registry, language = "en" }: Options = {}) {
  const info = pageInfoSchema.parse({ templatePackageList: entries });
  const guideQuery = parseGuideQuery(new URLSearchParams(query));
  const { modules, diagnostics } = buildLandingPage(info, guideQuery);
  const page: PageContext = { ...TEST_PAGE, device, theme: info.theme, top: guideQuery.top, sceneId: guideQuery.sceneId };
  return { element: withI18n(<LandingModules modules={unloaded(modules)} page={page} registry={registry} />, language), modules, diagnostics };
}

export function renderLanding(entries: unknown[], options: Options = {}) {
  const { element, modules, diagnostics } = landingElement(entries, options);
  return { ...render(element), modules, diagnostics };
}

/** One module of the given type at position 1. */
export function renderModule(packageType: number, packageInfoMap: unknown, options: Options = {}) {
  return renderLanding([{ sortId: 1, packageType, packageInfoMap }], options);
}
