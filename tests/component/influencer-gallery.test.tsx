// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CartButton } from "~modules/kit/cart/cart-button";
import { CartProvider } from "~modules/kit/cart/cart-provider";
import { ToastProvider } from "~modules/kit/toast";
import { createBackofficeClient } from "~/lib/backoffice.server";
import { type BackofficeApi } from "~schemas/backoffice-calls";
import type { CartResponse } from "~schemas/rules/cart";
import type { Device } from "~schemas/rules/device";
import type { StoreId } from "~schemas/rules/stores";
import { POST_IMAGE_SIZE } from "~modules/influencer-gallery";
import { BACKOFFICE_URL, fixtureServer } from "../support/msw";
import { renderLoadedLanding } from "../support/loaded";

const { server } = fixtureServer();
let api: BackofficeApi;

afterAll(() => {
});

// The back office answers from the fixtures through msw; the page's own /api/cart is stubbed.
let cartLines: { productId: string; name: string; quantity: number; imageUrl: undefined; detailUrl: undefined }[] = [];
const cartPosts: unknown[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  api = createBackofficeClient({ baseUrl: BACKOFFICE_URL }).forCaller({ storeId: 3, clientToken: "gallery-test" });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === "POST") {
        const body = JSON.parse(String(init.body)) as { productIds: string[] };
        cartPosts.push(body);
        cartLines = [...cartLines, ...body.productIds.map((productId) => ({ productId, name: `Product ${productId}`, quantity: 1, imageUrl: undefined, detailUrl: undefined }))];
      }
      const answer: CartResponse = { ok: true, cart: { lines: cartLines, count: cartLines.length } };
      expect(url).toBe("/api/cart");
      return new Response(JSON.stringify(answer), { headers: { "content-type": "application/json" } });
    }),
  );
});
afterEach(() => {
  cartLines = [];
  cartPosts.length = 0;
  delete (window as DataLayerWindow).dataLayer;
});
afterAll(() => {
  vi.unstubAllGlobals();
  server.close();
});

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };
const GALLERY = [{ sortId: 1, packageType: 24, packageInfoMap: {} }];

/** The gallery loaded from the fixture back office, inside the shell's toast and cart providers, with the header's cart button. */
function loadGallery(device: Device = "desktop", store: StoreId = 3) {
  return renderLoadedLanding(GALLERY, {
    api,
    device,
    page: { store },
    wrap: (element) => (
      <ToastProvider>
        <CartProvider device={device} storeId={store}>
          <CartButton />
          {element}
        </CartProvider>
      </ToastProvider>
    ),
  });
}

const posts = () => screen.getAllByRole("button", { name: /^@/ });
const influencerDialog = () => document.querySelector<HTMLDialogElement>("dialog.influencer-dialog")!;

describe("influencer gallery (type 24)", () => {
  it.each(["desktop", "mobile"] as const)("shows the fixed headings and at most 8 posts from the influencer list (%s)", async (device) => {
    const { container } = await loadGallery(device);
    expect(screen.getByRole("heading", { level: 2, name: "Discover Styling Inspiration" })).toBeTruthy();
    expect(screen.getByText("Shop, share & inspire")).toBeTruthy();
    expect(posts()).toHaveLength(8);
    // The fixture's post without media (Priya Decorates) is dropped, the two after the 8th are cut.
    expect(container.textContent).not.toContain("Priya Decorates");
    expect(container.textContent).not.toContain("Lamp Light Diaries");
    expect(container.querySelector(".influencers")!.classList.contains(`influencers--${device}`)).toBe(true);
  });

  it("shows each post's '@' name, publish date in the store's order, quoted keyword and platform logo", async () => {
    await loadGallery();
    const first = posts()[0]!;
    expect(within(first).getByText("@Maya at Home")).toBeTruthy();
    expect(within(first).getByText("10/12/2026")).toBeTruthy();
    expect(within(first).getByText("“Sunday reading corner”")).toBeTruthy();
    expect(within(first).getByRole("img", { name: "Photo-sharing app" })).toBeTruthy();
    const image = first.querySelector("img")!;
    expect(image.getAttribute("src")).toBe("/fixture-images/products/harlow-sofa-room.svg");
    expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual([String(POST_IMAGE_SIZE.width), String(POST_IMAGE_SIZE.height)]);
  });

  it("draws a distinct generic logo for each of the 5 platforms", async () => {
    const { container } = await loadGallery();
    const names = [...container.querySelectorAll(".platform-icon")].map((icon) => [icon.getAttribute("data-platform"), icon.getAttribute("aria-label")]);
    expect(new Map(names as [string, string][])).toEqual(
      new Map([
        ["1", "Video-sharing site"],
        ["2", "Microblog"],
        ["3", "Short-video app"],
        ["4", "Photo-sharing app"],
        ["5", "Social network"],
      ]),
    );
  });

  it("writes dates day first in store 5", async () => {
    await loadGallery("desktop", 5);
    expect(within(posts()[0]!).getByText("12/10/2026")).toBeTruthy();
  });

  it("marks video posts with a play badge", async () => {
    await loadGallery();
    const [image, video] = posts();
    expect(video!.querySelector(".influencers__play")).not.toBeNull();
    expect(video!.textContent).toMatch(/^@the\.loft\.edit.*Video$/);
    expect(image!.querySelector(".influencers__play")).toBeNull();
    expect(image!.textContent).not.toContain("Video");
  });

  describe("the detail dialog", () => {
    it.each(["desktop", "mobile"] as const)("opens on click with the post and its product (%s)", async (device) => {
      await loadGallery(device);
      expect(influencerDialog().hasAttribute("open")).toBe(false);
      fireEvent.click(posts()[0]!);
      const dialog = influencerDialog();
      expect(dialog.hasAttribute("open")).toBe(true);
      expect(dialog.getAttribute("aria-label")).toBe("Post by @Maya at Home");
      expect(within(dialog).getByText("@Maya at Home")).toBeTruthy();
      expect(within(dialog).getByRole("link", { name: "Harlow 3-Seat Sofa" }).getAttribute("href")).toBe("/harlow-sofa.html");
      expect(within(dialog).getByText("$1,299.00")).toBeTruthy();
      expect(within(dialog).getByRole("button", { name: "Add to Cart" })).toBeTruthy();
      fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
      expect(dialog.hasAttribute("open")).toBe(false);
    });

    it.each(["desktop", "mobile"] as const)("plays a video post 1:1 that never loops (%s)", async (device) => {
      await loadGallery(device);
      fireEvent.click(posts()[1]!);
      const video = influencerDialog().querySelector("video")!;
      expect(video.getAttribute("src")).toBe("/fixture-images/graphics-showroom-mobile.webm");
      expect([video.getAttribute("width"), video.getAttribute("height")]).toEqual(["600", "600"]);
      expect(video.loop).toBe(false);
      expect(video.hasAttribute("loop")).toBe(false);
      expect(video.hasAttribute("controls")).toBe(true);
    });

    it("sends product_click when the product is opened", async () => {
      await loadGallery();
      fireEvent.click(posts()[0]!);
      const link = within(influencerDialog()).getByRole("link", { name: "Harlow 3-Seat Sofa" });
      link.addEventListener("click", (event) => event.preventDefault(), { once: true });
      fireEvent.click(link);
      expect((window as DataLayerWindow).dataLayer).toEqual([
        expect.objectContaining({ event: "product_click", skuId: "20011", spu: "LW1001", name: "Harlow 3-Seat Sofa", from: "influencer" }),
      ]);
    });

    it.each([
      ["desktop", "dialog--right", "Cart (1)"],
      ["mobile", "dialog--bottom", "My Cart (1)"],
    ] as const)("adds the product, closes, then opens the cart %s's panel with the header count up", async (device, placement, title) => {
      await loadGallery(device);
      await screen.findByRole("button", { name: "Cart, 0 items" });
      fireEvent.click(posts()[0]!);
      await act(async () => {
        fireEvent.click(within(influencerDialog()).getByRole("button", { name: "Add to Cart" }));
      });
      expect(cartPosts).toEqual([{ productIds: ["20011"] }]);
      expect((window as DataLayerWindow).dataLayer).toEqual([expect.objectContaining({ event: "add_button", skuId: "20011", from: "influencer" })]);
      // The drawer's element comes with its code, loaded with the first add.
      const panel = await waitFor(() => {
        const drawer = document.querySelector<HTMLDialogElement>("dialog.cart-panel");
        expect(drawer?.hasAttribute("open")).toBe(true);
        return drawer!;
      });
      // Only the cart is open: the post's dialog closed first, so nothing is stacked over it.
      expect(influencerDialog().hasAttribute("open")).toBe(false);
      expect(document.querySelectorAll("dialog[open]")).toHaveLength(1);
      expect(panel.classList.contains(placement)).toBe(true);
      expect(within(panel).getByRole("heading", { name: title })).toBeTruthy();
      expect(screen.getByRole("button", { name: "Cart, 1 items" })).toBeTruthy();
      if (device === "mobile") {
        // The sheet offers the other posts' products to add next.
        const more = within(panel).getByRole("region", { name: "Add more to your cart" });
        const offered = within(more).getAllByRole("listitem").map((item) => item.querySelector(".cart-panel__name")?.textContent);
        expect(offered).toHaveLength(7);
        expect(offered).toContain("Fern Modular Sofa");
        expect(offered).not.toContain("Harlow 3-Seat Sofa");
      }
    });
  });
});
