import { json, redirect, type AppLoadContext } from "@remix-run/node";
import { logger } from "../../server/logger.js";
import { BackofficeError } from "./backoffice.server";
import { parseGuideQuery } from "./guide-query";
import { buildLandingPage } from "./landing-page.server";
import { backofficeFor, getShopper } from "./shopper.server";

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
  const shopper = getShopper(request, context);
  let info;
  try {
    info = await backofficeFor(shopper).getTemplateDetail({ urlKey });
  } catch (error) {
    if (error instanceof BackofficeError && error.status === 404) throw json(null, { status: 404 });
    throw error;
  }
  if (!info) throw redirect("/");

  const query = parseGuideQuery(new URL(request.url).searchParams);
  const page = buildLandingPage(info, query);
  for (const problem of page.diagnostics) {
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
    modules: page.modules,
    diagnostics: page.diagnostics,
    page: {
      urlKey,
      device: shopper.device,
      store: shopper.store.id,
      theme: info.theme,
      top: query.top,
      sceneId: query.sceneId,
      now: options.now ?? Date.now(),
    },
  };
}
