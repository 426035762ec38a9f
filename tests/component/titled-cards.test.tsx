// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderLanding, renderModule } from "../support/render";

const card = (n: number, extra: Record<string, unknown> = {}) => ({
  title: `Card ${n}`,
  content: `Text ${n}`,
  pcImage: `/pc-${n}.jpg`,
  mobileImage: `/m-${n}.jpg`,
  buttonContent: `Shop ${n}`,
  link: `https://example.com/shop-${n}`,
  ...extra,
});
const srcs = (container: HTMLElement) => [...container.querySelectorAll("img")].map((img) => img.getAttribute("src"));

describe("titled cards (type 19)", () => {
  it.each(["desktop", "mobile"] as const)("shows each card's title, text and a button opening its link in a new tab (%s)", (device) => {
    renderModule(19, { packageInfo: [card(1), card(2)], title: "Room guides" }, { device });
    expect(screen.getByRole("heading", { level: 2, name: "Room guides" })).toBeTruthy();
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole("heading", { level: 3, name: "Card 1" })).toBeTruthy();
    expect(within(cards[0]!).getByText("Text 1")).toBeTruthy();
    const button = within(cards[1]!).getByRole("link", { name: "Shop 2" });
    expect(button.getAttribute("href")).toBe("https://example.com/shop-2");
    expect(button.getAttribute("target")).toBe("_blank");
    expect(button.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("uses h2 card titles when the module has no title of its own", () => {
    renderModule(19, { packageInfo: [card(1)] });
    expect(screen.getByRole("heading", { level: 2, name: "Card 1" })).toBeTruthy();
  });

  it("shows pcImage on desktop at 435×290", () => {
    const { container } = renderModule(19, { packageInfo: [card(1)] }, { device: "desktop" });
    expect(srcs(container)).toEqual(["/pc-1.jpg"]);
    const img = container.querySelector("img")!;
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["435", "290"]);
    expect((img.parentElement as HTMLElement).style.aspectRatio).toBe("435 / 290");
  });

  it("shows mobileImage on mobile at 690×460, falling back to pcImage, then image", () => {
    const { container } = renderModule(
      19,
      { packageInfo: [card(1), card(2, { mobileImage: null }), card(3, { mobileImage: "", pcImage: "", image: "/any-3.jpg" })] },
      { device: "mobile" },
    );
    expect(srcs(container)).toEqual(["/m-1.jpg", "/pc-2.jpg", "/any-3.jpg"]);
    const img = container.querySelector("img")!;
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["690", "460"]);
    expect((img.parentElement as HTMLElement).style.aspectRatio).toBe("690 / 460");
  });

  it("prefers mobileContent on mobile, falling back to content (and content on desktop)", () => {
    const data = { packageInfo: [card(1, { mobileContent: "Short 1" }), card(2), card(3, { content: null, mobileContent: "Mobile 3" })] };
    const texts = (container: HTMLElement) => [...container.querySelectorAll(".titled-cards__content")].map((p) => p.textContent);
    const mobile = renderModule(19, data, { device: "mobile" });
    expect(texts(mobile.container)).toEqual(["Short 1", "Text 2", "Mobile 3"]);
    mobile.unmount();
    const desktop = renderModule(19, data, { device: "desktop" });
    expect(texts(desktop.container)).toEqual(["Text 1", "Text 2", "Mobile 3"]);
  });

  it("renders a card without an image as text only", () => {
    const { container } = renderModule(19, { packageInfo: [card(1, { pcImage: null, mobileImage: null })] });
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector(".titled-cards__media")).toBeNull();
    expect(screen.getByRole("heading", { name: "Card 1" })).toBeTruthy();
  });

  it("accepts url for link and name for title; labels a button without buttonContent 'View More'", () => {
    renderModule(19, { packageInfo: [{ name: "Named", url: "/guide/beds" }] });
    expect(screen.getByRole("heading", { name: "Named" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "View More" }).getAttribute("href")).toBe("/guide/beds");
  });

  it("leaves the button out without a usable link, never rendering javascript: (noted)", () => {
    const { container, diagnostics } = renderModule(19, { packageInfo: [card(1, { link: "javascript:alert(1)" })] });
    expect(container.innerHTML).not.toContain("javascript:");
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByRole("heading", { name: "Card 1" })).toBeTruthy();
    expect(diagnostics.map((d) => d.reason)).toContainEqual('card "Card 1": button "Shop 1" left out: it has no usable link');
  });

  it("drops cards without a title (noted) and the module when none remains", () => {
    const kept = renderModule(19, { packageInfo: [card(1, { title: "  " }), card(2)] });
    expect(screen.getAllByRole("article")).toHaveLength(1);
    expect(kept.diagnostics.map((d) => d.reason)).toContain("card 1 dropped: has no title (title or name)");
    kept.unmount();
    const dropped = renderModule(19, { packageInfo: [{ content: "No title" }] });
    expect(dropped.container.querySelector("section")).toBeNull();
    expect(dropped.diagnostics.find((d) => d.outcome === "dropped")?.reason).toBe("packageInfo has no usable card left");
  });

  it("accepts packageInfo as JSON text and numbers as text", () => {
    renderModule(19, { packageInfo: JSON.stringify([card(1, { title: 2025, buttonContent: 30 })]) });
    expect(screen.getByRole("heading", { name: "2025" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "30" })).toBeTruthy();
  });

  it("loads images eagerly above the fold and lazily below it", () => {
    const { container } = renderLanding([
      { sortId: 1, packageType: 19, packageInfoMap: { packageInfo: [card(1)] } },
      { sortId: 2, packageType: 19, packageInfoMap: { packageInfo: [card(2)] } },
      { sortId: 3, packageType: 19, packageInfoMap: { packageInfo: [card(3)] } },
    ]);
    expect([...container.querySelectorAll("img")].map((img) => img.getAttribute("loading"))).toEqual(["eager", "eager", "lazy"]);
  });
});
