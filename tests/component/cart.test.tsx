// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CartButton } from "~modules/kit/cart/cart-button";
import { CartProvider, useCart } from "~modules/kit/cart/cart-provider";
import type { CartSuggestion } from "~schemas/rules/cart";
import { ToastProvider } from "~modules/kit/toast";
import type { CartResponse } from "~schemas/rules/cart";
import type { Device } from "~schemas/rules/device";
import type { StoreId } from "~schemas/rules/stores";
import { withI18n } from "../support/render";

afterAll(() => {
});

const line = (productId: string, name: string, quantity = 1) => ({ productId, name, quantity, specialPrice: 1299, imageUrl: "/p.svg", detailUrl: "/p.html" });
let cartLines = [line("20011", "Harlow 3-Seat Sofa")];
const fetchMock = vi.fn(async (_url: string, init?: RequestInit): Promise<Response> => {
  if (init?.method === "POST") {
    const { productIds } = JSON.parse(String(init.body)) as { productIds: string[] };
    cartLines = [...cartLines, ...productIds.map((id) => line(id, `Product ${id}`))];
  }
  const body: CartResponse = { ok: true, cart: { lines: cartLines, count: cartLines.length } };
  return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
});
beforeAll(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockClear();
  cartLines = [line("20011", "Harlow 3-Seat Sofa")];
});
afterAll(() => vi.unstubAllGlobals());

const suggestions: CartSuggestion[] = [
  { productId: "20011", name: "Harlow 3-Seat Sofa" },
  { productId: "20051", name: "Oslo Storage Ottoman", price: 299 },
];

let addResult: Promise<boolean> | null = null;
function AddButton({ ids }: { ids: string[] }) {
  const cart = useCart();
  return (
    <button type="button" onClick={() => (addResult = cart.add(ids, { suggestions }))}>
      Shop this idea
    </button>
  );
}

function renderCart({ device = "desktop", storeId = 3, ids = ["20021", "20031"] }: { device?: Device; storeId?: StoreId; ids?: string[] } = {}) {
  return render(
    withI18n(
      <ToastProvider>
        <CartProvider device={device} storeId={storeId}>
          <CartButton />
          <AddButton ids={ids} />
        </CartProvider>
      </ToastProvider>,
    ),
  );
}

describe("the cart", () => {
  it("shows the header count once the browser has asked for it (nothing on the server render)", async () => {
    renderCart();
    expect(screen.getByRole("button", { name: "Cart" })).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Cart, 1 items" })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url, init]) => [url, init?.method ?? "GET"])).toEqual([["/api/cart", "GET"]]);
  });

  // First in the file: the drawer's code, once loaded, stays loaded for the tests after.
  it("does not render the drawer (nor load its code) before the first add or open", async () => {
    renderCart();
    await screen.findByRole("button", { name: "Cart, 1 items" });
    expect(document.querySelector("dialog")).toBeNull();
  });

  it("adds the picked products in one request behind a full-screen loader, then opens the drawer on desktop", async () => {
    renderCart();
    await screen.findByRole("button", { name: "Cart, 1 items" });
    fireEvent.click(screen.getByRole("button", { name: "Shop this idea" }));
    expect(document.querySelector(".full-screen-loader")?.textContent).toBe("Adding to cart…");
    expect(await addResult).toBe(true);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ productIds: ["20021", "20031"] });
    const drawer = document.querySelector("dialog.cart-panel")!;
    expect(drawer.classList.contains("dialog--right")).toBe(true);
    expect(within(drawer as HTMLElement).getByRole("heading", { name: "Cart (3)" })).toBeTruthy();
    expect(within(drawer as HTMLElement).getAllByRole("listitem")).toHaveLength(3);
    expect(screen.getByRole("button", { name: "Cart, 3 items" })).toBeTruthy();
    expect(screen.queryByText("Adding to cart…")).toBeNull();
  });

  it("opens the 'My Cart (n)' sheet on mobile, with an add-more list of what is not in the cart yet", async () => {
    renderCart({ device: "mobile", ids: ["20021"] });
    fireEvent.click(screen.getByRole("button", { name: "Shop this idea" }));
    expect(await addResult).toBe(true);
    const sheet = document.querySelector("dialog.cart-panel") as HTMLElement;
    expect(sheet.classList.contains("dialog--bottom")).toBe(true);
    expect(within(sheet).getByRole("heading", { name: "My Cart (2)" })).toBeTruthy();
    const more = within(sheet).getByRole("region", { name: "Add more to your cart" });
    expect(within(more).getAllByRole("listitem").map((item) => item.textContent)).toEqual([expect.stringContaining("Oslo Storage Ottoman")]);
    await act(async () => {
      fireEvent.click(within(more).getByRole("button", { name: "Add to Cart: Oslo Storage Ottoman" }));
    });
    await waitFor(() => expect(within(sheet).getByRole("heading", { name: "My Cart (3)" })).toBeTruthy());
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");
    expect(posts.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ productIds: ["20021"] }, { productIds: ["20051"] }]);
  });

  it("gives store 4's sheet its custom header with a close icon", async () => {
    renderCart({ device: "mobile", storeId: 4, ids: ["20021"] });
    fireEvent.click(screen.getByRole("button", { name: "Shop this idea" }));
    await addResult;
    const sheet = document.querySelector("dialog.cart-panel") as HTMLElement;
    expect(sheet.querySelector("[data-custom-header]")?.textContent).toContain("My Cart (2)");
    fireEvent.click(within(sheet).getByRole("button", { name: "Close" }));
    expect(sheet.hasAttribute("open")).toBe(false);
  });

  it("keeps the drawer closed after an add asked not to open it (openPanel: false), and counts the product", async () => {
    function QuietAdd() {
      const cart = useCart();
      return (
        <button type="button" onClick={() => (addResult = cart.add(["90001"], { openPanel: false }))}>
          Add quietly
        </button>
      );
    }
    render(
      withI18n(
        <CartProvider device="mobile" storeId={3}>
          <CartButton />
          <QuietAdd />
        </CartProvider>,
      ),
    );
    await screen.findByRole("button", { name: "Cart, 1 items" });
    fireEvent.click(screen.getByRole("button", { name: "Add quietly" }));
    expect(await addResult).toBe(true);
    expect(screen.getByRole("button", { name: "Cart, 2 items" })).toBeTruthy();
    expect(document.querySelector("dialog.cart-panel[open]")).toBeNull();
  });

  it("does nothing with nothing picked", async () => {
    renderCart({ ids: [] });
    await screen.findByRole("button", { name: "Cart, 1 items" });
    fireEvent.click(screen.getByRole("button", { name: "Shop this idea" }));
    expect(await addResult).toBe(false);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("says so in a toast and keeps the drawer closed when the add fails", async () => {
    fetchMock.mockImplementationOnce(async () => new Response(JSON.stringify({ ok: true, cart: { lines: [], count: 0 } })));
    fetchMock.mockImplementationOnce(async () => new Response(JSON.stringify({ ok: false, error: "down" }), { status: 502 }));
    renderCart();
    fireEvent.click(screen.getByRole("button", { name: "Shop this idea" }));
    expect(await addResult).toBe(false);
    expect(await screen.findByText("Sorry, that could not be added to your cart. Please try again.")).toBeTruthy();
    expect(document.querySelector("dialog.cart-panel[open]")).toBeNull();
  });

  it("opens the drawer from the header's cart button", async () => {
    renderCart();
    fireEvent.click(await screen.findByRole("button", { name: "Cart, 1 items" }));
    await waitFor(() => expect(document.querySelector("dialog.cart-panel")?.hasAttribute("open")).toBe(true));
    expect(screen.getByText("Harlow 3-Seat Sofa")).toBeTruthy();
    expect(screen.getByText("$1,299.00")).toBeTruthy();
  });
});
