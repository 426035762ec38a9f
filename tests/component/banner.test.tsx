// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PLACEHOLDER_IMAGE } from "~modules/kit/image";
import { renderLanding, renderModule } from "../support/render";

const banner = { pcImage: "/pc.jpg", mobileImage: "/m.jpg", mobileBanner: "/mb.jpg", url: "/guide/sale", title: "Sale" };

describe("banner (type 4)", () => {
  it("shows pcImage on desktop at the desktop slot size, linking to url", () => {
    renderModule(4, banner, { device: "desktop" });
    const img = screen.getByRole("img", { name: "Sale" });
    expect(img.getAttribute("src")).toBe("/pc.jpg");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1920", "600"]);
    expect(img.closest("a")?.getAttribute("href")).toBe("/guide/sale");
  });

  it("shows mobileImage on mobile at the mobile slot size", () => {
    renderModule(4, banner, { device: "mobile" });
    const img = screen.getByRole("img", { name: "Sale" });
    expect(img.getAttribute("src")).toBe("/m.jpg");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["750", "500"]);
  });

  // Without a title the image is decorative (alt=""), so it is found by tag, not by role.
  const src = (container: HTMLElement) => container.querySelector("img")?.getAttribute("src");

  it("falls back to mobileBanner, then pcImage, on mobile", () => {
    const { container } = renderModule(4, { pcImage: "/pc.jpg", mobileBanner: "/mb.jpg" }, { device: "mobile" });
    expect(src(container)).toBe("/mb.jpg");
  });

  it("falls back to pcImage on mobile and to the mobile image on desktop", () => {
    const mobile = renderModule(4, { pcImage: "/pc.jpg" }, { device: "mobile" });
    expect(src(mobile.container)).toBe("/pc.jpg");
    mobile.unmount();
    const desktop = renderModule(4, { mobileImage: "/m.jpg" }, { device: "desktop" });
    expect(src(desktop.container)).toBe("/m.jpg");
  });

  it("is not a link without url, and never with a javascript: url", () => {
    const { container } = renderModule(4, { pcImage: "/pc.jpg", url: "javascript:alert(1)" });
    expect(container.querySelector("a")).toBeNull();
  });

  it("loads eagerly above the fold and lazily below it", () => {
    const { container } = renderLanding([
      { sortId: 1, packageType: 4, packageInfoMap: { pcImage: "/1.jpg" } },
      { sortId: 2, packageType: 4, packageInfoMap: { pcImage: "/2.jpg" } },
      { sortId: 3, packageType: 4, packageInfoMap: { pcImage: "/3.jpg" } },
    ]);
    expect([...container.querySelectorAll("img")].map((img) => img.getAttribute("loading"))).toEqual(["eager", "eager", "lazy"]);
    expect([...container.querySelectorAll("img")].map((img) => img.getAttribute("decoding"))).toEqual(["sync", "sync", "async"]);
  });

  it("shows the placeholder image when the image fails to load", () => {
    renderModule(4, banner);
    const img = screen.getByRole("img");
    fireEvent.error(img);
    expect(img.getAttribute("src")).toBe(PLACEHOLDER_IMAGE);
  });

  it("renders nothing when the module has no image", () => {
    const { container, diagnostics } = renderModule(4, { url: "/x" });
    expect(container.querySelector("section")).toBeNull();
    expect(diagnostics[0]?.reason).toContain("has no image");
  });
});
