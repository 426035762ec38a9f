// @vitest-environment jsdom
import { closeQuickView, quickViewRequest } from "~modules/kit/quick-view-opener";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CartProvider } from "~modules/kit/cart/cart-provider";
import { CardImageChoiceContext } from "~modules/kit/product-card/card-image-choice";
import { CARD_IMAGE, ProductCard, type ProductCardProps } from "~modules/kit/product-card/product-card";
import { cardImageChoice } from "~schemas/rules/card-images";
import { ToastProvider } from "~modules/kit/toast";
import type { CartResponse } from "~schemas/rules/cart";
import { listingProductSchema, type ListingProduct } from "~schemas/backoffice";
import notFoundProducts from "../../fixtures/not-found-products.json";
import { withI18n } from "../support/render";

// Cards are given what the schema makes of the back office's JSON, as in the app.
const productAt = (index: number, extra: Record<string, unknown> = {}): ListingProduct =>
  listingProductSchema.parse({ ...notFoundProducts[index], ...extra });
const harlow = () => productAt(0);
const bexley = (extra: Record<string, unknown> = {}) => productAt(2, extra);

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };
const dataLayer = () => (window as DataLayerWindow).dataLayer ?? [];

const fetchMock = vi.fn(async (_url: string, init?: RequestInit): Promise<Response> => {
  const ids = init?.method === "POST" ? (JSON.parse(String(init.body)) as { productIds: string[] }).productIds : [];
  const body: CartResponse = { ok: true, cart: { count: ids.length, lines: ids.map((productId) => ({ productId, quantity: 1, imageUrl: undefined, detailUrl: undefined })) } };
  return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
});
beforeAll(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockClear();
  delete (window as DataLayerWindow).dataLayer;
});
afterAll(() => {
  vi.unstubAllGlobals();
});

function renderCard(props: Partial<ProductCardProps> & { product: ListingProduct }) {
  const card = <ProductCard index={0} storeId={3} device="desktop" {...props} />;
  return render(
    withI18n(
      props.addToCart ? (
        <ToastProvider>
          <CartProvider device={props.device ?? "desktop"} storeId={3}>
            {card}
          </CartProvider>
        </ToastProvider>
      ) : (
        card
      ),
    ),
  );
}

const images = (container: HTMLElement) => [...container.querySelectorAll<HTMLImageElement>(".product-card__media img")];

describe.each(["desktop", "mobile"] as const)("product card, normal layout (%s)", (device) => {
  it("links to the detail page with a 500×500 image and its hover (room) image, and names itself", () => {
    const { container } = renderCard({ product: harlow(), device });
    const article = screen.getByRole("article", { name: "Harlow 3-Seat Sofa" });
    expect(article.classList.contains(`product-card--${device}`)).toBe(true);
    expect(within(article).getByRole("link", { name: "Harlow 3-Seat Sofa" }).getAttribute("href")).toBe("/harlow-sofa.html");
    const [main, hover] = images(container);
    expect(main?.getAttribute("src")).toBe("/fixture-images/products/harlow-sofa.svg");
    expect(hover?.getAttribute("src")).toBe("/fixture-images/products/harlow-sofa-room.svg");
    expect(hover?.classList.contains("product-card__image--hover")).toBe(true);
    expect([main?.getAttribute("width"), main?.getAttribute("height")]).toEqual([String(CARD_IMAGE.width), String(CARD_IMAGE.height)]);
    expect(CARD_IMAGE).toEqual({ width: 500, height: 500 });
  });

  it("shows the gray image first and scene1 on hover by default, or the kinds the page's product-page and product-page-hover choose", () => {
    const productImage = {
      image: { path: "/img/base.jpg", relativePath: "base.jpg" },
      grayImage: { path: "/img/gray.jpg" },
      scene1Image: { path: "/img/scene1.jpg" },
      scene2Image: { path: "/img/scene2.jpg" },
      detail1Image: { path: "" },
    };
    const product = productAt(0, { productImage });
    const srcs = (container: HTMLElement) => images(container).map((img) => img.getAttribute("src"));
    const { container, unmount } = renderCard({ product, device });
    expect(srcs(container)).toEqual(["/img/gray.jpg", "/img/scene1.jpg"]);
    unmount();
    const chosen = render(
      withI18n(
        <CardImageChoiceContext.Provider value={cardImageChoice("?product-page=base&product-page-hover=scene2")}>
          <ProductCard index={0} storeId={3} device={device} product={product} />
        </CardImageChoiceContext.Provider>,
      ),
    );
    expect(srcs(chosen.container)).toEqual(["/img/base.jpg", "/img/scene2.jpg"]);
    chosen.unmount();
    // A kind the product lacks (detail1 has no path) falls back to the listing's own images.
    const lacking = render(
      withI18n(
        <CardImageChoiceContext.Provider value={cardImageChoice("?product-page=detail1&product-page-hover=ar")}>
          <ProductCard index={0} storeId={3} device={device} product={product} />
        </CardImageChoiceContext.Provider>,
      ),
    );
    expect(srcs(lacking.container)).toEqual(["/fixture-images/products/harlow-sofa.svg", "/fixture-images/products/harlow-sofa-room.svg"]);
  });

  it("offers 'Quick View', a button that opens the quick view over a real link to the page, and 'View Details' (a link) for a crowdfunded product", () => {
    renderCard({ product: harlow(), device });
    const quick = screen.getByRole("button", { name: "Quick View" });
    // No JavaScript, a middle click or a new tab still reach the page.
    expect(quick.getAttribute("href")).toBe("/harlow-sofa.html");
    // jsdom would follow the link a middle click leaves alone: stop it after React has seen the click.
    window.addEventListener("click", (event) => event.preventDefault(), { once: true });
    fireEvent.click(quick, { button: 1 });
    expect(quickViewRequest()).toBeNull();
    fireEvent.click(quick);
    expect(quickViewRequest()).toEqual({ detailUrl: "/harlow-sofa.html", skuId: harlow().skuId, list: null });
    closeQuickView();
    renderCard({ product: bexley({ isCrowdfund: true }), device });
    expect(screen.getByRole("link", { name: "View Details" }).getAttribute("href")).toBe("/bexley-sectional.html");
  });

  it("shows at most 3 swatches, then '+N'; hovering or focusing one swaps the image and the SKU", () => {
    const { container } = renderCard({ product: bexley(), device });
    const swatches = within(container.querySelector(".product-card__swatches")!).getAllByRole("button");
    expect(swatches.map((s) => s.getAttribute("aria-label"))).toEqual(["Colour: Oat", "Colour: Sage", "Colour: Charcoal"]);
    expect(screen.getByRole("link", { name: "1 more colours" }).textContent).toBe("+1");
    const article = container.querySelector<HTMLElement>(".product-card")!;
    expect(article.dataset.sku).toBe("20041");
    expect(swatches[0]!.getAttribute("aria-pressed")).toBe("true");

    fireEvent.mouseEnter(swatches[1]!);
    expect(article.dataset.sku).toBe("20042");
    expect(images(container).map((img) => img.getAttribute("src"))).toEqual(["/fixture-images/products/bexley-sectional-room.svg"]);
    expect(swatches[1]!.getAttribute("aria-pressed")).toBe("true");
    expect(swatches[0]!.getAttribute("aria-pressed")).toBe("false");

    fireEvent.focus(swatches[2]!);
    expect(article.dataset.sku).toBe("20043");
    expect(images(container)[0]?.getAttribute("src")).toBe("/fixture-images/products/bexley-sectional.svg");
  });

  it("shows no '+N' with 3 swatches or fewer", () => {
    renderCard({ product: productAt(1), device });
    expect(screen.queryByRole("link", { name: /more colours/ })).toBeNull();
    expect(screen.getAllByRole("button", { name: /^Colour:/ })).toHaveLength(2);
  });

  it("tags only BEST SELLER and NEW", () => {
    const { container, rerender } = renderCard({ product: harlow(), device });
    expect(container.querySelector(".product-card__tag")?.textContent).toBe("BEST SELLER");
    rerender(withI18n(<ProductCard product={productAt(1)} index={0} storeId={3} device={device} />));
    expect(container.querySelector(".product-card__tag")?.textContent).toBe("NEW");
    rerender(withI18n(<ProductCard product={bexley({ goodsSubscriptVO: { name: "HOT" } })} index={0} storeId={3} device={device} />));
    expect(container.querySelector(".product-card__tag")).toBeNull();
  });

  it("shows the sale badge from discountRate, the price and the struck original price", () => {
    const { container } = renderCard({ product: bexley({ discountRate: 33 }), device });
    expect(container.querySelector(".product-card__sale")?.textContent).toBe("Discount 33%");
    expect(container.querySelector(".product-card__price")?.textContent).toBe("$2,199.00");
    expect(container.querySelector(".product-card__original")?.textContent).toBe("Original price: $2,599.00");
  });

  it("shows no struck price and no badge when nothing is off", () => {
    const { container } = renderCard({ product: bexley({ price: 2199, discountRate: 0 }), device });
    expect(container.querySelector(".product-card__original")).toBeNull();
    expect(container.querySelector(".product-card__sale")).toBeNull();
  });

  it("rates with topRated / 20 and the review count, unless reviews are off", () => {
    const { rerender } = renderCard({ product: harlow(), device });
    expect(screen.getByRole("img", { name: "Rated 4.8 out of 5, 412 reviews" })).toBeTruthy();
    rerender(withI18n(<ProductCard product={harlow()} index={0} storeId={3} device={device} reviews={false} />));
    expect(screen.queryByRole("img", { name: /Rated/ })).toBeNull();
  });

  it("marks a crowdfunded product FUNDING with its stage price and 'N% Funded' bar", () => {
    const { container } = renderCard({
      product: bexley({ isCrowdfund: true, crowdfundStatus: 1, duringAmount: 1799, barPercentage: 64 }),
      device,
    });
    expect(within(container.querySelector(".product-card__name")!).getByText("FUNDING")).toBeTruthy();
    expect(container.querySelector(".product-card__price")?.textContent).toBe("$1,799.00");
    const bar = screen.getByRole("progressbar");
    expect(bar.getAttribute("aria-valuenow")).toBe("64");
    expect(screen.getByText("64% Funded")).toBeTruthy();
  });

  it("shows the flash stock bar, 'Left N' or 'Sold out', with the flash price", () => {
    const { container, rerender } = renderCard({
      product: bexley({ isFlashSale: true, flashSalePrice: 1899, remainStock: 7, stockSchedule: 72 }),
      device,
      flash: true,
    });
    expect(container.querySelector(".product-card__price")?.textContent).toBe("$1,899.00");
    expect(screen.getByText("Left 7")).toBeTruthy();
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("72");
    rerender(withI18n(<ProductCard product={bexley({ isFlashSale: true, remainStock: 0 })} index={0} storeId={3} device={device} flash />));
    expect(screen.getByText("Sold out")).toBeTruthy();
    rerender(withI18n(<ProductCard product={harlow()} index={0} storeId={3} device={device} />));
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("hides the pick checkbox when isPick is null; otherwise starts from it and reports changes; it can be disabled", () => {
    renderCard({ product: harlow(), device });
    expect(screen.queryByRole("checkbox")).toBeNull();
    const onPickChange = vi.fn();
    renderCard({ product: bexley({ isPick: true }), device, onPickChange });
    const box = screen.getByRole<HTMLInputElement>("checkbox", { name: "Pick" });
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    expect(box.checked).toBe(false);
    expect(onPickChange).toHaveBeenCalledWith(false, expect.objectContaining({ spu: "LW1004" }));
  });

  it("shows a disabled pick state", () => {
    renderCard({ product: bexley({ isPick: false }), device, pickDisabled: true });
    const box = screen.getByRole<HTMLInputElement>("checkbox", { name: "Pick" });
    expect(box.disabled).toBe(true);
    expect(box.closest("label")?.classList.contains("is-disabled")).toBe(true);
  });

  it("shows ranking badges, the flash and Black Friday styles when asked", () => {
    const { container } = renderCard({ product: harlow(), device, rank: 2, flash: true, blackFriday: true });
    expect(container.querySelector(".product-card__rank")?.textContent).toBe("NO.2");
    const article = container.querySelector(".product-card")!;
    expect(article.classList.contains("product-card--flash")).toBe(true);
    expect(article.classList.contains("product-card--black-friday")).toBe(true);
  });

  it("shows partner icons with their names", () => {
    renderCard({ product: bexley({ partnerIconList: [{ imageUrl: "/fixture-images/partner-eco.svg", name: "Responsibly sourced wood" }] }), device });
    const icon = screen.getByRole("img", { name: "Responsibly sourced wood" });
    expect(icon.getAttribute("src")).toBe("/fixture-images/partner-eco.svg");
  });

  it("reports product_click with the tracking line ceil((index + 1) / 4)", () => {
    renderCard({ product: bexley(), device, index: 5, list: "Autumn favourites" });
    const link = screen.getByRole("link", { name: "Bexley Corner Sectional" });
    // jsdom does not navigate; stop it after React has seen the click (a card's own handler skips prevented clicks).
    window.addEventListener("click", (event) => event.preventDefault(), { once: true });
    fireEvent.click(link);
    expect(dataLayer()).toEqual([
      expect.objectContaining({ event: "product_click", spu: "LW1004", sku: "20041", position: 6, line: 2, list: "Autumn favourites" }),
    ]);
  });

  it("adds the shown SKU with its Add to Cart button, opening the cart", async () => {
    const { container } = renderCard({ product: bexley(), device, addToCart: {} });
    fireEvent.mouseEnter(screen.getByRole("button", { name: "Colour: Sage" }));
    fireEvent.click(screen.getByRole("button", { name: "Add to Cart: Bexley Corner Sectional" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith("/api/cart", expect.objectContaining({ method: "POST" })));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ productIds: ["20042"] });
    expect(await screen.findByRole("dialog", { name: device === "mobile" ? "My Cart (1)" : "Cart (1)" })).toBeTruthy();
    expect(dataLayer()).toEqual([expect.objectContaining({ event: "add_button", sku: "20042" })]);
    expect(container.querySelector(".product-card")).toBeTruthy();
  });
});
