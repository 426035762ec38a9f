// @vitest-environment jsdom
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterAll, describe, expect, it } from "vitest";
import { PLACEHOLDER_IMAGE } from "~modules/kit/image";
import { renderDetailSection } from "../support/render-detail";
import harlow from "../../fixtures/products/harlow-sofa.json";
import willow from "../../fixtures/products/willow-bed.json";

afterAll(() => {
});

const kinds = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>(".detail-gallery__slide")].map((slide) => slide.dataset.kind);
const categories = () => within(screen.getByRole("navigation", { name: "Media categories" })).getAllByRole("button");

describe.each(["desktop", "mobile"] as const)("the gallery on %s (detail spec 2, 'Media gallery')", (device) => {
  it("assembles images, videos, the GIF, the seat-rating image at position 7, the size chart, the reviews slide and the 3D model at index 9", () => {
    const { container } = renderDetailSection("gallery", willow, "/willow-bed.html", { device });
    expect(kinds(container)).toEqual([
      "image",
      "external-video",
      "external-video",
      "image",
      "gif",
      "image",
      "seat-rating",
      "image",
      "image",
      "3d-model",
      "image",
      "size-chart",
      "comment",
    ]);
    // The reviews slide: two reviews rated 100, those with images first.
    const slide = container.querySelector(".detail-gallery__reviews")!;
    expect([...slide.querySelectorAll(".detail-gallery__reviewer")].map((node) => node.textContent)).toEqual(["Lena S.", "Sam W."]);
  });

  it("shows Video_cant_be_played for a video our player cannot play, and for one that fails", () => {
    const { container } = renderDetailSection("gallery", willow, "/willow-bed.html", { device });
    const [playable, page] = [...container.querySelectorAll<HTMLElement>(".detail-gallery__slide--external-video")];
    expect(within(page!).getByRole("status").textContent).toBe("This video can't be played");
    expect(within(playable!).queryByRole("status")).toBeNull();
    fireEvent.error(playable!.querySelector("video")!);
    expect(within(playable!).getByRole("status").textContent).toBe("This video can't be played");
  });

  it("jumps to a category's first image and shows (index/count) on the active entry", () => {
    renderDetailSection("gallery", willow, "/willow-bed.html", { device });
    expect(categories().map((button) => button.textContent)).toEqual(["Video", "Scenes", "Details", "Comments"]);
    fireEvent.click(screen.getByRole("button", { name: "Scenes" }));
    const active = categories().find((button) => button.getAttribute("aria-current") === "true");
    expect(active?.textContent).toBe("Scenes (1/3)");
    // The slide in view is the scenes' first image: the 4th media item.
    const current = screen.getAllByRole("button", { name: /^Show media \d+ of 13$/ }).find((button) => button.getAttribute("aria-current") === "true");
    expect(current?.getAttribute("aria-label")).toBe("Show media 4 of 13");
    fireEvent.click(screen.getByRole("button", { name: "Comments" }));
    expect(categories().find((button) => button.getAttribute("aria-current") === "true")?.textContent).toBe("Comments (1/1)");
  });

  it("has no Comments entry on min-detail", () => {
    renderDetailSection("gallery", willow, "/min-detail/willow-bed.html", { device, kind: "min" });
    expect(categories().map((button) => button.textContent)).toEqual(["Video", "Scenes", "Details"]);
  });

  it("opens a dialog explaining the 3D model from its '3D' badge", () => {
    renderDetailSection("gallery", willow, "/willow-bed.html", { device });
    fireEvent.click(screen.getByRole("button", { name: "About the 3D view" }));
    const dialog = screen.getByRole("dialog", { name: "3D view" });
    expect(dialog.hasAttribute("open")).toBe(true);
    expect(dialog.textContent).toContain("not available on this page");
    expect(dialog.className).toContain(device === "mobile" ? "dialog--bottom" : "dialog--center");
  });

  it("store 4 shows 'Ship out in 48h' on the first image only; other stores do not", () => {
    const { container, unmount } = renderDetailSection("gallery", willow, "/willow-bed.html", { device, store: 4 });
    const badges = container.querySelectorAll(".detail-gallery__badge");
    expect(badges).toHaveLength(1);
    expect(badges[0]!.textContent).toBe("Ship out in 48h");
    expect(badges[0]!.closest(".detail-gallery__slide")).toBe(container.querySelector(".detail-gallery__slide"));
    unmount();
    expect(renderDetailSection("gallery", willow, "/willow-bed.html", { device, store: 3 }).container.querySelector(".detail-gallery__badge")).toBeNull();
  });

  it("shows the placeholder when an image fails to load", () => {
    const { container } = renderDetailSection("gallery", harlow, "/harlow-sofa.html", { device });
    const image = container.querySelector<HTMLImageElement>(".detail-gallery__slide img")!;
    fireEvent.error(image);
    expect(image.getAttribute("src")).toBe(PLACEHOLDER_IMAGE);
  });
});

describe("gallery navigation per device (detail spec 9, 'Layout')", () => {
  it("desktop: above 8 media the thumbnails move to the left with arrows", () => {
    const { container } = renderDetailSection("gallery", willow, "/willow-bed.html", { device: "desktop" });
    expect(container.querySelector(".detail-gallery--left")).not.toBeNull();
    expect(screen.getByRole("button", { name: "Previous thumbnails" })).toBeDefined();
    expect(screen.getByRole("button", { name: "Next thumbnails" })).toBeDefined();
    expect(screen.getAllByRole("button", { name: /^Show media \d+ of 13$/ })).toHaveLength(13);
  });

  it("desktop: 8 media or fewer keep the thumbnails under the banner, without arrows", () => {
    const { container } = renderDetailSection("gallery", willow, "/willow-bed.html", { device: "desktop", skuId: "20122" });
    // The Sage SKU: 3 images and the reviews slide, plus the 3D model.
    expect(kinds(container)).toEqual(["image", "image", "image", "comment", "3d-model"]);
    expect(container.querySelector(".detail-gallery--left")).toBeNull();
    expect(screen.queryByRole("button", { name: "Next thumbnails" })).toBeNull();
  });

  it("mobile: at most 6 bullets, following the slide in view", () => {
    renderDetailSection("gallery", willow, "/willow-bed.html", { device: "mobile" });
    const bullets = () => screen.getAllByRole("button", { name: /^Show media \d+ of 13$/ });
    expect(bullets()).toHaveLength(6);
    expect(bullets()[0]!.getAttribute("aria-label")).toBe("Show media 1 of 13");
    act(() => {
      fireEvent.click(screen.getByRole("button", { name: "Comments" }));
    });
    expect(bullets()).toHaveLength(6);
    expect(bullets().map((button) => button.getAttribute("aria-label"))).toContain("Show media 13 of 13");
    expect(bullets().find((button) => button.getAttribute("aria-current") === "true")?.getAttribute("aria-label")).toBe("Show media 13 of 13");
  });
});
