// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PLACEHOLDER_IMAGE } from "~modules/kit/image";
import { buildLandingPage } from "~/lib/landing-page.server";
import { pageInfoSchema } from "~schemas/page-info";
import { renderLanding, renderModule } from "../support/render";

const image = {
  pcImage: "/pc.jpg",
  mobileImage: "/m.jpg",
  width: "1600",
  height: "800",
  mobileWidth: 750,
  mobileHeight: "1000",
  title: "A green sofa",
  url: "/guide/sofas",
};

const img = (container: HTMLElement) => container.querySelector("img")!;
const size = (el: Element) => [el.getAttribute("width"), el.getAttribute("height")];
const figure = (container: HTMLElement) => container.querySelector<HTMLElement>("figure.single-image")!;

describe("single image (type 6)", () => {
  it("shows pcImage on desktop at its given size (numbers as strings), linking to url", () => {
    const { container } = renderModule(6, image, { device: "desktop" });
    const el = screen.getByRole("img", { name: "A green sofa" });
    expect(el.getAttribute("src")).toBe("/pc.jpg");
    expect(size(el)).toEqual(["1600", "800"]);
    expect(el.closest("a")?.getAttribute("href")).toBe("/guide/sofas");
    expect(figure(container).classList.contains("single-image--desktop")).toBe(true);
    // The box keeps the proportions before the image loads, and is as wide as drawn (1600 / 19.2).
    expect(figure(container).style.aspectRatio).toBe("1600 / 800");
    expect(figure(container).style.maxWidth).toBe("83.33rem");
  });

  it("shows mobileImage on mobile at the mobile size, at most half its pixels wide (2x assets)", () => {
    const { container } = renderModule(6, image, { device: "mobile" });
    expect(img(container).getAttribute("src")).toBe("/m.jpg");
    expect(size(img(container))).toEqual(["750", "1000"]);
    expect(figure(container).classList.contains("single-image--mobile")).toBe(true);
    expect(figure(container).style.aspectRatio).toBe("750 / 1000");
    expect(figure(container).style.maxWidth).toBe("100rem");
  });

  it("falls back to pcImage on mobile, keeping the desktop image's size", () => {
    const { container } = renderModule(6, { pcImage: "/pc.jpg", width: 1600, height: 800 }, { device: "mobile" });
    expect(img(container).getAttribute("src")).toBe("/pc.jpg");
    expect(size(img(container))).toEqual(["1600", "800"]);
  });

  it("falls back to image, then mobileImage, on desktop", () => {
    const generic = renderModule(6, { image: "/any.jpg", mobileImage: "/m.jpg" }, { device: "desktop" });
    expect(img(generic.container).getAttribute("src")).toBe("/any.jpg");
    generic.unmount();
    const mobileOnly = renderModule(6, { mobileImage: "/m.jpg" }, { device: "desktop" });
    expect(img(mobileOnly.container).getAttribute("src")).toBe("/m.jpg");
    expect(size(img(mobileOnly.container))).toEqual(["750", "750"]);
  });

  it.each(["desktop", "mobile"] as const)("uses its device's default slot without a size, and notes a size that is not one (%s)", (device) => {
    const { container, diagnostics } = renderModule(6, { pcImage: "/pc.jpg", mobileImage: "/m.jpg", width: "wide", height: 500 }, { device });
    expect(size(img(container))).toEqual(device === "desktop" ? ["1920", "960"] : ["750", "750"]);
    expect(diagnostics.map((d) => [d.outcome, d.reason])).toEqual([
      ["altered", 'width "wide" is not a pixel size; the default slot is used'],
      ["altered", "height is set without width; the default slot is used"],
    ]);
  });

  it("uses name as the text alternative, and is decorative (alt=\"\") without title or name", () => {
    const named = renderModule(6, { pcImage: "/pc.jpg", name: "Reading nook" });
    expect(screen.getByRole("img", { name: "Reading nook" })).toBeTruthy();
    named.unmount();
    const { container } = renderModule(6, { pcImage: "/pc.jpg" });
    expect(img(container).getAttribute("alt")).toBe("");
  });

  it("accepts link instead of url, and is not a link without either", () => {
    const linked = renderModule(6, { pcImage: "/pc.jpg", title: "Sofa", link: "https://example.com/sofa" });
    expect(screen.getByRole("link").getAttribute("href")).toBe("https://example.com/sofa");
    linked.unmount();
    const { container } = renderModule(6, { pcImage: "/pc.jpg" });
    expect(container.querySelector("a")).toBeNull();
  });

  it.each(["desktop", "mobile"] as const)("never renders a javascript: link (%s)", (device) => {
    const { container, diagnostics } = renderModule(6, { pcImage: "/pc.jpg", url: "javascript:alert(1)" }, { device });
    expect(container.querySelector("a")).toBeNull();
    expect(container.innerHTML).not.toContain("javascript:");
    expect(diagnostics[0]?.reason).toContain('link "javascript:alert(1)" removed');
  });

  it("loads eagerly above the fold and lazily below it", () => {
    const { container } = renderLanding([
      { sortId: 1, packageType: 6, packageInfoMap: { pcImage: "/1.jpg" } },
      { sortId: 2, packageType: 6, packageInfoMap: { pcImage: "/2.jpg" } },
      { sortId: 3, packageType: 6, packageInfoMap: { pcImage: "/3.jpg" } },
    ]);
    expect([...container.querySelectorAll("img")].map((el) => el.getAttribute("loading"))).toEqual(["eager", "eager", "lazy"]);
  });

  it("shows the placeholder image when the image fails to load", () => {
    const { container } = renderModule(6, image);
    fireEvent.error(img(container));
    expect(img(container).getAttribute("src")).toBe(PLACEHOLDER_IMAGE);
  });

  it.each([
    ["no image at all", { title: "Sofa", url: "/x" }],
    ["blank images", { pcImage: "", mobileImage: "  ", image: null }],
    ["only a refused image address", { pcImage: "javascript:alert(1)" }],
  ])("renders nothing with %s, and says why", (_, data) => {
    const { container, modules, diagnostics } = renderModule(6, data, { device: "mobile" });
    expect(modules).toEqual([]);
    expect(container.querySelector("section, img")).toBeNull();
    expect(diagnostics.at(-1)).toEqual(expect.objectContaining({ outcome: "dropped", reason: "has no image (pcImage, mobileImage or image)" }));
  });
});

describe("the content-basics fixture", () => {
  const info = pageInfoSchema.parse(JSON.parse(readFileSync(path.join(__dirname, "../../fixtures/templates/content-basics.json"), "utf8")));
  const page = buildLandingPage(info, { tabs: {} });

  it("renders every module, types 6, 7 and 13 to 16 each at least once", () => {
    expect(page.modules.map((m) => m.code)).toEqual([1, 6, 13, 7, 14, 15, 16, 7, 16, 13, 6]);
    expect(page.diagnostics.filter((d) => d.outcome === "dropped")).toEqual([]);
  });

  it("reports the items it drops and the link it removes", () => {
    expect(page.diagnostics.map((d) => `${d.position}: ${d.reason}`)).toEqual([
      '4: link "javascript:alert(1)" removed: only http(s), relative, mailto: and tel: links are allowed',
      "4: tile 4 dropped: has no image (pcImage, mobileImage or image)",
      "5: entry 3 dropped: has no image (pcImage, mobileImage or image)",
      "7: card 3 dropped: has no image (pcImage, mobileImage or image)",
      "9: card 2 dropped: has no image (pcImage, mobileImage or image)",
    ]);
  });
});
