// Requests the app cannot take as they come, answered by the Express entry before (or instead
// of) Remix: paths its router cannot represent, paths Express cannot decode, and bodies a
// route left unread. Found by the request fuzzer (docs/robustness.md#what-the-fuzzers-found).
// Plain JavaScript: the server entry runs without a build.
import { logger } from "./logger.js";

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * What a shopper reads (English: these answers come before the app and its locales). No
 * detail of the request or the error: the request log has it.
 */
const PAGES = {
  400: { title: "This address could not be read", text: "Part of the address is not valid. Please check the link, or start again from the home page.", error: "the request's address could not be decoded" },
  404: { title: "Page not found", text: "There is no page at this address. Please check the link, or start again from the home page.", error: "no page at this address" },
  500: { title: "Something went wrong", text: "This page could not be shown. Please try again in a moment.", error: "the request could not be answered" },
};

/**
 * The answer itself: JSON `{ error }` under /api/ (what the storefront's scripts read), else a
 * small page with a link home. Never cached: nothing here is a page's lasting state.
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 * @param {400 | 404 | 500} status
 */
function answer(req, res, status) {
  const page = PAGES[status];
  res.status(status).set("Cache-Control", "no-store");
  if (req.path.startsWith("/api/")) {
    res.json({ error: page.error });
    return;
  }
  res
    .type("html")
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(page.title)}</title></head>` +
        `<body><main class="odd-request"><h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.text)}</p><p><a href="/">Go to the home page</a></p></main></body></html>`,
    );
}

/**
 * Whether a path is one no page of the store has and the app's router cannot represent: its
 * decoded form starts with `//` or `/\`, or holds a backslash. URL parsers read `/\host/…`
 * and `//host/…` as another host (react-router's static router throws `Invalid URL` on
 * `/\[l^6:A/…`, a 500), and browsers turn every backslash of an http URL into a slash, so no
 * link the store makes carries one. A path that does not decode is not odd here: Express
 * refuses it (requestErrorHandler).
 * @param {string} path the request's path, without the query, as sent (percent-encoded)
 */
export function isOddPath(path) {
  let decoded;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  return decoded.startsWith("//") || decoded.includes("\\");
}

/**
 * Odd paths (isOddPath) are the not-found page, 404, before the app sees them. Not a
 * redirect to a cleaned path: the Location would be built from a path that parsers read as
 * another host, so one cleaning mistake makes an open redirect, for a path no link of ours has.
 * @type {import("express").RequestHandler}
 */
export function oddPathGuard(req, res, next) {
  if (!isOddPath(req.path)) return next();
  answer(req, res, 404);
}

/**
 * Once the answer is sent, a request body the app left unread is read to its end and
 * dropped. Remix's body stream listens to the request and pauses it when its buffer fills;
 * a route that answers without reading (a 405, a refusal) left it paused, and Node drains a
 * body only when nobody listened, so the rest of it stayed in the connection: the client, still
 * sending it, got no answer until the idle timeout reset the connection (ECONNRESET after 5 s).
 * The connection is kept, not closed: closing it with body bytes unread resets it, and the
 * client may lose the answer it was sent.
 * @type {import("express").RequestHandler}
 */
export function drainUnreadBody(req, res, next) {
  res.on("finish", () => {
    if (req.readableEnded || req.destroyed) return;
    for (const listener of req.listeners("data")) req.off("data", /** @type {(...args: unknown[]) => void} */ (listener));
    req.resume();
  });
  next();
}

/**
 * The last error handler: in place of Express's own, which answers with its HTML error page
 * and prints the stack trace. A client's error (a path Express cannot decode: `/guide/%ZZ`,
 * URIError with status 400) is a friendly 400 and one warning; anything else is a friendly
 * 500 and one error line with the stack. Either way one structured log line, nothing else.
 * @type {import("express").ErrorRequestHandler}
 */
export function requestErrorHandler(error, req, res, _next) {
  const status = Number(error?.status ?? error?.statusCode);
  const client = status >= 400 && status < 500;
  const fields = { method: req.method, url: req.originalUrl.slice(0, 500), status: client ? 400 : 500 };
  if (client) logger.warn("bad request", { ...fields, error: error instanceof Error ? error.message : String(error) });
  else logger.error("request failed", { ...fields, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  // Mid-answer there is no status left to send: the connection is closed, as Express's own handler does.
  if (res.headersSent) {
    req.socket.destroy();
    return;
  }
  answer(req, res, client ? 400 : 500);
}
