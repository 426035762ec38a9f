import { PassThrough } from "node:stream";
import type { ReactElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
// Node resolves the package's subpath by its file name: the package declares no exports map.
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server.js";
import { TranslationProvider } from "~modules/kit/i18n";
import type { Language } from "~schemas/rules/stores";
import { translatorFor } from "./i18n";
import { messagesFor } from "./i18n.server";
import { PAGE_NAMESPACES, type PageKind } from "./message-namespaces";

const RENDER_TIMEOUT_MS = 5_000;

export type BodyRenderOptions = {
  /** The address the page is rendered for (its location, and the origin its own images are on). */
  url: string;
  language: Language;
  /** The kind of page whose texts it carries (with `common`), as its route sends them. */
  texts: PageKind;
};

/**
 * A page's body rendered to HTML on the server, outside a request's document: what the
 * preview's page weight reads the images from and times. Modules get what they get on the
 * page: the page's texts and a data router (a lead form's `useFetcher` needs one; root data is
 * absent, so the shell falls back to its defaults). Waits for everything, lazy views
 * included, as a bot's render does.
 */
export async function renderBodyHtml(element: ReactElement, { url, language, texts }: BodyRenderOptions): Promise<string> {
  const handler = createStaticHandler([{ id: "page", path: "*", element }]);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`the page answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const t = translatorFor(language, [messagesFor(language, ["common", ...PAGE_NAMESPACES[texts]])]);
  return new Promise<string>((resolve, reject) => {
    // A module that never finishes must not hold the preview up: the weight goes without HTML.
    const timer = setTimeout(() => {
      stream.abort();
      reject(new Error(`the page did not finish rendering within ${RENDER_TIMEOUT_MS} ms`));
    }, RENDER_TIMEOUT_MS);
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    sink.on("end", () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString("utf8"));
    });
    const stream = renderToPipeableStream(
      <TranslationProvider t={t}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </TranslationProvider>,
      {
        onAllReady: () => stream.pipe(sink),
        onShellError: (error) => {
          clearTimeout(timer);
          reject(error);
        },
        // A module that throws is left out by its Suspense boundary, as on the page (which logs it).
        onError: () => undefined,
      },
    );
  });
}
