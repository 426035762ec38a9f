import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router-dom";
import { LandingModules } from "~/components/landing-modules";
import path from "node:path";
import { CartProvider } from "~modules/kit/cart/cart-provider";
import { ToastProvider } from "~modules/kit/toast";
import { BackofficeError, createBackofficeClient } from "~/lib/backoffice.server";
import { CALLS, type BackofficeApi, type CallName } from "~schemas/backoffice-calls";
import type { Device } from "~schemas/rules/device";
import { parseGuideQuery } from "~schemas/rules/guide-query";
import { buildLandingPage } from "~/lib/landing-page.server";
import { loadModuleData } from "~/lib/module-data.server";
import { getStore, type Language } from "~schemas/rules/stores";
import { loader as productsLoader } from "~/routes/api.products";
import type { PageContext } from "~modules/types";
import { pageInfoSchema } from "~schemas/page-info";
import { createFixtureBackoffice } from "../../server/fixture-backoffice/handler.js";
import { BACKOFFICE_URL } from "./msw";
import { TEST_PAGE, withI18n, type Texts } from "./render";
import { quietLog } from "./quiet-log";

/**
 * Landing modules whose types have a server loader: the page pipeline, then the loaders
 * against the fixture back office, rendered as the storefront shell would (toasts, the cart)
 * inside a data router that answers the resource routes the modules call with the real route
 * loaders (those reach the back office over HTTP: start the msw server for them). The router
 * is what `useFetcher` needs; in the app, Remix provides it.
 */
export const TEST_CLIENT_TOKEN = "component-test";

const FIXTURES_DIR = path.resolve(__dirname, "../../fixtures");

/**
 * The back-office API over HTTP to the msw fixture back office (start its server first), for
 * tests that watch the requests. Made per call: the client keeps the fetch it was made with,
 * and msw patches fetch when it starts listening.
 */
export function mswApi(storeId: PageContext["store"] = TEST_PAGE.store): BackofficeApi {
  return createBackofficeClient({ baseUrl: BACKOFFICE_URL, cacheMs: 0 }).forCaller({ storeId, clientToken: TEST_CLIENT_TOKEN });
}

/**
 * The back-office API answered by the fixture back office in-process (no HTTP), every
 * response checked by its schema as the real client does.
 */
export function fixtureApi(visitor = TEST_CLIENT_TOKEN): BackofficeApi {
  const backoffice = createFixtureBackoffice({ fixturesDir: FIXTURES_DIR });
  const api = {} as Record<CallName, (args: unknown) => Promise<unknown>>;
  for (const name of Object.keys(CALLS) as CallName[]) {
    api[name] = async (args) => {
      const body = name === "addToCartBatch" ? (args as { items: unknown }).items : args;
      const result = await backoffice.handle(CALLS[name].path, JSON.parse(JSON.stringify(body)) as unknown, { visitor });
      if (result.status !== 200) throw new BackofficeError(name, result.status, result.body.msg);
      return CALLS[name].schema.parse(result.body.data);
    };
  }
  return api as BackofficeApi;
}

type Options = {
  device?: Device;
  query?: string;
  now?: number;
  /** Page context fields to change (store, urlKey, regionCode…). */
  page?: Partial<PageContext>;
  /** A back office of the test's own (e.g. one that fails); by default the fixture back office in-process. */
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
    api: api ?? fixtureApi(),
    log: quietLog(),
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
export function inRouter(element: ReactElement, { rootData, language = "en", texts = "landing" }: { rootData?: unknown; language?: Language; texts?: Texts } = {}) {
  const router = createMemoryRouter([{ id: "root", path: "/", element, loader: () => rootData ?? null }, ...RESOURCE_ROUTES], {
    hydrationData: { loaderData: { root: rootData ?? null } },
  });
  return withI18n(<RouterProvider router={router} future={{ v7_startTransition: true }} />, language, texts);
}

/** The providers StorefrontShell gives every page. */
function shell(element: ReactElement, page: PageContext) {
  return (
    <ToastProvider>
      <CartProvider device={page.device} storeId={page.store}>
        {element}
      </CartProvider>
    </ToastProvider>
  );
}

export async function renderLoadedLanding(entries: unknown[], options: Options = {}) {
  const { modules, diagnostics, page } = await loadLanding(entries, options);
  const { wrap = (element: ReactElement) => shell(element, page), language } = options;
  return { ...render(inRouter(wrap(<LandingModules modules={modules} page={page} />), { language })), modules, diagnostics, page };
}

/** One module of the given type at position 1, loaded. */
export function renderLoadedModule(packageType: number, packageInfoMap: unknown, options: Options = {}) {
  return renderLoadedLanding([{ sortId: 1, packageType, packageInfoMap }], options);
}
