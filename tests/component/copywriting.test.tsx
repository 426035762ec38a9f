// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderModule } from "../support/render";

const copy = {
  title: "Start with what you sit on",
  subtitle: "Then add light",
  content: "First paragraph.\n\n  Second paragraph.  \r\nThird paragraph.",
  mobileContent: "Short first.\nShort second.",
  color: "#112233",
  buttonText: "Shop all",
  buttonUrl: "/guide/living",
};

const paragraphs = (container: HTMLElement) => [...container.querySelectorAll(".copywriting__paragraph")].map((p) => p.textContent);

describe("copywriting (type 13)", () => {
  it("renders the title as h2, the subtitle and one paragraph per line of content on desktop", () => {
    const { container } = renderModule(13, copy, { device: "desktop" });
    expect(screen.getByRole("heading", { level: 2, name: "Start with what you sit on" })).toBeTruthy();
    expect(screen.getByText("Then add light")).toBeTruthy();
    expect(paragraphs(container)).toEqual(["First paragraph.", "Second paragraph.", "Third paragraph."]);
    expect(container.querySelector(".copywriting")?.classList.contains("copywriting--desktop")).toBe(true);
  });

  it("uses mobileContent on mobile", () => {
    const { container } = renderModule(13, copy, { device: "mobile" });
    expect(paragraphs(container)).toEqual(["Short first.", "Short second."]);
    expect(container.querySelector(".copywriting")?.classList.contains("copywriting--mobile")).toBe(true);
  });

  it("falls back to content on mobile, and to mobileContent on desktop", () => {
    const mobile = renderModule(13, { content: "Only desktop text" }, { device: "mobile" });
    expect(paragraphs(mobile.container)).toEqual(["Only desktop text"]);
    mobile.unmount();
    const desktop = renderModule(13, { mobileContent: "Only mobile text" }, { device: "desktop" });
    expect(paragraphs(desktop.container)).toEqual(["Only mobile text"]);
  });

  it("accepts pcContent instead of content", () => {
    const { container } = renderModule(13, { pcContent: "From pcContent" });
    expect(paragraphs(container)).toEqual(["From pcContent"]);
  });

  it.each(["desktop", "mobile"] as const)("renders the button as a link with its text, in the text colour (%s)", (device) => {
    const { container } = renderModule(13, copy, { device });
    expect(screen.getByRole("link", { name: "Shop all" }).getAttribute("href")).toBe("/guide/living");
    expect(container.querySelector<HTMLElement>(".copywriting")?.style.color).toBe("rgb(17, 34, 51)");
  });

  it("labels a button that has only a link 'View More', in the store's language", () => {
    renderModule(13, { content: "Text", url: "/guide/x" }, { language: "de" });
    expect(screen.getByRole("link", { name: "Mehr anzeigen" }).getAttribute("href")).toBe("/guide/x");
  });

  it("shows no button for a button text without a link, and notes it", () => {
    const { container, diagnostics } = renderModule(13, { content: "Text", buttonText: "Shop" });
    expect(container.querySelector("a")).toBeNull();
    expect(diagnostics).toEqual([expect.objectContaining({ outcome: "altered", reason: 'button "Shop" has no buttonUrl, so no button is shown' })]);
  });

  it.each(["desktop", "mobile"] as const)("never renders a javascript: link (%s)", (device) => {
    const { container } = renderModule(13, { content: "Text", buttonText: "Win", buttonUrl: "javascript:alert(1)" }, { device });
    expect(container.innerHTML).not.toContain("javascript:");
    expect(container.querySelector("a")).toBeNull();
  });

  it("shows markup in the text as text, never as HTML", () => {
    const { container } = renderModule(13, { content: "<b>bold</b><img src=x onerror=alert(1)>" });
    expect(container.querySelector("b, .copywriting img")).toBeNull();
    expect(paragraphs(container)).toEqual(["<b>bold</b><img src=x onerror=alert(1)>"]);
  });

  it("keeps the inherited colour when color is not a colour, and notes it", () => {
    const { container, diagnostics } = renderModule(13, { title: "T", color: "red; background: url(x)" });
    expect(container.querySelector<HTMLElement>(".copywriting")?.style.color).toBe("inherit");
    expect(diagnostics[0]?.reason).toContain("is not a colour");
  });

  it("renders a title alone, with no paragraphs", () => {
    const { container } = renderModule(13, { title: "Just a heading", content: "  " });
    expect(screen.getByRole("heading", { name: "Just a heading" })).toBeTruthy();
    expect(container.querySelector(".copywriting__text")).toBeNull();
  });

  it.each([
    ["no fields", {}],
    ["blank title and content", { title: " ", content: "\n\n", subtitle: "Sub only", buttonUrl: "/x" }],
  ])("renders nothing with %s, and says why", (_, data) => {
    const { container, modules, diagnostics } = renderModule(13, data);
    expect(modules).toEqual([]);
    expect(container.querySelector("section")).toBeNull();
    expect(diagnostics.at(-1)).toEqual(expect.objectContaining({ outcome: "dropped", reason: "has no text (title or content)" }));
  });
});
