import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { buildSections } from "~/lib/product-page.server";
import type { ProductPage } from "~schemas/detail/page";
import { detailSectionSchemas } from "~schemas/detail-registry.server";
import type { DetailSectionKey } from "~schemas/detail-sections";
import { describeIssues, safeParseFriendly } from "~schemas/lib/issues";
import {
  accessoryListSchema,
  ottomanListSchema,
  reviewListSchema,
  reviewSummarySchema,
  reviewTypeListSchema,
  reviewWeightImagesSchema,
} from "~schemas/product";
import { reviewSlideReviews } from "~schemas/rules/product/media";
import fern from "../../fixtures/products/fern-modular-sofa.json";
import harlow from "../../fixtures/products/harlow-sofa.json";
import reviewTypes from "../../fixtures/review-types.json";
import { fixturePage } from "../support/render-detail-section";

/*
 * Each detail section's schema checks the slice of the ProductPage it reads: a page from a
 * fixture passes, and a page missing or mistyping a field the section reads loses that
 * section with a reason naming the field, while the rest of the page still builds.
 */

type Fixture = { model: unknown; reviewSummary?: unknown; reviews?: unknown[]; reviewWeightImages?: unknown };

/** A product page as the loader builds it, with the side data every section reads: reviews, the saved zip, upgrades. */
function fullPage(fixture: Fixture, overrides: Partial<ProductPage> = {}): ProductPage {
  const reviews = fixture.reviews ?? [];
  const firstPage = reviewListSchema.parse({ items: reviews.slice(0, 10), page: 1, maxPage: Math.ceil(reviews.length / 10) });
  return fixturePage(fixture, {
    path: "/harlow-sofa.html",
    reviewSummary: reviewSummarySchema.parse(fixture.reviewSummary ?? null),
    galleryReviews: reviewSlideReviews(firstPage.items),
    reviews: {
      firstPage,
      types: reviewTypeListSchema.parse(reviewTypes),
      weightedImages: reviewWeightImagesSchema.parse({ imageList: fixture.reviewWeightImages ?? [] }),
      externalScore: 4.6,
      orderId: null,
    },
    zip: { postcode: "10001", regionCode: "NY", regionName: "New York", city: "New York" },
    upgrades: null,
    ...overrides,
  });
}

const harlowPage = () => fullPage(harlow);

/** Fern, a modular sofa, opening on a SKU with an ottoman option, with the product's accessories. */
function fernPage(): ProductPage {
  const page = fullPage(fern);
  const sku = page.product.skuList[0]!;
  const ottomans = (fern.ottomans as Record<string, unknown>)[sku.sku];
  return { ...page, upgrades: { ottomans: ottomanListSchema.parse(ottomans), accessories: accessoryListSchema.parse(fern.accessories) } };
}

type Path = (string | number)[];

/** A copy of the page with one field removed (`value` absent) or replaced: what the types forbid, on purpose. */
function broken(page: ProductPage, at: Path, ...value: [unknown?]): ProductPage {
  const copy = structuredClone(page) as unknown as Record<string | number, unknown>;
  let target = copy;
  for (const part of at.slice(0, -1)) target = target[part] as Record<string | number, unknown>;
  const last = at[at.length - 1]!;
  if (value.length === 0) delete target[last];
  else target[last] = value[0];
  return copy as unknown as ProductPage;
}

function reason(key: DetailSectionKey, page: ProductPage): string | null {
  const result = safeParseFriendly(detailSectionSchemas[key] as z.ZodType, page);
  return result.success ? null : describeIssues(result.error);
}

type Case = { change: string; page: () => ProductPage; reason: string };

const CASES: Record<DetailSectionKey, { page: () => ProductPage; refused: Case[] }> = {
  gallery: {
    page: harlowPage,
    refused: [
      { change: "no skuList", page: () => broken(harlowPage(), ["product", "skuList"]), reason: "product › skuList is missing" },
      { change: "an empty skuList", page: () => broken(harlowPage(), ["product", "skuList"], []), reason: "product › skuList is empty" },
      {
        change: "a media address that is a number",
        page: () => broken(harlowPage(), ["product", "skuList", 0, "productMediaList", 0, "imageUrl"], 42),
        reason: "product › skuList item 1 › productMediaList item 1 › imageUrl should be string, got number",
      },
      {
        change: "an unknown media kind",
        page: () => broken(harlowPage(), ["product", "skuList", 1, "productMediaList", 1, "kind"], "hologram"),
        reason: "product › skuList item 2 › productMediaList item 2 › kind should be one of image, external-video, comment, gif, size-chart, 3d-model",
      },
      {
        change: "no picture at all (the section's own precondition)",
        page: () => {
          const page = harlowPage();
          const product = { ...page.product, spuInfo: { ...page.product.spuInfo, productMediaList: [] } };
          return { ...page, product: { ...product, skuList: product.skuList.map((sku) => ({ ...sku, productMediaList: [] })) } };
        },
        reason: "has no images (productMediaList)",
      },
    ],
  },
  "goods-info": {
    page: harlowPage,
    refused: [
      { change: "no models", page: () => broken(harlowPage(), ["models"]), reason: "models is missing" },
      {
        change: "a review count that is text",
        page: () => broken(harlowPage(), ["reviewSummary", "reviewsCount"], "412"),
        reason: 'reviewSummary › reviewsCount should be number, got text "412"',
      },
      { change: "no device", page: () => broken(harlowPage(), ["device"]), reason: "device is missing" },
    ],
  },
  price: {
    page: harlowPage,
    refused: [
      {
        change: "a SKU without specialPrice",
        page: () => broken(harlowPage(), ["product", "skuList", 1, "specialPrice"]),
        reason: "product › skuList item 2 › specialPrice is missing",
      },
      {
        change: "isFlashSale as text",
        page: () => broken(harlowPage(), ["product", "skuList", 0, "isFlashSale"], "yes"),
        reason: 'product › skuList item 1 › isFlashSale should be boolean, got text "yes"',
      },
      { change: "an unknown store", page: () => broken(harlowPage(), ["store"], 2), reason: "store should be one of 1, 3, 4, 5, 6, 7, 8, 9" },
    ],
  },
  variants: {
    page: harlowPage,
    refused: [
      { change: "no saleAttr", page: () => broken(harlowPage(), ["product", "saleAttr"]), reason: "product › saleAttr is missing" },
      { change: "a SKU's values null", page: () => broken(harlowPage(), ["product", "skuList", 0, "values"], null), reason: "product › skuList item 1 › values is empty" },
      {
        change: "a status as text",
        page: () => broken(harlowPage(), ["product", "skuList", 0, "status"], "1"),
        reason: 'product › skuList item 1 › status should be number, got text "1"',
      },
    ],
  },
  upgrades: {
    page: fernPage,
    refused: [
      { change: "no opening skuId", page: () => broken(fernPage(), ["skuId"]), reason: "skuId is missing" },
      {
        change: "an ottoman without targetSku",
        page: () => broken(fernPage(), ["upgrades", "ottomans", 0, "targetSku"]),
        reason: "upgrades › ottomans item 1 › targetSku is missing",
      },
      {
        change: "an accessory price as text",
        page: () => broken(fernPage(), ["upgrades", "accessories", 0, "salePrice"], "49"),
        reason: 'upgrades › accessories item 1 › salePrice should be number, got text "49"',
      },
    ],
  },
  buy: {
    page: fernPage,
    refused: [
      { change: "no isInStock", page: () => broken(fernPage(), ["product", "isInStock"]), reason: "product › isInStock is missing" },
      {
        change: "a saleValueList that is text",
        page: () => broken(fernPage(), ["product", "skuList", 0, "saleValueList"], "x"),
        reason: 'product › skuList item 1 › saleValueList should be array, got text "x"',
      },
      { change: "no path", page: () => broken(fernPage(), ["path"]), reason: "path is missing" },
    ],
  },
  service: {
    page: harlowPage,
    refused: [
      {
        change: "no isHideFreeShipping",
        page: () => broken(harlowPage(), ["product", "spuInfo", "isHideFreeShipping"]),
        reason: "product › spuInfo › isHideFreeShipping is missing",
      },
      { change: "a zip postcode as a number", page: () => broken(harlowPage(), ["zip", "postcode"], 10001), reason: "zip › postcode should be string, got number" },
      { change: "no store", page: () => broken(harlowPage(), ["store"]), reason: "store is missing" },
    ],
  },
  panels: {
    page: harlowPage,
    refused: [
      { change: "no seat texts", page: () => broken(harlowPage(), ["seatTexts"]), reason: "seatTexts is missing" },
      { change: "no depth seat text", page: () => broken(harlowPage(), ["seatTexts", "depth"]), reason: "seatTexts › depth is missing" },
      {
        change: "showStarRating as text",
        page: () => broken(harlowPage(), ["product", "skuList", 0, "starRating"], { showStarRating: "1", starRating: {} }),
        reason: 'product › skuList item 1 › starRating › showStarRating should be number, got text "1"',
      },
      {
        change: "specifications as a list",
        page: () => broken(harlowPage(), ["product", "skuList", 2, "specifications"], ["Width"]),
        reason: "product › skuList item 3 › specifications should be record, got a list",
      },
    ],
  },
  "reviews-banner": {
    page: harlowPage,
    refused: [
      {
        change: "a review without reviewRating",
        page: () => broken(harlowPage(), ["reviews", "firstPage", "items", 0, "reviewRating"]),
        reason: "reviews › firstPage › items item 1 › reviewRating is missing",
      },
      { change: "an external score as text", page: () => broken(harlowPage(), ["reviews", "externalScore"], "4.6"), reason: 'reviews › externalScore should be number, got text "4.6"' },
      {
        change: "no reviews (the section's own precondition)",
        page: () => fullPage(harlow, { reviewSummary: { ratingSummary: 0, reviewsCount: 0 }, reviews: { ...harlowPage().reviews!, firstPage: null } }),
        reason: "has no reviews to show (productReviewList)",
      },
    ],
  },
  reviews: {
    page: harlowPage,
    refused: [
      { change: "no orderId", page: () => broken(harlowPage(), ["reviews", "orderId"]), reason: "reviews › orderId is missing" },
      { change: "an unknown page kind", page: () => broken(harlowPage(), ["kind"], "full"), reason: "kind should be one of page, ads, min" },
      { change: "a spuId as a number", page: () => broken(harlowPage(), ["product", "spuInfo", "spuId"], 7), reason: "product › spuInfo › spuId should be string, got number" },
      {
        change: "a review image without path",
        page: () => broken(harlowPage(), ["reviews", "firstPage", "items", 0, "images"], [{ label: "sofa" }]),
        reason: "reviews › firstPage › items item 1 › images item 1 › path is missing",
      },
    ],
  },
  "get-the-look": {
    page: harlowPage,
    refused: [
      { change: "no tagKeyList", page: () => broken(harlowPage(), ["product", "spuInfo", "tagKeyList"]), reason: "product › spuInfo › tagKeyList is missing" },
      { change: "a tag name that is a number", page: () => broken(harlowPage(), ["product", "spuInfo", "tagKeyList"], [{ name: 3 }]), reason: "product › spuInfo › tagKeyList item 1 › name should be string, got number" },
    ],
  },
  "also-like": {
    page: harlowPage,
    refused: [
      { change: "an empty skuList", page: () => broken(harlowPage(), ["product", "skuList"], []), reason: "product › skuList is empty" },
      { change: "no skuId", page: () => broken(harlowPage(), ["skuId"]), reason: "skuId is missing" },
    ],
  },
  "buy-together": {
    page: harlowPage,
    refused: [
      { change: "an empty skuList", page: () => broken(harlowPage(), ["product", "skuList"], []), reason: "product › skuList is empty" },
      { change: "no skuId", page: () => broken(harlowPage(), ["skuId"]), reason: "skuId is missing" },
    ],
  },
  "shop-the-room": {
    page: harlowPage,
    refused: [{ change: "scenes that are not a list", page: () => ({ ...harlowPage(), roomScenes: "none" as never }), reason: 'roomScenes should be array, got text "none"' }],
  },
  "social-media": {
    page: harlowPage,
    refused: [
      { change: "an empty skuList", page: () => broken(harlowPage(), ["product", "skuList"], []), reason: "product › skuList is empty" },
      { change: "a SKU without specialPrice", page: () => broken(harlowPage(), ["product", "skuList", 0, "specialPrice"]), reason: "product › skuList item 1 › specialPrice is missing" },
    ],
  },
};

describe("detail section schemas: each checks the slice of the page it reads", () => {
  describe.each(Object.entries(CASES) as [DetailSectionKey, (typeof CASES)[DetailSectionKey]][])("%s", (key, { page, refused }) => {
    it("takes a page built from a fixture", () => {
      expect(reason(key, page())).toBeNull();
    });

    it.each(refused)("refuses a page with $change, naming the field", ({ page: brokenPage, reason: expected }) => {
      expect(reason(key, brokenPage())).toBe(expected);
    });
  });

  it("covers every section", () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(detailSectionSchemas).sort());
  });

  it("maps as before: the sections' data from the fixture page", () => {
    const page = fernPage();
    const { sections, diagnostics } = buildSections(page);
    expect(diagnostics).toEqual([]);
    const skuIds = page.product.skuList.map((sku) => sku.skuId);
    expect(Object.keys(sections.price!.bySku)).toEqual(skuIds);
    expect(Object.keys(sections.buy!.skus)).toEqual(skuIds);
    expect(sections.variants!.skus.map((sku) => sku.skuId)).toEqual(skuIds);
    expect(sections.upgrades).toMatchObject({ skuId: page.skuId, modular: true, accessories: page.upgrades!.accessories });
    expect(sections.upgrades!.ottomans).toEqual(page.upgrades!.ottomans);
    expect(sections.service!.zip).toEqual(page.zip);
    expect(sections.reviews!.firstPage!.items.map((item) => item.id)).toEqual(page.reviews!.firstPage!.items.map((review) => review.reviewId));
  });
});

describe("a page missing a field loses only the sections that read it", () => {
  it("drops the service card alone, with the reason, when isHideFreeShipping is missing", () => {
    const { sections, diagnostics } = buildSections(broken(harlowPage(), ["product", "spuInfo", "isHideFreeShipping"]));
    expect(diagnostics).toEqual([{ section: "service", reason: "product › spuInfo › isHideFreeShipping is missing" }]);
    expect(Object.keys(sections).sort()).toEqual(Object.keys(detailSectionSchemas).filter((key) => key !== "service").sort());
  });

  it("drops every section reading the SKUs when skuList is missing, and keeps the rest", () => {
    const { sections, diagnostics } = buildSections(broken(harlowPage(), ["product", "skuList"]));
    const readers = ["gallery", "goods-info", "price", "variants", "upgrades", "buy", "get-the-look", "panels", "reviews", "social-media", "buy-together", "also-like"];
    expect(diagnostics).toEqual(readers.map((section) => ({ section, reason: "product › skuList is missing" })));
    expect(Object.keys(sections).sort()).toEqual(["reviews-banner", "service", "shop-the-room"]);
  });

  it("keeps the lenient fields lenient: an unreadable hiddenServiceRows or description hides nothing and drops nothing", () => {
    const page = harlowPage();
    page.product = { ...page.product, spuInfo: { ...page.product.spuInfo, hiddenServiceRows: 42, description: { html: "x" } } };
    const { sections, diagnostics } = buildSections(page);
    expect(diagnostics).toEqual([]);
    expect(sections.service!.rows).toContain("stock");
    expect(sections.panels!.description).toBeNull();
  });
});

describe("every product fixture's page builds its sections", () => {
  const dir = path.resolve(__dirname, "../../fixtures/products");
  it.each(readdirSync(dir).filter((file) => file.endsWith(".json")))("%s", (file) => {
    const fixture = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Fixture;
    for (const device of ["desktop", "mobile"] as const) {
      const { diagnostics } = buildSections(fullPage(fixture, { device }));
      // Only a product without reviews goes without the banner (its reviews section says so).
      const expected = (fixture.reviews ?? []).length === 0 ? [{ section: "reviews-banner", reason: "has no reviews to show (productReviewList)" }] : [];
      expect(diagnostics).toEqual(expected);
    }
  });
});
