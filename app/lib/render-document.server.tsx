import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@remix-run/node";
import type { ReactElement } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { RENDER_STREAMS_HEADER } from "../../server/render-streams.js";

/** How long a render may wait for deferred data before React gives up on it. */
export const ABORT_DELAY = 5_000;

/** What React writes for a Suspense boundary it leaves to the browser: its content suspended or threw. */
const CLIENT_RENDERED_BOUNDARY = "<!--$!-->";
/**
 * The marker's end, searched for first: `<` starts every tag, so a search for the whole marker
 * stops at each of them, and one from `$` is twenty times quicker on the full landing page.
 * Escaped text and attributes never hold `>`, so a hit is almost always the marker itself.
 */
const CLIENT_RENDERED_END = CLIENT_RENDERED_BOUNDARY.slice(4);

/** Whether React left a boundary of the document to the browser. */
export const hasClientRenderedBoundary = (html: string) => html.includes(CLIENT_RENDERED_END) && html.includes(CLIENT_RENDERED_BOUNDARY);

/**
 * The nonce a document is rendered with. A shared page with nothing deferred is rendered whole
 * and kept with its inline scripts' hashes in its policy (server/pages.js), so a nonce in it
 * would only be taken out again. Taking it out copied the page, and the search for the
 * scripts read the copy again: a tenth of the full landing page's time on the event loop
 * (docs/performance.md, tenth session).
 */
export function documentNonce({ nonce, shared, deferred }: { nonce: string; shared: boolean; deferred: boolean }): string {
  return shared && !deferred ? "" : nonce;
}

export type DocumentRender = {
  status: number;
  headers: Headers;
  /** The route data has promises still pending (Remix `defer`). */
  deferred: boolean;
  /** Send the shell as soon as it is ready, and what is deferred after it; else the page whole. */
  shellFirst: boolean;
  nonce?: string;
  /** An error React met inside a Suspense boundary: the boundary is left to the browser. */
  onError: (error: unknown, componentStack?: string) => void;
  /** Told the HTML of a page rendered whole as a string, with the Response made of it. */
  renderedWhole?: (response: Response, html: string) => void;
};

/**
 * Renders a document. A page with nothing deferred is made by React's string renderer first:
 * it takes a third of the streaming renderer's time, which encodes every piece of markup as it
 * goes (docs/decisions/whole-render.md). What the string renderer cannot finish (a boundary
 * whose content suspended, like a lazy view's first load, or threw) is rendered again by the
 * streaming renderer, which waits for it and reports the error. A page with deferred data
 * streams when `shellFirst`, else goes out whole once everything has settled.
 */
export async function renderDocument(page: ReactElement, render: DocumentRender): Promise<Response> {
  const headers = (streams: boolean) => {
    render.headers.set("Content-Type", "text/html; charset=utf-8");
    if (streams) render.headers.set(RENDER_STREAMS_HEADER, "1");
    return render.headers;
  };

  if (!render.deferred) {
    // The doctype first: React's string is a rope of a few thousand pieces, and the first
    // search flattens it; flattened before the doctype joins it, the page would be copied
    // whole once more at its next read (a third of a millisecond on the full landing page).
    const document = `<!DOCTYPE html>${renderToString(page)}`;
    if (!hasClientRenderedBoundary(document)) {
      // Encoded only when read: the host takes the string as it is. A high-water mark of 0, or
      // the stream pulls once as soon as it is made and encodes the page for nobody (a twentieth
      // of the full landing page's render).
      const body = new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            controller.enqueue(new TextEncoder().encode(document));
            controller.close();
          },
        },
        { highWaterMark: 0 },
      );
      const response = new Response(body, { headers: headers(false), status: render.status });
      render.renderedWhole?.(response, document);
      return response;
    }
  }

  return new Promise<Response>((resolve, reject) => {
    let responded = false;
    /** `streams`: the body goes out while the render still waits for deferred data (the host needs to know; server/pages.js). */
    const respond = (streams: boolean) => {
      if (responded) return;
      responded = true;
      const body = new PassThrough();
      resolve(new Response(createReadableStreamFromReadable(body), { headers: headers(streams), status: render.status }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce: render.nonce || undefined,
      onShellReady() {
        // React calls onAllReady right after this when nothing is pending: then the page
        // goes out whole, like any, and only a render still waiting streams.
        if (render.shellFirst) queueMicrotask(() => respond(true));
      },
      onAllReady() {
        // The stock template leaves this timer running for every request.
        clearTimeout(timer);
        respond(false);
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error: unknown, info?: { componentStack?: string }) {
        render.onError(error, info?.componentStack);
      },
    });
    const timer = setTimeout(abort, ABORT_DELAY);
  });
}
