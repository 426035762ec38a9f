// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import type { Swiper as SwiperInstance } from "swiper";
import { describe, expect, it } from "vitest";
import { GRID_MAX_ITEMS, featureLayout } from "~modules/feature-row";
import { renderModule } from "../support/render";
import { layOutSwiper } from "../support/swiper-layout";

layOutSwiper();

const feature = (n: number) => ({ image: `/icon-${n}.svg`, mobileImage: `/icon-${n}-m.svg`, title: `Feature ${n}`, content: `Line ${n}` });
const features = (count: number) => ({ title: "Why Loftwell", packageInfo: Array.from({ length: count }, (_, i) => feature(i + 1)) });
const root = (container: HTMLElement) => container.querySelector<HTMLElement>(".feature-row")!;
const swiperOf = (container: HTMLElement) => (container.querySelector(".swiper") as HTMLElement & { swiper: SwiperInstance }).swiper;

describe("feature row (type 18)", () => {
  it("is a grid up to 5 items, centred below 5, a carousel above 5", () => {
    expect(GRID_MAX_ITEMS).toBe(5);
    expect([1, 4, 5, 6, 9].map(featureLayout)).toEqual(["grid-centred", "grid-centred", "grid", "carousel", "carousel"]);
  });

  it.each(["desktop", "mobile"] as const)("shows 5 items as a plain grid, not centred (%s)", (device) => {
    const { container } = renderModule(18, features(5), { device });
    expect(root(container).dataset.layout).toBe("grid");
    expect(container.querySelectorAll(".feature-row__grid > li")).toHaveLength(5);
    expect(container.querySelector(".feature-row__grid--centred")).toBeNull();
    expect(container.querySelector(".swiper")).toBeNull();
  });

  it.each(["desktop", "mobile"] as const)("centres a grid of 4 (%s)", (device) => {
    const { container } = renderModule(18, features(4), { device });
    expect(root(container).dataset.layout).toBe("grid-centred");
    expect(container.querySelector(".feature-row__grid--centred")).not.toBeNull();
  });

  it.each([
    ["desktop", 5],
    ["mobile", 3.5],
  ] as const)("shows 6 items as a carousel with arrows (%s, %s in view)", (device, inView) => {
    const { container } = renderModule(18, features(6), { device });
    expect(root(container).dataset.layout).toBe("carousel");
    expect(container.querySelectorAll(".swiper-slide")).toHaveLength(6);
    expect(container.querySelector(".feature-row__grid")).toBeNull();
    expect(swiperOf(container).params.slidesPerView).toBe(inView);
    expect(screen.getByRole("button", { name: "Next" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Previous" })).toBeNull();
  });

  it("shows the icon (decorative, sized), name and text, preferring mobile icons on mobile", () => {
    const desktop = renderModule(18, features(2));
    const icon = desktop.container.querySelector<HTMLImageElement>(".feature-row__icon")!;
    expect(icon.getAttribute("src")).toBe("/icon-1.svg");
    expect(icon.getAttribute("alt")).toBe("");
    expect([icon.getAttribute("width"), icon.getAttribute("height")]).toEqual(["160", "160"]);
    expect(screen.getByText("Feature 1")).toBeTruthy();
    expect(screen.getByText("Line 2")).toBeTruthy();
    desktop.unmount();
    const mobile = renderModule(18, { packageInfo: [feature(1), { pcImage: "/pc-icon.svg", name: "Named" }] }, { device: "mobile" });
    expect([...mobile.container.querySelectorAll(".feature-row__icon")].map((img) => img.getAttribute("src"))).toEqual(["/icon-1-m.svg", "/pc-icon.svg"]);
    expect(screen.getByText("Named")).toBeTruthy();
  });

  it("prefers mobileContent on mobile, falling back to content (and content on desktop)", () => {
    const data = { packageInfo: [{ ...feature(1), mobileContent: "Short 1" }, feature(2), { image: "/i.svg", title: "Only mobile", mobileContent: "Mobile text" }] };
    const mobile = renderModule(18, data, { device: "mobile" });
    expect([...mobile.container.querySelectorAll(".feature-row__text")].map((el) => el.textContent)).toEqual(["Short 1", "Line 2", "Mobile text"]);
    mobile.unmount();
    const desktop = renderModule(18, data, { device: "desktop" });
    expect([...desktop.container.querySelectorAll(".feature-row__text")].map((el) => el.textContent)).toEqual(["Line 1", "Line 2", "Mobile text"]);
  });

  it("links a feature with a url, never a javascript: one", () => {
    const { container } = renderModule(18, { packageInfo: [{ ...feature(1), url: "/guide/delivery" }, { ...feature(2), link: "javascript:alert(1)" }] });
    expect(screen.getByRole("link", { name: /Feature 1/ }).getAttribute("href")).toBe("/guide/delivery");
    expect(screen.queryByRole("link", { name: /Feature 2/ })).toBeNull();
    expect(container.innerHTML).not.toContain("javascript:");
  });

  it("counts only kept items: 6 with one imageless is a grid of 5", () => {
    const raw = features(6);
    raw.packageInfo[2] = { title: "No icon" } as ReturnType<typeof feature>;
    const { container, diagnostics } = renderModule(18, raw);
    expect(root(container).dataset.layout).toBe("grid");
    expect(diagnostics).toEqual([expect.objectContaining({ outcome: "altered", reason: "feature 3 dropped: has no image (pcImage, mobileImage or image)" })]);
  });

  it("drops the module when no feature has an icon", () => {
    const { container, diagnostics } = renderModule(18, { packageInfo: [{ title: "a" }, { title: "b", image: "" }] });
    expect(container.querySelector("section")).toBeNull();
    expect(diagnostics.at(-1)).toMatchObject({ outcome: "dropped", reason: "packageInfo has no usable feature left" });
  });

  it("loads eagerly only the icons in the first view", () => {
    const { container } = renderModule(18, features(7));
    expect([...container.querySelectorAll(".feature-row__icon")].map((img) => img.getAttribute("loading"))).toEqual([
      "eager", "eager", "eager", "eager", "eager", "lazy", "lazy",
    ]);
  });
});
