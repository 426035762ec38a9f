/**
 * The guide route's server side, in one module: the browser build stands an empty chunk of
 * its own in for every server module a route imports, so the route imports only this one
 * (and no value from @remix-run/node, which would be another: the response is made here).
 */
import type { AppLoadContext } from "@remix-run/node";
import { cacheTags, pageCacheHeaders } from "./http-cache.server";
import { routeMessages } from "./i18n.server";
import { handleLeadPost } from "./lead-action.server";
import { loadLandingPage } from "./landing-loader.server";
import { withServerOnlyData } from "./module-data.server";
import { pageData } from "./page-data.server";
import { SALE_URL_KEY } from "~schemas/rules/login";

export { pageHeaders } from "./http-cache.server";

/** A guide page's loader data, with its caching headers. */
export async function loadGuidePage(request: Request, context: AppLoadContext, urlKey: string) {
  const { diagnostics: _shownInPreviewOnly, ...landing } = await loadLandingPage(request, context, urlKey);
  // The sale page adds 'About sales' (landing spec 2.6). Whether it invites the shopper to join
  // is decided in the browser (modules/kit/about-sales.tsx): the page is the same for everyone.
  const sale = landing.urlKey === SALE_URL_KEY;
  const data = { ...landing, sale, i18n: await routeMessages(request, "landing") };
  return pageData(
    data,
    { headers: pageCacheHeaders(request, context, [cacheTags.template(landing.urlKey)]) },
    { ...data, modules: withServerOnlyData(data.modules) },
  );
}

/** The page's lead forms (type 32) post here, with or without JavaScript. */
export function postGuideLead(request: Request, context: AppLoadContext, urlKey: string) {
  return handleLeadPost(request, context, urlKey, { save: true });
}
