import { describe, expect, it } from "vitest";
import {
  cycleRemaining,
  flashRemainingSeconds,
  formatCountdown,
  isoDuration,
  remainingAfter,
  secondsUntil,
  splitSeconds,
} from "~schemas/rules/countdown";

const DAY = 86_400;
const start = Date.UTC(2026, 0, 1);

describe("flash-sale countdown (landing spec 4.3)", () => {
  it("is duration − ((currentTime − startTime) mod duration), in seconds", () => {
    // 5 h 2 min 3 s into a 3-day cycle.
    const elapsed = 5 * 3600 + 2 * 60 + 3;
    expect(flashRemainingSeconds({ currentTime: start + elapsed * 1000, startTime: start, duration: 3 * DAY }, 0)).toBe(3 * DAY - elapsed);
    // Two whole cycles and 10 s later: the third cycle has 10 s gone.
    expect(flashRemainingSeconds({ currentTime: start + (2 * 3600 + 10) * 1000, startTime: start, duration: 3600 }, 0)).toBe(3590);
  });

  it("uses the page's server time when the widget has no currentTime", () => {
    const now = start + 90_000;
    expect(flashRemainingSeconds({ currentTime: null, startTime: start, duration: 100 }, now)).toBe(10);
  });

  it("counts whole seconds: a part-second gone does not take a second off", () => {
    expect(flashRemainingSeconds({ currentTime: start + 999, startTime: start, duration: 60 }, 0)).toBe(60);
    expect(flashRemainingSeconds({ currentTime: start + 1000, startTime: start, duration: 60 }, 0)).toBe(59);
  });

  it("starts a full cycle at its boundary and never shows 0", () => {
    expect(cycleRemaining(0, 60)).toBe(60);
    expect(cycleRemaining(59, 60)).toBe(1);
    expect(cycleRemaining(60, 60)).toBe(60);
    expect(cycleRemaining(61, 60)).toBe(59);
  });

  it("counts the same way before the start (a negative elapsed time)", () => {
    expect(cycleRemaining(-1, 60)).toBe(1);
    expect(cycleRemaining(-60, 60)).toBe(60);
    expect(flashRemainingSeconds({ currentTime: start - 15_000, startTime: start, duration: 60 }, 0)).toBe(15);
  });

  it("has nothing to count without a positive duration", () => {
    expect(cycleRemaining(10, 0)).toBe(0);
    expect(cycleRemaining(10, -5)).toBe(0);
    expect(cycleRemaining(Number.NaN, 60)).toBe(0);
  });
});

describe("ticking", () => {
  it("a cycle takes a second off per second and starts over after its last second", () => {
    expect(remainingAfter(3, 1, 60)).toBe(2);
    expect(remainingAfter(3, 2, 60)).toBe(1);
    expect(remainingAfter(3, 3, 60)).toBe(60);
    expect(remainingAfter(3, 4, 60)).toBe(59);
    expect(remainingAfter(60, 0, 60)).toBe(60);
    expect(remainingAfter(60, 125, 60)).toBe(55);
  });

  it("a plain countdown stops at 0", () => {
    expect(remainingAfter(3, 1)).toBe(2);
    expect(remainingAfter(3, 3)).toBe(0);
    expect(remainingAfter(3, 10, null)).toBe(0);
  });

  it("an activity's end time gives whole seconds left, rounded up, never below 0", () => {
    expect(secondsUntil(start + 1500, start)).toBe(2);
    expect(secondsUntil(start + 1000, start)).toBe(1);
    expect(secondsUntil(start - 1000, start)).toBe(0);
  });
});

describe("dd:hh:mm:ss", () => {
  it("splits seconds into days, hours, minutes and seconds", () => {
    expect(splitSeconds(DAY + 2 * 3600 + 3 * 60 + 4)).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4 });
    expect(splitSeconds(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it("zero-pads every part to two digits", () => {
    expect(formatCountdown(0)).toBe("00:00:00:00");
    expect(formatCountdown(59)).toBe("00:00:00:59");
    expect(formatCountdown(3600 + 60 + 1)).toBe("00:01:01:01");
    expect(formatCountdown(2 * DAY + 18 * 3600 + 57 * 60 + 57)).toBe("02:18:57:57");
    expect(formatCountdown(DAY - 1)).toBe("00:23:59:59");
  });

  it("keeps every digit of 100 days or more", () => {
    expect(formatCountdown(123 * DAY)).toBe("123:00:00:00");
  });

  it("drops part seconds", () => {
    expect(formatCountdown(61.9)).toBe("00:00:01:01");
  });

  it("gives the same time as an ISO 8601 duration", () => {
    expect(isoDuration(DAY + 2 * 3600 + 3 * 60 + 4)).toBe("P1DT2H3M4S");
  });
});
