// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderLanding, renderModule } from "../support/render";

describe.each(["desktop", "mobile"] as const)("main title and sub title on %s", (device) => {
  it("renders the first main title as the page's h1 with its colour and subtitle", () => {
    renderModule(1, { title: "Autumn Sale", subtitle: "Up to 30% off", color: "#112233" }, { device });
    const heading = screen.getByRole("heading", { level: 1, name: "Autumn Sale" });
    expect(heading.style.color).toBe("rgb(17, 34, 51)");
    expect(screen.getByText("Up to 30% off")).toBeTruthy();
    expect(heading.closest(".main-title")?.classList.contains(`main-title--${device}`)).toBe(true);
  });

  it("renders later main titles as h2, so the page has one h1", () => {
    renderLanding(
      [
        { sortId: 1, packageType: 1, packageInfoMap: { title: "First" } },
        { sortId: 2, packageType: 1, packageInfoMap: { title: "Second" } },
      ],
      { device },
    );
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual(["First"]);
    expect(screen.getByRole("heading", { level: 2, name: "Second" })).toBeTruthy();
  });

  it("renders a sub title as h2 with its optional text", () => {
    renderModule(2, { title: "The reading corner", content: "A chair and a lamp" }, { device });
    expect(screen.getByRole("heading", { level: 2, name: "The reading corner" })).toBeTruthy();
    expect(screen.getByText("A chair and a lamp")).toBeTruthy();
  });

  it("keeps a sub title's colour only while it is legible on the white page (3:1)", () => {
    renderModule(2, { title: "Dark", color: "#112233" }, { device });
    renderModule(2, { title: "Pale", color: "#abc" }, { device });
    renderModule(2, { title: "Faded", color: "rgba(17, 34, 51, 0.2)" }, { device });
    expect(screen.getByRole("heading", { name: "Dark" }).style.color).toBe("rgb(17, 34, 51)");
    expect(screen.getByRole("heading", { name: "Pale" }).style.color).toBe("");
    expect(screen.getByRole("heading", { name: "Faded" }).style.color).toBe("");
  });

  it("tightens the spacing of the module after a title, sub title or tabs", () => {
    const { container } = renderLanding(
      [
        { sortId: 1, packageType: 1, packageInfoMap: { title: "T" } },
        { sortId: 2, packageType: 2, packageInfoMap: { title: "S" } },
        { sortId: 3, packageType: 3, packageInfoMap: { packageInfo: [{ pcContent: "a" }] } },
        { sortId: 4, packageType: 4, packageInfoMap: { pcImage: "/a.jpg" } },
        { sortId: 5, packageType: 30, packageInfoMap: { content: "<p>x</p>" } },
      ],
      { device },
    );
    const classes = [...container.querySelectorAll("section.lp-module")].map((s) => s.className);
    expect(classes).toEqual([
      "lp-module",
      "lp-module lp-module--after-title",
      "lp-module lp-module--after-subtitle",
      "lp-module lp-module--after-tabs",
      "lp-module",
    ]);
  });
});
