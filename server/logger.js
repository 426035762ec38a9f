// The one logger for the server and the app (imported by both; plain JS so the server
// entry runs without a build). LOG_LEVEL: debug, info (default), warn, error or silent.
// One JSON object per line, so the log pipeline parses fields instead of guessing at text:
//   {"time":"2025-01-01T00:00:00.000Z","level":"info","msg":"...","requestId":"...", ...fields}
import cluster from "node:cluster";
import { readEnv } from "./env.js";
import { currentRequestId } from "./request-context.js";

// In a cluster (WEB_CONCURRENCY > 1) every worker writes to the same output: say which one.
const WORKER = cluster.isWorker ? { pid: process.pid } : {};

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

// Keys the logger owns; a field with one of these names keeps its value as `field.<name>`
// rather than silently replacing (or losing to) the logger's own.
const RESERVED = new Set(["time", "level", "msg", "requestId", "pid"]);

/** The last LOG_LEVEL read and its threshold: every request logs, and readEnv reads every variable. */
let last = { raw: /** @type {string | undefined | null} */ (null), level: LEVELS.info };

function threshold() {
  const raw = process.env.LOG_LEVEL;
  if (raw === last.raw) return last.level;
  let level;
  try {
    level = LEVELS[readEnv().LOG_LEVEL];
  } catch {
    // A bad environment is reported by startApp; logging must not throw meanwhile.
    level = LEVELS.info;
  }
  last = { raw, level };
  return level;
}

/**
 * JSON.stringify drops an Error's own properties (it has no enumerable ones) and throws on a
 * BigInt; both would lose the very detail a log line is for.
 * @param {string} _key @param {unknown} value
 */
function replacer(_key, value) {
  if (value instanceof Error) return { message: value.message, stack: value.stack };
  if (typeof value === "bigint") return value.toString();
  return value;
}

/** @param {"debug" | "info" | "warn" | "error"} level @param {string} message @param {Record<string, unknown>} [fields] */
function format(level, message, fields) {
  /** @type {Record<string, unknown>} */
  const entry = { time: new Date().toISOString(), level, msg: message, requestId: currentRequestId(), ...WORKER };
  for (const [key, value] of Object.entries(fields ?? {})) entry[RESERVED.has(key) ? `field.${key}` : key] = value;
  try {
    return JSON.stringify(entry, replacer);
  } catch (error) {
    // A circular field must not cost the message itself, nor throw into the caller.
    const { time, msg, requestId } = entry;
    return JSON.stringify({ time, level, msg, requestId, logError: `fields not serializable: ${error instanceof Error ? error.message : String(error)}` });
  }
}

/**
 * A log entry as a capture receives it.
 * @typedef {{ level: "debug" | "info" | "warn" | "error", msg: string, fields: Record<string, unknown> }} LogEntry
 */

/** Where entries go instead of the output, whatever LOG_LEVEL says; null: the output. @type {((entry: LogEntry) => void) | null} */
let capture = null;

/**
 * Sends every entry to `receive` instead of stdout/stderr (null: back to the output). Tests
 * install one (tests/support/logs.ts) so that a failure they provoke is asserted rather than
 * printed. Returns the capture it replaced.
 * @param {((entry: LogEntry) => void) | null} receive
 */
export function captureLogs(receive) {
  const previous = capture;
  capture = receive;
  return previous;
}

/** @param {"debug" | "info" | "warn" | "error"} level @param {string} message @param {Record<string, unknown>} [fields] */
function write(level, message, fields) {
  if (capture) {
    capture({ level, msg: message, fields: fields ?? {} });
    return;
  }
  if (LEVELS[level] < threshold()) return;
  (level === "error" || level === "warn" ? process.stderr : process.stdout).write(`${format(level, message, fields)}\n`);
}

export const logger = {
  /** @param {string} message @param {Record<string, unknown>} [fields] */
  debug: (message, fields) => write("debug", message, fields),
  /** @param {string} message @param {Record<string, unknown>} [fields] */
  info: (message, fields) => write("info", message, fields),
  /** @param {string} message @param {Record<string, unknown>} [fields] */
  warn: (message, fields) => write("warn", message, fields),
  /** @param {string} message @param {Record<string, unknown>} [fields] */
  error: (message, fields) => write("error", message, fields),
};
