// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TOAST_MS, ToastProvider, useToast } from "~modules/kit/toast";

function Trigger() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast("Coupon claimed")}>
        info
      </button>
      <button type="button" onClick={() => toast("Could not add", "error")}>
        error
      </button>
    </>
  );
}

afterEach(() => vi.useRealTimers());

describe("toasts", () => {
  it("announce a message in a live region and remove it after 3 s", () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    const region = screen.getByRole("status");
    expect(region.getAttribute("aria-live")).toBe("polite");
    fireEvent.click(screen.getByRole("button", { name: "info" }));
    fireEvent.click(screen.getByRole("button", { name: "error" }));
    expect([...region.querySelectorAll(".toast")].map((t) => [t.textContent, t.className])).toEqual([
      ["Coupon claimed", "toast toast--info"],
      ["Could not add", "toast toast--error"],
    ]);
    expect(TOAST_MS).toBe(3000);
    act(() => vi.advanceTimersByTime(TOAST_MS - 1));
    expect(region.querySelectorAll(".toast")).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(region.querySelectorAll(".toast")).toHaveLength(0);
  });

  it("do nothing outside a provider rather than failing the module", () => {
    render(<Trigger />);
    expect(() => fireEvent.click(screen.getByRole("button", { name: "info" }))).not.toThrow();
  });
});
