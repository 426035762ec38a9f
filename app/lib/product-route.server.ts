/**
 * The product route's server side, in one module: the browser build stands an empty chunk of
 * its own in for every server module a route imports (and for @remix-run/node), so the route
 * imports only this one.
 */
import { defer, type AppLoadContext } from "@remix-run/node";
import { streamedSectionFields } from "~/components/product/product-page-view";
import { cacheTags, pageCacheHeaders } from "./http-cache.server";
import { routeMessages } from "./i18n.server";
import { notFoundResponse } from "./not-found.server";
import { parseDetailPath, startProductPage } from "./product-page.server";

export { pageHeaders } from "./http-cache.server";

/** The product page's answer (the route's loader): the page, what streams, and its caching headers. */
export async function productResponse(request: Request, context: AppLoadContext) {
  const detail = parseDetailPath(new URL(request.url).pathname);
  if (!detail) throw await notFoundResponse(request, context);
  // The loader may remember a reviewing guest's order e-mail (detail spec 6) in a cookie.
  const responseHeaders = new Headers();
  // Dropped sections are logged by the loader and listed by the preview: shoppers get the page only.
  const { diagnostics: _diagnostics, laterDiagnostics: _laterDiagnostics, plan: _plan, later, ...page } = await startProductPage(request, context, detail, {
    responseHeaders,
  });
  const tags = [detail.path, page.context.spu, page.context.spuId].map(cacheTags.product);
  for (const [name, value] of Object.entries(pageCacheHeaders(request, context, tags))) responseHeaders.set(name, value);
  return defer({ ...page, ...streamedSectionFields(later), i18n: await routeMessages(request, "product") }, { headers: responseHeaders });
}
