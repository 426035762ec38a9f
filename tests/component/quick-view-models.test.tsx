// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import QuickView from "~/components/quick-view/quick-view";
import { buildSections } from "~/lib/product-page.server";
import { messagesFor } from "~/lib/i18n.server";
import { AccountProvider } from "~modules/kit/account";
import { CartProvider } from "~modules/kit/cart/cart-provider";
import { closeQuickView, openQuickView, quickViewRequest, subscribeQuickView } from "~modules/kit/quick-view-opener";
import { ToastProvider } from "~modules/kit/toast";
import type { QuickViewAnswer } from "~schemas/app-api";
import { modelProductListSchema } from "~schemas/product";
import type { Device } from "~schemas/rules/device";
import { variantOf } from "~schemas/rules/product/sku";
import { useSyncExternalStore } from "react";
import { fixtureFetch, fixturePage, type ProductFixture } from "../support/buying-sections";
import { TEST_GUEST } from "../support/account";
import { withI18n } from "../support/render";
import willowJson from "../../fixtures/products/willow-bed.json";

const willow = willowJson as ProductFixture;
const models = modelProductListSchema.parse({
  productDetailVOList: [],
  productBundlingVOList: [
    { bundlingSpu: "LW1012", modelName: "Queen", detailUrl: "/willow-bed.html", isCurrent: true, sort: 1, variant: "44020121" },
    { bundlingSpu: "LW1013", modelName: "King", detailUrl: "/willow-bed-king.html", isCurrent: false, sort: 2, variant: "44020131" },
  ],
}).models;

afterEach(() => {
  closeQuickView();
  vi.unstubAllGlobals();
});

/** /api/quick-view's answer for the willow bed with two bundled models, whatever model is asked. */
function answerFor(device: Device, name: string): QuickViewAnswer {
  const page = { ...fixturePage(willow, { device, path: "/willow-bed.html" }), models };
  const { sections } = buildSections(page);
  const i18n = messagesFor("en", ["common", "modules", "product"]);
  return {
    ok: true,
    detailPath: name === "Queen" ? "/willow-bed.html" : "/willow-bed-king.html",
    sections: Object.fromEntries(Object.entries(sections).filter(([key]) => !["reviews-banner"].includes(key))),
    skuId: page.skuId,
    skus: Object.fromEntries(page.product.skuList.map((entry) => [entry.skuId, { sku: entry.sku, variant: variantOf(entry) }])),
    side: { delivery: page.delivery, coupons: page.coupons },
    context: { kind: "page", path: "/willow-bed.html", store: 3, device, now: page.now, spu: page.product.spuInfo.spu, spuId: String(page.product.spuInfo.spuId) },
    name,
    i18n: { locale: "en", namespaces: [...i18n.namespaces], messages: i18n.messages },
  };
}

/** The shell's host: the quick view follows the opener's store. */
function Host({ device }: { device: Device }) {
  const request = useSyncExternalStore(subscribeQuickView, quickViewRequest, quickViewRequest);
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

describe.each(["desktop", "mobile"] as const)("bundle models in the quick view on %s (detail spec 2 Quick view)", (device) => {
  it("a model tab switches the SPU inside the quick view, for the same listing, and leaves the host page where it is", async () => {
    const api = fixtureFetch(willow);
    const asked: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
        const url = String(input);
        if (url.startsWith("/api/quick-view")) {
          asked.push(new URL(url, "http://shop.test").searchParams.get("url") ?? "");
          return new Response(JSON.stringify(answerFor(device, asked.length === 1 ? "Queen" : "King")), { headers: { "content-type": "application/json" } });
        }
        return api.mock(input, init);
      }),
    );
    window.history.replaceState(null, "", "/guide/autumn-living");
    openQuickView({ detailUrl: "/willow-bed.html", skuId: null, list: "shop" });
    render(withI18n(<Host device={device} />, "en", "landing"));
    const king = await screen.findByRole("link", { name: "King" });
    expect(fireEvent.click(within(king.closest("nav")!).getByRole("link", { name: "Queen" }), { button: 0 })).toBe(false);
    expect(asked).toHaveLength(1);

    await act(async () => {
      // Not followed: the quick view loads the model instead.
      expect(fireEvent.click(king, { button: 0 })).toBe(false);
    });
    const expected = "/willow-bed-king.html?variant=44020131&related-product=LW1012&related-product=LW1013";
    expect(quickViewRequest()).toEqual({ detailUrl: expected, skuId: null, list: "shop" });
    await vi.waitFor(() => expect(asked).toEqual(["/willow-bed.html", expected]));
    await screen.findByRole("dialog", { name: device === "mobile" ? "Product Details" : "King" });
    expect(window.location.pathname).toBe("/guide/autumn-living");
  });
});
