// WEB_CONCURRENCY > 1 (docs/deployment.md): the primary forks K workers that each run
// startApp on the same port (node:cluster shares the listening socket), keeps K of them
// running, and on SIGTERM/SIGINT lets each finish its open requests before exiting. The
// primary itself never loads the Remix build nor opens caches: it only supervises, so a
// crash in rendering costs one worker, not the port.
import cluster from "node:cluster";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { logger } from "./logger.js";
import { servePrimaryMetrics } from "./metrics.js";

// Workers always run the server entry, whichever script started the primary (scripts/start.js
// would otherwise build-check and print its banner once per worker).
const WORKER_ENTRY = path.join(path.dirname(fileURLToPath(import.meta.url)), "index.js");
const READY = "storefront:ready";

export const isWorker = cluster.isWorker;

/**
 * Tells the primary this worker serves. Outside a cluster it does nothing.
 * @param {{ url: string, backofficeUrl: string }} app
 */
export function reportReady({ url, backofficeUrl }) {
  if (cluster.isWorker) process.send?.({ type: READY, url, backofficeUrl });
}

/** What runPrimary rejects with when a worker dies before it first served: restarting would only loop. */
export class WorkerStartError extends Error {
  name = "WorkerStartError";
}

/**
 * Runs the primary. Resolves once all `workers` serve, with the URL they serve on; rejects
 * with a WorkerStartError (after stopping the others) when one dies during start-up, since
 * that is a broken build or environment rather than bad luck.
 * @param {{ workers: number, restartDelayMs?: number, maxRestartDelayMs?: number, shutdownTimeoutMs?: number }} options
 *   shutdownTimeoutMs must exceed the workers' own 10 s grace (server/index.js) so they get to exit on their own.
 * @returns {Promise<{ url: string, backofficeUrl: string, workers: number, close: () => Promise<number> }>}
 */
export function runPrimary({ workers, restartDelayMs = 500, maxRestartDelayMs = 30_000, shutdownTimeoutMs = 12_000 }) {
  cluster.setupPrimary({ exec: WORKER_ENTRY });
  servePrimaryMetrics(cluster);
  logger.info(`primary ${process.pid}: starting ${workers} workers`);

  /** Per slot: how many quick deaths in a row, for the back-off. */
  const failures = Array.from({ length: workers }, () => 0);
  /** @type {Map<number, { slot: number, startedAt: number, ready: boolean }>} by worker id */
  const running = new Map();
  /** @type {Set<NodeJS.Timeout>} */
  const restarts = new Set();
  let started = false;
  /** @type {{ signal: NodeJS.Signals, code: number, done: Promise<number>, resolve: (code: number) => void } | null} */
  let stopping = null;

  /** @param {number} slot */
  const fork = (slot) => {
    const worker = cluster.fork();
    running.set(worker.id, { slot, startedAt: Date.now(), ready: false });
  };

  return new Promise((resolve, reject) => {
    cluster.on("message", (worker, message) => {
      const state = running.get(worker.id);
      if (!state || message?.type !== READY || state.ready) return;
      state.ready = true;
      logger.info(`worker ${worker.id} (pid ${worker.process.pid}) serving on ${message.url}`);
      if (!started && [...running.values()].filter((each) => each.ready).length === workers) {
        started = true;
        resolve({ url: message.url, backofficeUrl: message.backofficeUrl, workers, close: () => stop("SIGTERM") });
      }
    });

    cluster.on("exit", (worker, code, signal) => {
      const state = running.get(worker.id);
      running.delete(worker.id);
      if (!state) return;
      if (stopping) {
        // Dying of the very signal we forwarded means it was still starting: nothing was open.
        if (code !== 0 && signal !== stopping.signal) stopping.code = 1;
        if (running.size === 0) stopping.resolve(stopping.code);
        return;
      }
      if (!started && !state.ready) {
        logger.error(`worker ${worker.id} exited during start-up (${signal ?? `code ${code}`}): stopping`);
        stop("SIGTERM").then(() => reject(new WorkerStartError("a worker failed to start; see the lines above")));
        return;
      }
      // A worker that served a while had bad luck; one that dies again at once is in a loop.
      const lived = Date.now() - state.startedAt;
      failures[state.slot] = lived < 10_000 ? failures[state.slot] + 1 : 0;
      const delay = Math.min(restartDelayMs * 2 ** Math.max(failures[state.slot] - 1, 0), maxRestartDelayMs);
      logger.warn(`worker ${worker.id} (pid ${worker.process.pid}) exited (${signal ?? `code ${code}`}): restarting in ${delay} ms`);
      const timer = setTimeout(() => {
        restarts.delete(timer);
        if (!stopping) fork(state.slot);
      }, delay);
      restarts.add(timer);
    });

    /**
     * Forwards the signal; resolves with 0 when every worker exited cleanly, 1 otherwise.
     * @param {NodeJS.Signals} signal
     * @returns {Promise<number>}
     */
    function stop(signal) {
      if (stopping) return stopping.done;
      for (const timer of restarts) clearTimeout(timer);
      restarts.clear();
      /** @type {(code: number) => void} */
      let settle = () => {};
      const done = new Promise((resolveDone) => (settle = resolveDone));
      const timer = setTimeout(() => {
        logger.warn(`workers still running ${shutdownTimeoutMs} ms after ${signal}: killing them`);
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
        settle(1);
      }, shutdownTimeoutMs);
      timer.unref();
      stopping = {
        signal,
        code: 0,
        done: /** @type {Promise<number>} */ (done),
        resolve: (code) => {
          clearTimeout(timer);
          settle(code);
        },
      };
      logger.info(`${signal}: stopping the workers (${running.size}) once their open requests finish`);
      if (running.size === 0) stopping.resolve(0);
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      return stopping.done;
    }

    /** @param {NodeJS.Signals} signal */
    const onSignal = (signal) => {
      if (stopping) {
        // A second Ctrl+C means now, as it does for a single process.
        logger.warn(`${signal} again: killing the workers`);
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
        process.exit(1);
      }
      stop(signal).then((code) => process.exit(code));
    };
    process.on("SIGTERM", onSignal);
    process.on("SIGINT", onSignal);

    for (let slot = 0; slot < workers; slot++) fork(slot);
  });
}
