// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderModule } from "../support/render";

const tiles = [
  { pcImage: "/chair.jpg", mobileImage: "/chair-m.jpg", title: "Armchair", floatContent: "Deep seat, high back", url: "/guide/chairs" },
  { pcImage: "/lamp.jpg", title: "Floor lamp", floatContent: "Warm light" },
  { image: "/rug.jpg", name: "Wool rug" },
];

const items = () => screen.getAllByRole("listitem");

describe("image grid (type 7) on desktop", () => {
  it("renders the tiles as a list with their images, text alternatives and float text, under the title", () => {
    const { container } = renderModule(7, { title: "Hover to explore", packageInfo: tiles }, { device: "desktop" });
    expect(screen.getByRole("heading", { level: 2, name: "Hover to explore" })).toBeTruthy();
    expect(container.querySelector(".image-grid")?.classList.contains("image-grid--desktop")).toBe(true);
    expect(items()).toHaveLength(3);
    expect(screen.getAllByRole("img").map((img) => [img.getAttribute("alt"), img.getAttribute("src")])).toEqual([
      ["Armchair", "/chair.jpg"],
      ["Floor lamp", "/lamp.jpg"],
      ["Wool rug", "/rug.jpg"],
    ]);
    expect([...container.querySelectorAll(".image-grid__float")].map((el) => el.textContent)).toEqual(["Deep seat, high back", "Warm light"]);
    expect(screen.getByRole("link").getAttribute("href")).toBe("/guide/chairs");
    const img = screen.getAllByRole("img")[0]!;
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["600", "600"]);
  });

  it("makes a tile without a link focusable when it has float text, so the keyboard can reveal it too", () => {
    const { container } = renderModule(7, { packageInfo: tiles }, { device: "desktop" });
    const figures = container.querySelectorAll<HTMLElement>("figure");
    expect([...figures].map((figure) => figure.getAttribute("tabindex"))).toEqual([null, "0", null]);
    // CSS shows the float text of these on hover and focus (tests/e2e/landing.e2e.ts checks it in Chromium).
    expect(container.querySelectorAll(".image-grid__item--has-float")).toHaveLength(2);
  });

  it("accepts content as the float text and link instead of url", () => {
    const { container } = renderModule(7, { packageInfo: [{ pcImage: "/a.jpg", title: "A", content: "From content", link: "/guide/a" }] });
    expect(container.querySelector(".image-grid__float")?.textContent).toBe("From content");
    expect(screen.getByRole("link", { name: /A/ }).getAttribute("href")).toBe("/guide/a");
  });
});

describe("image grid (type 7) on mobile", () => {
  it("prefers mobileImage and falls back to pcImage, then image", () => {
    renderModule(7, { packageInfo: tiles }, { device: "mobile" });
    expect(screen.getAllByRole("img").map((img) => img.getAttribute("src"))).toEqual(["/chair-m.jpg", "/lamp.jpg", "/rug.jpg"]);
    const img = screen.getAllByRole("img")[0]!;
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["340", "340"]);
  });

  it("shows the float text permanently below each image, with nothing to hover", () => {
    const { container } = renderModule(7, { packageInfo: tiles }, { device: "mobile" });
    expect(container.querySelector(".image-grid")?.classList.contains("image-grid--mobile")).toBe(true);
    expect(container.querySelector(".image-grid__float")).toBeNull();
    const captions = [...container.querySelectorAll("figcaption.image-grid__caption")];
    expect(captions.map((el) => el.textContent)).toEqual(["Deep seat, high back", "Warm light"]);
    // The caption follows the image inside its figure: below it, not over it.
    expect(captions[0]!.previousElementSibling?.tagName).toBe("IMG");
    expect(within(items()[0]!).getByText("Deep seat, high back")).toBeTruthy();
  });
});

describe.each(["desktop", "mobile"] as const)("image grid (type 7) rules on %s", (device) => {
  it("drops tiles without any image, with a note, and keeps the rest", () => {
    const { diagnostics } = renderModule(
      7,
      { packageInfo: [tiles[0], { title: "No photo", floatContent: "x", pcImage: "", mobileImage: null }, tiles[1]] },
      { device },
    );
    expect(items()).toHaveLength(2);
    expect(screen.queryByText("No photo")).toBeNull();
    expect(diagnostics).toEqual([expect.objectContaining({ outcome: "altered", reason: "tile 2 dropped: has no image (pcImage, mobileImage or image)" })]);
  });

  it("reads a list sent as JSON text, with one tile", () => {
    renderModule(7, { packageInfo: JSON.stringify([tiles[1]]) }, { device });
    expect(items()).toHaveLength(1);
    expect(screen.getByRole("img", { name: "Floor lamp" })).toBeTruthy();
  });

  it("renders nothing when no tile has an image, and says why", () => {
    const { container, modules, diagnostics } = renderModule(7, { packageInfo: [{ title: "a" }, { pcImage: "javascript:alert(1)" }] }, { device });
    expect(modules).toEqual([]);
    expect(container.querySelector("section")).toBeNull();
    expect(diagnostics.at(-1)).toEqual(expect.objectContaining({ outcome: "dropped", reason: "packageInfo has no usable tile left" }));
  });

  it("renders nothing without tiles", () => {
    const { modules, diagnostics } = renderModule(7, { title: "Empty", packageInfo: [] }, { device });
    expect(modules).toEqual([]);
    expect(diagnostics[0]?.reason).toBe("packageInfo has no tile");
  });

  it("never renders a javascript: link: the tile stays, without a link", () => {
    const { container } = renderModule(7, { packageInfo: [{ pcImage: "/a.jpg", title: "A", floatContent: "x", url: "javascript:alert(1)" }] }, { device });
    expect(container.innerHTML).not.toContain("javascript:");
    expect(container.querySelector("a")).toBeNull();
    expect(screen.getByRole("img", { name: "A" })).toBeTruthy();
  });

  it("loads the images eagerly when the module is above the fold", () => {
    renderModule(7, { packageInfo: tiles }, { device });
    expect(screen.getAllByRole("img").map((img) => img.getAttribute("loading"))).toEqual(["eager", "eager", "eager"]);
  });
});
