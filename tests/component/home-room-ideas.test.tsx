// @vitest-environment jsdom
import { closeQuickView, quickViewRequest } from "~modules/kit/quick-view-opener";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CartProvider } from "~modules/kit/cart/cart-provider";
import { HomeRoomIdeas } from "~modules/kit/scenes/home-room-ideas";
import { loadHomeRoomIdeas } from "~modules/kit/scenes/home-data.server";
import type { HomeRoomIdeasData } from "~modules/kit/scenes/types";
import { ToastProvider } from "~modules/kit/toast";
import type { Device } from "~schemas/rules/device";
import type { CartResponse } from "~schemas/rules/cart";
import { discountAnswer } from "~/lib/scene-resources.server";
import { fixtureApi, inRouter } from "../support/loaded";
import { quietLog } from "../support/quiet-log";
import "../support/render";
import { layOutSwiper } from "../support/swiper-layout";

layOutSwiper();
beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

/** The browser's requests: /api/discount over the fixture back office, and a small cart. */
const api = fixtureApi();
let requests: string[] = [];
let cartPosts: string[][] = [];
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const fetchMock = vi.fn(async (input: string, init?: RequestInit): Promise<Response> => {
  const url = new URL(input, "http://shop.test");
  if (url.pathname !== "/api/cart" || init?.method === "POST") requests.push(`${url.pathname}${url.search}`);
  if (url.pathname === "/api/discount") {
    const answer = await discountAnswer(api, url);
    return json(answer.body, answer.status);
  }
  if (url.pathname === "/api/cart") {
    if (init?.method === "POST") cartPosts.push((JSON.parse(String(init.body)) as { productIds: string[] }).productIds);
    const count = cartPosts.flat().length;
    const lines = Array.from({ length: count }, (_, i) => ({ productId: String(i), quantity: 1, imageUrl: undefined, detailUrl: undefined }));
    return json({ ok: true, cart: { lines, count } } satisfies CartResponse);
  }
  return json({ ok: false, error: "unknown" }, 404);
});
beforeAll(() => vi.stubGlobal("fetch", fetchMock));
beforeEach(() => {
  requests = [];
  cartPosts = [];
  (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
});
afterEach(() => fetchMock.mockClear());
afterAll(() => vi.unstubAllGlobals());

const events = (name: string) => ((window as unknown as { dataLayer: { event: string }[] }).dataLayer ?? []).filter((e) => e.event === name);

/** The home's Room Ideas as the home route renders it: loaded as its server loader does (discounts on mobile), inside the shell's providers. */
async function renderRoomIdeas(device: Device, data?: HomeRoomIdeasData) {
  const ideas = data ?? (await loadHomeRoomIdeas({ api, log: quietLog() }, { discounts: device === "mobile" }))!;
  const element: ReactElement = (
    <ToastProvider>
      <CartProvider device={device} storeId={3}>
        <HomeRoomIdeas data={ideas} device={device} storeId={3} />
      </CartProvider>
    </ToastProvider>
  );
  const result = render(inRouter(element));
  await screen.findByRole("tablist");
  return { ...result, ideas };
}

const activeScene = (container: HTMLElement) => container.querySelector<HTMLElement>("[data-active-scene]")?.dataset.activeScene;
const slideNames = (container: HTMLElement) => [...container.querySelectorAll(".scene-slide__name")].map((name) => name.textContent);
const tabs = () => screen.getAllByRole("tab").map((tab) => [tab.textContent, tab.getAttribute("aria-selected")]);

describe.each(["desktop", "mobile"] as const)("the home page's Room Ideas on %s", (device) => {
  it("has the heading, the home-only sub-heading and a category tab per room category, the first one's rooms shown", async () => {
    const { container } = await renderRoomIdeas(device);
    const section = screen.getByRole("region", { name: "Room Ideas" });
    expect(within(section).getByRole("heading", { level: 2, name: "Room Ideas" })).toBeTruthy();
    expect(within(section).getByText("Get inspiration room-by room")).toBeTruthy();
    const tablist = screen.getByRole("tablist", { name: "Room categories" });
    // Four categories: above the swipe threshold of 3; the category tabs' own colours (#375542).
    expect([...tablist.classList]).toEqual(expect.arrayContaining(["scene-tabs--category", "scene-tabs--swipe"]));
    expect(tabs()).toEqual([
      ["Living Room", "true"],
      ["Bedroom", "false"],
      ["Dining Room", "false"],
      ["Reading & Media", "false"],
    ]);
    const panel = screen.getByRole("tabpanel");
    expect(panel.getAttribute("aria-labelledby")).toBe(screen.getByRole("tab", { name: "Living Room" }).id);
    expect(screen.getByRole("tab", { name: "Living Room" }).getAttribute("aria-controls")).toBe(panel.id);
    expect(slideNames(container)).toEqual(["Sunlit Living Room", "Loft Lounge", "Sofa Showcase"]);
    expect(activeScene(container)).toBe("101");
    const picture = screen.getByRole("img", { name: "Sunlit Living Room" });
    expect(picture.getAttribute("src")).toBe(`/fixture-images/scenes/scene-101-${device}.svg`);
    // No 'Shop this idea' area and no product list to pick from: those are the non-home variant's.
    expect(screen.queryByRole("heading", { name: "Shop this idea" })).toBeNull();
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.queryByText(/Picked items/)).toBeNull();
    expect(container.querySelector(".room-cards")).toBeNull();
  });

  it("switches the rooms with the category tab, by click and by the arrow keys, and tracks tags_view", async () => {
    const { container } = await renderRoomIdeas(device);
    fireEvent.click(screen.getByRole("tab", { name: "Dining Room" }));
    expect(tabs()[2]).toEqual(["Dining Room", "true"]);
    expect(screen.getByRole("tabpanel").getAttribute("aria-labelledby")).toBe(screen.getByRole("tab", { name: "Dining Room" }).id);
    expect(slideNames(container)).toEqual(["Dining Nook", "Garden Room"]);
    expect(activeScene(container)).toBe("103");
    expect(events("tags_view")).toEqual([expect.objectContaining({ event: "tags_view", module: "room-ideas", tabName: "Dining Room" })]);

    fireEvent.keyDown(screen.getByRole("tab", { name: "Dining Room" }), { key: "ArrowRight" });
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Reading & Media" }));
    expect(slideNames(container)).toEqual(["Reading Corner", "Media Wall"]);
    fireEvent.keyDown(screen.getByRole("tab", { name: "Reading & Media" }), { key: "ArrowRight" });
    expect(slideNames(container)).toEqual(["Sunlit Living Room", "Loft Lounge", "Sofa Showcase"]);
    fireEvent.keyDown(screen.getByRole("tab", { name: "Living Room" }), { key: "ArrowLeft" });
    expect(tabs()[3]).toEqual(["Reading & Media", "true"]);
    // Clicking the tab already shown changes nothing and is not tracked again.
    fireEvent.click(screen.getByRole("tab", { name: "Reading & Media" }));
    expect(events("tags_view").map((event) => (event as unknown as { tabName: string }).tabName)).toEqual(["Dining Room", "Reading & Media", "Living Room", "Reading & Media"]);
  });

  it("opens a hotspot's popover and, from it, the product's quick view", async () => {
    await renderRoomIdeas(device);
    const sofa = screen.getAllByRole("button", { name: "Harlow 3-Seat Sofa: show product" })[0]!;
    fireEvent.click(sofa);
    expect(sofa.getAttribute("aria-expanded")).toBe("true");
    const popover = document.getElementById(sofa.getAttribute("aria-controls")!)!;
    expect(within(popover).queryByRole("link", { name: "SEE MORE" }) !== null).toBe(device === "desktop");
    fireEvent.click(within(popover).getByRole("button", { name: "Harlow 3-Seat Sofa" }));
    expect(quickViewRequest()).toMatchObject({ detailUrl: "/harlow-sofa.html", list: "scene" });
    closeQuickView();
  });
});

describe("the home page's Room Ideas, per device", () => {
  it("on mobile says what the room in view saves as a whole, and 'In This Idea' buys the room", async () => {
    const { container } = await renderRoomIdeas("mobile");
    expect(container.querySelector(".room-ideas__save")?.textContent).toBe("Save $300.00 when you shop this idea");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Slide 2 of 3" }));
    });
    await waitFor(() => expect(activeScene(container)).toBe("107"));
    expect(container.querySelector(".room-ideas__save")?.textContent).toBe("Save $260.00 when you shop this idea");
    fireEvent.click(screen.getByRole("tab", { name: "Bedroom" }));
    expect(container.querySelector(".room-ideas__save")?.textContent).toBe("Save $150.00 when you shop this idea");
    // Every saving came with the page.
    expect(requests.filter((request) => request.startsWith("/api/discount"))).toEqual([]);

    fireEvent.click(within(container.querySelector<HTMLElement>(".scene")!).getByRole("button", { name: "All Products" }));
    const sheet = screen.getByRole("dialog", { name: "In This Idea" });
    // Willow bed 1299 (its listed price), side table 149, rug 499.
    await act(async () => {
      fireEvent.click(within(sheet).getByRole("button", { name: /^Shop this idea/ }));
    });
    await waitFor(() => expect(cartPosts).toEqual([["20121", "20131", "20081"]]));
    expect(events("add_button")).toEqual([expect.objectContaining({ kind: "shop_this_idea", sceneId: "104" })]);
  });

  it("on mobile shows no saving for a room without a bundle discount", async () => {
    const ideas = (await loadHomeRoomIdeas({ api, log: quietLog() }, { discounts: true }))!;
    const noDiscount = { categories: [{ ...ideas.categories[0]!, scenes: ideas.categories[0]!.scenes.map((scene) => ({ ...scene, discount: 0 })) }] };
    const { container } = await renderRoomIdeas("mobile", noDiscount);
    expect(container.querySelector(".room-ideas__save")?.textContent).toBe("");
  });

  it("on desktop shows the rooms with prev/next and asks for no discount", async () => {
    const { container } = await renderRoomIdeas("desktop");
    expect(screen.getByRole("button", { name: "Next" })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: /^Slide \d of 3$/ })).toHaveLength(3);
    expect(container.querySelector(".room-ideas__save")).toBeNull();
    fireEvent.click(screen.getByRole("tab", { name: "Reading & Media" }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Slide 2 of 2" }));
    });
    await waitFor(() => expect(activeScene(container)).toBe("106"));
    expect(requests).toEqual([]);
  });

  it("keeps the tabs in one row without swiping for three categories or fewer", async () => {
    const ideas = (await loadHomeRoomIdeas({ api, log: quietLog() }, { discounts: false }))!;
    await renderRoomIdeas("mobile", { categories: ideas.categories.slice(0, 3) });
    expect(screen.getByRole("tablist").classList.contains("scene-tabs--swipe")).toBe(false);
    expect(screen.getAllByRole("tab")).toHaveLength(3);
  });
});
