// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import type { Swiper as SwiperInstance } from "swiper";
import { describe, expect, it } from "vitest";
import { BANNER_CAROUSEL_AUTOPLAY_DELAY, BANNER_CAROUSEL_SPEED, bannerCarouselLoops } from "~modules/banner-carousel";
import { renderLanding, renderModule } from "../support/render";
import { layOutSwiper } from "../support/swiper-layout";

layOutSwiper();

const slide = (n: number, extra: Record<string, unknown> = {}) => ({
  pcImage: `/pc-${n}.jpg`,
  mobileImage: `/m-${n}.jpg`,
  url: `/guide/offer-${n}`,
  title: `Offer ${n}`,
  ...extra,
});
const carousel = (container: HTMLElement) => container.querySelector<HTMLElement>(".carousel")!;
const swiperOf = (container: HTMLElement) => (container.querySelector(".swiper") as HTMLElement & { swiper: SwiperInstance }).swiper;

describe("banner carousel (type 5)", () => {
  it("uses the spec's constants: autoplay 6000 ms, speed 1000 ms, loop only with more than one slide", () => {
    expect(BANNER_CAROUSEL_AUTOPLAY_DELAY).toBe(6000);
    expect(BANNER_CAROUSEL_SPEED).toBe(1000);
    expect([0, 1, 2, 3].map(bannerCarouselLoops)).toEqual([false, false, true, true]);
  });

  it.each(["desktop", "mobile"] as const)("autoplays every 6000 ms at speed 1000 and loops with 3 slides (%s)", (device) => {
    const { container } = renderModule(5, { packageInfo: [slide(1), slide(2), slide(3)] }, { device });
    expect(carousel(container).dataset).toMatchObject({ loop: "true", autoplayDelay: "6000", speed: "1000", slides: "3", slidesPerView: "1" });
    const swiper = swiperOf(container);
    expect(swiper.params.loop).toBe(true);
    expect(swiper.params.speed).toBe(1000);
    expect(swiper.params.autoplay).toMatchObject({ enabled: true, delay: 6000 });
    // Looping: both arrows stay, even at the first slide.
    expect(screen.getByRole("button", { name: "Previous" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Next" })).toBeTruthy();
  });

  it.each(["desktop", "mobile"] as const)("does not loop, autoplay or show arrows with one slide (%s)", (device) => {
    const { container } = renderModule(5, { packageInfo: [slide(1)] }, { device });
    expect(carousel(container).dataset.loop).toBe("false");
    expect(carousel(container).dataset.autoplayDelay).toBeUndefined();
    expect(swiperOf(container).params.loop).toBe(false);
    expect(screen.queryByRole("button", { name: "Next" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Previous" })).toBeNull();
  });

  it("loops with exactly two slides", () => {
    const { container } = renderModule(5, { packageInfo: [slide(1), slide(2)] });
    expect(carousel(container).dataset.loop).toBe("true");
    expect(swiperOf(container).params.loop).toBe(true);
  });

  it("shows pcImage at the 1920×600 slot on desktop, each slide a link", () => {
    renderModule(5, { packageInfo: [slide(1), slide(2)] }, { device: "desktop" });
    const img = screen.getByRole("img", { name: "Offer 2" });
    expect(img.getAttribute("src")).toBe("/pc-2.jpg");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1920", "600"]);
    expect(img.closest("a")?.getAttribute("href")).toBe("/guide/offer-2");
  });

  it("shows mobileImage at the 750×500 slot on mobile, falling back to mobileBanner, then pcImage", () => {
    renderModule(
      5,
      { packageInfo: [slide(1), { pcImage: "/pc-2.jpg", mobileBanner: "/mb-2.jpg", title: "Two" }, { pcImage: "/pc-3.jpg", title: "Three" }] },
      { device: "mobile" },
    );
    const one = screen.getByRole("img", { name: "Offer 1" });
    expect(one.getAttribute("src")).toBe("/m-1.jpg");
    expect([one.getAttribute("width"), one.getAttribute("height")]).toEqual(["750", "500"]);
    expect(screen.getByRole("img", { name: "Two" }).getAttribute("src")).toBe("/mb-2.jpg");
    expect(screen.getByRole("img", { name: "Three" }).getAttribute("src")).toBe("/pc-3.jpg");
  });

  it("falls back to mobileImage (or image) on desktop", () => {
    renderModule(5, { packageInfo: [{ mobileImage: "/m.jpg", title: "M" }, { image: "/i.jpg", title: "I" }] });
    expect(screen.getByRole("img", { name: "M" }).getAttribute("src")).toBe("/m.jpg");
    expect(screen.getByRole("img", { name: "I" }).getAttribute("src")).toBe("/i.jpg");
  });

  it("loads only the first slide eagerly above the fold", () => {
    const { container } = renderModule(5, { packageInfo: [slide(1), slide(2), slide(3)] });
    expect([...container.querySelectorAll("img")].map((img) => img.getAttribute("loading"))).toEqual(["eager", "lazy", "lazy"]);
  });

  it("loads every slide lazily below the fold", () => {
    const { container } = renderLanding([
      { sortId: 1, packageType: 4, packageInfoMap: { pcImage: "/1.jpg" } },
      { sortId: 2, packageType: 4, packageInfoMap: { pcImage: "/2.jpg" } },
      { sortId: 3, packageType: 5, packageInfoMap: { packageInfo: [slide(1), slide(2)] } },
    ]);
    const slides = container.querySelectorAll('[data-module-type="5"] img');
    expect([...slides].map((img) => img.getAttribute("loading"))).toEqual(["lazy", "lazy"]);
  });

  it("drops a slide without any image, noting why, and no longer loops when one slide is left", () => {
    const { container, diagnostics } = renderModule(5, { packageInfo: [slide(1), { url: "/x", title: "No image" }] });
    expect(container.querySelectorAll(".swiper-slide")).toHaveLength(1);
    expect(carousel(container).dataset.loop).toBe("false");
    expect(diagnostics).toEqual([
      expect.objectContaining({ outcome: "altered", reason: "slide 2 dropped: has no image (pcImage, mobileImage or image)" }),
    ]);
  });

  it("drops the module when no slide has an image", () => {
    const { container, diagnostics } = renderModule(5, { packageInfo: [{ url: "/x" }, { pcImage: "", mobileImage: null }] });
    expect(container.querySelector("section")).toBeNull();
    expect(diagnostics.at(-1)).toMatchObject({ outcome: "dropped", reason: "packageInfo has no usable slide left" });
  });

  it("drops the module without slides", () => {
    const { diagnostics } = renderModule(5, { packageInfo: [] });
    expect(diagnostics[0]).toMatchObject({ outcome: "dropped", reason: "packageInfo has no slide" });
  });

  it("accepts packageInfo as a JSON string", () => {
    const { container } = renderModule(5, { packageInfo: JSON.stringify([slide(1), slide(2)]) });
    expect(container.querySelectorAll(".swiper-slide")).toHaveLength(2);
  });

  it("never renders a javascript: link, and reports it", () => {
    const { container, diagnostics } = renderModule(5, { packageInfo: [slide(1, { url: "javascript:alert(1)" }), slide(2)] });
    expect(container.innerHTML).not.toContain("javascript:");
    expect(screen.getByRole("img", { name: "Offer 1" }).closest("a")).toBeNull();
    expect(diagnostics[0]?.reason).toContain("javascript:alert(1)");
  });

  it("moves to the next slide with the next button and the arrow keys", () => {
    const { container } = renderModule(5, { packageInfo: [slide(1), slide(2), slide(3)] });
    const swiper = swiperOf(container);
    // A looping Swiper ignores moves during its 1000 ms transition; jsdom never ends it by itself.
    const settle = () => fireEvent.transitionEnd(container.querySelector(".swiper-wrapper")!);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(swiper.realIndex).toBe(1);
    settle();
    fireEvent.keyDown(carousel(container), { key: "ArrowRight" });
    expect(swiper.realIndex).toBe(2);
    settle();
    fireEvent.keyDown(carousel(container), { key: "ArrowLeft" });
    expect(swiper.realIndex).toBe(1);
  });
});
