// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
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

describe.each(["desktop", "mobile"] as const)("responsive images on a landing page (%s)", (device) => {
  // Images only: the banner carousel stays as the server rendered it (jsdom has no
  // IntersectionObserver, and without one every carousel starts Swiper at once, on zero sizes).
  beforeEach(() => {
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const photo = (name: string) => ({ pcImage: `https://cdn.example.com/${name}-pc.jpg`, mobileImage: `https://cdn.example.com/${name}-m.jpg`, title: name });
  const page = () =>
    renderLanding(
      [
        { sortId: 1, packageType: 1, packageInfoMap: { title: "Autumn" } },
        { sortId: 2, packageType: 2, packageInfoMap: { title: "Sofas and chairs" } },
        { sortId: 3, packageType: 5, packageInfoMap: { packageInfo: [photo("slide-1"), photo("slide-2"), photo("slide-3")] } },
        { sortId: 4, packageType: 4, packageInfoMap: photo("second") },
        { sortId: 5, packageType: 4, packageInfoMap: photo("third") },
      ],
      { device },
    );
  const suffix = device === "desktop" ? "pc" : "m";

  it("gives full-width banners the CDN's widths for the whole viewport", () => {
    const { container } = page();
    const banner = container.querySelector<HTMLImageElement>("#module-4 img")!;
    expect(banner.getAttribute("sizes")).toBe("100vw");
    expect(banner.getAttribute("srcset")?.split(", ")).toEqual(
      [320, 480, 640, 800, 1080, 1440, 1920].map((width) => `https://cdn.example.com/second-${suffix}.jpg?width=${width} ${width}w`),
    );
    expect([banner.getAttribute("width"), banner.getAttribute("height")]).toEqual(device === "desktop" ? ["1920", "600"] : ["750", "500"]);
  });

  it("fetches the first tall module's first image first, and no other", () => {
    const { container } = page();
    const prioritised = [...container.querySelectorAll("img[fetchpriority]")];
    expect(prioritised).toHaveLength(1);
    expect(prioritised[0]!.getAttribute("fetchpriority")).toBe("high");
    expect(prioritised[0]!.getAttribute("src")).toBe(`https://cdn.example.com/slide-1-${suffix}.jpg`);
    expect(prioritised[0]!.getAttribute("loading")).toBe("eager");
    // Every image of the page has its box and its widths.
    for (const img of container.querySelectorAll("img")) {
      expect(img.getAttribute("width")).toMatch(/^\d+$/);
      expect(img.getAttribute("height")).toMatch(/^\d+$/);
      expect(img.getAttribute("srcset")).toContain("?width=320 320w");
    }
  });

  it("gives the priority to a banner when it comes first, whatever titles stand before it", () => {
    const { container } = renderLanding(
      [
        { sortId: 1, packageType: 1, packageInfoMap: { title: "Autumn" } },
        { sortId: 2, packageType: 4, packageInfoMap: photo("first") },
        { sortId: 3, packageType: 4, packageInfoMap: photo("second") },
      ],
      { device },
    );
    expect([...container.querySelectorAll("img")].map((img) => img.getAttribute("fetchpriority"))).toEqual(["high", null]);
  });
});
