import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from "react-router-dom/server";
import { withI18n, type Texts } from "./render";

/**
 * Server-renders an element as the app's server does (renderToString, no DOM), inside a data
 * router (what useFetcher needs; Remix gives one in the app) with the texts of `texts`.
 */
export async function serverRender(element: ReactElement, texts: Texts) {
  const handler = createStaticHandler([{ id: "root", path: "/", element }]);
  const routing = (await handler.query(new Request("http://shop.test/"))) as StaticHandlerContext;
  const router = createStaticRouter(handler.dataRoutes, routing);
  return renderToString(withI18n(<StaticRouterProvider router={router} context={routing} hydrate={false} />, "en", texts));
}
