// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Countdown } from "~modules/kit/countdown";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const shown = () => screen.getByRole("timer").textContent;

describe("Countdown", () => {
  it("first shows the server's value, then takes a second off every second", () => {
    render(<Countdown seconds={90_061} />);
    expect(shown()).toBe("01:01:01:01");
    expect(screen.getByRole("timer").getAttribute("datetime")).toBe("P1DT1H1M1S");
    act(() => vi.advanceTimersByTime(999));
    expect(shown()).toBe("01:01:01:01");
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe("01:01:01:00");
    act(() => vi.advanceTimersByTime(2000));
    expect(shown()).toBe("01:01:00:58");
  });

  it("without a cycle stops at 0 and says so once", () => {
    const onEnd = vi.fn();
    render(<Countdown seconds={2} onEnd={onEnd} />);
    act(() => vi.advanceTimersByTime(2000));
    expect(shown()).toBe("00:00:00:00");
    expect(onEnd).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toBe("00:00:00:00");
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("with a cycle starts over at its duration after its last second", () => {
    render(<Countdown seconds={2} cycle={60} />);
    act(() => vi.advanceTimersByTime(2000));
    expect(shown()).toBe("00:00:01:00");
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toBe("00:00:00:59");
  });

  it("starts again from a new server value", () => {
    const { rerender } = render(<Countdown seconds={100} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toBe("00:00:01:35");
    rerender(<Countdown seconds={50} />);
    expect(shown()).toBe("00:00:00:50");
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toBe("00:00:00:49");
  });
});
