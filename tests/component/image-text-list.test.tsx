// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderModule } from "../support/render";

const entries = [
  { pcImage: "/dining.jpg", mobileImage: "/dining-m.jpg", title: "Dining", content: "Leave 90 cm#Pick a longer table#  #Hang the pendant low#", url: "/guide/dining" },
  { pcImage: "/bed.jpg", title: "Bedroom", content: "Rug past the bed#Tables at mattress height", mobileContent: "Rug#Tables" },
  { image: "/nook.jpg", name: "Reading nook", pcContent: "One chair" },
];

const lines = (li: HTMLElement) => [...li.querySelectorAll(".image-text-list__line")].map((p) => p.textContent);
const items = () => screen.getAllByRole("listitem");

describe("image plus text list (type 14) on desktop", () => {
  it("renders one list item per entry with its image, h3 title and the text split into lines on '#'", () => {
    const { container } = renderModule(14, { title: "Plan your room", packageInfo: entries }, { device: "desktop" });
    expect(container.querySelector(".image-text-list")?.classList.contains("image-text-list--desktop")).toBe(true);
    expect(screen.getByRole("heading", { level: 2, name: "Plan your room" })).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Dining", "Bedroom", "Reading nook"]);
    // Blank pieces between or after the '#' separators are left out.
    expect(items().map(lines)).toEqual([["Leave 90 cm", "Pick a longer table", "Hang the pendant low"], ["Rug past the bed", "Tables at mattress height"], ["One chair"]]);
    expect(items().map((li) => within(li).getByRole("img").getAttribute("src"))).toEqual(["/dining.jpg", "/bed.jpg", "/nook.jpg"]);
    const img = within(items()[0]!).getByRole("img");
    expect([img.getAttribute("width"), img.getAttribute("height"), img.getAttribute("alt")]).toEqual(["600", "400", "Dining"]);
  });

  it("links the whole entry when it has url or link", () => {
    renderModule(14, { packageInfo: [entries[0], { ...entries[1], link: "/guide/bed" }, entries[2]] }, { device: "desktop" });
    const links = screen.getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["/guide/dining", "/guide/bed"]);
    expect(within(links[0]!).getByRole("heading", { name: "Dining" })).toBeTruthy();
  });
});

describe("image plus text list (type 14) on mobile", () => {
  it("prefers mobileImage and mobileContent, falling back to pcImage and content", () => {
    const { container } = renderModule(14, { packageInfo: entries }, { device: "mobile" });
    expect(container.querySelector(".image-text-list")?.classList.contains("image-text-list--mobile")).toBe(true);
    expect(items().map((li) => within(li).getByRole("img").getAttribute("src"))).toEqual(["/dining-m.jpg", "/bed.jpg", "/nook.jpg"]);
    expect(items().map(lines)).toEqual([["Leave 90 cm", "Pick a longer table", "Hang the pendant low"], ["Rug", "Tables"], ["One chair"]]);
    const img = within(items()[0]!).getByRole("img");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["300", "200"]);
  });
});

describe.each(["desktop", "mobile"] as const)("image plus text list (type 14) rules on %s", (device) => {
  it("drops entries without any image, with a note", () => {
    const { diagnostics } = renderModule(14, { packageInfo: [{ title: "Hallway", content: "a#b" }, ...entries] }, { device });
    expect(items()).toHaveLength(3);
    expect(screen.queryByText("Hallway")).toBeNull();
    expect(diagnostics).toEqual([expect.objectContaining({ outcome: "altered", reason: "entry 1 dropped: has no image (pcImage, mobileImage or image)" })]);
  });

  it("renders one entry, from a list sent as JSON text", () => {
    renderModule(14, { packageInfo: JSON.stringify([entries[1]]) }, { device });
    expect(items()).toHaveLength(1);
  });

  it("keeps an entry with an image but no text", () => {
    const { container } = renderModule(14, { packageInfo: [{ pcImage: "/a.jpg" }] }, { device });
    expect(items()).toHaveLength(1);
    expect(container.querySelector("h3, .image-text-list__line")).toBeNull();
  });

  it("renders nothing when no entry has an image, and says why", () => {
    const { container, modules, diagnostics } = renderModule(14, { title: "T", packageInfo: [{ title: "a", content: "b" }] }, { device });
    expect(modules).toEqual([]);
    expect(container.querySelector("section")).toBeNull();
    expect(diagnostics.at(-1)).toEqual(expect.objectContaining({ outcome: "dropped", reason: "packageInfo has no usable entry left" }));
  });

  it("never renders a javascript: link: the entry stays, without a link", () => {
    const { container } = renderModule(14, { packageInfo: [{ ...entries[0], url: "javascript:alert(1)" }] }, { device });
    expect(container.innerHTML).not.toContain("javascript:");
    expect(container.querySelector("a")).toBeNull();
    expect(items()).toHaveLength(1);
  });
});
