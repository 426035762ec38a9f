// @vitest-environment jsdom
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderModule } from "../support/render";
import { trackClicks } from "~modules/kit/analytics";

// The page's one click listener for tracked links (app/entry.client.tsx installs it): the tiles carry their events.
trackClicks(document);

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };
afterEach(() => {
  delete (window as DataLayerWindow).dataLayer;
});

const tiles = (extra: Record<string, unknown> = {}) => ({
  title: "Popular searches",
  pcShowNum: 4,
  packageInfo: [
    { content: "Velvet sofa", url: "/guide/velvet", show: 1 },
    { content: "Oak table", mobileContent: "Oak", url: "/guide/oak" },
    { pcContent: "Desktop only", url: "/guide/desk" },
    { mobileContent: "Mobile only", url: "/guide/mob", show: "hot" },
    { content: "No link" },
  ],
  ...extra,
});

/** Follow-the-link clicks would navigate jsdom away; the test only needs the click itself. */
function clickWithoutNavigating(link: HTMLElement) {
  link.addEventListener("click", (event) => event.preventDefault(), { once: true });
  fireEvent.click(link);
}

describe("hot-keyword tiles (type 23) on desktop", () => {
  it.each([3, 4, 5])("lays out %s tiles per row from pcShowNum", (perRow) => {
    const { container } = renderModule(23, tiles({ pcShowNum: perRow }));
    const module = container.querySelector<HTMLElement>(".keyword-tiles")!;
    expect(module.dataset.perRow).toBe(String(perRow));
    expect(module.style.getPropertyValue("--per-row")).toBe(String(perRow));
  });

  it("shows the items with desktop text as tiles linking to their url, the hot ones with the hot icon", () => {
    const { container } = renderModule(23, tiles());
    expect(screen.getByRole("heading", { level: 2, name: "Popular searches" })).toBeTruthy();
    const items = within(container.querySelector(".keyword-tiles__grid") as HTMLElement).getAllByRole("listitem");
    expect(items.map((item) => item.textContent?.trim())).toEqual(["Velvet sofa", "Oak table", "Desktop only", "No link"]);
    expect(screen.getByRole("link", { name: "Velvet sofa Hot" }).getAttribute("href")).toBe("/guide/velvet");
    expect(screen.getByRole("link", { name: "Oak table" }).getAttribute("href")).toBe("/guide/oak");
    expect(container.querySelectorAll(".keyword-tiles__hot")).toHaveLength(1);
    // A tile without a link is text, not a dead link.
    expect(screen.queryByRole("link", { name: "No link" })).toBeNull();
    expect(screen.getByText("No link").closest("span.keyword-tiles__tile")).not.toBeNull();
  });

  it("shows a tile's picture when it has one", () => {
    const { container } = renderModule(23, tiles({ packageInfo: [{ content: "Bedroom", image: "/bed.svg", url: "/guide/bed" }] }));
    const img = container.querySelector("img.keyword-tiles__image")!;
    expect(img.getAttribute("src")).toBe("/bed.svg");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["480", "300"]);
  });

  it("sends tags_view with the keyword, its position and its link when a tile is opened", () => {
    renderModule(23, tiles());
    clickWithoutNavigating(screen.getByRole("link", { name: "Oak table" }));
    expect((window as DataLayerWindow).dataLayer).toEqual([
      expect.objectContaining({ event: "tags_view", keyword: "Oak table", position: 2, link: "/guide/oak" }),
    ]);
  });

  it("renders nothing when no item has desktop text", () => {
    const { container } = renderModule(23, tiles({ packageInfo: [{ mobileContent: "Mobile only", url: "/m" }] }));
    expect(container.querySelector(".keyword-tiles")).toBeNull();
    expect(container.querySelector("section.lp-module")).not.toBeNull();
  });
});

describe("hot-keyword tiles (type 23) on mobile: the link list", () => {
  it("lists mobileContent (else content) as links, leaving out items without either", () => {
    const { container } = renderModule(23, tiles(), { device: "mobile" });
    expect(container.querySelector(".keyword-tiles__grid")).toBeNull();
    const list = container.querySelector(".keyword-tiles__list") as HTMLElement;
    expect(within(list).getAllByRole("listitem").map((item) => item.textContent?.trim())).toEqual(["Velvet sofa", "Oak", "Mobile only", "No link"]);
    expect(within(list).getAllByRole("link").map((link) => [link.textContent?.trim(), link.getAttribute("href")])).toEqual([
      ["Velvet sofa", "/guide/velvet"],
      ["Oak", "/guide/oak"],
      ["Mobile only", "/guide/mob"],
    ]);
    expect(within(list).getAllByRole("img", { name: "Hot" })).toHaveLength(2);
  });

  it("ignores pcShowNum and sends tags_view with the mobile text", () => {
    const { container } = renderModule(23, tiles({ pcShowNum: 5 }), { device: "mobile" });
    expect(container.querySelector("[data-per-row]")).toBeNull();
    clickWithoutNavigating(screen.getByRole("link", { name: /Mobile only/ }));
    expect((window as DataLayerWindow).dataLayer).toEqual([expect.objectContaining({ event: "tags_view", keyword: "Mobile only", position: 3 })]);
  });

  it("renders nothing when no item has mobile text", () => {
    const { container } = renderModule(23, tiles({ packageInfo: [{ pcContent: "Desktop only", url: "/d" }] }), { device: "mobile" });
    expect(container.querySelector(".keyword-tiles")).toBeNull();
  });
});
