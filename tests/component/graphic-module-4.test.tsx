// @vitest-environment jsdom
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MOBILE_LAYOUTS } from "~schemas/modules/graphic-module-4";
import { renderModule } from "../support/render";
import { layOutSwiper } from "../support/swiper-layout";

layOutSwiper();

const gallery = (extra: Record<string, unknown> = {}) => ({
  title: "Styled by you",
  buttonText: "Shop the look",
  buttonUrl: "/guide/living-room",
  packageInfo: [
    { pcImage: "/g1.jpg", mobileImage: "/g1-m.jpg", title: "Green sofa" },
    { pcImage: "/g2.jpg", mobileImage: "/g2-m.jpg", url: "/sofa-2.html", title: "Grey sofa" },
    { pcImage: "/g3.jpg", title: "Oak table" },
  ],
  ...extra,
});
const dialog = () => document.querySelector("dialog")!;

describe("graphic module 4 (type 12)", () => {
  it.each(["desktop", "mobile"] as const)("shows the optional title and the bottom button (%s)", (device) => {
    renderModule(12, gallery(), { device });
    expect(screen.getByRole("heading", { level: 2, name: "Styled by you" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Shop the look" }).getAttribute("href")).toBe("/guide/living-room");
  });

  it("renders without title and button, and leaves out a button without buttonUrl", () => {
    const { diagnostics } = renderModule(12, gallery({ title: "", buttonUrl: "" }));
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.queryByRole("link", { name: "Shop the look" })).toBeNull();
    expect(diagnostics[0]?.reason).toBe('button "Shop the look" left out: it has no buttonUrl');
  });

  it("links an image with a url, and makes one without a url a button that enlarges it", () => {
    renderModule(12, gallery());
    expect(screen.getByRole("img", { name: "Grey sofa" }).closest("a")?.getAttribute("href")).toBe("/sofa-2.html");
    const zoom = screen.getByRole("button", { name: "Enlarge image: Green sofa" });
    expect(zoom.getAttribute("aria-haspopup")).toBe("dialog");
    expect(screen.getAllByRole("button", { name: /^Enlarge image/ })).toHaveLength(2);
  });

  it.each(["desktop", "mobile"] as const)("opens the enlarged preview on click and closes it with the close button (%s)", (device) => {
    renderModule(12, gallery(), { device });
    const zoom = screen.getByRole("button", { name: "Enlarge image: Green sofa" });
    expect(dialog().open).toBe(false);
    zoom.focus();
    fireEvent.click(zoom);
    expect(dialog().open).toBe(true);
    const preview = within(screen.getByRole("dialog", { name: "Green sofa" })).getByRole("img", { name: "Green sofa" });
    expect(preview.getAttribute("src")).toBe(device === "mobile" ? "/g1-m.jpg" : "/g1.jpg");
    expect(preview.getAttribute("loading")).toBe("eager");
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(zoom);
  });

  it.each(["desktop", "mobile"] as const)("opens with the keyboard (a native button: Enter and Space click it) and closes with Escape (%s)", (device) => {
    renderModule(12, gallery(), { device });
    const zoom = screen.getByRole("button", { name: "Enlarge image: Oak table" });
    expect(zoom.tagName).toBe("BUTTON");
    expect(zoom.getAttribute("type")).toBe("button");
    zoom.focus();
    // Browsers turn Enter/Space on a focused <button> into a click; jsdom does not, so the click stands in.
    fireEvent.keyDown(zoom, { key: "Enter" });
    fireEvent.click(zoom);
    expect(dialog().open).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close" }));
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(zoom);
  });

  it("closes the preview on a backdrop click", () => {
    renderModule(12, gallery());
    fireEvent.click(screen.getByRole("button", { name: "Enlarge image: Green sofa" }));
    fireEvent.mouseDown(dialog());
    fireEvent.click(dialog());
    expect(dialog().open).toBe(false);
  });

  it("shows desktop tiles in a grid with square 600×600 images, pc images first", () => {
    const { container } = renderModule(12, gallery());
    expect(container.querySelector(".gm4")!.getAttribute("data-layout")).toBe("tile");
    const images = [...container.querySelectorAll<HTMLImageElement>(".gm4__grid img")];
    expect(images.map((img) => img.getAttribute("src"))).toEqual(["/g1.jpg", "/g2.jpg", "/g3.jpg"]);
    expect([images[0]!.getAttribute("width"), images[0]!.getAttribute("height")]).toEqual(["600", "600"]);
  });

  it("ignores tileOrSlide on desktop", () => {
    const { container } = renderModule(12, gallery({ tileOrSlide: 2 }));
    expect(container.querySelector(".swiper")).toBeNull();
  });

  it("maps tileOrSlide 1 to tile and 2 to slide", () => {
    expect(MOBILE_LAYOUTS).toEqual({ 1: "tile", 2: "slide" });
    for (const [tileOrSlide, layout] of [[1, "tile"], [2, "slide"]] as const) {
      const { container, unmount } = renderModule(12, gallery({ tileOrSlide }), { device: "mobile" });
      expect(container.querySelector(".gm4")!.getAttribute("data-layout")).toBe(layout);
      unmount();
    }
  });

  it("shows a tile grid on mobile for tileOrSlide 1 and by default, with mobile images falling back to pcImage", () => {
    for (const tileOrSlide of [1, "1", undefined, null]) {
      const { container, unmount } = renderModule(12, gallery({ tileOrSlide }), { device: "mobile" });
      expect(container.querySelector(".gm4")!.getAttribute("data-layout")).toBe("tile");
      expect(container.querySelector(".swiper")).toBeNull();
      expect([...container.querySelectorAll(".gm4__grid img")].map((img) => img.getAttribute("src"))).toEqual(["/g1-m.jpg", "/g2-m.jpg", "/g3.jpg"]);
      unmount();
    }
  });

  it("shows a slide gallery on mobile for tileOrSlide 2 (numbers as strings too)", () => {
    const { container } = renderModule(12, gallery({ tileOrSlide: "2" }), { device: "mobile" });
    expect(container.querySelector(".gm4")!.getAttribute("data-layout")).toBe("slide");
    expect(container.querySelectorAll(".swiper-slide")).toHaveLength(3);
    expect(container.querySelector(".gm4__grid")).toBeNull();
    // The gallery's images still open the preview.
    fireEvent.click(screen.getByRole("button", { name: "Enlarge image: Green sofa" }));
    expect(dialog().open).toBe(true);
  });

  it("reads tileOrSlide sent as the words 'slide' and 'tile'", () => {
    const slide = renderModule(12, gallery({ tileOrSlide: " Slide" }), { device: "mobile" });
    expect(slide.container.querySelector(".gm4")!.getAttribute("data-layout")).toBe("slide");
    expect(slide.diagnostics).toEqual([]);
    slide.unmount();
    const tile = renderModule(12, gallery({ tileOrSlide: "tile" }), { device: "mobile" });
    expect(tile.container.querySelector(".gm4")!.getAttribute("data-layout")).toBe("tile");
    expect(tile.diagnostics).toEqual([]);
  });

  it("falls back to the tile grid for an unknown tileOrSlide, noting it", () => {
    const { container, diagnostics } = renderModule(12, gallery({ tileOrSlide: "carousel" }), { device: "mobile" });
    expect(container.querySelector(".gm4")!.getAttribute("data-layout")).toBe("tile");
    expect(diagnostics[0]?.reason).toBe('tileOrSlide "carousel" is neither 1 (tile) nor 2 (slide); tile used instead');
  });

  it("drops an image item without an image, noting why, and the module when none is left", () => {
    const kept = renderModule(12, gallery({ packageInfo: [{ title: "Nothing", url: "/x" }, { image: "/only.jpg" }] }));
    expect(kept.container.querySelectorAll(".gm4__grid > li")).toHaveLength(1);
    expect(kept.diagnostics).toEqual([expect.objectContaining({ outcome: "altered", reason: "image 1 dropped: has no image (pcImage, mobileImage or image)" })]);
    kept.unmount();
    const gone = renderModule(12, gallery({ packageInfo: [{ title: "Nothing" }] }));
    expect(gone.container.querySelector("section")).toBeNull();
    expect(gone.diagnostics.at(-1)).toMatchObject({ outcome: "dropped", reason: "packageInfo has no usable image left" });
  });

  it("never renders a javascript: link: such an image opens the preview instead", () => {
    const { container } = renderModule(12, gallery({ buttonUrl: "javascript:alert(1)", packageInfo: [{ pcImage: "/a.jpg", url: "javascript:alert(2)", title: "A" }] }));
    expect(container.innerHTML).not.toContain("javascript:");
    expect(screen.getByRole("button", { name: "Enlarge image: A" })).toBeTruthy();
  });
});
