import { captureLogs, type LogEntry } from "../../server/logger.js";

/**
 * The server log in tests: every entry is kept here instead of printed (setup.ts installs
 * this for every test file), so a test that provokes a failure asserts the line it expects
 * with takeLogs, and a run prints nothing whatever LOG_LEVEL says. Cleared after each test.
 */
const entries: LogEntry[] = [];

export function installLogCapture(): void {
  captureLogs((entry) => entries.push(entry));
}

/** Entries kept since the test began, without removing them. */
export function loggedEntries(): readonly LogEntry[] {
  return entries;
}

/** Removes and returns the entries at `level` (all levels when omitted), oldest first. */
export function takeLogs(level?: LogEntry["level"]): LogEntry[] {
  const taken = entries.filter((entry) => level === undefined || entry.level === level);
  for (const entry of taken) entries.splice(entries.indexOf(entry), 1);
  return taken;
}

/** The messages of the warnings kept since the test began (taken), for a compact assertion. */
export function takeWarnings(): string[] {
  return takeLogs("warn").map((entry) => entry.msg);
}

export function clearLogs(): void {
  entries.length = 0;
}
