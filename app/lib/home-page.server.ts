/**
 * The home route's server side, in one module (the browser build stands an empty chunk in for
 * every server module a route imports, so the route imports only this one).
 */
import { defer, type AppLoadContext } from "@remix-run/node";
import { readEnv } from "../../server/env.js";
import { logger } from "../../server/logger.js";
import { deferredWork } from "../../server/request-context.js";
import { cacheTags, pageCacheHeaders } from "./http-cache.server";
import { routeMessages } from "./i18n.server";
import { findLandingPage } from "./landing-loader.server";
import { backofficeFor, getShopper } from "./shopper.server";
import { loadHomeRoomIdeas } from "~modules/kit/scenes/home-data.server";

export { pageHeaders } from "./http-cache.server";

/**
 * The home page (issue 19): the template named by HOME_URL_KEY, rendered like a guide page,
 * then 'Room Ideas' (landing spec 2.5), which streams: its room categories (and, on mobile,
 * each room's bundle discount) are not waited for before the first byte. Without the template
 * (404 or no page info) the page is the plain home, never the not-found page or a redirect
 * ('/' is where a guide without page info sends shoppers). Shared and cached like guide pages;
 * a publish of the home template purges it.
 */
export async function loadHomePage(request: Request, context: AppLoadContext) {
  const urlKey = readEnv().HOME_URL_KEY;
  const shopper = await getShopper(request, context);
  // Started before the template's calls, beside them; never rejects (no section instead).
  const roomIdeas = deferredWork(() =>
    loadHomeRoomIdeas({ api: backofficeFor(shopper), log: logger }, { discounts: shopper.device === "mobile" }),
  );
  const found = await findLandingPage(request, context, urlKey);
  const landing = found ? withoutDiagnostics(found) : null;
  return {
    data: {
      landing,
      device: shopper.device,
      store: shopper.store.id,
      roomIdeas,
      i18n: await routeMessages(request, "landing"),
    },
    headers: pageCacheHeaders(request, context, [cacheTags.template(urlKey)]),
  };
}

/**
 * The route's answer, made here: a route that imports a value from @remix-run/node gets an
 * empty chunk for it in the browser's build.
 */
export async function homeResponse(request: Request, context: AppLoadContext) {
  const { data, headers } = await loadHomePage(request, context);
  return defer(data, { headers });
}

/** The preview lists dropped modules; shoppers get the page only (they are logged). */
function withoutDiagnostics<T extends { diagnostics: unknown }>({ diagnostics: _shownInPreviewOnly, ...page }: T): Omit<T, "diagnostics"> {
  return page;
}
