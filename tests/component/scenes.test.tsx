// @vitest-environment jsdom
import { closeQuickView, quickViewRequest } from "~modules/kit/quick-view-opener";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { CartResponse } from "~schemas/rules/cart";
import { discountAnswer, scenesAnswer } from "~/lib/scene-resources.server";
import { fixtureApi, renderLoadedModule } from "../support/loaded";
import { layOutSwiper } from "../support/swiper-layout";

layOutSwiper();
beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

/*
 * The browser's requests, answered by the real resource-route logic over the fixture back
 * office (/api/scenes, /api/discount) and by a small in-memory cart (/api/cart).
 */
const api = fixtureApi();
let requests: string[] = [];
let cartPosts: string[][] = [];
/** The POST bodies to /api/cart as sent. */
let cartBodies: unknown[] = [];
let cartCount = 0;
/** When set, /api/discount waits for the test to release it. */
let holdDiscounts: { release: Map<string, () => void> } | null = null;
const signals = new Map<string, AbortSignal>();

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const fetchMock = vi.fn(async (input: string, init?: RequestInit): Promise<Response> => {
  const url = new URL(input, "http://shop.test");
  const path = `${url.pathname}${url.search}`;
  if (url.pathname !== "/api/cart" || init?.method === "POST") requests.push(path);
  if (init?.signal) signals.set(path, init.signal);
  if (url.pathname === "/api/discount") {
    if (holdDiscounts) await new Promise<void>((resolve) => holdDiscounts!.release.set(path, resolve));
    if (init?.signal?.aborted) throw new DOMException("aborted", "AbortError");
    const answer = await discountAnswer(api, url);
    return json(answer.body, answer.status);
  }
  if (url.pathname === "/api/scenes") {
    const answer = await scenesAnswer(api, url);
    return json(answer.body, answer.status);
  }
  if (url.pathname === "/api/cart") {
    if (init?.method === "POST") {
      const { productIds } = JSON.parse(String(init.body)) as { productIds: string[] };
      cartPosts.push(productIds);
      cartBodies.push(JSON.parse(String(init.body)));
      cartCount += productIds.length;
    }
    const lines = Array.from({ length: cartCount }, (_, i) => ({ productId: String(i), quantity: 1, imageUrl: undefined, detailUrl: undefined }));
    return json({ ok: true, cart: { lines, count: cartCount } } satisfies CartResponse);
  }
  return json({ ok: false, error: "unknown" }, 404);
});
beforeAll(() => vi.stubGlobal("fetch", fetchMock));
beforeEach(() => {
  requests = [];
  cartPosts = [];
  cartBodies = [];
  cartCount = 0;
  holdDiscounts = null;
  signals.clear();
  (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
});
afterEach(() => fetchMock.mockClear());
afterAll(() => vi.unstubAllGlobals());

const events = (name: string) => ((window as unknown as { dataLayer: { event: string }[] }).dataLayer ?? []).filter((e) => e.event === name);
const summary = () => document.querySelector(".pick-summary__line")?.textContent?.replace(/\s+/g, " ").trim();
const pick = (name: string) => screen.getByRole("checkbox", { name: `Pick ${name}` }) as HTMLInputElement;
const shopButton = () => screen.getByRole("button", { name: "Shop this idea" });
const discountRequests = () => requests.filter((r) => r.startsWith("/api/discount"));

const idea = (sceneId: number | string, extra: Record<string, unknown> = {}) => ({ name: "The sunlit living room", content: "Untick what you have.", shopByRoomId: sceneId, ...extra });

describe("type 28, the 'Shop this idea' scene", () => {
  it("renders the scene, every product picked, and the price with the bundle discount the server looked up", async () => {
    await renderLoadedModule(28, idea(101));
    expect(screen.getByRole("heading", { level: 2, name: "The sunlit living room" })).toBeTruthy();
    const picture = screen.getByRole("img", { name: "Sunlit Living Room" });
    expect(picture.getAttribute("src")).toBe("/fixture-images/scenes/scene-101-desktop.svg");
    expect([picture.getAttribute("width"), picture.getAttribute("height")]).toEqual(["2340", "1404"]);
    const products = ["Harlow 3-Seat Sofa", "Oval Oak Coffee Table", "Arc Floor Lamp", "Hand-Tufted Wool Rug", "Arlo Armchair"];
    expect(products.map((name) => pick(name).checked)).toEqual([true, true, true, true, true]);
    // 1299 + 389 + 189 + 499 + 649 = 3025, minus the 300 buy-together discount.
    expect(summary()).toBe("Buy Selected Product $2,725.00 Save $300.00");
    expect(screen.getByRole("img", { name: "Rated 4.8 out of 5, 412 reviews" })).toBeTruthy();
    expect(discountRequests()).toEqual([]);
  });

  it("re-requests the discount on every toggle and shows total − discount with 'Save'", async () => {
    await renderLoadedModule(28, idea(101));
    fireEvent.click(pick("Arc Floor Lamp"));
    // The total changes at once; the discount follows its answer.
    await waitFor(() => expect(summary()).toBe("Buy Selected Product $2,636.00 Save $200.00"));
    expect(discountRequests()).toEqual(["/api/discount?skuIds=20011%2C20021%2C20061%2C20081"]);
    fireEvent.click(pick("Hand-Tufted Wool Rug"));
    await waitFor(() => expect(summary()).toBe("Buy Selected Product $2,217.00 Save $120.00"));
    expect(discountRequests()).toHaveLength(2);
    // A set without a discount: no 'Save'.
    fireEvent.click(pick("Arlo Armchair"));
    await waitFor(() => expect(summary()).toBe("Buy Selected Product $1,688.00"));
  });

  it("asks for no discount with nothing picked, and then 'Shop this idea' does nothing", async () => {
    await renderLoadedModule(28, idea(110));
    fireEvent.click(pick("Harlow 3-Seat Sofa"));
    await waitFor(() => expect(discountRequests()).toHaveLength(1));
    fireEvent.click(pick("Nook Loveseat"));
    expect(summary()).toBe("Buy Selected Product $0.00");
    expect(shopButton().getAttribute("aria-disabled")).toBe("true");
    await act(async () => {
      fireEvent.click(shopButton());
    });
    expect(discountRequests()).toHaveLength(1);
    expect(cartPosts).toEqual([]);
  });

  it("cancels a superseded discount request: only the newest set's answer counts", async () => {
    await renderLoadedModule(28, idea(101));
    holdDiscounts = { release: new Map() };
    fireEvent.click(pick("Arc Floor Lamp"));
    await waitFor(() => expect(holdDiscounts!.release.size).toBe(1));
    fireEvent.click(pick("Hand-Tufted Wool Rug"));
    await waitFor(() => expect(holdDiscounts!.release.size).toBe(2));
    const [first, second] = [...holdDiscounts.release.keys()];
    expect(signals.get(first!)?.aborted).toBe(true);
    expect(signals.get(second!)?.aborted).toBe(false);
    // Answer the newest first, then the stale one: the stale one must not overwrite it.
    await act(async () => holdDiscounts!.release.get(second!)!());
    await waitFor(() => expect(summary()).toBe("Buy Selected Product $2,217.00 Save $120.00"));
    await act(async () => holdDiscounts!.release.get(first!)!());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(summary()).toBe("Buy Selected Product $2,217.00 Save $120.00");
  });

  it("adds every picked product in one batch and opens the cart drawer; the cart icon adds one", async () => {
    await renderLoadedModule(28, idea(101));
    fireEvent.click(pick("Arc Floor Lamp"));
    await act(async () => {
      fireEvent.click(shopButton());
    });
    await waitFor(() => expect(cartPosts).toEqual([["20011", "20061", "20081", "20021"]]));
    const drawer = await waitFor(() => {
      const dialog = document.querySelector("dialog.cart-panel");
      expect(dialog?.hasAttribute("open")).toBe(true);
      return dialog as HTMLElement;
    });
    expect(drawer.classList.contains("dialog--right")).toBe(true);
    expect(events("add_button")).toEqual([expect.objectContaining({ kind: "shop_this_idea", sceneId: "101", skuIds: ["20011", "20061", "20081", "20021"] })]);
    fireEvent.click(within(drawer).getByRole("button", { name: "Close" }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Add Arlo Armchair to cart" }));
    });
    await waitFor(() => expect(cartPosts).toEqual([["20011", "20061", "20081", "20021"], ["20021"]]));
  });

  it("'Shop this idea' with one pick sends the batch add like any other count; the cart icon sends the single add", async () => {
    await renderLoadedModule(28, idea(101));
    for (const name of ["Harlow 3-Seat Sofa", "Oval Oak Coffee Table", "Arc Floor Lamp", "Hand-Tufted Wool Rug"]) fireEvent.click(pick(name));
    await waitFor(() => expect(summary()).toBe("Buy Selected Product $649.00"));
    await act(async () => {
      fireEvent.click(shopButton());
    });
    await waitFor(() => expect(cartBodies).toEqual([{ productIds: ["20021"], batch: true }]));
    fireEvent.click(within(document.querySelector("dialog.cart-panel")!).getByRole("button", { name: "Close" }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Add Arlo Armchair to cart" }));
    });
    await waitFor(() => expect(cartBodies).toEqual([{ productIds: ["20021"], batch: true }, { productIds: ["20021"] }]));
  });

  it("toggles a hotspot's popover, placed as spec 4.2 says, with 'SEE MORE' on desktop, and tracks scene_click", async () => {
    await renderLoadedModule(28, idea(101));
    const lamp = screen.getByRole("button", { name: "Arc Floor Lamp: show product" });
    const sofa = screen.getByRole("button", { name: "Harlow 3-Seat Sofa: show product" });
    expect(lamp.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(lamp);
    expect(lamp.getAttribute("aria-expanded")).toBe("true");
    const popover = document.getElementById(lamp.getAttribute("aria-controls")!)!;
    // The lamp sits at X 20 (< 30: to the right), Y 35 (centred).
    expect([popover.dataset.side, popover.dataset.align]).toEqual(["right", "center"]);
    expect(within(popover).getByText("$189.00")).toBeTruthy();
    expect(within(popover).getByRole("link", { name: "SEE MORE" }).getAttribute("href")).toBe("/arc-floor-lamp.html");
    expect(events("scene_click")).toEqual([expect.objectContaining({ sceneId: "101", skuId: "20071" })]);
    // Another hotspot: one popover at a time, and the sofa (X 42) opens to the left with both prices.
    fireEvent.click(sofa);
    expect(lamp.getAttribute("aria-expanded")).toBe("false");
    const sofaPopover = document.getElementById(sofa.getAttribute("aria-controls")!)!;
    expect(sofaPopover.dataset.side).toBe("left");
    expect(sofaPopover.textContent).toContain("$1,199.00");
    expect(sofaPopover.textContent).toContain("$1,299.00");
    // The same hotspot again closes it; Escape closes too and gives focus back.
    fireEvent.click(sofa);
    expect(sofa.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(lamp);
    fireEvent.keyDown(screen.getByRole("link", { name: "SEE MORE" }), { key: "Escape" });
    expect(lamp.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(lamp);
  });

  it("closes an open popover on a press elsewhere", async () => {
    await renderLoadedModule(28, idea(101));
    const lamp = screen.getByRole("button", { name: "Arc Floor Lamp: show product" });
    fireEvent.click(lamp);
    fireEvent.pointerDown(document.body);
    expect(lamp.getAttribute("aria-expanded")).toBe("false");
  });

  it("opens the quick view from the popover with the point's product and SKU (the product dialog hands over)", async () => {
    await renderLoadedModule(28, idea(101));
    fireEvent.click(screen.getByRole("button", { name: "Arc Floor Lamp: show product" }));
    fireEvent.click(within(document.querySelector(".scene-popover") as HTMLElement).getByRole("button", { name: /Arc Floor Lamp/ }));
    expect(quickViewRequest()).toEqual({ detailUrl: "/arc-floor-lamp.html", skuId: "20071", list: "scene" });
    // The scene's own dialog does not open over it.
    expect(screen.queryByRole("dialog", { name: "Arc Floor Lamp" })).toBeNull();
    closeQuickView();
  });

  it("offers the 3D room of a scene with a plan, in a new tab, and none without", async () => {
    const first = await renderLoadedModule(28, idea(101));
    const room = screen.getByRole("link", { name: /3D Room/ });
    expect(room.getAttribute("href")).toBe("/3d-room?planId=PLAN-3301");
    expect(room.getAttribute("target")).toBe("_blank");
    first.unmount();
    await renderLoadedModule(28, idea(109));
    expect(screen.queryByRole("link", { name: /3D Room/ })).toBeNull();
  });

  it("shows the discount detail popup: subtotal and 'Buy Together Discount' as a negative amount, no total", async () => {
    await renderLoadedModule(28, idea(101));
    fireEvent.click(screen.getByRole("button", { name: "Price details" }));
    const dialog = screen.getByRole("dialog", { name: "Price details" });
    const rows = [...dialog.querySelectorAll(".discount-detail__row")].map((row) => row.textContent);
    expect(rows).toEqual(["Subtotal$3,025.00", "Buy Together Discount-$300.00"]);
    expect(dialog.textContent).not.toMatch(/\bTotal\b/);
  });

  it("shows no 'Save' and no price details for a room without a bundle discount", async () => {
    await renderLoadedModule(28, idea(109));
    expect(summary()).toBe("Buy Selected Product $698.00");
    expect(screen.queryByRole("button", { name: "Price details" })).toBeNull();
  });

  it("on mobile: the mobile picture, popovers without 'SEE MORE', and 'All Products' opening 'In This Idea'", async () => {
    await renderLoadedModule(28, idea(101), { device: "mobile" });
    expect(screen.getByRole("img", { name: "Sunlit Living Room" }).getAttribute("src")).toBe("/fixture-images/scenes/scene-101-mobile.svg");
    const table = screen.getByRole("button", { name: "Oval Oak Coffee Table: show product" });
    fireEvent.click(table);
    const popover = document.getElementById(table.getAttribute("aria-controls")!)!;
    // Mobile position (50, 84): above the point (Y > 80), centred (30 < X < 70).
    expect([popover.dataset.side, popover.dataset.align]).toEqual(["top", "center"]);
    expect(within(popover).queryByRole("link", { name: "SEE MORE" })).toBeNull();

    fireEvent.click(pick("Arc Floor Lamp"));
    fireEvent.click(screen.getByRole("button", { name: "All Products" }));
    const sheet = screen.getByRole("dialog", { name: "In This Idea" });
    expect(sheet.classList.contains("dialog--bottom")).toBe(true);
    expect(within(sheet).getAllByRole("listitem")).toHaveLength(5);
    const shop = within(sheet).getByRole("button", { name: "Shop this idea ($2,836.00)" });
    await act(async () => {
      fireEvent.click(shop);
    });
    await waitFor(() => expect(cartPosts).toEqual([["20011", "20061", "20081", "20021"]]));
    await waitFor(() => expect(sheet.hasAttribute("open")).toBe(false));
    const cartSheet = document.querySelector("dialog.cart-panel") as HTMLElement;
    expect(cartSheet.classList.contains("dialog--bottom")).toBe(true);
    expect(within(cartSheet).getByRole("heading", { name: "My Cart (4)" })).toBeTruthy();
  });

  it("uses the desktop picture and its positions on mobile when a scene has no mobile picture", async () => {
    await renderLoadedModule(28, idea(112), { device: "mobile" });
    const picture = screen.getByRole("img", { name: "Desktop Picture Only" });
    expect(picture.getAttribute("src")).toBe("/fixture-images/scenes/scene-112-desktop.svg");
    expect(screen.getAllByRole("button", { name: /: show product$/ })).toHaveLength(2);
  });
});

const graph = {
  name: "Rooms to shop",
  content: "Choose a room.",
  packageInfo: [
    { content: "Living room", shopByRoomId: [101, 107, 110] },
    { content: "Bedroom", shopByRoomId: "104" },
    { content: "Nowhere", shopByRoomId: [999] },
  ],
};

describe("type 26, the scene graph module", () => {
  it("shows the name, content and scene tabs, and the first tab's scenes as the desktop shop-by-room view", async () => {
    const { container } = await renderLoadedModule(26, graph);
    expect(screen.getByRole("heading", { level: 2, name: "Rooms to shop" })).toBeTruthy();
    expect(screen.getByText("Choose a room.")).toBeTruthy();
    expect(screen.getAllByRole("tab").map((tab) => [tab.textContent, tab.getAttribute("aria-selected")])).toEqual([
      ["Living room", "true"],
      ["Bedroom", "false"],
      ["Nowhere", "false"],
    ]);
    expect(container.querySelectorAll(".swiper-slide")).toHaveLength(3);
    expect(screen.getAllByRole("button", { name: /^Slide \d of 3$/ })).toHaveLength(3);
    expect(screen.getByRole("button", { name: "Next" })).toBeTruthy();
    expect(summary()).toBe("Buy Selected Product $2,725.00 Save $300.00");
  });

  it("loads a tab's scene set on a tab change, resets the picks and tracks tags_view", async () => {
    await renderLoadedModule(26, graph);
    fireEvent.click(pick("Arc Floor Lamp"));
    fireEvent.click(screen.getByRole("tab", { name: "Bedroom" }));
    expect(screen.getByRole("tab", { name: "Bedroom" }).getAttribute("aria-selected")).toBe("true");
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "Pick Willow Platform Bed" })).toBeTruthy());
    expect(requests).toContain("/api/scenes?ids=104&discounts=1");
    // 1199 + 149 + 499 = 1847, minus 150; every product picked again.
    expect(summary()).toBe("Buy Selected Product $1,697.00 Save $150.00");
    expect(screen.getAllByRole("checkbox").every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect(events("tags_view")).toEqual([expect.objectContaining({ tabName: "Bedroom", module: 1 })]);
    // One room: no pagination.
    expect(screen.queryByRole("button", { name: /^Slide \d of/ })).toBeNull();
  });

  it("says so when a tab has no rooms", async () => {
    await renderLoadedModule(26, graph);
    fireEvent.click(screen.getByRole("tab", { name: "Nowhere" }));
    expect(await screen.findByText("No rooms to show here yet.")).toBeTruthy();
  });

  it("moves between tabs with the arrow keys", async () => {
    await renderLoadedModule(26, graph);
    fireEvent.keyDown(screen.getByRole("tab", { name: "Living room" }), { key: "ArrowRight" });
    expect(screen.getByRole("tab", { name: "Bedroom" }).getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Bedroom" }));
    fireEvent.keyDown(screen.getByRole("tab", { name: "Bedroom" }), { key: "End" });
    expect(screen.getByRole("tab", { name: "Nowhere" }).getAttribute("aria-selected")).toBe("true");
  });

  it("resets the picks to the new scene's products when the slide changes", async () => {
    await renderLoadedModule(26, graph);
    fireEvent.click(pick("Arc Floor Lamp"));
    await waitFor(() => expect(summary()).toBe("Buy Selected Product $2,636.00 Save $200.00"));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Slide 2 of 3" }));
    });
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "Pick Fern Modular Sofa" })).toBeTruthy());
    // Loft Lounge: 2399 + 389 + 649 = 3437, minus its 260 (sent with the page: no request).
    expect(summary()).toBe("Buy Selected Product $3,177.00 Save $260.00");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Slide 1 of 3" }));
    });
    await waitFor(() => expect(pick("Arc Floor Lamp").checked).toBe(true));
    expect(summary()).toBe("Buy Selected Product $2,725.00 Save $300.00");
    expect(discountRequests()).toHaveLength(1);
  });

  it("on mobile is 'Room Ideas': category tabs, picked items with the price, and products with quick view and a cart icon", async () => {
    await renderLoadedModule(26, graph, { device: "mobile" });
    expect(screen.getByRole("heading", { level: 2, name: "Room Ideas" })).toBeTruthy();
    expect(screen.getByRole("tablist").classList.contains("scene-tabs--category")).toBe(true);
    expect(summary()).toBe("Picked items (5) $2,725.00 Save $300.00");
    expect(screen.queryByText(/Buy Selected Product/)).toBeNull();
    const sofa = screen.getByRole("img", { name: "Harlow 3-Seat Sofa" }).closest("button")!;
    fireEvent.click(sofa);
    expect(quickViewRequest()).toMatchObject({ detailUrl: "/harlow-sofa.html" });
    closeQuickView();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Add Oval Oak Coffee Table to cart" }));
    });
    await waitFor(() => expect(cartPosts).toEqual([["20061"]]));
    expect(events("add_button")).toEqual([expect.objectContaining({ kind: "single", skuIds: ["20061"] })]);
  });
});

describe("type 27, the scene carousel with a product strip", () => {
  it("has no prev/next and no pagination with one room", async () => {
    const { container } = await renderLoadedModule(27, { title: "One room", shopByRoomId: 109 });
    expect(container.querySelectorAll(".swiper-slide")).toHaveLength(1);
    expect(container.querySelector(".carousel__arrow")).toBeNull();
    expect(container.querySelector(".carousel__pagination")).toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: "One room" })).toBeTruthy();
    expect(screen.getAllByRole("checkbox")).toHaveLength(2);
  });

  it("has prev/next and pagination with more rooms, and the strip of the scene in view", async () => {
    const { container } = await renderLoadedModule(27, { title: "Ideas", packageInfo: [{ shopByRoomId: 105 }, { shopByRoomId: [102, 103] }] });
    expect(container.querySelectorAll(".swiper-slide")).toHaveLength(3);
    expect(container.querySelectorAll(".carousel__bullet")).toHaveLength(3);
    expect(container.querySelector(".carousel__arrow--next")).toBeTruthy();
    expect(container.querySelector(".scene-shop")?.getAttribute("data-active-scene")).toBe("105");
    expect(screen.getByRole("checkbox", { name: "Pick Clover Accent Chair" })).toBeTruthy();
  });

  it("on mobile is 'Room Ideas' without tabs", async () => {
    await renderLoadedModule(27, { title: "Ideas", shopByRoomId: [105, 102] }, { device: "mobile" });
    expect(screen.getByRole("heading", { level: 2, name: "Room Ideas" })).toBeTruthy();
    expect(screen.queryByRole("tablist")).toBeNull();
    expect(screen.getByText("Ideas")).toBeTruthy();
  });
});

const list = (extra: Record<string, unknown> = {}) => ({
  name: "Find your room",
  firstPcImage: "/first.svg",
  firstMobileImage: "/first-m.svg",
  secondPcImage: "/second.svg",
  secondMobileImage: "/second-m.svg",
  packageInfo: [
    { name: "All rooms", shopByRoomIdList: [101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111] },
    { name: "Living", shopByRoomIdList: [101, 107, 110, 106] },
    { name: "Six", shopByRoomIdList: [105, 104, 109, 111, 103, 102] },
  ],
  ...extra,
});
const tiles = () => [...document.querySelectorAll(".scene-tile")].map((tile) => tile.getAttribute("data-scene-id"));

describe("type 29, the shop-by-room list", () => {
  it("shows the first banner, the tabs and six rooms of page 1, with pagination above six", async () => {
    await renderLoadedModule(29, list());
    expect(screen.getByRole("img", { name: "Find your room" }).getAttribute("src")).toBe("/first.svg");
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["All rooms", "Living", "Six"]);
    expect(tiles()).toEqual(["101", "102", "103", "104", "105", "106"]);
    const pages = screen.getByRole("navigation", { name: "Pages" });
    expect(within(pages).getByRole("button", { name: "Page 1" }).getAttribute("aria-current")).toBe("page");
    expect(within(pages).getAllByRole("button", { name: /^Page \d$/ })).toHaveLength(2);
    expect(screen.getByRole("link", { name: "Shop this idea: Sunlit Living Room" }).getAttribute("href")).toBe("/guide/test?id=101#module-1");
  });

  it("loads the slice (6, 12) for page 2 and scrolls back to the top of the list", async () => {
    await renderLoadedModule(29, list());
    vi.mocked(Element.prototype.scrollIntoView).mockClear();
    fireEvent.click(screen.getByRole("button", { name: "Page 2" }));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ block: "start" });
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts[0]).toBe(document.querySelector(".room-list__top"));
    await waitFor(() => expect(tiles()).toEqual(["107", "108", "109", "110", "111"]));
    expect(requests).toContain(`/api/scenes?ids=${encodeURIComponent("107,108,109,110,111")}`);
    expect(screen.getByRole("button", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
  });

  it("goes back to page 1 on a tab change and hides pagination with six rooms or fewer", async () => {
    await renderLoadedModule(29, list());
    fireEvent.click(screen.getByRole("button", { name: "Page 2" }));
    await waitFor(() => expect(tiles()[0]).toBe("107"));
    fireEvent.click(screen.getByRole("tab", { name: "Living" }));
    await waitFor(() => expect(tiles()).toEqual(["101", "107", "110", "106"]));
    expect(requests).toContain(`/api/scenes?ids=${encodeURIComponent("101,107,110,106")}`);
    expect(screen.queryByRole("navigation", { name: "Pages" })).toBeNull();
    expect(events("tags_view")).toEqual([expect.objectContaining({ tabName: "Living" })]);
    fireEvent.click(screen.getByRole("tab", { name: "Six" }));
    await waitFor(() => expect(tiles()).toHaveLength(6));
    expect(screen.queryByRole("navigation", { name: "Pages" })).toBeNull();
  });

  it("with ?id= shows that scene first, shopped like a 'Shop this idea' scene, and the second banner", async () => {
    await renderLoadedModule(29, list(), { query: "id=105" });
    expect(screen.getByRole("img", { name: "Find your room" }).getAttribute("src")).toBe("/second.svg");
    const featured = screen.getByRole("region", { name: "Featured room" });
    expect(within(featured).getByRole("heading", { level: 3, name: "Reading Corner" })).toBeTruthy();
    expect(within(featured).getByText("Buy Selected Product $1,176.00")).toBeTruthy();
    expect(within(featured).getByText("Save $90.00")).toBeTruthy();
    // Not repeated in the grid.
    expect(tiles()).toEqual(["101", "102", "103", "104", "106"]);
  });

  it("on mobile: the mobile banner, and 'In This Idea' of a room adds all its products", async () => {
    await renderLoadedModule(29, list(), { device: "mobile" });
    expect(screen.getByRole("img", { name: "Find your room" }).getAttribute("src")).toBe("/first-m.svg");
    const tile = document.querySelector('.scene-tile[data-scene-id="104"]') as HTMLElement;
    fireEvent.click(within(tile).getByRole("button", { name: "All Products" }));
    const sheet = screen.getByRole("dialog", { name: "In This Idea" });
    await act(async () => {
      fireEvent.click(within(sheet).getByRole("button", { name: "Shop this idea ($1,847.00)" }));
    });
    await waitFor(() => expect(cartPosts).toEqual([["20121", "20131", "20081"]]));
  });
});
