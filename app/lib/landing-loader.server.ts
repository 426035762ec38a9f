import { redirect, type AppLoadContext } from "@remix-run/node";
import { logger } from "../../server/logger.js";
import { BackofficeError } from "./backoffice.server";
import type { PageContext } from "~modules/types";
import type { PageInfo } from "~schemas/page-info";
import { parseGuideQuery, type GuideQuery } from "~schemas/rules/guide-query";
import { buildLandingPage, type Diagnostic } from "./landing-page.server";
import { loadModuleData, type LoadedModule } from "./module-data.server";
import { notFoundResponse } from "./not-found.server";
import { landingShareImage } from "./share-meta";
import { backofficeFor, getShopper, type Shopper } from "./shopper.server";

export type LoadOptions = {
  /** The page time (ms); the preview's `?at=` sets it, pages use the server's clock. */
  now?: number;
};

/**
 * Loads a landing page as landing spec 2.1 says: a 404 from the back office is the
 * not-found page with status 404; no page info redirects to '/'. Shared by the guide
 * route and the preview.
 */
export async function loadLandingPage(request: Request, context: AppLoadContext, urlKey: string, options: LoadOptions = {}) {
  const shopper = await getShopper(request, context);
  const info = await templateDetail(shopper, urlKey);
  if (info === NO_TEMPLATE) throw await notFoundResponse(request, context);
  if (!info) throw redirect("/");
  return landingFromInfo(request, shopper, urlKey, info, options);
}

/**
 * The same page for a template that may be missing (the home page's, HOME_URL_KEY): null when
 * the back office has no such template (404) or no page info, where a guide page would show
 * the not-found page or redirect to '/'.
 */
export async function findLandingPage(request: Request, context: AppLoadContext, urlKey: string, options: LoadOptions = {}) {
  const shopper = await getShopper(request, context);
  const info = await templateDetail(shopper, urlKey);
  if (info === NO_TEMPLATE || !info) return null;
  return landingFromInfo(request, shopper, urlKey, info, options);
}

const NO_TEMPLATE = Symbol("no template");

/**
 * No template has a longer urlKey (they are slugs): a longer one is not found without asking
 * the back office, which may fail on it (a 5,000-character key answered 500: issue 20).
 */
export const MAX_URL_KEY_LENGTH = 200;

/** The template's page info; NO_TEMPLATE when the back office answers 404. */
async function templateDetail(shopper: Shopper, urlKey: string): Promise<PageInfo | null | typeof NO_TEMPLATE> {
  if (urlKey.length > MAX_URL_KEY_LENGTH) return NO_TEMPLATE;
  try {
    return await backofficeFor(shopper).getTemplateDetail({ urlKey });
  } catch (error) {
    if (error instanceof BackofficeError && error.status === 404) return NO_TEMPLATE;
    throw error;
  }
}

async function landingFromInfo(request: Request, shopper: Shopper, urlKey: string, info: PageInfo, options: LoadOptions) {
  const prepared = await prepareLandingPage(info, {
    shopper,
    query: parseGuideQuery(new URL(request.url).searchParams),
    urlKey,
    now: options.now ?? Date.now(),
  });
  for (const problem of prepared.diagnostics) {
    if (problem.outcome === "dropped") {
      logger.warn(`module dropped from ${new URL(request.url).pathname}`, {
        urlKey,
        position: problem.position,
        type: problem.code,
        reason: problem.reason,
      });
    }
  }
  // Link previews show the page's first large image (app/lib/share-meta.ts).
  return { urlKey, meta: { ...info.meta, image: landingShareImage(prepared.modules) }, ...prepared };
}

/**
 * Page info to what LandingModules renders: validated (cached per template), laid out for
 * the query, each module's server data loaded, and the page context. Shared by the guide
 * page, the preview's draft frame and the module catalogue, so all three render alike.
 */
export async function prepareLandingPage(
  info: PageInfo,
  { shopper, query, urlKey, now }: { shopper: Shopper; query: GuideQuery; urlKey: string; now: number },
): Promise<{ modules: LoadedModule[]; diagnostics: Diagnostic[]; page: PageContext }> {
  const built = buildLandingPage(info, query);
  const loaded = await loadModuleData(built.modules, {
    api: backofficeFor(shopper),
    log: logger,
    store: shopper.store,
    device: shopper.device,
    urlKey,
    query,
    regionCode: shopper.regionCode,
    now,
  });
  return {
    modules: loaded.modules,
    diagnostics: [...built.diagnostics, ...loaded.diagnostics],
    page: {
      urlKey,
      device: shopper.device,
      store: shopper.store.id,
      theme: info.theme,
      top: query.top,
      sceneId: query.sceneId,
      now,
      regionCode: shopper.regionCode,
    },
  };
}
