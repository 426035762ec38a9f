// The request id: taken from the caller (a CDN or load balancer that already stamped one)
// or made here, sent back as X-Request-Id, and kept in an AsyncLocalStorage so the log lines
// and the back-office calls a request causes carry it without passing it down by hand.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { singleton } from "./singleton.js";

/** @typedef {{ requestId: string }} RequestContext */

// Through singleton: the host and the Remix build each load this file, and a second storage
// would leave the app's log lines without the id the host set.
const storage = /** @type {AsyncLocalStorage<RequestContext>} */ (
  singleton("request-context.storage", () => new AsyncLocalStorage())
);

// An incoming id lands in every log line and back-office request: only a short plain token is
// trusted, so a caller cannot inject newlines, quotes or a megabyte of text.
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Express middleware: keeps a sane incoming X-Request-Id, else makes a UUID; answers with it
 * in X-Request-Id and runs the rest of the request inside its context.
 * @param {{ headers: Record<string, string | string[] | undefined> }} req
 * @param {{ setHeader(name: string, value: string): unknown }} res
 * @param {(error?: unknown) => void} next
 */
export function requestContext(req, res, next) {
  const incoming = req.headers["x-request-id"];
  const requestId = typeof incoming === "string" && SANE_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader("X-Request-Id", requestId);
  storage.run({ requestId }, () => next());
}

/**
 * The id of the request being served, or undefined outside one (startup, timers).
 * @returns {string | undefined}
 */
export function currentRequestId() {
  return storage.getStore()?.requestId;
}

/**
 * Runs `fn` as if serving the request `id` (tests, scripts, background work done for a request).
 * @template T
 * @param {string} id
 * @param {() => T} fn
 * @returns {T}
 */
export function withRequestId(id, fn) {
  return storage.run({ requestId: id }, fn);
}
