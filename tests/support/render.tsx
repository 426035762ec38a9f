import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { I18nextProvider } from "react-i18next";
import { LandingModules } from "~/components/landing-modules";
import type { Device } from "~/lib/device";
import { i18nFor } from "~/lib/i18n";
import { parseGuideQuery } from "~/lib/guide-query";
import { buildLandingPage, type PageModule } from "~/lib/landing-page.server";
import { loadModuleData, type LoadedModule } from "~/lib/module-data.server";
import { getStore, type Language } from "~/lib/stores";
import de from "~/locales/de.json";
import en from "~/locales/en.json";
import fr from "~/locales/fr.json";
import it from "~/locales/it.json";
import { moduleLoaders, type ModuleLoadContext } from "~modules/loaders.server";
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

type Options = { device?: Device; query?: string; registry?: ModuleRegistry; language?: Language };

/** Runs raw template modules through the real pipeline (schemas included) and renders the result. */
export function landingElement(entries: unknown[], { device = "desktop", query = "", registry, language = "en" }: Options = {}) {
  const info = pageInfoSchema.parse({ templatePackageList: entries });
  const guideQuery = parseGuideQuery(new URLSearchParams(query));
  const { modules, diagnostics } = buildLandingPage(info, guideQuery);
  const page: PageContext = { ...TEST_PAGE, device, theme: info.theme, top: guideQuery.top, sceneId: guideQuery.sceneId };
  return { element: withI18n(<LandingModules modules={unloaded(modules)} page={page} registry={registry} />, language), modules, diagnostics };
}

/**
 * Validated modules are what their components render when their type has no server loader;
 * a type with one needs its loader first (renderLoadedLanding).
 */
export function unloaded(modules: PageModule[]): LoadedModule[] {
  const needLoading = modules.filter((entry) => entry.code in moduleLoaders).map((entry) => entry.code);
  if (needLoading.length > 0) throw new Error(`types ${needLoading.join(", ")} have a server loader: render them with renderLoadedLanding`);
  return modules as LoadedModule[];
}

/** The pipeline including the module server loaders, against the given back office (e.g. the msw fixture back office). */
export async function loadLanding(
  entries: unknown[],
  context: Pick<ModuleLoadContext, "api"> & Partial<ModuleLoadContext>,
  { device = "desktop", query = "", page: pageOverrides = {} }: Pick<Options, "device" | "query"> & { page?: Partial<PageContext> } = {},
) {
  const info = pageInfoSchema.parse({ templatePackageList: entries });
  const guideQuery = parseGuideQuery(new URLSearchParams(query));
  const built = buildLandingPage(info, guideQuery);
  const page: PageContext = { ...TEST_PAGE, device, theme: info.theme, top: guideQuery.top, sceneId: guideQuery.sceneId, ...pageOverrides };
  const loaded = await loadModuleData(built.modules, {
    store: getStore(page.store),
    device,
    urlKey: page.urlKey,
    query: guideQuery,
    regionCode: page.regionCode,
    now: page.now,
    ...context,
  });
  return { modules: loaded.modules, diagnostics: [...built.diagnostics, ...loaded.diagnostics], page };
}

/** loadLanding, rendered; `wrap` adds what the storefront shell would provide (toasts, the cart). */
export async function renderLoadedLanding(
  entries: unknown[],
  context: Pick<ModuleLoadContext, "api"> & Partial<ModuleLoadContext>,
  options: Options & { page?: Partial<PageContext>; wrap?: (element: ReactElement) => ReactElement } = {},
) {
  const { modules, diagnostics, page } = await loadLanding(entries, context, options);
  const { language = "en", wrap = (element) => element } = options;
  return { ...render(withI18n(wrap(<LandingModules modules={modules} page={page} />), language)), modules, diagnostics, page };
}

export function renderLanding(entries: unknown[], options: Options = {}) {
  const { element, modules, diagnostics } = landingElement(entries, options);
  return { ...render(element), modules, diagnostics };
}

/** One module of the given type at position 1. */
export function renderModule(packageType: number, packageInfoMap: unknown, options: Options = {}) {
  return renderLanding([{ sortId: 1, packageType, packageInfoMap }], options);
}
