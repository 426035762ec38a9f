// The request id: taken from the caller (a CDN or load balancer that already stamped one)
// or made here, sent back as X-Request-Id, and kept in an AsyncLocalStorage so the log lines
// and the back-office calls a request causes carry it without passing it down by hand.
// The same context counts the back-office calls the response waited for before its first
// byte (issue 15): /metrics has them per route, and `npm run bench` reports them.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { observeCallsBeforeFirstByte, routeLabel } from "./metrics.js";
import { singleton } from "./singleton.js";

/**
 * Back-office calls a request made, by what its response waits for:
 * - `critical`: made outside the stages below; the response waits for them;
 * - `deferred`: made for data a loader streams (`deferredWork`); a render that sends its shell
 *   as soon as it is ready does not wait for them, whether they answer before or after it; a
 *   render that waits for everything (bots, the page cache's whole renders) does;
 * - `background`: made beside the request (a stale entry's refresh; `backgroundWork`); never waited for.
 * `shellFirst` says the response's render sends its shell without waiting for deferred data.
 * @typedef {{ critical: number, deferred: number, background: number, shellFirst: boolean, beforeFirstByte: number | null }} CallCount
 */

/** @typedef {{ requestId: string, calls?: CallCount, stage?: "deferred" | "background" }} RequestContext */

// Through singleton: the host and the Remix build each load this file, and a second storage
// would leave the app's log lines without the id the host set.
const storage = /** @type {AsyncLocalStorage<RequestContext>} */ (
  singleton("request-context.storage", () => new AsyncLocalStorage())
);

// An incoming id lands in every log line and back-office request: only a short plain token is
// trusted, so a caller cannot inject newlines, quotes or a megabyte of text.
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** @returns {CallCount} */
const newCallCount = () => ({ critical: 0, deferred: 0, background: 0, shellFirst: false, beforeFirstByte: null });

/**
 * The calls a response stood behind when its first byte went out: the critical ones, and the
 * deferred ones unless its render sent its shell first.
 * @param {CallCount} calls
 */
export const callsBeforeFirstByte = (calls) => calls.critical + (calls.shellFirst ? 0 : calls.deferred);

/**
 * Express middleware: keeps a sane incoming X-Request-Id, else makes a UUID; answers with it
 * in X-Request-Id and runs the rest of the request inside its context. It also notes, when
 * the response's head is written (its first byte), how many back-office calls stood before it.
 * @param {{ headers: Record<string, string | string[] | undefined>, path?: string }} req
 * @param {{ setHeader(name: string, value: string): unknown, writeHead?: (...args: any[]) => unknown }} res
 * @param {(error?: unknown) => void} next
 */
export function requestContext(req, res, next) {
  const incoming = req.headers["x-request-id"];
  const requestId = typeof incoming === "string" && SANE_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader("X-Request-Id", requestId);
  const calls = newCallCount();
  const writeHead = res.writeHead;
  if (typeof writeHead === "function") {
    // Node writes the head with the first body bytes (or the end): the moment the client's wait ends.
    res.writeHead = function firstByte(...args) {
      if (calls.beforeFirstByte === null) {
        calls.beforeFirstByte = callsBeforeFirstByte(calls);
        observeCallsBeforeFirstByte(routeLabel(req.path ?? "/"), calls.beforeFirstByte);
      }
      return writeHead.apply(this, args);
    };
  }
  storage.run({ requestId, calls }, () => next());
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

/**
 * Runs `fn` as a request of its own and counts its back-office calls (tests, scripts): the
 * counts keep growing while work `fn` started goes on.
 * @template T
 * @param {() => T} fn
 * @returns {{ result: T, calls: CallCount }}
 */
export function countingCalls(fn) {
  const calls = newCallCount();
  return { result: storage.run({ requestId: randomUUID(), calls }, fn), calls };
}

/** The back-office client counts each call it sends (not those its cache answers) for the request it serves. */
export function countBackofficeCall() {
  const context = storage.getStore();
  if (context?.calls) context.calls[context.stage ?? "critical"] += 1;
}

/**
 * What the work running now is to its request: `critical` unless it runs as deferred or
 * background work (the preview's page weight sorts the calls a page asks for by it).
 * @returns {"critical" | "deferred" | "background"}
 */
export function currentStage() {
  return storage.getStore()?.stage ?? "critical";
}

/**
 * Runs `fn` (and what it starts) as a loader's deferred work: data the page streams after its
 * first byte. Inside background work it stays background.
 * @template T
 * @param {() => T} fn
 * @returns {T}
 */
export function deferredWork(fn) {
  return inStage("deferred", fn);
}

/**
 * Runs `fn` (and what it starts) as work done beside the request, which its response never
 * waits for: the refresh of a stale cache entry.
 * @template T
 * @param {() => T} fn
 * @returns {T}
 */
export function backgroundWork(fn) {
  return inStage("background", fn);
}

/**
 * @template T
 * @param {"deferred" | "background"} stage
 * @param {() => T} fn
 * @returns {T}
 */
function inStage(stage, fn) {
  const context = storage.getStore();
  if (!context || context.stage === "background" || context.stage === stage) return fn();
  return storage.run({ ...context, stage }, fn);
}

/** The response being served is rendered shell first: it does not wait for deferred data (server/pages.js). */
export function markShellFirst() {
  const calls = storage.getStore()?.calls;
  if (calls) calls.shellFirst = true;
}
