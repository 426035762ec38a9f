// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { AccountProvider } from "~modules/kit/account";
import { CartProvider } from "~modules/kit/cart/cart-provider";
import { ProductStateProvider } from "~modules/kit/product/product-state";
import { ToastProvider } from "~modules/kit/toast";
import { ProductSections } from "~/components/product/product-sections";
import { buildSections, type BuiltSections } from "~/lib/product-page.server";
import { productRoomScenes, productSocialPosts } from "~/lib/product-extras.server";
import { loader as discountLoader } from "~/routes/api.discount";
import type { DetailPageContext } from "~modules/detail-types";
import type { ProductPage } from "~schemas/detail/page";
import type { Device } from "~schemas/rules/device";
import { createFixtureBackoffice } from "../../server/fixture-backoffice/handler.js";
import ember from "../../fixtures/products/ember-console.json";
import harlow from "../../fixtures/products/harlow-sofa.json";
import linden from "../../fixtures/products/linden-dining-chair-sale.json";
import { BACKOFFICE_URL, FIXTURES_DIR } from "../support/msw";
import { accountFor } from "../support/account";
import { fixtureApi } from "../support/loaded";
import { withI18n } from "../support/render";
import { fixturePage, pageContext } from "../support/render-detail-section";

process.env.BACKOFFICE_URL = BACKOFFICE_URL;

/*
 * The product page's social media carousel and Shop the Room (issue 18 items 4, 6): their data
 * streams with the page (the loader's productSocialPosts and productRoomScenes, here over the
 * fixture back office) and each renders as an intent part (tests/component/intent-part.test.tsx
 * has how the browser wakes it); the scene kit's discount and the cart go through the real routes.
 */

const backoffice = createFixtureBackoffice({ fixturesDir: FIXTURES_DIR });
const requests: string[] = [];
const cartPosts: string[][] = [];

async function answer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input), "http://shop.test");
  const reply = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  if (url.origin === BACKOFFICE_URL) {
    const headers = new Headers(init?.headers);
    const result = await backoffice.handle(url.pathname.slice("/api/".length), JSON.parse(String(init?.body ?? "{}")), {
      storeId: headers.get("x-store-id"),
      visitor: headers.get("x-client-token"),
    });
    return reply(result.body, result.status);
  }
  requests.push(`${url.pathname}${url.search}`);
  const args = { request: new Request(url), params: {}, context: { cspNonce: "n", clientToken: "social-rooms-test" } };
  if (url.pathname === "/api/discount") return discountLoader(args) as Promise<Response>;
  if (url.pathname === "/api/cart" && init?.method === "POST") {
    const { productIds } = JSON.parse(String(init.body)) as { productIds: string[] };
    cartPosts.push(productIds);
    const lines = cartPosts.flat().map((productId) => ({ productId, name: `Product ${productId}`, quantity: 1 }));
    return reply({ ok: true, cart: { lines, count: lines.length } });
  }
  return reply({ ok: true, cart: { count: 0, lines: [] } });
}

beforeAll(() => {
  vi.stubGlobal("fetch", vi.fn(answer));
});
afterEach(() => {
  requests.length = 0;
  cartPosts.length = 0;
});
afterAll(() => {
  vi.unstubAllGlobals();
});

const PATHS = new Map<unknown, string>([
  [harlow, "/harlow-sofa.html"],
  [ember, "/ember-console.html"],
  [linden, "/linden-dining-chair-sale.html"],
]);

/** The streamed data as the loader fetches it, from the fixture back office (store 3). */
async function streamed(page: ProductPage): Promise<Pick<ProductPage, "socialPosts" | "roomScenes">> {
  const api = fixtureApi();
  const { spu, spuId } = page.product.spuInfo;
  const [socialPosts, roomScenes] = await Promise.all([productSocialPosts(api, spu, 3), productRoomScenes(api, spu, String(spuId), 3)]);
  return { socialPosts, roomScenes };
}

async function renderSections(fixture: typeof harlow | typeof ember | typeof linden, device: Device, keys: (keyof BuiltSections)[] = ["shop-the-room", "social-media"]) {
  const base: ProductPage = fixturePage(fixture, { path: PATHS.get(fixture)!, device });
  const page: ProductPage = { ...base, ...(await streamed(base)) };
  const { sections } = buildSections(page, keys);
  const context: DetailPageContext = pageContext(page);
  const skus = Object.fromEntries(page.product.skuList.map((sku) => [sku.skuId, { sku: sku.sku, variant: null }]));
  return render(
    withI18n(
      <ToastProvider>
        <AccountProvider device={device} account={accountFor(false)}>
          <CartProvider device={device} storeId={3}>
            <ProductStateProvider initialSkuId={page.skuId} skus={skus} spu={context.spu} initialSide={{ delivery: null, coupons: null }}>
              <ProductSections sections={sections} page={context} />
            </ProductStateProvider>
          </CartProvider>
        </AccountProvider>
      </ToastProvider>,
      "en",
      "product",
    ),
  );
}

const socialDialog = () => document.querySelector<HTMLDialogElement>("dialog.social-dialog")!;
const cartPanel = () => document.querySelector<HTMLDialogElement>("dialog.cart-panel");
const summary = () => document.querySelector(".pick-summary__line")?.textContent?.replace(/\s+/g, " ").trim();

describe("social media carousel", () => {
  it.each(["desktop", "mobile"] as const)("shows the product's posts with '@name', the date and the quoted keyword (%s)", async (device) => {
    await renderSections(harlow, device, ["social-media"]);
    const section = await screen.findByRole("region", { name: "As Seen on Social" });
    const posts = within(section).getAllByRole("button", { name: /^@/ });
    // Five fixture posts, one without media.
    expect(posts).toHaveLength(4);
    expect(posts[0]!.textContent).toBe("@Maya at Home10/12/2026“Sunday reading corner”");
    expect(posts[1]!.textContent).toContain("Video");
    expect(section.classList.contains(`detail-social--${device}`)).toBe(true);
  });

  it.each([
    ["desktop", "dialog--right"],
    ["mobile", "dialog--bottom"],
  ] as const)("opens the media dialog, steps through its media, and its Add To Cart opens the cart (%s)", async (device, panelPlacement) => {
    await renderSections(harlow, device, ["social-media"]);
    fireEvent.click(await screen.findByRole("button", { name: /^@Maya at Home/ }));
    const dialog = socialDialog();
    expect(dialog.hasAttribute("open")).toBe(true);
    expect(dialog.getAttribute("aria-label") ?? within(dialog).queryByText("@Maya at Home")).toBeTruthy();
    expect(within(dialog).getByRole("img", { name: "Media 1 of 2" }).getAttribute("src")).toContain("harlow-sofa-room.svg");
    fireEvent.click(within(dialog).getByRole("button", { name: "Next" }));
    expect(within(dialog).getByRole("img", { name: "Media 2 of 2" }).getAttribute("src")).toContain("harlow-sofa.svg");
    expect(within(dialog).getByText("“Sunday reading corner”")).toBeTruthy();
    expect(within(dialog).getByText("Harlow 3-Seat Sofa")).toBeTruthy();
    expect(within(dialog).getByText("$1,299.00")).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Add To Cart" }));
    });
    await waitFor(() => expect(cartPosts).toEqual([["20011"]]));
    expect(socialDialog().hasAttribute("open")).toBe(false);
    await waitFor(() => expect(cartPanel()?.hasAttribute("open")).toBe(true));
    expect(cartPanel()!.classList.contains(panelPlacement)).toBe(true);
  });

  it("plays a video post in a 3:4 <video>, and says so when it cannot play", async () => {
    await renderSections(harlow, "desktop", ["social-media"]);
    fireEvent.click(await screen.findByRole("button", { name: /^@the\.loft\.edit/ }));
    const video = socialDialog().querySelector("video")!;
    expect(video.getAttribute("src")).toBe("/fixture-images/graphics-showroom-mobile.webm");
    expect([video.getAttribute("width"), video.getAttribute("height")]).toEqual(["600", "800"]);
    fireEvent.error(video);
    expect(within(socialDialog()).getByRole("status").textContent).toBe("This video can't be played");
  });

  it("leaves no trace when the call fails or the product has no posts, and the other section still shows", async () => {
    // ember-console's social media list fails in the fixture back office; it has a room (106).
    const { container } = await renderSections(ember, "desktop");
    await screen.findByRole("heading", { name: "Shop the Room" });
    expect(container.querySelector('[data-section="social-media"]')!.childElementCount).toBe(0);
    expect(screen.queryByRole("region", { name: "As Seen on Social" })).toBeNull();
  });
});

describe("shop the room", () => {
  it("shows the desktop scene swiper of the rooms featuring the product, with the bundle discount, and adds the picked products", async () => {
    await renderSections(harlow, "desktop", ["shop-the-room"]);
    const section = await screen.findByRole("region", { name: "Shop the Room" });
    // Rooms 101 and 110 have the Harlow sofa (SKU 20011).
    expect(within(section).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["Sunlit Living Room", "Sofa Showcase"]);
    // The first room's all-picked discount came with the scenes: no discount request.
    expect(summary()).toMatch(/Save \$300\.00/);
    expect(requests.some((request) => request.startsWith("/api/discount"))).toBe(false);
    fireEvent.click(screen.getByRole("checkbox", { name: "Pick Arc Floor Lamp" }));
    await waitFor(() => expect(summary()).toMatch(/Save \$200\.00/));
    await act(async () => {
      fireEvent.click(within(section).getByRole("button", { name: "Shop this idea" }));
    });
    await waitFor(() => expect(cartPosts).toEqual([["20011", "20061", "20081", "20021"]]));
    await waitFor(() => expect(cartPanel()?.hasAttribute("open")).toBe(true));
  });

  it("shows 'Room Ideas' on a phone, with the picked price and the product list", async () => {
    await renderSections(harlow, "mobile", ["shop-the-room"]);
    const section = await screen.findByRole("region", { name: "Shop the Room" });
    expect(within(section).getByRole("heading", { level: 2, name: "Room Ideas" })).toBeTruthy();
    expect(within(section).getByRole("heading", { name: "Shop this idea" })).toBeTruthy();
    expect(within(section).getByRole("checkbox", { name: "Pick Harlow 3-Seat Sofa" })).toBeTruthy();
    expect(within(section).getAllByRole("listitem").length).toBeGreaterThanOrEqual(5);
  });

  it("is not there when the product is in no room", async () => {
    // The sale chair (SKU 20611) is in none of the fixture rooms.
    const { container } = await renderSections(linden, "desktop", ["shop-the-room"]);
    expect(container.querySelector('[data-section="shop-the-room"]')!.childElementCount).toBe(0);
    expect(screen.queryByRole("region", { name: "Shop the Room" })).toBeNull();
  });
});
