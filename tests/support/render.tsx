import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { LandingModules } from "~/components/landing-modules";
import type { Device } from "~schemas/rules/device";
import { translatorFor } from "~/lib/i18n";
import { TranslationProvider } from "~modules/kit/i18n";
import { messagesFor } from "~/lib/i18n.server";
import { NAMESPACES, PAGE_NAMESPACES, type Namespace, type PageKind } from "~/lib/message-namespaces";
import { parseGuideQuery } from "~schemas/rules/guide-query";
import { buildLandingPage, type PageModule } from "~/lib/landing-page.server";
import type { LoadedModule } from "~/lib/module-data.server";
import type { Language } from "~schemas/rules/stores";
import { moduleLoaders } from "~modules/loaders.server";
import type { PageContext } from "~modules/types";
import { pageInfoSchema } from "~schemas/page-info";
import type { ModuleRegistry } from "~modules/registry";
import { loadModuleViews } from "~modules/module-views";
import { loadSwiper } from "~modules/kit/carousel";
import { MODULE_CODES } from "~schemas/module-codes";

// As on the server: every type's views are loaded before anything renders; and Swiper's code,
// so that a carousel that starts (jsdom has no IntersectionObserver: at once) does so at once.
await Promise.all([loadModuleViews(MODULE_CODES), loadSwiper()]);

/** The time tests render at (a fixed moment, so time-dependent output is stable). */
export const TEST_NOW = Date.UTC(2025, 10, 28, 9, 0);

/** The page context tests render in: store 3, a fixed server time, the default region. */
export const TEST_PAGE: PageContext = {
  urlKey: "test",
  device: "desktop",
  store: 3,
  theme: pageInfoSchema.parse({}).theme,
  top: [],
  sceneId: null,
  now: TEST_NOW,
  regionCode: "CA",
};

/** Which texts a test renders with: a kind of page's, `common` alone (a page of the shell only), or all. */
export type Texts = PageKind | "common" | "all";

/**
 * Texts as a page of that kind has them: `common` and its namespaces (a module that uses a
 * group its page does not carry shows the key, as it would in the browser).
 */
export function withI18n(element: ReactElement, language: Language = "en", texts: Texts = "all") {
  const namespaces: readonly Namespace[] =
    texts === "all" ? (Object.keys(NAMESPACES) as Namespace[]) : texts === "common" ? ["common"] : ["common", ...PAGE_NAMESPACES[texts]];
  return <TranslationProvider t={translatorFor(language, [messagesFor(language, namespaces)])}>{element}</TranslationProvider>;
}

/** The page time tests render for unless they pass their own: fixed, so output never depends on the clock. */

type Options = { device?: Device; query?: string; registry?: ModuleRegistry; language?: Language; now?: number };

/**
 * Pipeline modules as LandingModules takes them. For a type without a server loader the
 * schema's output is what its components get; types with a loader need their loader run
 * first (tests/support/loaded.tsx).
 */
export function unloaded(modules: PageModule[]): LoadedModule[] {
  const needLoading = modules.filter((entry) => entry.code in moduleLoaders).map((entry) => entry.code);
  if (needLoading.length > 0) throw new Error(`types ${needLoading.join(", ")} have a server loader: render them with tests/support/loaded.tsx`);
  return modules as LoadedModule[];
}

/** Runs raw template modules through the real pipeline (schemas included) and renders the result. */
export function landingElement(entries: unknown[], { device = "desktop", query = "", registry, language = "en", now = TEST_NOW }: Options = {}) {
  const info = pageInfoSchema.parse({ templatePackageList: entries });
  const guideQuery = parseGuideQuery(new URLSearchParams(query));
  const { modules, diagnostics } = buildLandingPage(info, guideQuery);
  const page: PageContext = { ...TEST_PAGE, device, theme: info.theme, top: guideQuery.top, sceneId: guideQuery.sceneId, now };
  return { element: withI18n(<LandingModules modules={unloaded(modules)} page={page} registry={registry} />, language, "landing"), modules, diagnostics };
}

export function renderLanding(entries: unknown[], options: Options = {}) {
  const { element, modules, diagnostics } = landingElement(entries, options);
  return { ...render(element), modules, diagnostics };
}

/** One module of the given type at position 1. */
export function renderModule(packageType: number, packageInfoMap: unknown, options: Options = {}) {
  return renderLanding([{ sortId: 1, packageType, packageInfoMap }], options);
}
