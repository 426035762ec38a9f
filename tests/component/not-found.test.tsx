// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { NotFoundPage } from "~/components/not-found";
import type { CartResponse } from "~schemas/rules/cart";
import type { Device } from "~schemas/rules/device";
import { getStore, storeData } from "~schemas/rules/stores";
import type { NotFoundData } from "~schemas/rules/not-found";
import type { RootData } from "~/lib/root-data";
import { productListSchema } from "~schemas/backoffice";
import { messagesFor } from "~/lib/i18n.server";
import en from "~/locales/en.json";
import notFoundProducts from "../../fixtures/not-found-products.json";
import { inRouter } from "../support/loaded";
import { closeQuickView, quickViewRequest } from "~modules/kit/quick-view-opener";

const products = productListSchema.parse({ items: notFoundProducts }).items;

let cart: string[] = [];
const fetchMock = vi.fn(async (_url: string, init?: RequestInit): Promise<Response> => {
  if (init?.method === "POST") cart = [...cart, ...(JSON.parse(String(init.body)) as { productIds: string[] }).productIds];
  const body: CartResponse = { ok: true, cart: { count: cart.length, lines: cart.map((productId) => ({ productId, quantity: 1, imageUrl: undefined, detailUrl: undefined })) } };
  return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
});
beforeAll(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  closeQuickView();
  fetchMock.mockClear();
  cart = [];
  delete (window as Window & { dataLayer?: unknown }).dataLayer;
});
afterAll(() => {
  vi.unstubAllGlobals();
});

const rootData = (device: Device): RootData => ({
  locale: "en",
  i18n: messagesFor("en", ["common"]),
  device,
  storeId: 3,
  store: storeData(getStore(3)),
  origin: "http://shop.test",
  storefrontUrl: "",
});

function renderPage(data: NotFoundData | null, device: Device = "desktop") {
  return render(inRouter(<NotFoundPage data={data} />, { rootData: rootData(device), texts: "common" }));
}

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === "POST").map(([, init]) => JSON.parse(String(init?.body)) as unknown);
const events = () => ((window as Window & { dataLayer?: { event: string }[] }).dataLayer ?? []).map((entry) => entry.event);
const cardOf = (name: string) => screen.getByRole("article", { name }).closest("li") as HTMLElement;

describe("the not-found page (landing spec 2.8)", () => {
  it.each(["desktop", "mobile"] as const)("shows the 4-0-4 graphic and the content404 variant with its button to the homepage (%s)", (device) => {
    const { container } = renderPage({ tip: "content", products: null }, device);
    expect(container.querySelector(".not-found__graphic")?.textContent).toBe("404");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(en.content404);
    expect(screen.getByText(en.tips404)).toBeTruthy();
    expect(screen.getByRole("link", { name: en.button404 }).getAttribute("href")).toBe("/");
    expect(screen.queryByRole("heading", { name: "You may also like" })).toBeNull();
  });

  it("shows the alternate variant: 'Oops! …Maybe this will help' and 'Go to Homepage'", () => {
    renderPage({ tip: "alternate", products: null });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Oops! Something's wrong here…Maybe this will help");
    expect(screen.getByRole("link", { name: "Go to Homepage" }).getAttribute("href")).toBe("/");
    expect(screen.queryByText(en.tips404)).toBeNull();
  });

  it("falls back to the first variant without data (a bare 404)", () => {
    renderPage(null);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(en.content404);
  });

  it.each(["desktop", "mobile"] as const)("lists the recommendations as product cards, each with Add to Cart (%s)", (device) => {
    const { container } = renderPage({ tip: "content", products }, device);
    const grid = screen.getByRole("region", { name: "You may also like" });
    expect(within(grid).getAllByRole("article")).toHaveLength(8);
    expect(within(grid).getAllByRole("button", { name: /^Add to Cart: / })).toHaveLength(8);
    expect(container.querySelector(".not-found")?.classList.contains(`not-found--${device}`)).toBe(true);
  });

  it("adds a card's product with its button and opens the cart drawer on desktop", async () => {
    renderPage({ tip: "content", products }, "desktop");
    fireEvent.click(screen.getByRole("button", { name: "Add to Cart: Arlo Armchair" }));
    expect(await screen.findByRole("dialog", { name: "Cart (1)" })).toBeTruthy();
    expect(posts()).toEqual([{ productIds: ["20021"] }]);
  });

  it("reports its events as DP, not as a 3D page, at a /{key} path", async () => {
    window.history.replaceState(null, "", "/no-such-page");
    try {
      renderPage({ tip: "content", products }, "desktop");
      fireEvent.click(screen.getByRole("button", { name: "Add to Cart: Arlo Armchair" }));
      await waitFor(() => expect(events()).toContain("add_button"));
      const layer = (window as Window & { dataLayer?: { pageType: string }[] }).dataLayer ?? [];
      expect(layer.map((entry) => entry.pageType)).toEqual(layer.map(() => "DP"));
    } finally {
      window.history.replaceState(null, "", "/");
    }
  });

  it("on desktop a click on a card is a plain link", () => {
    renderPage({ tip: "content", products }, "desktop");
    const link = within(cardOf("Arlo Armchair")).getByRole("link", { name: "Arlo Armchair" });
    let prevented: boolean | null = null;
    window.addEventListener(
      "click",
      (event) => {
        prevented = event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    fireEvent.click(link);
    expect(prevented).toBe(false);
    expect(cardOf("Arlo Armchair").hasAttribute("data-selected")).toBe(false);
  });

  it("on mobile, the first tap selects a card and a second tap on it opens the add-to-cart sheet on its current SKU, adding nothing", () => {
    renderPage({ tip: "alternate", products }, "mobile");
    const arlo = () => cardOf("Arlo Armchair");
    const tap = (card: HTMLElement) => fireEvent.click(within(card).getByRole("link", { name: /Arlo Armchair|Harlow 3-Seat Sofa/ }));

    tap(arlo());
    expect(arlo().hasAttribute("data-selected")).toBe(true);
    expect(arlo().querySelector(".product-card")?.classList.contains("is-selected")).toBe(true);
    expect(quickViewRequest()).toBeNull();
    // Selecting is not a product click: nothing was opened.
    expect(events()).toEqual([]);

    // Another card takes the selection; tapping the first again only selects it again.
    tap(cardOf("Harlow 3-Seat Sofa"));
    expect(arlo().hasAttribute("data-selected")).toBe(false);
    expect(cardOf("Harlow 3-Seat Sofa").hasAttribute("data-selected")).toBe(true);
    tap(arlo());
    expect(quickViewRequest()).toBeNull();

    // The second tap opens the sheet where the shopper chooses; nothing goes to the cart yet.
    tap(arlo());
    expect(quickViewRequest()).toEqual({ detailUrl: "/arlo-armchair.html", skuId: "20021", list: "not-found" });
    expect(posts()).toEqual([]);
    expect(events()).toEqual([]);
  });

  it("on mobile, the second tap opens the sheet on the SKU the card's swatch chose", () => {
    renderPage({ tip: "content", products }, "mobile");
    const bexley = () => cardOf("Bexley Corner Sectional");
    fireEvent.click(within(bexley()).getByRole("button", { name: "Colour: Charcoal" }));
    const link = () => within(bexley()).getByRole("link", { name: "Bexley Corner Sectional" });
    fireEvent.click(link());
    fireEvent.click(link());
    expect(quickViewRequest()).toEqual({ detailUrl: "/bexley-sectional.html", skuId: "20043", list: "not-found" });
    expect(posts()).toEqual([]);
  });

  it("on mobile, swatches and the Add to Cart button keep working inside a card", async () => {
    renderPage({ tip: "content", products }, "mobile");
    const bexley = cardOf("Bexley Corner Sectional");
    fireEvent.click(within(bexley).getByRole("button", { name: "Colour: Charcoal" }));
    expect(bexley.hasAttribute("data-selected")).toBe(false);
    fireEvent.click(within(bexley).getByRole("button", { name: "Add to Cart: Bexley Corner Sectional" }));
    await waitFor(() => expect(posts()).toEqual([{ productIds: ["20043"] }]));
  });
});
