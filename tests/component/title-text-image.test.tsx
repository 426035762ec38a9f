// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderModule } from "../support/render";

const block = {
  leftTitle: "Keep your sofa looking new",
  leftContent: "Vacuum weekly#Turn the cushions monthly##Blot spills at once#",
  pcImage: "/care.jpg",
  mobileImage: "/care-m.jpg",
  imageAlt: "A sofa in a sunlit room",
  buttonText: "Read the care guide",
  buttonUrl: "/guide/care",
};

const lines = (container: HTMLElement) => [...container.querySelectorAll(".title-text-image__line")].map((p) => p.textContent);
const root = (container: HTMLElement) => container.querySelector(".title-text-image")!;

describe.each([
  ["desktop", "/care.jpg", ["960", "640"]],
  ["mobile", "/care-m.jpg", ["750", "500"]],
] as const)("left title/text + right image (type 15) on %s", (device, src, size) => {
  it("renders the title as h2, the content split into lines on '#', the button and the image", () => {
    const { container } = renderModule(15, block, { device });
    expect(root(container).classList.contains(`title-text-image--${device}`)).toBe(true);
    expect(screen.getByRole("heading", { level: 2, name: "Keep your sofa looking new" })).toBeTruthy();
    expect(lines(container)).toEqual(["Vacuum weekly", "Turn the cushions monthly", "Blot spills at once"]);
    expect(screen.getByRole("link", { name: "Read the care guide" }).getAttribute("href")).toBe("/guide/care");
    const img = screen.getByRole("img", { name: "A sofa in a sunlit room" });
    expect([img.getAttribute("src"), img.getAttribute("width"), img.getAttribute("height")]).toEqual([src, ...size]);
  });

  it("puts the text before the image (left on desktop, above it when stacked on mobile)", () => {
    const { container } = renderModule(15, block, { device });
    expect([...root(container).children].map((el) => el.className)).toEqual(["title-text-image__text", "title-text-image__media"]);
  });

  it("accepts title and content instead of leftTitle and leftContent", () => {
    const { container } = renderModule(15, { title: "Alt title", content: "One#Two", pcImage: "/a.jpg" }, { device });
    expect(screen.getByRole("heading", { name: "Alt title" })).toBeTruthy();
    expect(lines(container)).toEqual(["One", "Two"]);
  });

  it("is decorative (alt=\"\") without imageAlt: the heading beside it carries the meaning", () => {
    const { container } = renderModule(15, { leftTitle: "T", pcImage: "/a.jpg" }, { device });
    expect(container.querySelector("img")?.getAttribute("alt")).toBe("");
  });

  it("never renders a javascript: link", () => {
    const { container } = renderModule(15, { ...block, buttonUrl: "javascript:alert(1)" }, { device });
    expect(container.innerHTML).not.toContain("javascript:");
    expect(container.querySelector("a")).toBeNull();
  });

  it("renders nothing without an image, and says why", () => {
    const { container, modules, diagnostics } = renderModule(15, { ...block, pcImage: "", mobileImage: null }, { device });
    expect(modules).toEqual([]);
    expect(container.querySelector("section")).toBeNull();
    expect(diagnostics.at(-1)).toEqual(expect.objectContaining({ outcome: "dropped", reason: "has no image (pcImage, mobileImage or image)" }));
  });

  it("renders nothing without a title or any line of text, and says why", () => {
    const { modules, diagnostics } = renderModule(15, { leftTitle: " ", leftContent: "# #", pcImage: "/a.jpg" }, { device });
    expect(modules).toEqual([]);
    expect(diagnostics.at(-1)).toEqual(expect.objectContaining({ outcome: "dropped", reason: "has no text (leftTitle or leftContent)" }));
  });
});

describe("left title/text + right image (type 15) fallbacks", () => {
  it("falls back to pcImage on mobile and to mobileImage on desktop", () => {
    const mobile = renderModule(15, { leftTitle: "T", pcImage: "/pc.jpg" }, { device: "mobile" });
    expect(mobile.container.querySelector("img")?.getAttribute("src")).toBe("/pc.jpg");
    mobile.unmount();
    const desktop = renderModule(15, { leftTitle: "T", mobileImage: "/m.jpg" }, { device: "desktop" });
    expect(desktop.container.querySelector("img")?.getAttribute("src")).toBe("/m.jpg");
  });

  it("uses mobileContent's lines on mobile when set, leftContent's otherwise", () => {
    const withMobile = renderModule(15, { ...block, mobileContent: "Short#Lines" }, { device: "mobile" });
    expect(lines(withMobile.container)).toEqual(["Short", "Lines"]);
    withMobile.unmount();
    const desktop = renderModule(15, { ...block, mobileContent: "Short#Lines" }, { device: "desktop" });
    expect(lines(desktop.container)).toEqual(["Vacuum weekly", "Turn the cushions monthly", "Blot spills at once"]);
  });

  it("labels a button with only a link 'View More' and shows none for text without a link", () => {
    const viewMore = renderModule(15, { leftTitle: "T", pcImage: "/a.jpg", url: "/guide/x" }, { language: "fr" });
    expect(screen.getByRole("link", { name: "Voir plus" }).getAttribute("href")).toBe("/guide/x");
    viewMore.unmount();
    const { container, diagnostics } = renderModule(15, { leftTitle: "T", pcImage: "/a.jpg", buttonText: "Go" });
    expect(container.querySelector("a")).toBeNull();
    expect(diagnostics[0]?.reason).toBe('button "Go" has no buttonUrl, so no button is shown');
  });
});
