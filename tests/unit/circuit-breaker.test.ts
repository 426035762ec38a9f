import { describe, expect, it } from "vitest";
import { BREAKER_FAILURE_THRESHOLD, BREAKER_OPEN_MS, CircuitBreaker } from "~/lib/circuit-breaker.server";

/** A breaker on a clock the test moves. */
function breaker() {
  const clock = { now: 1_000 };
  return { clock, breaker: new CircuitBreaker({ now: () => clock.now }) };
}

const fail = (b: CircuitBreaker, times: number) => {
  for (let i = 0; i < times; i++) {
    expect(b.tryAcquire()).toBe(true);
    b.onFailure();
  }
};

describe("the circuit breaker's states (fixed clock)", () => {
  it("stays closed below the threshold of failures in a row", () => {
    const { breaker: b } = breaker();
    fail(b, BREAKER_FAILURE_THRESHOLD - 1);
    expect(b.state).toBe("closed");
    expect(b.tryAcquire()).toBe(true);
  });

  it("counts failures in a row only: a success starts the count again", () => {
    const { breaker: b } = breaker();
    fail(b, BREAKER_FAILURE_THRESHOLD - 1);
    b.onSuccess();
    fail(b, BREAKER_FAILURE_THRESHOLD - 1);
    expect(b.state).toBe("closed");
  });

  it("opens at the threshold and refuses every call until BREAKER_OPEN_MS have passed", () => {
    const { clock, breaker: b } = breaker();
    fail(b, BREAKER_FAILURE_THRESHOLD);
    expect(b.state).toBe("open");
    expect(b.tryAcquire()).toBe(false);
    clock.now += BREAKER_OPEN_MS - 1;
    expect(b.retryInMs).toBe(1);
    expect(b.tryAcquire()).toBe(false);
    clock.now += 1;
    expect(b.state).toBe("half-open");
  });

  it("half-open lets exactly one trial call through", () => {
    const { clock, breaker: b } = breaker();
    fail(b, BREAKER_FAILURE_THRESHOLD);
    clock.now += BREAKER_OPEN_MS;
    expect(b.tryAcquire()).toBe(true);
    expect(b.tryAcquire()).toBe(false);
    expect(b.tryAcquire()).toBe(false);
  });

  it("a successful trial closes it", () => {
    const { clock, breaker: b } = breaker();
    fail(b, BREAKER_FAILURE_THRESHOLD);
    clock.now += BREAKER_OPEN_MS;
    expect(b.tryAcquire()).toBe(true);
    b.onSuccess();
    expect(b.state).toBe("closed");
    // Closed again means a fresh count: one failure does not reopen it.
    fail(b, 1);
    expect(b.state).toBe("closed");
  });

  it("a failed trial opens it again for another BREAKER_OPEN_MS", () => {
    const { clock, breaker: b } = breaker();
    fail(b, BREAKER_FAILURE_THRESHOLD);
    clock.now += BREAKER_OPEN_MS;
    expect(b.tryAcquire()).toBe(true);
    b.onFailure();
    expect(b.state).toBe("open");
    expect(b.retryInMs).toBe(BREAKER_OPEN_MS);
    clock.now += BREAKER_OPEN_MS;
    expect(b.tryAcquire()).toBe(true);
  });

  it("takes its thresholds from options", () => {
    const clock = { now: 0 };
    const b = new CircuitBreaker({ threshold: 2, openMs: 50, now: () => clock.now });
    fail(b, 2);
    expect(b.state).toBe("open");
    clock.now = 50;
    expect(b.state).toBe("half-open");
  });
});
