import { redirect, type AppLoadContext } from "@remix-run/node";
import { logger } from "../../server/logger.js";
import { BackofficeError } from "./backoffice.server";
import { parseGuideQuery } from "./guide-query";
import { buildLandingPage } from "./landing-page.server";
import { loadModuleData } from "./module-data.server";
import { notFoundResponse } from "./not-found.server";
import { backofficeFor, getShopper } from "./shopper.server";

/**
 * Loads a landing page as landing spec 2.1 says: a 404 from the back office is the
 * not-found page with status 404; no page info redirects to '/'. Shared by the guide
 * route and the preview.
 */
export async function loadLandingPage(request: Request, context: AppLoadContext, urlKey: string) {
  const shopper = getShopper(request, context);
  let info;
  try {
    info = await backofficeFor(shopper).getTemplateDetail({ urlKey });
  } catch (error) {
    if (error instanceof BackofficeError && error.status === 404) throw await notFoundResponse(request, context);
    throw error;
  }
  if (!info) throw redirect("/");

  const query = parseGuideQuery(new URL(request.url).searchParams);
  const now = Date.now();
  const page = buildLandingPage(info, query);
  const api = backofficeFor(shopper);
  const loaded = await loadModuleData(page.modules, {
    api,
    store: shopper.store,
    device: shopper.device,
    urlKey,
    query,
    regionCode: shopper.regionCode,
    now,
  });
  const diagnostics = [...page.diagnostics, ...loaded.diagnostics];
  for (const problem of diagnostics) {
    if (problem.outcome === "dropped") {
      logger.warn(`module dropped from /guide/${urlKey}`, {
        position: problem.position,
        type: problem.code,
        reason: problem.reason,
      });
    }
  }
  return {
    urlKey,
    meta: info.meta,
    modules: loaded.modules,
    diagnostics,
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
