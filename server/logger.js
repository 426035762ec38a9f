// The one logger for the server and the app (imported by both; plain JS so the server
// entry runs without a build). LOG_LEVEL: debug, info (default), warn, error or silent.
import { readEnv } from "./env.js";

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

function threshold() {
  try {
    return LEVELS[readEnv().LOG_LEVEL];
  } catch {
    // A bad environment is reported by startApp; logging must not throw meanwhile.
    return LEVELS.info;
  }
}

/** @param {"debug" | "info" | "warn" | "error"} level @param {string} message @param {Record<string, unknown>} [fields] */
function write(level, message, fields) {
  if (LEVELS[level] < threshold()) return;
  const line = `${new Date().toISOString()} ${level.toUpperCase()} ${message}${
    fields && Object.keys(fields).length ? ` ${JSON.stringify(fields)}` : ""
  }`;
  (level === "error" || level === "warn" ? process.stderr : process.stdout).write(`${line}\n`);
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
