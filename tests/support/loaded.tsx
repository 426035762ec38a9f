import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router-dom";
import { LandingModules } from "~/components/landing-modules";
import { createBackofficeClient, type BackofficeApi } from "~/lib/backoffice.server";
import type { Device } from "~/lib/device";
import { parseGuideQuery } from "~/lib/guide-query";
import { buildLandingPage } from "~/lib/landing-page.server";
import { loadModuleData } from "~/lib/module-data.server";
import { getStore, type Language } from "~/lib/stores";
import { loader as productsLoader } from "~/routes/api.products";
import type { PageContext } from "~modules/types";
import { pageInfoSchema } from "~schemas/page-info";
import { BACKOFFICE_URL } from "./msw";
import { TEST_PAGE, withI18n } from "./render";

/**
 * Landing modules whose types have a server loader: the page pipeline, then the loaders
 * against the fixture back office (start the msw server first), rendered inside a data
 * router that answers the resource routes the modules' fetchers call with the real route
 * loaders. The router is what `useFetcher` needs; in the app, Remix provides it.
 */
export const TEST_CLIENT_TOKEN = "component-test";

type Options = {
  device?: Device;
  query?: string;
  now?: number;
  /** Page context fields to change (store, urlKey, regionCode…). */
  page?: Partial<PageContext>;
  /** A back office of the test's own (e.g. one that fails); by default the msw fixture back office. */
  api?: BackofficeApi;
  language?: Language;
  /** What the storefront shell would add around the modules (toasts, the cart). */
  wrap?: (element: ReactElement) => ReactElement;
};

export async function loadLanding(entries: unknown[], { device = "desktop", query = "", now = TEST_PAGE.now, page: overrides = {}, api }: Options = {}) {
  process.env.BACKOFFICE_URL = BACKOFFICE_URL;
  const info = pageInfoSchema.parse({ templatePackageList: entries });
  const guideQuery = parseGuideQuery(new URLSearchParams(query));
  const built = buildLandingPage(info, guideQuery);
  const page: PageContext = { ...TEST_PAGE, device, now, theme: info.theme, top: guideQuery.top, sceneId: guideQuery.sceneId, ...overrides };
  const loaded = await loadModuleData(built.modules, {
    // Made per call: the client keeps the fetch it was made with, and msw patches fetch when it starts listening.
    api: api ?? createBackofficeClient({ baseUrl: BACKOFFICE_URL, cacheMs: 0 }).forCaller({ storeId: page.store, clientToken: TEST_CLIENT_TOKEN }),
    store: getStore(page.store),
    device,
    urlKey: page.urlKey,
    query: guideQuery,
    regionCode: page.regionCode,
    now: page.now,
  });
  return { modules: loaded.modules, diagnostics: [...built.diagnostics, ...loaded.diagnostics], page };
}

/** The app's resource routes, as a data router calls them. */
export const RESOURCE_ROUTES: RouteObject[] = [
  {
    path: "/api/products",
    loader: ({ request }) => productsLoader({ request, params: {}, context: { cspNonce: "test", clientToken: TEST_CLIENT_TOKEN } }),
  },
];

/** An element inside a memory data router (with the resource routes) and i18n. */
export function inRouter(element: ReactElement, { rootData, language = "en" }: { rootData?: unknown; language?: Language } = {}) {
  const router = createMemoryRouter([{ id: "root", path: "/", element, loader: () => rootData ?? null }, ...RESOURCE_ROUTES], {
    hydrationData: { loaderData: { root: rootData ?? null } },
  });
  return withI18n(<RouterProvider router={router} future={{ v7_startTransition: true }} />, language);
}

export async function renderLoadedLanding(entries: unknown[], options: Options = {}) {
  const { modules, diagnostics, page } = await loadLanding(entries, options);
  const { wrap = (element: ReactElement) => element, language } = options;
  return { ...render(inRouter(wrap(<LandingModules modules={modules} page={page} />), { language })), modules, diagnostics, page };
}

/** One module of the given type at position 1, loaded. */
export function renderLoadedModule(packageType: number, packageInfoMap: unknown, options: Options = {}) {
  return renderLoadedLanding([{ sortId: 1, packageType, packageInfoMap }], options);
}
