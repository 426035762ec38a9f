/**
 * Countdown arithmetic, shared by the shop module's flash sections (landing spec 4.3) and
 * the product page's activity and flash-sale countdowns (detail spec 4). Pure functions of
 * the server's numbers, so the server render and hydration show the same value; the
 * browser only adds the seconds it has counted since.
 */

/** A flash-sale widget: times in ms, the cycle's duration in seconds (landing spec 3.8). */
export type FlashSaleWindow = {
  /** The back office's clock when it answered; null when it did not say (the page's server time is used). */
  currentTime: number | null;
  startTime: number;
  duration: number;
};

/**
 * Seconds left in a repeating cycle of `duration` seconds, `elapsed` seconds after its
 * start: duration − (elapsed mod duration). Always in (0, duration]: the moment a cycle
 * ends the next one starts full. Before the start (negative elapsed) the cycles count the
 * same way. No cycle (duration 0 or less) leaves nothing.
 */
export function cycleRemaining(elapsed: number, duration: number): number {
  const cycle = Math.floor(duration);
  if (!(cycle > 0) || !Number.isFinite(elapsed)) return 0;
  const into = ((Math.floor(elapsed) % cycle) + cycle) % cycle;
  return cycle - into;
}

/**
 * Landing spec 4.3: remaining = duration − ((currentTime − startTime) mod duration), in
 * whole seconds. `now` (the page's server time) stands in for a missing currentTime.
 */
export function flashRemainingSeconds(window: FlashSaleWindow, now: number): number {
  const current = window.currentTime ?? now;
  return cycleRemaining(Math.floor((current - window.startTime) / 1000), window.duration);
}

/** Whole seconds from `now` until `end` (both ms), never below 0: an activity's end time. */
export function secondsUntil(end: number, now: number): number {
  return Math.max(0, Math.ceil((end - now) / 1000));
}

/**
 * What a countdown that showed `initial` seconds shows `elapsed` seconds later: a cycle
 * (flash sale) starts over at its duration, a plain countdown stops at 0.
 */
export function remainingAfter(initial: number, elapsed: number, cycle?: number | null): number {
  if (cycle && cycle > 0) return cycleRemaining(Math.floor(cycle) - initial + elapsed, cycle);
  return Math.max(0, initial - elapsed);
}

export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

export function splitSeconds(total: number): CountdownParts {
  const whole = Math.max(0, Math.floor(total));
  return {
    days: Math.floor(whole / 86_400),
    hours: Math.floor((whole % 86_400) / 3600),
    minutes: Math.floor((whole % 3600) / 60),
    seconds: whole % 60,
  };
}

const pad = (value: number) => String(value).padStart(2, "0");

/** dd:hh:mm:ss, each part zero-padded to two digits (more days keep their digits). */
export function formatCountdown(total: number): string {
  const { days, hours, minutes, seconds } = splitSeconds(total);
  return [days, hours, minutes, seconds].map(pad).join(":");
}

/** The same time as an ISO 8601 duration, for `<time dateTime>`. */
export function isoDuration(total: number): string {
  const { days, hours, minutes, seconds } = splitSeconds(total);
  return `P${days}DT${hours}H${minutes}M${seconds}S`;
}
