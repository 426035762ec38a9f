// @vitest-environment jsdom
import { fireEvent, screen, within } from "@testing-library/react";
import type { Swiper as SwiperInstance } from "swiper";
import { describe, expect, it } from "vitest";
import { ARROWS_ABOVE_ITEMS, ITEMS_PER_SLIDE, MOBILE_MAX_ITEMS, groupItems } from "~modules/graphic-module-1";
import { renderModule } from "../support/render";
import { layOutSwiper } from "../support/swiper-layout";

layOutSwiper();

const item = (n: number) => ({
  image: `/item-${n}.jpg`,
  mobileImage: `/item-${n}-m.jpg`,
  firstContent: `Sofa ${n}`,
  firstUrl: `/sofa-${n}.html`,
  secondContent: `From $${n}99`,
  secondUrl: `/guide/sofas#${n}`,
});
const module9 = (count: number, extra: Record<string, unknown> = {}) => ({
  title: "Sofas we love",
  pcBanner: "/banner-pc.jpg",
  mobileBanner: "/banner-m.jpg",
  viewMoreUrl: "/guide/sofas",
  packageInfo: Array.from({ length: count }, (_, i) => item(i + 1)),
  ...extra,
});
const slides = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>(".swiper-slide")];
const arrows = (container: HTMLElement) => container.querySelectorAll(".carousel__arrow").length;
const swiperOf = (container: HTMLElement) => (container.querySelector(".swiper") as HTMLElement & { swiper: SwiperInstance }).swiper;

describe("graphic module 1 (type 9), desktop", () => {
  it("groups items two per slide, two slides in view", () => {
    expect(ITEMS_PER_SLIDE).toBe(2);
    expect(groupItems([1, 2, 3, 4, 5])).toEqual([[1, 2], [3, 4], [5]]);
    const { container } = renderModule(9, module9(5));
    const all = slides(container);
    expect(all.map((slide) => slide.querySelectorAll(".gm1__item").length)).toEqual([2, 2, 1]);
    expect(within(all[1]!).getAllByRole("link").map((a) => a.textContent)).toEqual(["Sofa 3", "From $399", "Sofa 4", "From $499"]);
    expect(container.querySelector<HTMLElement>(".carousel")!.dataset.slidesPerView).toBe("2");
    expect(swiperOf(container).params.slidesPerView).toBe(2);
  });

  it("shows prev/next arrows only with more than 4 items", () => {
    expect(ARROWS_ABOVE_ITEMS).toBe(4);
    const four = renderModule(9, module9(4));
    expect(arrows(four.container)).toBe(0);
    four.unmount();
    const five = renderModule(9, module9(5));
    expect(arrows(five.container)).toBe(2);
    // Not looping: prev is hidden at the start, next at the end.
    expect(screen.queryByRole("button", { name: "Previous" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.queryByRole("button", { name: "Next" })).toBeNull();
    expect(screen.getByRole("button", { name: "Previous" })).toBeTruthy();
  });

  it("links firstContent to firstUrl in a new tab and secondContent to secondUrl", () => {
    renderModule(9, module9(2));
    const first = screen.getByRole("link", { name: "Sofa 1" });
    expect(first.getAttribute("href")).toBe("/sofa-1.html");
    expect(first.getAttribute("target")).toBe("_blank");
    expect(first.getAttribute("rel")).toBe("noopener noreferrer");
    const second = screen.getByRole("link", { name: "From $199" });
    expect(second.getAttribute("href")).toBe("/guide/sofas#1");
    expect(second.hasAttribute("target")).toBe(false);
  });

  it("shows the pcBanner on the left, linking to viewMoreUrl", () => {
    const { container } = renderModule(9, module9(2));
    const banner = container.querySelector<HTMLImageElement>(".gm1__banner img")!;
    expect(banner.getAttribute("src")).toBe("/banner-pc.jpg");
    expect([banner.getAttribute("width"), banner.getAttribute("height")]).toEqual(["450", "640"]);
    expect(banner.closest("a")?.getAttribute("href")).toBe("/guide/sofas");
    expect(container.querySelector(".gm1__body")!.firstElementChild!.classList.contains("gm1__banner")).toBe(true);
  });

  it("uses item images (image, then pcImage/mobileImage) with explicit sizes, eager only in the first view", () => {
    const { container } = renderModule(9, module9(6));
    const images = [...container.querySelectorAll<HTMLImageElement>(".gm1__item img")];
    expect(images[0]!.getAttribute("src")).toBe("/item-1.jpg");
    expect([images[0]!.getAttribute("width"), images[0]!.getAttribute("height")]).toEqual(["600", "450"]);
    expect(images.map((img) => img.getAttribute("loading"))).toEqual(["eager", "eager", "eager", "eager", "lazy", "lazy"]);
  });

  it("keeps firstUrl reachable by keyboard when the item has no firstContent: the image is then a named link", () => {
    renderModule(9, module9(0, { packageInfo: [{ ...item(1), firstContent: "" }, item(2)] }));
    const imageLink = screen.getByRole("link", { name: "View More" });
    expect(imageLink.getAttribute("href")).toBe("/sofa-1.html");
    expect(imageLink.getAttribute("target")).toBe("_blank");
    expect(imageLink.hasAttribute("tabindex")).toBe(false);
    expect(imageLink.hasAttribute("aria-hidden")).toBe(false);
    // With a text link, the image only repeats it for the mouse.
    const repeated = screen.getByRole("link", { name: "Sofa 2" }).closest(".gm1__item")!.querySelector(".gm1__image-link")!;
    expect(repeated.getAttribute("tabindex")).toBe("-1");
    expect(repeated.getAttribute("aria-hidden")).toBe("true");
  });

  it.each(["desktop", "mobile"] as const)("names the banner link 'View More' when the module has no title (%s)", (device) => {
    const { container } = renderModule(9, module9(2, { title: "" }), { device });
    const bannerLink = container.querySelector(".gm1__banner a")!;
    expect(bannerLink.getAttribute("href")).toBe("/guide/sofas");
    expect(bannerLink.querySelector("img")!.getAttribute("alt")).toBe("View More");
  });

  it("renders without a banner (the carousel takes the width)", () => {
    const { container } = renderModule(9, module9(3, { pcBanner: null, mobileBanner: "" }));
    expect(container.querySelector(".gm1__banner")).toBeNull();
    expect(container.querySelector(".gm1--no-banner")).not.toBeNull();
  });
});

describe("graphic module 1 (type 9), mobile", () => {
  it("shows the mobileBanner, at most 4 items in a grid and a 'ViewMore' button to viewMoreUrl", () => {
    expect(MOBILE_MAX_ITEMS).toBe(4);
    const { container } = renderModule(9, module9(6), { device: "mobile" });
    expect(container.querySelector(".gm1__banner img")!.getAttribute("src")).toBe("/banner-m.jpg");
    expect(container.querySelectorAll(".gm1__grid > li")).toHaveLength(4);
    expect(container.querySelector(".swiper")).toBeNull();
    expect(screen.getByRole("link", { name: "View More" }).getAttribute("href")).toBe("/guide/sofas");
  });

  it("prefers mobileImage and falls back to the pc image and banner", () => {
    const { container } = renderModule(
      9,
      module9(0, { mobileBanner: null, packageInfo: [{ pcImage: "/pc-only.jpg", firstContent: "A" }, item(2)] }),
      { device: "mobile" },
    );
    expect(container.querySelector(".gm1__banner img")!.getAttribute("src")).toBe("/banner-pc.jpg");
    const images = [...container.querySelectorAll(".gm1__item img")].map((img) => img.getAttribute("src"));
    expect(images).toEqual(["/pc-only.jpg", "/item-2-m.jpg"]);
  });

  it("keeps the new-tab rule for firstUrl", () => {
    renderModule(9, module9(1), { device: "mobile" });
    expect(screen.getByRole("link", { name: "Sofa 1" }).getAttribute("target")).toBe("_blank");
    expect(screen.getByRole("link", { name: "Sofa 1" }).getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("has no 'ViewMore' button without viewMoreUrl", () => {
    renderModule(9, module9(2, { viewMoreUrl: "" }), { device: "mobile" });
    expect(screen.queryByRole("link", { name: "View More" })).toBeNull();
  });

  it("notes for the preview that items beyond 4 cannot be reached on mobile without a viewMoreUrl", () => {
    const hidden = renderModule(9, module9(6, { viewMoreUrl: "" }), { device: "mobile" });
    expect(hidden.container.querySelectorAll(".gm1__grid > li")).toHaveLength(4);
    expect(hidden.diagnostics.map((d) => [d.outcome, d.reason])).toEqual([
      ["altered", "on mobile only the first 4 of 6 items show, and without a viewMoreUrl the 'ViewMore' button that leads to the rest is left out"],
    ]);
    hidden.unmount();
    expect(renderModule(9, module9(6), { device: "mobile" }).diagnostics).toEqual([]);
  });
});

describe("graphic module 1 (type 9), data", () => {
  it("drops an item without an image, noting why", () => {
    const { container, diagnostics } = renderModule(9, module9(0, { packageInfo: [item(1), { firstContent: "No picture", firstUrl: "/x" }, item(3)] }));
    expect(container.querySelectorAll(".gm1__item")).toHaveLength(2);
    expect(diagnostics).toEqual([expect.objectContaining({ outcome: "altered", reason: "item 2 dropped: has no image (pcImage, mobileImage or image)" })]);
  });

  it("drops the module when no item is left, even with a banner", () => {
    const { container, diagnostics } = renderModule(9, module9(0, { packageInfo: [{ firstContent: "x" }] }));
    expect(container.querySelector("section")).toBeNull();
    expect(diagnostics.at(-1)).toMatchObject({ outcome: "dropped", reason: "packageInfo has no usable item left" });
  });

  it("never renders a javascript: link", () => {
    const { container } = renderModule(9, module9(0, { viewMoreUrl: "javascript:alert(1)", packageInfo: [{ ...item(1), firstUrl: "javascript:alert(2)", secondUrl: "JaVaScRiPt:alert(3)" }] }));
    expect(container.innerHTML.toLowerCase()).not.toContain("javascript:");
    expect(screen.queryByRole("link", { name: "Sofa 1" })).toBeNull();
    expect(screen.getByText("Sofa 1").tagName).toBe("P");
  });

  it("accepts the item list as a JSON string and the whole map as a string", () => {
    const { container } = renderModule(9, JSON.stringify(module9(0, { packageInfo: JSON.stringify([item(1), item(2), item(3)]) })));
    expect(container.querySelectorAll(".gm1__item")).toHaveLength(3);
  });
});
