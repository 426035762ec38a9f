import path from "node:path";
import { render } from "@testing-library/react";
import { CartProvider } from "~/components/cart/cart-provider";
import { LandingModules } from "~/components/landing-modules";
import { ToastProvider } from "~/components/toast";
import { BackofficeError, CALLS, type BackofficeApi, type CallName } from "~/lib/backoffice.server";
import type { Device } from "~/lib/device";
import { parseGuideQuery } from "~/lib/guide-query";
import { buildLandingPage } from "~/lib/landing-page.server";
import { loadModuleData } from "~/lib/module-data.server";
import { getStore } from "~/lib/stores";
import type { PageContext } from "~modules/types";
import { pageInfoSchema } from "~schemas/page-info";
import { createFixtureBackoffice } from "../../server/fixture-backoffice/handler.js";
import { TEST_PAGE, withI18n } from "./render";

const FIXTURES_DIR = path.resolve(__dirname, "../../fixtures");

/**
 * The back-office API answered by the fixture back office in-process (no HTTP), with every
 * response checked by its schema as the real client does: for rendering loaded modules in
 * jsdom. Loader tests against HTTP use tests/support/msw.ts.
 */
export function fixtureApi(visitor = "test-visitor"): BackofficeApi {
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

type Options = { device?: Device; query?: string; api?: BackofficeApi };

/**
 * Runs raw template modules through the real pipeline and their server loaders, then renders
 * them inside the cart and toast providers the storefront shell gives them.
 */
export async function renderLoadedLanding(entries: unknown[], { device = "desktop", query = "", api = fixtureApi() }: Options = {}) {
  const info = pageInfoSchema.parse({ templatePackageList: entries });
  const guideQuery = parseGuideQuery(new URLSearchParams(query));
  const built = buildLandingPage(info, guideQuery);
  const loaded = await loadModuleData(built.modules, {
    api,
    store: getStore(TEST_PAGE.store),
    device,
    urlKey: TEST_PAGE.urlKey,
    query: guideQuery,
    regionCode: TEST_PAGE.regionCode,
    now: TEST_PAGE.now,
  });
  const page: PageContext = { ...TEST_PAGE, device, theme: info.theme, top: guideQuery.top, sceneId: guideQuery.sceneId };
  const result = render(
    withI18n(
      <ToastProvider>
        <CartProvider device={device} storeId={TEST_PAGE.store}>
          <LandingModules modules={loaded.modules} page={page} />
        </CartProvider>
      </ToastProvider>,
    ),
  );
  return { ...result, modules: loaded.modules, diagnostics: [...built.diagnostics, ...loaded.diagnostics] };
}

/** One module of the given type at position 1, loaded. */
export function renderLoadedModule(packageType: number, packageInfoMap: unknown, options: Options = {}) {
  return renderLoadedLanding([{ sortId: 1, packageType, packageInfoMap }], options);
}
