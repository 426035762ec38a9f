import { render } from "@testing-library/react";
import { vi } from "vitest";
import { CartProvider } from "~modules/kit/cart/cart-provider";
import { ProductSections } from "~/components/product/product-sections";
import { AccountProvider } from "~modules/kit/account";
import { accountFor } from "./account";
import { ProductStateProvider } from "~modules/kit/product/product-state";
import { ToastProvider } from "~modules/kit/toast";
import { PageFormAnswerContext } from "~modules/kit/page-form-answer";
import type { PageFormAnswer } from "~schemas/rules/product/page-form";
import type { Device } from "~schemas/rules/device";
import { buildSections } from "~/lib/product-page.server";
import type { SkuSideData } from "~schemas/rules/product/side-data";
import { variantOf } from "~schemas/rules/product/sku";
import type { StoreId } from "~schemas/rules/stores";
import type { DetailPageContext } from "~modules/detail-types";
import type { ProductPage } from "~schemas/detail/page";
import { accessoryListSchema, couponListSchema, deliverySchema, modelProductListSchema, ottomanListSchema, suggestionListSchema } from "~schemas/product";
import { TEST_NOW, withI18n } from "./render";
import { seatTextsFor } from "~/lib/i18n.server";

/**
 * Component-test support for the buying sections (variants, upgrades, buy): a ProductPage
 * built from a product fixture the way the loader builds it, rendered through the real
 * section registry inside the providers the page has, and a fetch double answering the
 * page's /api routes from the same fixture.
 */

export type ProductFixture = {
  model: unknown;
  delivery?: Record<string, unknown>;
  coupons?: Record<string, unknown>;
  ottomans?: Record<string, unknown>;
  accessories?: unknown[];
  quickDispatch?: unknown[];
  similar?: unknown[];
};

const forSku = (map: Record<string, unknown> | undefined, sku: string) => (map ? (map[sku] ?? map.default ?? null) : null);

export type PageOptions = { skuId?: string; device?: Device; store?: StoreId; path?: string };

export function fixturePage(fixture: ProductFixture, { skuId, device = "desktop", store = 3, path = "/product.html" }: PageOptions = {}): ProductPage {
  const { product, models } = modelProductListSchema.parse(fixture.model);
  if (!product) throw new Error("the fixture has no product");
  const sku = product.skuList.find((entry) => entry.skuId === skuId) ?? product.skuList[0]!;
  const modular = fixture.ottomans !== undefined || fixture.accessories !== undefined;
  return {
    kind: "page",
    path,
    product,
    models,
    skuId: sku.skuId,
    delivery: deliverySchema.parse(forSku(fixture.delivery, sku.sku)),
    coupons: couponListSchema.parse(forSku(fixture.coupons, sku.sku)),
    reviewSummary: null,
    upgrades: modular
      ? { ottomans: ottomanListSchema.parse(forSku(fixture.ottomans, sku.sku) ?? []), accessories: accessoryListSchema.parse(fixture.accessories ?? []) }
      : null,
    seatTexts: seatTextsFor(store),
    store,
    device,
    now: TEST_NOW,
  };
}

/**
 * Renders the page's info sections (or the given ones) with the account (a guest unless
 * `loggedIn`), cart, toasts and product state around them; `answer`: the page action's answer
 * to a plain form post, as the route hands it down.
 */
export function renderProduct(page: ProductPage, keys?: string[], options: { loggedIn?: boolean; answer?: PageFormAnswer | null } = {}) {
  return render(productElement(page, keys, options));
}

/** What renderProduct renders, for a server render (renderToString): the page's HTML before any script runs. */
export function productElement(page: ProductPage, keys?: string[], { loggedIn = false, answer = null }: { loggedIn?: boolean; answer?: PageFormAnswer | null } = {}) {
  const { sections } = buildSections(page);
  const shown = keys ? Object.fromEntries(Object.entries(sections).filter(([key]) => keys.includes(key))) : sections;
  const context: DetailPageContext = {
    kind: page.kind,
    path: page.path,
    store: page.store,
    device: page.device,
    now: page.now,
    spu: page.product.spuInfo.spu,
    spuId: String(page.product.spuInfo.spuId),
  };
  const skus = Object.fromEntries(page.product.skuList.map((entry) => [entry.skuId, { sku: entry.sku, variant: variantOf(entry) }]));
  const side: SkuSideData = { delivery: page.delivery, coupons: page.coupons };
  return withI18n(
    <ToastProvider>
      <AccountProvider device={page.device} account={accountFor(loggedIn)}>
        <CartProvider device={page.device} storeId={page.store}>
          <ProductStateProvider initialSkuId={page.skuId} skus={skus} spu={context.spu} initialSide={side}>
            <PageFormAnswerContext.Provider value={answer}>
              <ProductSections sections={shown} page={context} />
            </PageFormAnswerContext.Provider>
          </ProductStateProvider>
        </CartProvider>
      </AccountProvider>
    </ToastProvider>,
    "en",
    "product",
  );
}

type Json = Record<string, unknown> | unknown[] | null;

/**
 * A fetch double for the page's browser calls, answered from the fixture: /api/product-sku,
 * /api/product-upgrades, /api/product-suggestions, /api/cart (kept in memory), /api/stock-notify
 * and /api/delivery-signup (`signup` decides its answer). Every call is recorded.
 */
export function fixtureFetch(fixture: ProductFixture, options: { signup?: (email: string) => Json } = {}) {
  const skuOf = (id: string) => {
    const { product } = modelProductListSchema.parse(fixture.model);
    return product?.skuList.find((entry) => entry.sku === id || entry.skuId === id);
  };
  let lines: { productId: string; quantity: number; name: string }[] = [];
  const answer = (body: Json, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  const mock = vi.fn(async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), "http://shop.test");
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    const sku = url.searchParams.get("sku") ?? "";
    switch (url.pathname) {
      case "/api/product-sku":
        return answer({ delivery: deliverySchema.parse(forSku(fixture.delivery, sku)), coupons: couponListSchema.parse(forSku(fixture.coupons, sku)) });
      case "/api/product-upgrades":
        return answer({ ottomans: ottomanListSchema.parse(forSku(fixture.ottomans, sku) ?? []) });
      case "/api/product-suggestions":
        return answer({ items: suggestionListSchema.parse(url.searchParams.get("kind") === "similar" ? fixture.similar : fixture.quickDispatch) });
      case "/api/cart":
        if (init?.method === "POST") {
          for (const productId of body.productIds as string[]) {
            const line = lines.find((entry) => entry.productId === productId);
            if (line) line.quantity += 1;
            else lines = [...lines, { productId, quantity: 1, name: skuOf(productId)?.name ?? productId }];
          }
        }
        return answer({ ok: true, cart: { lines, count: lines.reduce((sum, line) => sum + line.quantity, 0) } });
      case "/api/stock-notify":
        return answer({ ok: true });
      case "/api/delivery-signup":
        return answer(options.signup?.(String(body.email)) ?? { result: "registered" });
      default:
        return answer({ error: `no double for ${url.pathname}` }, 404);
    }
  });
  return {
    mock,
    /** The bodies posted to a path. */
    posted: (path: string) => mock.mock.calls.filter(([input, init]) => String(input).startsWith(path) && init?.method === "POST").map(([, init]) => JSON.parse(String(init?.body)) as unknown),
    /** The URLs fetched with GET for a path. */
    fetched: (path: string) => mock.mock.calls.filter(([input, init]) => String(input).startsWith(path) && !init?.method).map(([input]) => String(input)),
  };
}

