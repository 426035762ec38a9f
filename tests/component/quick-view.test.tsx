// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import QuickView from "~/components/quick-view/quick-view";
import { buildSections } from "~/lib/product-page.server";
import { messagesFor } from "~/lib/i18n.server";
import { AccountProvider } from "~modules/kit/account";
import { CartProvider } from "~modules/kit/cart/cart-provider";
import { closeQuickView, openQuickView, quickViewRequest } from "~modules/kit/quick-view-opener";
import { ToastProvider } from "~modules/kit/toast";
import type { QuickViewAnswer } from "~schemas/app-api";
import type { Device } from "~schemas/rules/device";
import { variantOf } from "~schemas/rules/product/sku";
import type { QuickViewRequest } from "~schemas/rules/quick-view";
import { fixtureFetch, fixturePage, type ProductFixture } from "../support/buying-sections";
import { TEST_GUEST } from "../support/account";
import { withI18n } from "../support/render";
import harlowJson from "../../fixtures/products/harlow-sofa.json";

const harlow = harlowJson as ProductFixture;
afterEach(() => {
  closeQuickView();
  vi.unstubAllGlobals();
});

/** What /api/quick-view answers for the fixture: the page's sections through their schemas, as the route builds them. */
function answerFor(device: Device): QuickViewAnswer {
  const page = fixturePage(harlow, { device, path: "/harlow-sofa.html" });
  const { sections } = buildSections(page);
  const i18n = messagesFor("en", ["common", "modules", "product"]);
  return {
    ok: true,
    detailPath: "/harlow-sofa.html",
    sections: Object.fromEntries(Object.entries(sections).filter(([key]) => !["reviews-banner"].includes(key))),
    skuId: page.skuId,
    skus: Object.fromEntries(page.product.skuList.map((entry) => [entry.skuId, { sku: entry.sku, variant: variantOf(entry) }])),
    side: { delivery: page.delivery, coupons: page.coupons },
    context: { kind: "page", path: "/harlow-sofa.html", store: 3, device, now: page.now, spu: page.product.spuInfo.spu, spuId: String(page.product.spuInfo.spuId) },
    name: page.product.spuInfo.name ?? "",
    i18n: { locale: "en", namespaces: [...i18n.namespaces], messages: i18n.messages },
  };
}

/** The quick view as the shell holds it, on a landing page's texts (the product's come with the answer). */
function Host({ device, request }: { device: Device; request: QuickViewRequest | null }) {
  return (
    <ToastProvider>
      <AccountProvider device={device} account={TEST_GUEST}>
        <CartProvider device={device} storeId={3}>
          <QuickView device={device} request={request} />
        </CartProvider>
      </AccountProvider>
    </ToastProvider>
  );
}

function setup(device: Device) {
  const api = fixtureFetch(harlow);
  const answer = answerFor(device);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const mock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    if (String(input).startsWith("/api/quick-view")) {
      await held;
      return new Response(JSON.stringify(answer), { headers: { "content-type": "application/json" } });
    }
    return api.mock(input, init);
  });
  vi.stubGlobal("fetch", mock);
  return { api, mock, release };
}

describe.each(["desktop", "mobile"] as const)("the quick view on %s", (device) => {
  it(device === "desktop" ? "is a right drawer: a skeleton, then the page's sections and Full Details / Add To Cart" : "is the 'Product Details' sheet: a skeleton, then the page's sections and the fixed Full Details / Add To Cart bar", async () => {
    const { mock, release, api } = setup(device);
    window.history.replaceState(null, "", "/guide/autumn-living");
    openQuickView({ detailUrl: "/harlow-sofa.html", skuId: null });
    render(withI18n(<Host device={device} request={quickViewRequest()} />, "en", "landing"));
    const dialog = screen.getByRole("dialog", { name: device === "mobile" ? "Product Details" : "Quick View" });
    expect(dialog.classList.contains(device === "mobile" ? "dialog--bottom" : "dialog--right")).toBe(true);
    // Loading: the skeleton, named for assistive technology, no buttons yet.
    expect(within(dialog).getByRole("status").textContent).toContain("Loading the product");
    expect(within(dialog).queryByRole("button", { name: "Add To Cart" })).toBeNull();
    expect(String(mock.mock.calls[0]?.[0])).toBe("/api/quick-view?url=%2Fharlow-sofa.html");

    await act(async () => release());
    const loaded = await screen.findByRole("dialog", { name: device === "mobile" ? "Product Details" : "Harlow 3-Seat Sofa, a compact classic" });
    if (device === "mobile") expect(within(loaded).getByRole("heading", { name: "Product Details" })).toBeTruthy();
    for (const section of ["gallery", "goods-info", "price", "variants", "panels"]) expect(loaded.querySelector(`[data-section="${section}"]`), section).not.toBeNull();
    // The wishlist heart comes with the gallery (issue 16: gallery, cards and quick view).
    expect(within(loaded).getByRole("button", { name: "Save to wishlist" }).getAttribute("aria-pressed")).toBe("false");
    // The footer replaces the buy section's bar.
    expect(loaded.querySelector('[data-section="buy"]')).toBeNull();
    expect(within(loaded).getByRole("link", { name: "Full Details" }).getAttribute("href")).toBe("../harlow-sofa.html");

    // A SKU switch stays in the quick view: the host page's address is left alone.
    fireEvent.click(within(loaded).getByText("4-Seat"));
    expect(window.location.pathname + window.location.search).toBe("/guide/autumn-living");

    await act(async () => {
      fireEvent.click(within(loaded).getByRole("button", { name: "Add To Cart" }));
    });
    await waitFor(() => expect(api.posted("/api/cart")).toHaveLength(1));
    // Added: it closes (the cart's drawer or sheet takes over).
    await waitFor(() => expect(quickViewRequest()).toBeNull());
  });

  it("shows the out-of-stock area instead of Add To Cart for a sold-out SKU" + (device === "mobile" ? ", with 'See Similar Products' in the bar" : ""), async () => {
    const { release } = setup(device);
    release();
    openQuickView({ detailUrl: "/harlow-sofa.html", skuId: null });
    render(withI18n(<Host device={device} request={quickViewRequest()} />, "en", "landing"));
    await waitFor(() => expect(document.querySelector('[data-section="variants"]')).not.toBeNull());
    // Sage 3-seat is sold out in the fixture.
    fireEvent.click(screen.getByText("Sage"));
    await waitFor(() => expect(document.querySelector(".quick-view__stockout .detail-stockout")).not.toBeNull());
    expect(screen.queryByRole("button", { name: "Add To Cart" })).toBeNull();
    expect(screen.queryAllByRole("button", { name: "See Similar Products" })).toHaveLength(device === "mobile" ? 1 : 0);
  });
});
