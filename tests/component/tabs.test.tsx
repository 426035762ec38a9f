// @vitest-environment jsdom
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderLanding, renderModule } from "../support/render";

const tabs = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ pcContent: `Desk ${i + 1}`, mobileContent: `Mob ${i + 1}`, url: i === 0 ? `#module-${i + 2}` : "" }));

const current = () => screen.getAllByRole("listitem").map((li) => li.firstElementChild?.getAttribute("aria-current") === "true");

describe("tabs (type 3)", () => {
  it("shows pcContent on desktop and mobileContent on mobile, falling back to pcContent", () => {
    renderModule(3, { packageInfo: [{ pcContent: "Sofas", mobileContent: "S" }, { pcContent: "Chairs" }] }, { device: "desktop" });
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Sofas", "Chairs"]);
  });

  it("uses mobileContent on mobile", () => {
    renderModule(3, { packageInfo: [{ pcContent: "Sofas", mobileContent: "S" }, { pcContent: "Chairs" }] }, { device: "mobile" });
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["S", "Chairs"]);
  });

  it.each(["desktop", "mobile"] as const)("highlights the first tab, and the clicked one after a click (%s)", (device) => {
    renderModule(3, { packageInfo: tabs(4) }, { device });
    expect(current()).toEqual([true, false, false, false]);
    fireEvent.click(screen.getByRole("button", { name: device === "desktop" ? "Desk 3" : "Mob 3" }));
    expect(current()).toEqual([false, false, true, false]);
    expect(screen.getByRole("button", { name: device === "desktop" ? "Desk 3" : "Mob 3" }).classList.contains("is-active")).toBe(true);
  });

  it("renders tabs with a link as links and tabs without one as buttons", () => {
    renderModule(3, { packageInfo: tabs(2) });
    expect(screen.getByRole("link", { name: "Desk 1" }).getAttribute("href")).toBe("#module-2");
    expect(screen.getByRole("button", { name: "Desk 2" })).toBeTruthy();
  });

  it("is compact with 3 tabs or fewer, not with 4", () => {
    const { container, unmount } = renderModule(3, { packageInfo: tabs(3) });
    expect(container.querySelector("nav.tabs")?.classList.contains("tabs--compact")).toBe(true);
    unmount();
    const four = renderModule(3, { packageInfo: tabs(4) });
    expect(four.container.querySelector("nav.tabs")?.classList.contains("tabs--compact")).toBe(false);
  });

  it("preselects the tab named by the query (reading B: module=1&tab=3)", () => {
    renderModule(3, { packageInfo: tabs(4) }, { query: "module=1&tab=3" });
    expect(current()).toEqual([false, false, true, false]);
  });

  it("preselects the tab named by the query (reading A: queryModule=0&queryTab=1)", () => {
    renderModule(3, { packageInfo: tabs(4) }, { query: "queryModule=0&queryTab=1" });
    expect(current()).toEqual([false, true, false, false]);
  });

  it("falls back to the first tab when the preselected tab does not exist", () => {
    renderModule(3, { packageInfo: tabs(2) }, { query: "module=1&tab=9" });
    expect(current()).toEqual([true, false]);
  });

  it("preselects per module: only the named module's tabs change", () => {
    renderLanding(
      [
        { sortId: 1, packageType: 3, packageInfoMap: { packageInfo: tabs(2) } },
        { sortId: 2, packageType: 3, packageInfoMap: { packageInfo: tabs(2) } },
      ],
      { query: "module=2&tab=2" },
    );
    const [first, second] = screen.getAllByRole("navigation");
    const state = (nav: HTMLElement) => within(nav).getAllByRole("listitem").map((li) => li.firstElementChild?.getAttribute("aria-current"));
    expect(state(first!)).toEqual(["true", null]);
    expect(state(second!)).toEqual([null, "true"]);
  });

  it("never renders a javascript: link", () => {
    const { container } = renderModule(3, { packageInfo: [{ pcContent: "Bad", url: "javascript:alert(1)" }] });
    expect(container.innerHTML).not.toContain("javascript:");
    expect(screen.getByRole("button", { name: "Bad" })).toBeTruthy();
  });
});
