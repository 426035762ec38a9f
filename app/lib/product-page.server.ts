import type { AppLoadContext } from "@remix-run/node";
import { DETAIL_LAYOUT, layoutKeys } from "~modules/detail-layout";
import { describeIssues, safeParseFriendly } from "~schemas/lib/issues";
import type { DetailKind, ProductPage } from "~schemas/detail/page";
import { detailSectionSchemas, type DetailSectionData } from "~schemas/detail-registry.server";
import type { DetailSectionKey } from "~schemas/detail-sections";
import { logger } from "../../server/logger.js";
import { BackofficeError } from "./backoffice.server";
import type { Device } from "~schemas/rules/device";
import { seatTextsFor } from "./i18n.server";
import { notFoundResponse } from "./not-found.server";
import { REVIEW_SLIDE_LIMIT, reviewSlideReviews } from "~schemas/rules/product/media";
import { DEFAULT_REVIEW_FILTERS, productScore } from "~schemas/rules/product/reviews";
import { rememberReviewEmail, resolveOrder, reviewCustomerEmail, reviewListArgs } from "./product-reviews.server";
import { defaultSku, variantOf } from "~schemas/rules/product/sku";
import { isModularSofa } from "~schemas/rules/product/sofa";
import { backofficeFor, getShopper, getZipObject } from "./shopper.server";

/** A detail path (detail spec 2): `/{slug}.html`, its `ads-detail/` variant and the compact `min-detail/` one. */
const DETAIL_PATH = /^\/(?:(ads-detail|min-detail)\/)?([a-z0-9][a-z0-9._-]*\.html)$/i;

export type DetailPath = { kind: DetailKind; path: string };

export function parseDetailPath(pathname: string): DetailPath | null {
  const match = DETAIL_PATH.exec(pathname);
  if (!match) return null;
  const kind: DetailKind = match[1]?.toLowerCase() === "ads-detail" ? "ads" : match[1]?.toLowerCase() === "min-detail" ? "min" : "page";
  return { kind, path: pathname };
}

export type SectionDiagnostic = { section: DetailSectionKey; reason: string };

export type BuiltSections = {
  [K in DetailSectionKey]?: DetailSectionData<K>;
};

/** Runs each section of the device's layout through its schema; a refused section is left out with its reason. */
export function buildSections(page: ProductPage): { sections: BuiltSections; diagnostics: SectionDiagnostic[] } {
  const sections: Record<string, unknown> = {};
  const diagnostics: SectionDiagnostic[] = [];
  for (const key of layoutKeys(DETAIL_LAYOUT[page.device])) {
    const result = safeParseFriendly(detailSectionSchemas[key], page);
    if (result.success) sections[key] = result.data;
    else diagnostics.push({ section: key, reason: describeIssues(result.error) });
  }
  return { sections: sections as BuiltSections, diagnostics };
}

export type ProductLoadOptions = {
  /** The page time (ms) the sections get as `page.now`; the preview's `?at=` sets it, pages use the server's clock. */
  now?: number;
  /** The device whose layout is built, instead of the request's: the preview checks each device it shows. */
  device?: Device;
  /** Receives the Set-Cookie of a reviewing guest's e-mail; the preview passes none, so it sets no cookie. */
  responseHeaders?: Headers;
};

/** A side call that fails leaves its data out: only the sections reading it go without. */
async function optional<T>(call: string, promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    logger.warn("detail side call failed", { call, error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

/**
 * Loads a product detail page (detail spec 2, 4, 7): the model product list for the path
 * (no product: the not-found page with HTTP 404), the opening SKU by the default-SKU rules,
 * then in parallel what the first screen needs: the SKU's delivery description and coupon
 * price summary and the review summary, and with them the reviews section's data (page 1 of
 * the list, review types, seller-show images, the external score), so the page's HTML holds
 * its reviews. With `orderId` + `spuIdList`, isOrder runs alongside and only the review
 * calls wait for its e-mail; a resolved e-mail is remembered in `responseHeaders`' cookie.
 * A section its schema refuses is left out and reported in `diagnostics` (logged too; the
 * preview lists them, the page route does not send them to shoppers).
 */
export async function loadProductPage(request: Request, context: AppLoadContext, detail: DetailPath, options: ProductLoadOptions = {}) {
  const { responseHeaders } = options;
  const requested = await getShopper(request, context);
  const shopper = options.device ? { ...requested, device: options.device } : requested;
  const api = backofficeFor(shopper);
  const url = new URL(request.url);
  const params = url.searchParams;
  const variant = params.get("variant");

  let model;
  try {
    model = await api.getModelProductList({
      eventId: Date.now(),
      isCheckRedirectUrl: true,
      variant,
      separate: params.get("separate"),
      separateValue: params.get("separateValue"),
      paramStr: url.search.replace(/^\?/, ""),
      path: detail.path,
      storeId: shopper.store.id,
    });
  } catch (error) {
    if (error instanceof BackofficeError && error.status === 404) throw await notFoundResponse(request, context);
    throw error;
  }
  const product = model.product;
  if (!product) throw await notFoundResponse(request, context);

  const opening = defaultSku({
    skus: product.skuList,
    attributes: product.saleAttr,
    inStock: product.isInStock,
    variant,
    preview: product.isPreview,
  });
  // The product schema refuses a product without SKUs, so there is always one.
  const sku = opening ?? product.skuList[0]!;
  const spuId = String(product.spuInfo.spuId);

  // The gallery's reviews slide (up to 2 reviews rated 100, images first) is part of the
  // media list, whose length decides the layout: it loads with the page. Its candidates are
  // the top-rated reviews with images, then the reviews section's page 1 (also top-rated first).
  const topReviewsWithImages = optional(
    "getProductReviewList",
    api.getProductReviewList({ ...reviewListArgs(spuId, { ...DEFAULT_REVIEW_FILTERS, withImages: true }, 1, "", null), pageSize: REVIEW_SLIDE_LIMIT }),
  );
  const zip = await getZipObject(request);
  // Upgrades are a modular sofa's: other products make no upgrade calls.
  const modular = isModularSofa(product.spuInfo.productType, product.saleAttr.map((attribute) => attribute.code));
  const orderPromise = optional("isOrder", resolveOrder(api, spuId, params));
  const emailPromise = orderPromise.then((order) => reviewCustomerEmail(shopper, request, spuId, order));
  const [delivery, coupons, reviewSummary, firstPage, reviewTypes, weightedImages, homeDetail, order, reviewsWithImages, wraps, ottomans, accessories] = await Promise.all([
    optional("getDeliveryDescription", api.getDeliveryDescription({ sku: sku.sku, regionCode: shopper.regionCode })),
    optional("getCouponList", api.getCouponList({ storeId: shopper.store.id, spu: product.spuInfo.spu, sku: sku.sku, skuId: sku.skuId })),
    emailPromise.then((customerEmail) => optional("getReviewSummary", api.getReviewSummary({ storeId: shopper.store.id, spuId, customerEmail }))),
    Promise.all([emailPromise, orderPromise]).then(([customerEmail, resolved]) =>
      optional("getProductReviewList", api.getProductReviewList(reviewListArgs(spuId, DEFAULT_REVIEW_FILTERS, 1, customerEmail, resolved?.orderId ?? null))),
    ),
    optional("getReviewTypeList", api.getReviewTypeList({})),
    optional("getReviewWeightImageList", api.getReviewWeightImageList({ spuId })),
    optional("getNewHomeDetail", api.getNewHomeDetail({})),
    orderPromise,
    topReviewsWithImages,
    // Delivery services (detail spec 7, Wrap list): stores 3 and 4 only.
    shopper.store.showsDeliveryOptions
      ? optional("getWrapList", api.getWrapList({ productId: sku.skuId, spu: product.spuInfo.spu, sku: sku.sku, postcode: zip?.postcode ?? null }))
      : null,
    modular ? optional("getOttomanList", api.getOttomanList({ sku: sku.sku, spu: product.spuInfo.spu })) : null,
    modular ? optional("getAccessoriesList", api.getAccessoriesList({ spuId, storeId: shopper.store.id })) : null,
  ]);
  if (order && !shopper.loginToken) responseHeaders?.append("Set-Cookie", await rememberReviewEmail(request, spuId, order.email));

  const page: ProductPage = {
    kind: detail.kind,
    path: detail.path,
    product,
    models: model.models,
    skuId: sku.skuId,
    delivery,
    coupons,
    reviewSummary,
    galleryReviews: reviewSlideReviews([...(reviewsWithImages?.items ?? []), ...(firstPage?.items ?? [])]),
    reviews: {
      firstPage,
      types: reviewTypes ?? [],
      weightedImages: weightedImages ?? [],
      externalScore: homeDetail?.reviewScore ?? null,
      orderId: order?.orderId ?? null,
    },
    loggedIn: shopper.loginToken !== null,
    zip,
    upgrades: modular ? { ottomans: ottomans ?? [], accessories: accessories ?? [] } : null,
    seatTexts: seatTextsFor(shopper.store.id),
    store: shopper.store.id,
    device: shopper.device,
    now: options.now ?? Date.now(),
  };
  const { sections, diagnostics } = buildSections(page);
  for (const problem of diagnostics) logger.warn(`detail section dropped from ${detail.path}`, { ...problem });

  return {
    sections,
    diagnostics,
    skuId: sku.skuId,
    /** skuId -> its code (for the side calls) and URL variant (for the selector's history updates). */
    skus: Object.fromEntries(product.skuList.map((entry) => [entry.skuId, { sku: entry.sku, variant: variantOf(entry) }])),
    /** The opening SKU's side data: other SKUs fetch theirs from /api/product-sku when chosen. */
    side: { delivery, coupons, wraps },
    context: {
      kind: detail.kind,
      path: detail.path,
      store: shopper.store.id,
      device: shopper.device,
      now: page.now,
      spu: product.spuInfo.spu,
      spuId,
      loggedIn: shopper.loginToken !== null,
    },
    meta: {
      name: product.spuInfo.name ?? product.spuInfo.spu,
      image: product.skuList[0]?.productMediaList[0]?.imageUrl ?? product.spuInfo.productMediaList[0]?.imageUrl,
      brand: product.spuInfo.brandInfo,
      price: sku.specialPrice,
      inStock: product.isInStock,
      rating: reviewSummary && reviewSummary.reviewsCount > 0 ? { value: productScore(reviewSummary.ratingSummary), count: reviewSummary.reviewsCount } : null,
      sku: sku.sku,
    },
  };
}

export type ProductPageData = Awaited<ReturnType<typeof loadProductPage>>;
