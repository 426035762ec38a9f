// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderModule } from "../support/render";

const row = (n: number) => ({
  firstPcImage: `/pc-${n}-1.jpg`,
  secondPcImage: `/pc-${n}-2.jpg`,
  thirdPcImage: `/pc-${n}-3.jpg`,
  firstMobileImage: `/m-${n}-1.jpg`,
  secondMobileImage: `/m-${n}-2.jpg`,
  thirdMobileImage: `/m-${n}-3.jpg`,
});
const rows = (n: number) => Array.from({ length: n }, (_, i) => row(i + 1));

const shownRows = (container: HTMLElement) => container.querySelectorAll(".picture-combination__row").length;
const srcs = (container: HTMLElement) => [...container.querySelectorAll("img")].map((img) => img.getAttribute("src"));
const viewMore = () => screen.queryByRole("button", { name: "View More" });

describe("picture combination (type 17)", () => {
  it.each(["desktop", "mobile"] as const)("with 7 rows shows 1, then 3, 5 and 7 rows, and the button goes (%s)", (device) => {
    const { container } = renderModule(17, { packageInfo: rows(7) }, { device });
    expect(shownRows(container)).toBe(1);
    const counts = [];
    while (viewMore()) {
      fireEvent.click(viewMore()!);
      counts.push(shownRows(container));
    }
    expect(counts).toEqual([3, 5, 7]);
  });

  it("with 4 rows shows 1, then 3, then all 4", () => {
    const { container } = renderModule(17, { packageInfo: rows(4) });
    fireEvent.click(viewMore()!);
    expect(shownRows(container)).toBe(3);
    fireEvent.click(viewMore()!);
    expect(shownRows(container)).toBe(4);
    expect(viewMore()).toBeNull();
  });

  it("with 3 rows shows all after one click (only 2 remained)", () => {
    const { container } = renderModule(17, { packageInfo: rows(3) });
    fireEvent.click(viewMore()!);
    expect(shownRows(container)).toBe(3);
    expect(viewMore()).toBeNull();
  });

  it("has no button with a single row", () => {
    const { container } = renderModule(17, { packageInfo: rows(1) });
    expect(shownRows(container)).toBe(1);
    expect(viewMore()).toBeNull();
  });

  it("the button is a real button controlling the list, and focus moves to the first revealed row when it goes", () => {
    const { container } = renderModule(17, { packageInfo: rows(3) });
    const button = viewMore()!;
    expect(button.getAttribute("type")).toBe("button");
    expect(button.getAttribute("aria-controls")).toBe(container.querySelector(".picture-combination__rows")!.id);
    fireEvent.click(button);
    expect(document.activeElement).toBe(container.querySelectorAll(".picture-combination__row")[1]);
  });

  it("shows the pc images on desktop, sized by how many share the row", () => {
    const { container } = renderModule(17, {
      packageInfo: [row(1), { firstPcImage: "/two-a.jpg", thirdPcImage: "/two-c.jpg" }, { secondPcImage: "/one.jpg" }],
    });
    fireEvent.click(viewMore()!);
    expect(srcs(container)).toEqual(["/pc-1-1.jpg", "/pc-1-2.jpg", "/pc-1-3.jpg", "/two-a.jpg", "/two-c.jpg", "/one.jpg"]);
    const sizes = [...container.querySelectorAll("img")].map((img) => `${img.getAttribute("width")}x${img.getAttribute("height")}`);
    expect(sizes).toEqual(["600x600", "600x600", "600x600", "900x600", "900x600", "1800x600"]);
    const ratios = [...container.querySelectorAll<HTMLElement>(".picture-combination__cell")].map((cell) => cell.style.aspectRatio);
    expect(ratios).toEqual(["600 / 600", "600 / 600", "600 / 600", "900 / 600", "900 / 600", "1800 / 600"]);
  });

  it("shows the mobile images on mobile, falling back to the pc image per slot", () => {
    const { container } = renderModule(
      17,
      { packageInfo: [{ ...row(1), secondMobileImage: null }, { firstPcImage: "/pc-only.jpg" }] },
      { device: "mobile" },
    );
    fireEvent.click(viewMore()!);
    expect(srcs(container)).toEqual(["/m-1-1.jpg", "/pc-1-2.jpg", "/m-1-3.jpg", "/pc-only.jpg"]);
    const sizes = [...container.querySelectorAll("img")].map((img) => `${img.getAttribute("width")}x${img.getAttribute("height")}`);
    expect(sizes).toEqual(["230x345", "230x345", "230x345", "690x345"]);
  });

  it("drops rows without any image (noted) and counts only the rows left", () => {
    const { container, diagnostics } = renderModule(17, {
      packageInfo: [row(1), { firstPcImage: "", secondMobileImage: null }, { thirdPcImage: "javascript:alert(1)" }, row(4)],
    });
    expect(viewMore()).toBeTruthy();
    fireEvent.click(viewMore()!);
    expect(shownRows(container)).toBe(2);
    expect(viewMore()).toBeNull();
    expect(container.innerHTML).not.toContain("javascript:");
    const reasons = diagnostics.map((d) => d.reason);
    expect(reasons).toContainEqual(expect.stringMatching(/^row 2 dropped: has no image/));
    expect(reasons).toContainEqual(expect.stringMatching(/^row 3 dropped: has no image/));
  });

  it("drops the module when no row has an image", () => {
    const { container, diagnostics } = renderModule(17, { packageInfo: [{ firstPcImage: null }] });
    expect(container.querySelector("section")).toBeNull();
    expect(diagnostics.find((d) => d.outcome === "dropped")?.reason).toBe("packageInfo has no usable row left");
  });

  it("accepts packageInfo as JSON text", () => {
    const { container } = renderModule(17, { packageInfo: JSON.stringify(rows(2)) });
    expect(shownRows(container)).toBe(1);
    expect(viewMore()).toBeTruthy();
  });

  it("shows the button text in the store's language", () => {
    renderModule(17, { packageInfo: rows(2) }, { language: "de" });
    expect(screen.getByRole("button").textContent).toBe("Mehr anzeigen");
  });
});
