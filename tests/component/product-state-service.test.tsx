// @vitest-environment jsdom
import { act, render, waitFor } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CartProvider, useCart } from "~modules/kit/cart/cart-provider";
import { ProductStateProvider, useProductState } from "~modules/kit/product/product-state";
import { ToastProvider } from "~modules/kit/toast";
import type { SkuSideData } from "~schemas/rules/product/side-data";
import { withI18n } from "../support/render";
import { fixtureSide, type ProductFixture } from "../support/render-detail-section";
import harlowJson from "../../fixtures/products/harlow-sofa.json";

const harlow = harlowJson as ProductFixture;

/** The side data answers wait until a test lets them go, so "while it loads" can be seen. */
let release: (() => void) | null = null;
const fetchMock = vi.fn(async (url: string, _init?: RequestInit): Promise<Response> => {
  if (url === "/api/cart") return new Response(JSON.stringify({ ok: true, cart: { lines: [], count: 1 } }));
  await new Promise<void>((resolve) => (release = resolve));
  const side: SkuSideData = fixtureSide(harlow, new URLSearchParams(url.split("?")[1]).get("sku")!);
  return new Response(JSON.stringify({ ...side, delivery: { ...side.delivery, timeDesc: "reloaded" } }));
});
beforeAll(() => vi.stubGlobal("fetch", fetchMock));
afterAll(() => vi.unstubAllGlobals());

let state: ReturnType<typeof useProductState>;
function Probe() {
  state = useProductState();
  return null;
}

const SKUS = { "20011": { sku: "LW1001-OAT-3-SEAT", variant: "44020011" }, "20012": { sku: "LW1001-OAT-4-SEAT", variant: "44020012" } };

function renderState() {
  return render(
    <ProductStateProvider initialSkuId="20011" skus={SKUS} spu="LW1001" initialSide={fixtureSide(harlow, "LW1001-OAT-3-SEAT")}>
      <Probe />
    </ProductStateProvider>,
  );
}

describe("the product state for the service card", () => {
  it("reloadSide asks the chosen SKU's side data again, keeping the old data shown until the new arrives", async () => {
    renderState();
    expect(state.sideLoading).toBe(false);
    expect(state.side?.delivery?.timeDesc).toBe("5-9");
    act(() => state.reloadSide());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/product-sku\?sku=LW1001-OAT-3-SEAT&skuId=20011/), expect.anything()));
    expect(state.sideLoading).toBe(true);
    expect(state.side?.delivery?.timeDesc).toBe("5-9");
    await act(async () => release?.());
    await waitFor(() => expect(state.side?.delivery?.timeDesc).toBe("reloaded"));
    expect(state.sideLoading).toBe(false);
  });

  it("gives the default delivery service, the shopper's choice for that SKU, and the default again on another SKU", async () => {
    renderState();
    expect(state.giftWrapId).toBe("1");
    act(() => state.selectGiftWrap("3"));
    expect(state.giftWrapId).toBe("3");
    act(() => state.selectSku("20012"));
    await act(async () => release?.());
    await waitFor(() => expect(state.side?.wraps).toBeTruthy());
    expect(state.giftWrapId).toBe("1");
  });
});

describe("the cart add with a delivery service (detail spec 7, Wrap list)", () => {
  it("posts the giftWrapId with the single add", async () => {
    let cart: ReturnType<typeof useCart> | null = null;
    function CartProbe() {
      cart = useCart();
      return null;
    }
    render(
      withI18n(
        <ToastProvider>
          <CartProvider device="desktop" storeId={3}>
            <CartProbe />
          </CartProvider>
        </ToastProvider>,
      ),
    );
    fetchMock.mockClear();
    await act(async () => {
      await cart!.add(["20011"], { giftWrapId: "2" });
    });
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ productIds: ["20011"], giftWrapId: "2" });
  });
});
