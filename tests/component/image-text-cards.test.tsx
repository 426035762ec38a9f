// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderModule } from "../support/render";

const cards = [
  { pcImage: "/sets.jpg", mobileImage: "/sets-m.jpg", title: "Room sets", content: "Matched pieces, 15% less.", mobileContent: "15% less.", buttonContent: "Shop room sets", url: "/guide/sets" },
  { pcImage: "/design.jpg", title: "Design help", content: "A designer replies in two days.", buttonText: "Book a session", link: "mailto:design@example.com" },
];

const items = () => screen.getAllByRole("listitem");
const root = (container: HTMLElement) => container.querySelector(".image-text-cards")!;
// Images of untitled cards are decorative (alt=""), so they are found by tag, not by role.
const srcs = () => [...document.querySelectorAll(".image-text-cards img")].map((img) => img.getAttribute("src"));

describe.each(["desktop", "mobile"] as const)("image/text cards (type 16) on %s", (device) => {
  it("renders the cards as a list with image, h3 title, text and a button link", () => {
    renderModule(16, { title: "Two ways to furnish", packageInfo: cards }, { device });
    expect(screen.getByRole("heading", { level: 2, name: "Two ways to furnish" })).toBeTruthy();
    expect(items()).toHaveLength(2);
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Room sets", "Design help"]);
    expect(screen.getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual(["/guide/sets", "mailto:design@example.com"]);
    expect(screen.getByRole("img", { name: "Room sets" })).toBeTruthy();
  });

  it("shows an arrow after each button's text, hidden from screen readers", () => {
    renderModule(16, { packageInfo: cards }, { device });
    for (const link of screen.getAllByRole("link")) {
      const arrow = link.lastElementChild!;
      expect(arrow.textContent).toBe("→");
      expect(arrow.getAttribute("aria-hidden")).toBe("true");
    }
    // The accessible name is the text alone.
    expect(screen.getByRole("link", { name: "Shop room sets" }).textContent).toBe("Shop room sets→");
  });

  it("labels a button that has only a link 'View More' (with the arrow)", () => {
    renderModule(16, { packageInfo: [{ pcImage: "/a.jpg", url: "/guide/a" }] }, { device, language: "it" });
    const link = screen.getByRole("link", { name: "Mostra di più" });
    expect(link.getAttribute("href")).toBe("/guide/a");
    expect(link.textContent).toBe("Mostra di più→");
  });

  it("shows no button for a button text without a link (or with a javascript: link), and notes it", () => {
    const { container, diagnostics } = renderModule(16, { packageInfo: [{ pcImage: "/a.jpg", title: "A", buttonContent: "Buy", url: "javascript:alert(1)" }] }, { device });
    expect(container.innerHTML).not.toContain("javascript:");
    expect(container.querySelector("a")).toBeNull();
    expect(screen.getByRole("heading", { name: "A" })).toBeTruthy();
    expect(diagnostics.map((d) => d.reason)).toEqual([
      'link "javascript:alert(1)" removed: only http(s), relative, mailto: and tel: links are allowed',
      'button "Buy" has no link, so no button is shown',
    ]);
  });

  it("drops cards without any image, with a note, and keeps one card", () => {
    const { diagnostics } = renderModule(16, { packageInfo: [{ title: "Gift cards", pcImage: " " }, cards[1]] }, { device });
    expect(items()).toHaveLength(1);
    expect(screen.queryByText("Gift cards")).toBeNull();
    expect(diagnostics).toEqual([expect.objectContaining({ outcome: "altered", reason: "card 1 dropped: has no image (pcImage, mobileImage or image)" })]);
  });

  it("renders nothing when no card has an image, and says why", () => {
    const { container, modules, diagnostics } = renderModule(16, { mobileShowNum: 2, packageInfo: [{ title: "a" }, { title: "b" }] }, { device });
    expect(modules).toEqual([]);
    expect(container.querySelector("section")).toBeNull();
    expect(diagnostics.at(-1)).toEqual(expect.objectContaining({ outcome: "dropped", reason: "packageInfo has no usable card left" }));
  });

  it("renders nothing without cards at all", () => {
    const { modules, diagnostics } = renderModule(16, { title: "T", mobileShowNum: "2" }, { device });
    expect(modules).toEqual([]);
    expect(diagnostics[0]?.reason).toBe("packageInfo has no card");
  });

  it("builds the two cards from the flat first* and second* fields when there is no packageInfo", () => {
    renderModule(
      16,
      {
        firstPcImage: "/1.jpg",
        firstMobileImage: "/1-m.jpg",
        firstTitle: "Modular sofas",
        firstContent: "Add a chaise later.",
        firstButtonContent: "See the modules",
        firstButtonUrl: "/guide/modular",
        secondPcImage: "/2.jpg",
        secondContent: "Second card text",
        secondUrl: "/guide/second",
      },
      { device },
    );
    expect(items()).toHaveLength(2);
    expect(srcs()).toEqual(device === "desktop" ? ["/1.jpg", "/2.jpg"] : ["/1-m.jpg", "/2.jpg"]);
    expect(screen.getByRole("link", { name: "See the modules" }).getAttribute("href")).toBe("/guide/modular");
    expect(screen.getByRole("link", { name: "View More" }).getAttribute("href")).toBe("/guide/second");
    expect(within(items()[1]!).getByText("Second card text")).toBeTruthy();
  });
});

describe("image/text cards (type 16) layout", () => {
  it("shows pcImage and content on desktop, two per row", () => {
    const { container } = renderModule(16, { mobileShowNum: 1, packageInfo: cards }, { device: "desktop" });
    expect(root(container).classList.contains("image-text-cards--desktop")).toBe(true);
    expect(srcs()).toEqual(["/sets.jpg", "/design.jpg"]);
    expect(screen.getByText("Matched pieces, 15% less.")).toBeTruthy();
    const img = screen.getAllByRole("img")[0]!;
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["900", "600"]);
  });

  it("prefers mobileImage and mobileContent on mobile, falling back to pcImage and content", () => {
    renderModule(16, { packageInfo: cards }, { device: "mobile" });
    expect(srcs()).toEqual(["/sets-m.jpg", "/design.jpg"]);
    expect(screen.getByText("15% less.")).toBeTruthy();
    expect(screen.queryByText("Matched pieces, 15% less.")).toBeNull();
    expect(screen.getByText("A designer replies in two days.")).toBeTruthy();
  });

  it.each([
    [2, 2, ["330", "220"]],
    ["2", 2, ["330", "220"]],
    [1, 1, ["690", "460"]],
    [undefined, 1, ["690", "460"]],
  ])("on mobile, mobileShowNum %j gives %i column(s)", (mobileShowNum, columns, size) => {
    const { container, diagnostics } = renderModule(16, { mobileShowNum, packageInfo: cards }, { device: "mobile" });
    expect(root(container).classList.contains(`image-text-cards--columns-${columns}`)).toBe(true);
    expect(root(container).classList.contains(`image-text-cards--columns-${3 - columns}`)).toBe(false);
    const img = screen.getAllByRole("img")[0]!;
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(size);
    expect(diagnostics).toEqual([]);
  });

  it("uses one column on mobile, with a note, when mobileShowNum is neither 1 nor 2", () => {
    const { container, diagnostics } = renderModule(16, { mobileShowNum: "3", packageInfo: cards }, { device: "mobile" });
    expect(root(container).classList.contains("image-text-cards--columns-1")).toBe(true);
    expect(diagnostics[0]?.reason).toBe('mobileShowNum "3" is not 1 or 2; one column is used on mobile');
  });

  it("ignores mobileShowNum on desktop", () => {
    const { container } = renderModule(16, { mobileShowNum: 2, packageInfo: cards }, { device: "desktop" });
    expect(root(container).className).toBe("image-text-cards image-text-cards--desktop");
  });
});
