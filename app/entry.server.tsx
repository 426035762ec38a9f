import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { RemixServer, isRouteErrorResponse } from "@remix-run/react";
import { isbot } from "isbot";
import { logger } from "../server/logger.js";
import { readEnv } from "../server/env.js";
import { loadModuleRegistry } from "~modules/module-views";
import { loadSplitParts } from "~modules/kit/split-part";
import { DEVICE_VARY, readDevice, type RequestSignals } from "~schemas/rules/device";
import { STORES } from "~schemas/rules/store-table.server";
import { knowStores } from "~schemas/rules/stores";
import { NonceProvider } from "./lib/nonce";
import { ABORT_DELAY, documentNonce, renderDocument } from "./lib/render-document.server";

// The server knows every store's rules; the browser is sent its page's store only (schemas/rules/stores.ts).
knowStores(STORES);

// The server renders any type: every type's views are loaded once, before the first render,
// so no module suspends on the server (modules/module-views.ts).
const moduleViewsReady = loadModuleRegistry();
// Sections' split parts too (modules/kit/split-part.tsx), once every route module has declared its own.
let partsReady: Promise<void> | undefined;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const deferred = remixContext.staticHandlerContext.activeDeferreds !== null;
  const nonce = documentNonce({ nonce: loadContext.cspNonce, shared: loadContext.shared === true, deferred });
  await moduleViewsReady;
  await (partsReady ??= loadSplitParts());
  responseHeaders.append("Vary", DEVICE_VARY);
  return renderDocument(
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce || undefined} />
    </NonceProvider>,
    {
      status: responseStatusCode,
      headers: responseHeaders,
      deferred,
      // Bots get the whole document at once, and so does a render without a nonce (a shared
      // page the host keeps whole: it hashes its inline scripts for the CSP). A render with a
      // nonce (a shopper's own page, or a shared page's first render for a browser) sends its
      // shell as soon as it is ready, and what streams (Remix `defer`) after it.
      shellFirst: Boolean(nonce) && !isbot(request.headers.get("user-agent")),
      nonce,
      onError(error, componentStack) {
        // Errors inside a Suspense boundary (a failing module) do not fail the page: React
        // renders that boundary's fallback and the client retries it. Log, keep the status.
        if (request.signal.aborted) return;
        logger.error("render error", {
          url: request.url,
          error: error instanceof Error ? error.message : String(error),
          component: componentStack?.trim().split("\n")[0]?.trim(),
        });
      },
      renderedWhole: loadContext.renderedWhole,
    },
  );
}

/**
 * The page cache's key for a shared request (server/pages.js): what a page may differ by.
 * The store is the deployment's, the device the normalised signal; the request's origin counts
 * only without PUBLIC_ORIGIN, when canonical links use it. Query parameters are sorted so
 * their order does not split the cache.
 */
export function pageCacheKey(request: RequestSignals): string {
  const url = new URL(request.url);
  url.searchParams.sort();
  const env = readEnv();
  // With PUBLIC_ORIGIN set the Host header changes nothing in the page: it must not split the cache.
  // A device told by the user agent alone gets other caching headers (app/lib/http-cache.server.ts).
  const { device, source } = readDevice(request);
  const variant = source === "user-agent" ? `${device}~ua` : device;
  return `${env.STORE_ID}|${variant}|${env.PUBLIC_ORIGIN ?? url.origin}${url.pathname}${url.search}`;
}

/** Loader data for client navigations depends on the device too. */
export function handleDataRequest(response: Response) {
  response.headers.append("Vary", DEVICE_VARY);
  return response;
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  // A method no route takes (405) or a path none matches (404) is the client's: the request
  // log has its status, and an error line for each (stringified "[object Object]") buried real ones.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logger.error("request error", { url: request.url, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
};
