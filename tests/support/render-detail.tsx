import { render } from "@testing-library/react";
import { AccountProvider } from "~modules/kit/account";
import { accountFor } from "./account";
import { ProductStateProvider } from "~modules/kit/product/product-state";
import type { Device } from "~schemas/rules/device";
import { buildSections } from "~/lib/product-page.server";
import { variantOf } from "~schemas/rules/product/sku";
import type { Language, StoreId } from "~schemas/rules/stores";
import { detailSectionRegistry } from "~modules/detail-registry";
import type { DetailPageContext, SectionComponents } from "~modules/detail-types";
import type { DetailKind, ProductPage } from "~schemas/detail/page";
import type { DetailSectionKey } from "~schemas/detail-sections";
import { couponListSchema, deliverySchema, modelProductListSchema, reviewSchema, reviewSummarySchema } from "~schemas/product";
import { TEST_NOW, withI18n } from "./render";
import { seatTextsFor } from "~/lib/i18n.server";
import { viewFor } from "~modules/types";
import { loadSwiper } from "~modules/kit/carousel";

// A carousel that starts (jsdom has no IntersectionObserver: at once) does so at once.
await loadSwiper();

/** A product fixture as fixtures/products/{slug}.json holds it. */
export type ProductFixture = {
  model: unknown;
  delivery?: Record<string, unknown>;
  coupons?: Record<string, unknown>;
  reviewSummary?: unknown;
  reviews?: unknown[];
};

export type DetailOptions = {
  device?: Device;
  store?: StoreId;
  kind?: DetailKind;
  skuId?: string;
  language?: Language;
  loggedIn?: boolean;
  /** Reviews for the gallery slide; by default the fixture's reviews through the loader's rule. */
  galleryReviews?: ProductPage["galleryReviews"];
  models?: ProductPage["models"];
};

const forSku = (map: Record<string, unknown> | undefined, sku: string) => (map ? (map[sku] ?? map.default ?? null) : null);

/**
 * A ProductPage built from a product fixture as the loader builds it (each answer through
 * its schema), opening on `skuId` (default: the first SKU).
 */
export function detailPage(fixture: ProductFixture, path: string, options: DetailOptions = {}): ProductPage {
  const { product, models } = modelProductListSchema.parse(fixture.model);
  if (!product) throw new Error(`fixture ${path} has no product`);
  const sku = product.skuList.find((entry) => entry.skuId === options.skuId) ?? product.skuList[0]!;
  const reviews = (fixture.reviews ?? []).map((review) => reviewSchema.parse(review));
  return {
    kind: options.kind ?? "page",
    path,
    product,
    models: options.models ?? models,
    skuId: sku.skuId,
    delivery: deliverySchema.parse(forSku(fixture.delivery, sku.sku)),
    coupons: couponListSchema.parse(forSku(fixture.coupons, sku.sku)),
    reviewSummary: reviewSummarySchema.parse(fixture.reviewSummary ?? null),
    galleryReviews: options.galleryReviews ?? reviews.filter((review) => review.reviewRating === 100).sort((a, b) => b.images.length - a.images.length).slice(0, 2),
    seatTexts: seatTextsFor(options.store ?? 3),
    store: options.store ?? 3,
    device: options.device ?? "desktop",
    now: TEST_NOW,
  };
}

/** Builds the page's sections and renders one of them inside the product state, as the route does. */
export function renderDetailSection(key: DetailSectionKey, fixture: ProductFixture, path: string, options: DetailOptions = {}) {
  const page = detailPage(fixture, path, options);
  const { sections, diagnostics } = buildSections(page);
  if (!(key in sections)) throw new Error(`section ${key} was dropped: ${diagnostics.map((entry) => entry.reason).join("; ")}`);
  const context: DetailPageContext = {
    kind: page.kind,
    path: page.path,
    store: page.store,
    device: page.device,
    now: page.now,
    spu: page.product.spuInfo.spu,
    spuId: String(page.product.spuInfo.spuId),
  };
  const Section = viewFor(detailSectionRegistry[key] as SectionComponents<unknown>, page.device);
  const skus = Object.fromEntries(page.product.skuList.map((entry) => [entry.skuId, { sku: entry.sku, variant: variantOf(entry) }]));
  const element = (
    <AccountProvider device={page.device} account={accountFor(options.loggedIn)}>
      <ProductStateProvider initialSkuId={page.skuId} skus={skus} spu={context.spu} initialSide={{ delivery: page.delivery, coupons: page.coupons }}>
        <Section data={sections[key]} page={context} />
      </ProductStateProvider>
    </AccountProvider>
  );
  return { ...render(withI18n(element, options.language ?? "en", "product")), page, data: sections[key] };
}
