/**
 * A circuit breaker for one back-office call (docs/robustness.md#the-circuit-breaker).
 *
 * closed ──(FAILURE_THRESHOLD failures in a row)──> open ──(OPEN_MS later)──> half-open
 *   ^                                                 ^                           │
 *   └────────────(the trial call succeeds)────────────┼───────────────────────────┤
 *                                                     └──(the trial call fails)───┘
 *
 * While open, calls fail at once without a request, so a dead back office is not asked again
 * by every page view, and shoppers get the degraded page without waiting for the timeout.
 * Half-open lets one trial call through; the others keep failing fast until it answers.
 */

/** Failures in a row that open the breaker: one or two are a blip, five are an outage. */
export const BREAKER_FAILURE_THRESHOLD = 5;
/** How long an open breaker refuses calls before it lets one trial call through. */
export const BREAKER_OPEN_MS = 10_000;

export type BreakerState = "closed" | "open" | "half-open";

export type BreakerOptions = {
  threshold?: number;
  openMs?: number;
  /** The clock (ms); tests pass a fixed one. */
  now?: () => number;
};

export class CircuitBreaker {
  readonly threshold: number;
  readonly openMs: number;
  private readonly now: () => number;
  private failures = 0;
  private openedAt: number | null = null;
  private trialInFlight = false;

  constructor({ threshold = BREAKER_FAILURE_THRESHOLD, openMs = BREAKER_OPEN_MS, now = Date.now }: BreakerOptions = {}) {
    this.threshold = threshold;
    this.openMs = openMs;
    this.now = now;
  }

  get state(): BreakerState {
    if (this.openedAt === null) return "closed";
    return this.now() - this.openedAt >= this.openMs ? "half-open" : "open";
  }

  /** Milliseconds until an open breaker lets a trial call through (0 when it would now). */
  get retryInMs(): number {
    return this.openedAt === null ? 0 : Math.max(0, this.openedAt + this.openMs - this.now());
  }

  /** Whether a call may go out now. In half-open, only the first caller gets the trial. */
  tryAcquire(): boolean {
    const state = this.state;
    if (state === "closed") return true;
    if (state === "open" || this.trialInFlight) return false;
    this.trialInFlight = true;
    return true;
  }

  /** The back office answered: the outage, if any, is over. */
  onSuccess(): void {
    this.failures = 0;
    this.openedAt = null;
    this.trialInFlight = false;
  }

  /** The back office did not answer, or answered that it is unavailable. */
  onFailure(): void {
    this.failures++;
    if (this.trialInFlight || this.failures >= this.threshold) this.openedAt = this.now();
    this.trialInFlight = false;
  }
}
