// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import type { Swiper as SwiperInstance } from "swiper";
import { describe, expect, it } from "vitest";
import { LandingModules } from "~/components/landing-modules";
import type { Device } from "~schemas/rules/device";
import { buildLandingPage } from "~/lib/landing-page.server";
import type { StoreId } from "~schemas/rules/stores";
import { ARROWS_ABOVE_IMAGES, themedTitleImage } from "~modules/buyer-show";
import { pageInfoSchema } from "~schemas/page-info";
import { renderModule, TEST_PAGE, unloaded, withI18n } from "../support/render";
import { layOutSwiper } from "../support/swiper-layout";

layOutSwiper();

const photo = (n: number) => ({ image: `/buyer-${n}.jpg`, mobileImage: `/buyer-${n}-m.jpg`, title: `Photo ${n}` });
const show = (count: number, extra: Record<string, unknown> = {}) => ({
  title: "Real homes, real sofas",
  packageInfo: Array.from({ length: count }, (_, i) => photo(i + 1)),
  ...extra,
});
const prev = () => screen.queryByRole("button", { name: "Previous" });
const next = () => screen.queryByRole("button", { name: "Next" });
const swiperOf = (container: HTMLElement) => (container.querySelector(".swiper") as HTMLElement & { swiper: SwiperInstance }).swiper;

/** The page pipeline with a chosen page (urlKey, store), which renderModule fixes to "test" and store 3. */
function renderOnPage(infoMap: unknown, { urlKey, store, device = "desktop" }: { urlKey: string; store: StoreId; device?: Device }) {
  const info = pageInfoSchema.parse({ templatePackageList: [{ sortId: 1, packageType: 21, packageInfoMap: infoMap }] });
  const { modules } = buildLandingPage(info, { tabs: {} });
  return render(withI18n(<LandingModules modules={unloaded(modules)} page={{ ...TEST_PAGE, urlKey, device, store, theme: info.theme }} />));
}

describe("buyer show (type 21)", () => {
  it.each(["desktop", "mobile"] as const)("has no arrows with 3 images (%s)", (device) => {
    expect(ARROWS_ABOVE_IMAGES).toBe(3);
    const { container } = renderModule(21, show(3), { device });
    expect(container.querySelectorAll(".carousel__arrow")).toHaveLength(0);
    expect(container.querySelectorAll(".swiper-slide")).toHaveLength(3);
  });

  it.each(["desktop", "mobile"] as const)("has arrows with 4 images: prev hidden at the start, next at the end (%s)", (device) => {
    const { container } = renderModule(21, show(4), { device });
    expect(container.querySelectorAll(".carousel__arrow")).toHaveLength(2);
    expect(prev()).toBeNull();
    expect(next()).not.toBeNull();
    const swiper = swiperOf(container);
    for (let i = 0; i < 10 && next(); i++) fireEvent.click(next()!);
    expect(swiper.isEnd).toBe(true);
    expect(prev()).not.toBeNull();
    for (let i = 0; i < 10 && prev(); i++) fireEvent.click(prev()!);
    expect(swiper.isBeginning).toBe(true);
    expect(next()).not.toBeNull();
  });

  it("does not loop", () => {
    const { container } = renderModule(21, show(6));
    expect(container.querySelector<HTMLElement>(".carousel")!.dataset.loop).toBe("false");
  });

  it("keeps a mobile carousel of 3 (2.2 in view) keyboard-reachable without arrows", () => {
    const { container } = renderModule(21, show(3), { device: "mobile" });
    const region = screen.getByRole("region", { name: "Real homes, real sofas" });
    // Its track, which scrolls, takes focus; the arrow keys pressed there move the carousel.
    const track = region.querySelector<HTMLElement>(".swiper")!;
    expect(track.tabIndex).toBe(0);
    fireEvent.keyDown(track, { key: "ArrowRight" });
    expect(swiperOf(container).activeIndex).toBe(1);
  });

  it("shows the title as a heading, square sized photos and links", () => {
    const { container } = renderModule(21, show(2, { packageInfo: [{ ...photo(1), url: "/harlow-sofa.html?variant=12" }, photo(2)] }));
    expect(screen.getByRole("heading", { level: 2, name: "Real homes, real sofas" })).toBeTruthy();
    const img = screen.getByRole("img", { name: "Photo 1" });
    expect(img.getAttribute("src")).toBe("/buyer-1.jpg");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["600", "600"]);
    expect(img.closest("a")?.getAttribute("href")).toBe("/harlow-sofa.html?variant=12");
    expect(screen.getByRole("img", { name: "Photo 2" }).closest("a")).toBeNull();
    expect(container.innerHTML).not.toContain("javascript:");
  });

  it("prefers mobileImage on mobile, falling back to pcImage", () => {
    renderModule(21, show(0, { packageInfo: [photo(1), { pcImage: "/pc.jpg", title: "Pc only" }] }), { device: "mobile" });
    expect(screen.getByRole("img", { name: "Photo 1" }).getAttribute("src")).toBe("/buyer-1-m.jpg");
    expect(screen.getByRole("img", { name: "Pc only" }).getAttribute("src")).toBe("/pc.jpg");
  });

  it("drops an image without an image field, noting why, and the module when none is left", () => {
    const kept = renderModule(21, show(0, { packageInfo: [photo(1), { title: "Lost", url: "/x" }, photo(3), photo(4)] }));
    expect(kept.container.querySelectorAll(".swiper-slide")).toHaveLength(3);
    // 3 images left: no arrows.
    expect(kept.container.querySelectorAll(".carousel__arrow")).toHaveLength(0);
    expect(kept.diagnostics).toEqual([expect.objectContaining({ outcome: "altered", reason: "image 2 dropped: has no image (pcImage, mobileImage or image)" })]);
    kept.unmount();
    const gone = renderModule(21, show(0, { packageInfo: [{ title: "Lost" }] }));
    expect(gone.container.querySelector("section")).toBeNull();
    expect(gone.diagnostics.at(-1)).toMatchObject({ outcome: "dropped", reason: "packageInfo has no usable image left" });
  });

  it("never renders a javascript: link", () => {
    const { container } = renderModule(21, show(0, { packageInfo: [{ ...photo(1), url: "javascript:alert(1)" }] }));
    expect(container.innerHTML).not.toContain("javascript:");
  });
});

describe("buyer show on /guide/black-friday", () => {
  it.each([
    [3, "US"],
    [4, "CA"],
    [8, "US"],
    [9, "US"],
  ] as const)("store %s replaces the title with the %s themed image", (store, region) => {
    expect(themedTitleImage("black-friday", store)).toBe(`/fixture-images/black-friday-title-${region}.svg`);
    for (const device of ["desktop", "mobile"] as const) {
      const { unmount } = renderOnPage(show(4), { urlKey: "black-friday", store, device });
      const heading = screen.getByRole("heading", { level: 2, name: "Real homes, real sofas" });
      const img = heading.querySelector("img")!;
      expect(img.getAttribute("src")).toBe(`/fixture-images/black-friday-title-${region}.svg`);
      expect(img.getAttribute("alt")).toBe("Real homes, real sofas");
      expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1200", "160"]);
      unmount();
    }
  });

  it.each([1, 5, 6, 7] as const)("store %s keeps the text title", (store) => {
    expect(themedTitleImage("black-friday", store)).toBeNull();
    renderOnPage(show(4), { urlKey: "black-friday", store });
    expect(screen.getByRole("heading", { level: 2 }).querySelector("img")).toBeNull();
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Real homes, real sofas");
  });

  it("keeps the text title on other pages, in every store", () => {
    for (const store of [3, 4, 8, 9] as const) {
      expect(themedTitleImage("sale", store)).toBeNull();
      const { unmount } = renderOnPage(show(4), { urlKey: "sale", store });
      expect(screen.getByRole("heading", { level: 2 }).querySelector("img")).toBeNull();
      unmount();
    }
  });

  it("shows no themed image when the module has no title", () => {
    const { container } = renderOnPage(show(4, { title: "" }), { urlKey: "black-friday", store: 3 });
    expect(container.querySelector(".buyer-show__title")).toBeNull();
  });
});
