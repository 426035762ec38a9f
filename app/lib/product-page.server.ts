import type { AppLoadContext } from "@remix-run/node";
import { DETAIL_LAYOUT, layoutKeys } from "~modules/detail-layout";
import { describeIssues, safeParseFriendly } from "~schemas/lib/issues";
import type { DetailKind, ProductPage, ProductReviews } from "~schemas/detail/page";
import { detailSectionSchemas, type DetailSectionData } from "~schemas/detail-registry.server";
import type { DetailSectionKey } from "~schemas/detail-sections";
import { logger } from "../../server/logger.js";
import { deferredWork } from "../../server/request-context.js";
import { BackofficeError } from "./backoffice.server";
import type { Device } from "~schemas/rules/device";
import { seatTextsFor } from "./i18n.server";
import { notFoundResponse } from "./not-found.server";
import { productCallPlan, sectionsFedBy } from "~schemas/rules/product/first-byte";
import { reviewSlideReviews } from "~schemas/rules/product/media";
import { DEFAULT_REVIEW_FILTERS, productScore } from "~schemas/rules/product/reviews";
import type { SkuSideData } from "~schemas/rules/product/side-data";
import type { Upgrades } from "~schemas/rules/product/upgrades";
import { productRoomScenes, productSocialPosts } from "./product-extras.server";
import { orderParams, rememberReviewEmail, resolveOrder, reviewCustomerEmail, reviewListArgs } from "./product-reviews.server";
import { defaultSku, variantOf } from "~schemas/rules/product/sku";
import { isModularSofa } from "~schemas/rules/product/sofa";
import { backofficeFor, getShopper, getZipObject } from "./shopper.server";

/**
 * A detail path (detail spec 2): `/{slug}.html`, its `ads-detail/` variant and the compact
 * `min-detail/` one. The slug has at most 200 characters (as a template's urlKey): a longer one
 * is no product, and is not asked of the back office (issue 20: a 5,000-character one answered 500).
 */
const DETAIL_PATH = /^\/(?:(ads-detail|min-detail)\/)?([a-z0-9][a-z0-9._-]{0,199}\.html)$/i;

export type DetailPath = { kind: DetailKind; path: string };

export function parseDetailPath(pathname: string): DetailPath | null {
  const match = DETAIL_PATH.exec(pathname);
  if (!match) return null;
  const kind: DetailKind = match[1]?.toLowerCase() === "ads-detail" ? "ads" : match[1]?.toLowerCase() === "min-detail" ? "min" : "page";
  return { kind, path: pathname };
}

/** A product answer with thousands of bad items would make one huge log line: the first ones name the problem. */
const MAX_LOGGED_NOTES = 20;

export type SectionDiagnostic = { section: DetailSectionKey; reason: string };

export type BuiltSections = {
  [K in DetailSectionKey]?: DetailSectionData<K>;
};

/** Runs each section of the device's layout (or the keys given) through its schema; a refused section is left out with its reason. */
export function buildSections(
  page: ProductPage,
  keys: readonly DetailSectionKey[] = layoutKeys(DETAIL_LAYOUT[page.device]),
): { sections: BuiltSections; diagnostics: SectionDiagnostic[] } {
  const sections: Record<string, unknown> = {};
  const diagnostics: SectionDiagnostic[] = [];
  for (const key of keys) {
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

/** The sections that stream, each a promise of its data (null: its schema refused it, logged). */
export type LaterSections = { [K in DetailSectionKey]?: Promise<DetailSectionData<K> | null> };

/** The opening SKU's side data that streams after the first byte: its delivery services. */
export type LateSide = Pick<SkuSideData, "wraps">;

/**
 * Starts a product detail page (detail spec 2, 4, 7; issue 15): the model product list for
 * the path (no product: the not-found page with HTTP 404), the opening SKU by the default-SKU
 * rules, then, in parallel, the calls the first byte waits for and those that stream
 * (`productCallPlan`, schemas/rules/product/first-byte.ts). It answers once the first are in:
 * the sections they make are built (each through its schema) and the streamed sections are
 * promises, each built through its schema on the server when its calls answer. Their calls
 * run as deferred work (server/request-context.js), so a streamed response's first byte is
 * not counted as waiting for them.
 *
 * The gallery's reviews slide comes from page 1 of the list in the default order (up to 2
 * reviews rated 100, those with images first), which is also the review list's page 1 unless
 * the shopper's review e-mail makes it theirs. With `orderId` + `spuIdList` naming this
 * product, isOrder is awaited (its e-mail is remembered in `responseHeaders`' cookie) and
 * the review summary and the shopper's own list use that e-mail. A section its schema
 * refuses is left out and reported in `diagnostics` (logged too; the preview lists them,
 * the page route does not send them to shoppers).
 */
export async function startProductPage(request: Request, context: AppLoadContext, detail: DetailPath, options: ProductLoadOptions = {}) {
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
  // What the product schema left out (fields read as absent, SKUs and list items dropped): one line per page, the reasons in it.
  if (model.notes.length > 0) {
    logger.warn(`product data left out of ${detail.path}`, { call: "getModelProductList", count: model.notes.length, reasons: model.notes.slice(0, MAX_LOGGED_NOTES) });
  }

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
  const storeId = shopper.store.id;

  const zip = await getZipObject(request);
  // Upgrades are a modular sofa's: other products make no upgrade calls.
  const modular = isModularSofa(product.spuInfo.productType, product.saleAttr.map((attribute) => attribute.code));
  const orderLink = orderParams(params)?.spuIdList.includes(spuId) ?? false;
  const storedEmail = await reviewCustomerEmail(shopper, request, spuId);
  const plan = productCallPlan({ deliveryOptions: shopper.store.showsDeliveryOptions, modular, orderLink, reviewEmail: orderLink || storedEmail !== "" });

  // What the first byte waits for.
  const orderPromise = orderLink ? optional("isOrder", resolveOrder(api, spuId, params)) : Promise.resolve(null);
  const emailPromise = orderPromise.then((order) => (order ? reviewCustomerEmail(shopper, request, spuId, order) : storedEmail));
  const topReviews = optional("getProductReviewList", api.getProductReviewList(reviewListArgs(spuId, DEFAULT_REVIEW_FILTERS, 1, "", null)));

  // What streams: started now, beside the others, and not waited for.
  const streamed = deferredWork(() => {
    const ownPage = Promise.all([emailPromise, orderPromise]).then(([customerEmail, order]) =>
      customerEmail || order
        ? optional("getProductReviewList", api.getProductReviewList(reviewListArgs(spuId, DEFAULT_REVIEW_FILTERS, 1, customerEmail, order?.orderId ?? null)))
        : topReviews,
    );
    const reviews = Promise.all([
      ownPage,
      optional("getReviewTypeList", api.getReviewTypeList({})),
      optional("getReviewWeightImageList", api.getReviewWeightImageList({ spuId })),
      optional("getNewHomeDetail", api.getNewHomeDetail({})),
      orderPromise,
    ]).then(
      ([firstPage, types, weightedImages, homeDetail, order]): ProductReviews => ({
        firstPage,
        types: types ?? [],
        weightedImages: weightedImages ?? [],
        externalScore: homeDetail?.reviewScore ?? null,
        orderId: order?.orderId ?? null,
      }),
    );
    const upgrades: Promise<Upgrades> | null = modular
      ? Promise.all([
          optional("getOttomanList", api.getOttomanList({ sku: sku.sku, spu: product.spuInfo.spu })),
          optional("getAccessoriesList", api.getAccessoriesList({ spuId, storeId })),
        ]).then(([ottomans, accessories]) => ({ ottomans: ottomans ?? [], accessories: accessories ?? [] }))
      : null;
    // Delivery services (detail spec 7, Wrap list): stores 3 and 4 only.
    const wraps = shopper.store.showsDeliveryOptions
      ? optional("getWrapList", api.getWrapList({ productId: sku.skuId, spu: product.spuInfo.spu, sku: sku.sku, postcode: zip?.postcode ?? null }))
      : null;
    const socialPosts = productSocialPosts(api, product.spuInfo.spu, storeId);
    const roomScenes = productRoomScenes(api, product.spuInfo.spu, spuId, storeId);
    return { reviews, upgrades, wraps, socialPosts, roomScenes };
  });

  const [delivery, coupons, reviewSummary, topPage, order] = await Promise.all([
    optional("getDeliveryDescription", api.getDeliveryDescription({ sku: sku.sku, regionCode: shopper.regionCode })),
    optional("getCouponList", api.getCouponList({ storeId, spu: product.spuInfo.spu, sku: sku.sku, skuId: sku.skuId })),
    emailPromise.then((customerEmail) => optional("getReviewSummary", api.getReviewSummary({ storeId, spuId, customerEmail }))),
    topReviews,
    orderPromise,
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
    galleryReviews: reviewSlideReviews(topPage?.items ?? []),
    zip,
    // A modular sofa's upgrades stream; other products have none.
    ...(modular ? {} : { upgrades: null }),
    seatTexts: seatTextsFor(storeId),
    store: storeId,
    device: shopper.device,
    now: options.now ?? Date.now(),
  };
  const keys = layoutKeys(DETAIL_LAYOUT[page.device]);
  // A section that would be refused whatever its streamed calls answer (a product without
  // reviews has no banner) is dropped now, so no skeleton keeps a place that stays empty. The
  // streamed calls leave their part out when they fail, never the section, so answers that
  // all failed tell that; the shopper's own review list cannot be told in advance.
  const asIfFailed: ProductPage = {
    ...page,
    reviews: { firstPage: topPage, types: [], weightedImages: [], externalScore: null, orderId: order?.orderId ?? null },
    ...(modular ? { upgrades: { ottomans: [], accessories: [] } } : {}),
    socialPosts: [],
    roomScenes: [],
  };
  const unknowable = new Set(plan.streamed.includes("ownReviews") ? sectionsFedBy("ownReviews") : []);
  const later = new Set(plan.streamedSections.filter((key) => unknowable.has(key) || buildSections(asIfFailed, [key]).diagnostics.length === 0));
  const { sections, diagnostics } = buildSections(
    asIfFailed,
    keys.filter((key) => !later.has(key)),
  );
  for (const problem of diagnostics) logger.warn(`detail section dropped from ${detail.path}`, { ...problem });

  // Each streamed section is built from the page and its own calls' answers, and fails alone.
  const laterSections: LaterSections = {};
  const laterDiagnostics: Promise<SectionDiagnostic | null>[] = [];
  const reviews = streamed.reviews.then((reviews) => ({ reviews }));
  const streamedFields: Partial<Record<DetailSectionKey, Promise<Partial<ProductPage>>>> = {
    "reviews-banner": reviews,
    reviews,
    ...(streamed.upgrades ? { upgrades: streamed.upgrades.then((upgrades) => ({ upgrades })) } : {}),
    "social-media": streamed.socialPosts.then((socialPosts) => ({ socialPosts })),
    "shop-the-room": streamed.roomScenes.then((roomScenes) => ({ roomScenes })),
  };
  for (const key of keys.filter((key) => later.has(key))) {
    const data = streamedFields[key];
    if (!data) continue;
    const built = data.then((fields) => {
      const result = buildSections({ ...page, ...fields }, [key]);
      const problem = result.diagnostics[0] ?? null;
      if (problem) logger.warn(`detail section dropped from ${detail.path}`, { ...problem });
      return { data: (result.sections[key] ?? null) as DetailSectionData<typeof key> | null, problem };
    });
    built.catch((error: unknown) => {
      logger.error(`streamed detail section ${key} of ${detail.path} failed`, { error: error instanceof Error ? error.message : String(error) });
    });
    (laterSections as Record<string, Promise<unknown>>)[key] = built.then((outcome) => outcome.data);
    laterDiagnostics.push(built.then((outcome) => outcome.problem, () => null));
  }

  return {
    sections,
    diagnostics,
    /** The sections still loading, in layout order (see LaterSections). */
    later: laterSections,
    /** Their diagnostics when they are built (the preview lists them; shoppers never get them). */
    laterDiagnostics: Promise.all(laterDiagnostics).then((problems) => problems.filter((problem): problem is SectionDiagnostic => problem !== null)),
    /** The opening SKU's delivery services, which stream (stores 3 and 4); null elsewhere. */
    lateSide: streamed.wraps ? streamed.wraps.then((wraps): LateSide => ({ wraps })) : null,
    /** The calls the first byte waits for and those that stream (issue 15). */
    plan,
    skuId: sku.skuId,
    /** skuId -> its code (for the side calls) and URL variant (for the selector's history updates). */
    skus: Object.fromEntries(product.skuList.map((entry) => [entry.skuId, { sku: entry.sku, variant: variantOf(entry) }])),
    /** The opening SKU's side data: other SKUs fetch theirs from /api/product-sku when chosen. */
    side: { delivery, coupons },
    context: {
      kind: detail.kind,
      path: detail.path,
      store: storeId,
      device: shopper.device,
      now: page.now,
      spu: product.spuInfo.spu,
      spuId,
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

export type StartedProductPage = Awaited<ReturnType<typeof startProductPage>>;

/**
 * A product detail page with everything in: the streamed sections and side data awaited
 * (the preview, the module catalogue, tests). Sections keep the layout's order.
 */
export async function loadProductPage(request: Request, context: AppLoadContext, detail: DetailPath, options: ProductLoadOptions = {}) {
  const { later, laterDiagnostics, lateSide, plan: _plan, ...page } = await startProductPage(request, context, detail, options);
  const [streamedSections, streamedProblems, late] = await Promise.all([
    Promise.all(Object.entries(later).map(async ([key, data]) => [key, await data] as const)),
    laterDiagnostics,
    lateSide,
  ]);
  const all: Record<string, unknown> = { ...page.sections };
  for (const [key, data] of streamedSections) if (data) all[key] = data;
  const order = layoutKeys(DETAIL_LAYOUT[page.context.device]);
  const sections = Object.fromEntries(order.filter((key) => key in all).map((key) => [key, all[key]])) as BuiltSections;
  const diagnostics = [...page.diagnostics, ...streamedProblems].sort((a, b) => order.indexOf(a.section) - order.indexOf(b.section));
  return { ...page, sections, diagnostics, side: { ...page.side, wraps: late?.wraps ?? null } };
}

export type ProductPageData = Awaited<ReturnType<typeof loadProductPage>>;
