import { render } from "@testing-library/react";
import { ProductStateProvider, type SkuRef } from "~modules/kit/product/product-state";
import type { SkuSideData } from "~schemas/rules/product/side-data";
import type { Language, StoreId } from "~schemas/rules/stores";
import type { DetailPageContext, SectionComponents } from "~modules/detail-types";
import type { ProductPage } from "~schemas/detail/page";
import { deliverySchema, modelProductListSchema, wrapListSchema } from "~schemas/product";
import { TEST_NOW, withI18n } from "./render";
import { seatTextsFor } from "~/lib/i18n.server";
import { viewFor } from "~modules/types";
import { loadSwiper } from "~modules/kit/carousel";

// A carousel that starts (jsdom has no IntersectionObserver: at once) does so at once.
await loadSwiper();

/** A product fixture file (fixtures/products/{slug}.json), as far as these helpers read it. */
export type ProductFixture = {
  model: unknown;
  delivery?: Record<string, unknown>;
  wraps?: Record<string, unknown>;
};

/** A ProductPage from a product fixture, as the loader would build it, for a store and device. */
export function fixturePage(fixture: ProductFixture, overrides: Partial<ProductPage> = {}): ProductPage {
  const { product, models } = modelProductListSchema.parse(fixture.model);
  if (!product) throw new Error("the fixture has no product");
  return {
    kind: "page",
    path: "/fixture.html",
    product,
    models,
    skuId: product.skuList[0]!.skuId,
    delivery: null,
    coupons: null,
    reviewSummary: null,
    seatTexts: seatTextsFor(overrides.store ?? 3),
    store: 3,
    device: "desktop",
    now: TEST_NOW,
    ...overrides,
  };
}

/** A SKU's side data from the fixture, as /api/product-sku answers it (a SKU's own entry, an explicit null, else "default"). */
export function fixtureSide(fixture: ProductFixture, sku: string, { wraps = true } = {}): SkuSideData {
  const pick = (map: Record<string, unknown> | undefined) => (map ? (Object.hasOwn(map, sku) ? map[sku] : map.default) : null);
  return { delivery: deliverySchema.parse(pick(fixture.delivery) ?? null), coupons: null, wraps: wraps ? wrapListSchema.parse(pick(fixture.wraps) ?? []) : null };
}

export function pageContext(page: ProductPage): DetailPageContext {
  return { kind: page.kind, path: page.path, store: page.store, device: page.device, now: page.now, spu: page.product.spuInfo.spu, spuId: String(page.product.spuInfo.spuId) };
}

const LANGUAGES: Record<StoreId, Language> = { 1: "en", 3: "en", 4: "en", 5: "de", 6: "fr", 7: "it", 8: "en", 9: "en" };

/** Renders one built section's component for the page's device inside the product state, in the store's language. */
export function renderDetailSection<D>(components: SectionComponents<D>, data: D, page: ProductPage, side: SkuSideData) {
  const Section = viewFor(components, page.device);
  const skus: Record<string, SkuRef> = Object.fromEntries(page.product.skuList.map((sku) => [sku.skuId, { sku: sku.sku, variant: null }]));
  return render(
    withI18n(
      <ProductStateProvider initialSkuId={page.skuId} skus={skus} spu={page.product.spuInfo.spu} initialSide={side}>
        <Section data={data} page={pageContext(page)} />
      </ProductStateProvider>,
      LANGUAGES[page.store],
      "product",
    ),
  );
}
