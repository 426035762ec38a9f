// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { AccountProvider } from "~modules/kit/account";
import { CartProvider } from "~modules/kit/cart/cart-provider";
import { ProductSections } from "~/components/product/product-sections";
import { ProductStateProvider } from "~modules/kit/product/product-state";
import { ToastProvider } from "~modules/kit/toast";
import type { Device } from "~schemas/rules/device";
import { buildSections, type BuiltSections } from "~/lib/product-page.server";
import type { Language, StoreId } from "~schemas/rules/stores";
import { action, loader } from "~/routes/api.reviews";
import type { DetailPageContext } from "~modules/detail-types";
import type { ProductPage } from "~schemas/detail/page";
import { modelProductListSchema, reviewListSchema, reviewSummarySchema, reviewTypeListSchema, reviewWeightImagesSchema } from "~schemas/product";
import bookcase from "../../fixtures/products/five-shelf-bookcase.json";
import ember from "../../fixtures/products/ember-console.json";
import harlow from "../../fixtures/products/harlow-sofa.json";
import reviewTypes from "../../fixtures/review-types.json";
import { createFixtureBackoffice } from "../../server/fixture-backoffice/handler.js";
import { BACKOFFICE_URL, FIXTURES_DIR } from "../support/msw";
import { accountFor } from "../support/account";
import { TEST_NOW, withI18n } from "../support/render";
import { seatTextsFor } from "~/lib/i18n.server";

process.env.BACKOFFICE_URL = BACKOFFICE_URL;

type Fixture = typeof harlow | typeof ember | typeof bookcase;
const PATHS = new Map<Fixture, string>([
  [harlow, "/harlow-sofa.html"],
  [ember, "/ember-console.html"],
  [bookcase, "/five-shelf-bookcase.html"],
]);

/** A product page as the loader builds it: the fixture's model, summary and page 1 of its reviews in fixture order. */
function pageFor(fixture: Fixture, extra: Partial<ProductPage> = {}): ProductPage {
  const { product, models } = modelProductListSchema.parse(fixture.model);
  const reviews = fixture.reviews as unknown[];
  return {
    kind: "page",
    path: PATHS.get(fixture)!,
    product: product!,
    models,
    skuId: product!.skuList[0]!.skuId,
    delivery: null,
    coupons: null,
    reviewSummary: reviewSummarySchema.parse(fixture.reviewSummary),
    reviews: {
      firstPage: reviewListSchema.parse({ items: reviews.slice(0, 10), page: 1, maxPage: Math.ceil(reviews.length / 10) }),
      types: reviewTypeListSchema.parse(reviewTypes),
      weightedImages: reviewWeightImagesSchema.parse({ imageList: fixture.reviewWeightImages }),
      externalScore: 4.6,
      orderId: null,
    },
    seatTexts: seatTextsFor(3),
    store: 3,
    device: "desktop",
    now: TEST_NOW,
    ...extra,
  };
}

function renderReviews(
  page: ProductPage,
  { language = "en" as Language, only, loggedIn = false }: { language?: Language; only?: (keyof BuiltSections)[]; loggedIn?: boolean } = {},
) {
  const { sections } = buildSections(page);
  const keys = only ?? (["reviews-banner", "reviews"] as const);
  const shown = Object.fromEntries(keys.filter((key) => key in sections).map((key) => [key, sections[key]])) as BuiltSections;
  const context: DetailPageContext = {
    kind: page.kind,
    path: page.path,
    store: page.store,
    device: page.device,
    now: page.now,
    spu: page.product.spuInfo.spu,
    spuId: String(page.product.spuInfo.spuId),
  };
  const skus = Object.fromEntries(page.product.skuList.map((sku) => [sku.skuId, { sku: sku.sku, variant: null }]));
  return render(
    withI18n(
      <ToastProvider>
        <AccountProvider device={page.device} account={accountFor(loggedIn)}>
          <CartProvider device={page.device} storeId={page.store}>
            <ProductStateProvider initialSkuId={page.skuId} skus={skus} spu={context.spu} initialSide={{ delivery: null, coupons: null }}>
              <ProductSections sections={shown} page={context} />
            </ProductStateProvider>
          </CartProvider>
        </AccountProvider>
      </ToastProvider>,
      language,
    ),
  );
}

/*
 * The browser's fetch: /api/reviews answers through the real route, which calls the fixture
 * back office (also answered here); /api/cart answers an empty cart. Tests may answer
 * differently for one call.
 */
const backoffice = createFixtureBackoffice({ fixturesDir: FIXTURES_DIR });
const requests: { url: string; init?: RequestInit }[] = [];
/** The next browser request to this path fails with 502. */
let failNext: string | null = null;
async function answer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input), "http://shop.test");
  if (url.origin === BACKOFFICE_URL) {
    const headers = new Headers(init?.headers);
    const result = await backoffice.handle(url.pathname.slice("/api/".length), JSON.parse(String(init?.body ?? "{}")), {
      storeId: headers.get("x-store-id"),
      visitor: headers.get("x-client-token"),
    });
    return new Response(JSON.stringify(result.body), { status: result.status, headers: { "content-type": "application/json" } });
  }
  requests.push({ url: `${url.pathname}${url.search}`, init });
  if (failNext === url.pathname) {
    failNext = null;
    return new Response(JSON.stringify({ ok: false, error: "down" }), { status: 502, headers: { "content-type": "application/json" } });
  }
  const context = { cspNonce: "n", clientToken: "component-test" };
  const request = new Request(url, init?.signal ? { ...init, signal: undefined } : init);
  if (url.pathname === "/api/reviews") return (init?.method === "POST" ? action : loader)({ request, params: {}, context }) as Promise<Response>;
  return new Response(JSON.stringify({ ok: true, cart: { count: 0, lines: [] } }), { headers: { "content-type": "application/json" } });
}
const fetchMock = vi.fn(answer);

let clock = 0;
beforeAll(() => {
  vi.stubGlobal("fetch", fetchMock);
});
beforeEach(() => {
  // The helpful debounce reads performance.now(): tests move this clock.
  clock = 10_000;
  vi.spyOn(performance, "now").mockImplementation(() => clock);
});
afterEach(() => {
  fetchMock.mockClear();
  fetchMock.mockImplementation(answer);
  requests.length = 0;
  failNext = null;
  vi.restoreAllMocks();
  delete (window as Window & { dataLayer?: unknown }).dataLayer;
});
afterAll(() => {
  vi.unstubAllGlobals();
});

const posts = () => requests.filter((request) => request.init?.method === "POST" && request.url === "/api/reviews");
const section = () => document.getElementById("module-commentList")!;
const sheet = () => screen.getByRole("dialog", { name: "Ratings & Reviews" });
const reviewsIn = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>("article.review")];
const reviewerNames = (root: HTMLElement) => reviewsIn(root).map((review) => review.querySelector(".review__reviewer")?.textContent);
const helpfulOf = (root: HTMLElement, name: string) =>
  within(reviewsIn(root).find((review) => review.querySelector(".review__reviewer")?.textContent === name)!).getByRole("button", { name: /Helpful/ });

describe.each(["desktop", "mobile"] as const)("Ratings & Reviews on %s (detail spec 2, 4)", (device: Device) => {
  it("shows the score (ratingSummary / 20), stars, count, 3 reviews and View All", () => {
    renderReviews(pageFor(harlow, { device }));
    const root = section();
    expect(within(root).getByRole("heading", { name: "Ratings & Reviews" })).toBeTruthy();
    expect(root.querySelector(".detail-reviews__score")?.textContent).toBe("4.8");
    expect(within(root).getByRole("img", { name: "Rated 4.8 out of 5" })).toBeTruthy();
    expect(root.querySelector(".detail-reviews__count")?.textContent).toBe("412 reviews");
    expect(reviewerNames(root)).toEqual(["Jamie Rivera", "Priya N.", "Marcus Webb"]);
    expect(within(root).getByRole("button", { name: "View All" })).toBeTruthy();
  });

  it("shows each review's reviewer, stars, text, date, place, photos, Helpful count and reply", () => {
    renderReviews(pageFor(harlow, { device }));
    const first = reviewsIn(section())[0]!;
    expect(first.querySelector(".review__avatar")?.textContent).toBe("J");
    expect(within(first).getByRole("img", { name: "Rated 5.0 out of 5" })).toBeTruthy();
    expect(first.querySelector(".review__text")?.textContent).toMatch(/^We measured twice/);
    expect(first.querySelector(".review__date")?.textContent).toBe("10/14/2025");
    expect(first.querySelector(".review__location")?.textContent).toBe("11201 Brooklyn");
    expect(within(first).getAllByRole("button", { name: /Open photo/ })).toHaveLength(2);
    expect(within(first).getByRole("button", { name: "Helpful (12)" }).getAttribute("aria-pressed")).toBe("false");
    expect(first.querySelector(".review__reply-text")?.textContent).toMatch(/^Thank you, Jamie!/);
    expect(reviewsIn(section())[2]!.querySelector(".review__reply")).toBeNull();
  });

  it("opens a review photo in the preview and steps through its photos", () => {
    renderReviews(pageFor(harlow, { device }));
    fireEvent.click(within(reviewsIn(section())[0]!).getByRole("button", { name: "Open photo 2 of 2" }));
    const preview = screen.getByRole("dialog", { name: "Photos by Jamie Rivera" });
    expect(preview.querySelector(".review-preview__count")?.textContent).toBe("2 / 2");
    expect(within(preview).getByRole("img").getAttribute("src")).toBe("/fixture-images/reviews/review-5.svg");
    fireEvent.click(within(preview).getByRole("button", { name: "Next" }));
    expect(within(preview).getByRole("img").getAttribute("src")).toBe("/fixture-images/reviews/review-1.svg");
    fireEvent.keyDown(within(preview).getByRole("button", { name: "Close" }), { key: "ArrowLeft" });
    expect(preview.querySelector(".review-preview__count")?.textContent).toBe("2 / 2");
  });

  it("votes Helpful: up by one, then back down, each click sent (1000 ms apart)", async () => {
    renderReviews(pageFor(harlow, { device }));
    fireEvent.click(helpfulOf(section(), "Marcus Webb"));
    expect(helpfulOf(section(), "Marcus Webb").textContent).toBe("Helpful (6)");
    expect(helpfulOf(section(), "Marcus Webb").getAttribute("aria-pressed")).toBe("true");
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(String(posts()[0]!.init!.body))).toEqual({ reviewId: "70103", type: 1 });

    clock += 1000;
    fireEvent.click(helpfulOf(section(), "Marcus Webb"));
    expect(helpfulOf(section(), "Marcus Webb").textContent).toBe("Helpful (5)");
    expect(helpfulOf(section(), "Marcus Webb").getAttribute("aria-pressed")).toBe("false");
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(JSON.parse(String(posts()[1]!.init!.body))).toEqual({ reviewId: "70103", type: 0 });
  });

  it("drops clicks within 1000 ms of the last one (leading-edge debounce)", async () => {
    renderReviews(pageFor(harlow, { device }));
    fireEvent.click(helpfulOf(section(), "Priya N."));
    clock += 400;
    fireEvent.click(helpfulOf(section(), "Priya N."));
    clock += 900;
    fireEvent.click(helpfulOf(section(), "Priya N."));
    expect(helpfulOf(section(), "Priya N.").textContent).toBe("Helpful (9)");
    await waitFor(() => expect(posts()).toHaveLength(1));
  });

  it("undoes a vote the back office refuses, and says so", async () => {
    renderReviews(pageFor(harlow, { device }));
    failNext = "/api/reviews";
    fireEvent.click(helpfulOf(section(), "Jamie Rivera"));
    expect(helpfulOf(section(), "Jamie Rivera").textContent).toBe("Helpful (13)");
    await waitFor(() => expect(helpfulOf(section(), "Jamie Rivera").textContent).toBe("Helpful (12)"));
    expect(screen.getByText("Your vote could not be saved. Please try again.")).toBeTruthy();
  });

  it("opens the login popup for a guest's 'Write Your Own Review', linking to the login page", async () => {
    renderReviews(pageFor(harlow, { device }));
    const write = within(section()).getByRole("link", { name: "Write Your Own Review" });
    const href = "/login?pageType=detail&redirect=%2Fharlow-sofa.html%23module-commentList";
    expect(write.getAttribute("href")).toBe(href);
    expect(fireEvent.click(write)).toBe(false);
    const popup = await screen.findByRole("dialog", { name: "Log in to write a review" });
    expect(within(popup).getByRole("textbox", { name: "E-mail address" })).toBeTruthy();
    expect(popup.querySelector("form")?.getAttribute("data-page-type")).toBe("detail");
  });

  it("links a logged-in shopper, or a guest with an order, straight to writing", () => {
    renderReviews(pageFor(harlow, { device }), { loggedIn: true });
    expect(within(section()).getByRole("link", { name: "Write Your Own Review" }).getAttribute("href")).toBe("/write-review?spuId=501");
    // The link is followed: nothing before the document stops it (jsdom cannot navigate, so the test does).
    const prevented: boolean[] = [];
    const stop = (event: Event) => {
      prevented.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener("click", stop);
    fireEvent.click(within(section()).getByRole("link", { name: "Write Your Own Review" }));
    document.removeEventListener("click", stop);
    expect(prevented).toEqual([false]);
    expect(screen.queryByRole("dialog", { name: "Log in to write a review" })).toBeNull();
  });

  it("says 'No reviews' and why for a product without reviews, with 'Write the first review' and no banner", () => {
    renderReviews(pageFor(ember, { device }));
    const root = section();
    expect(within(root).getByText("No reviews")).toBeTruthy();
    expect(within(root).getByText("Only customers who bought this product can write a review")).toBeTruthy();
    expect(within(root).getByRole("link", { name: "Write the first review" })).toBeTruthy();
    expect(within(root).queryByRole("button", { name: "View All" })).toBeNull();
    expect(reviewsIn(root)).toHaveLength(0);
    expect(document.querySelector(".reviews-banner")).toBeNull();
  });

  it("shows the seller-show photos from 5 images and previews the one clicked", () => {
    renderReviews(pageFor(harlow, { device }));
    const show = section().querySelector<HTMLElement>(".seller-show")!;
    expect(within(show).getByRole("heading", { name: "Customer photos" })).toBeTruthy();
    const photos = within(show).getAllByRole("button", { name: /Open photo/ });
    expect(photos).toHaveLength(7);
    fireEvent.click(photos[2]!);
    const preview = screen.getByRole("dialog", { name: "Customer photos" });
    expect(within(preview).getByRole("img").getAttribute("src")).toBe("/fixture-images/reviews/review-3.svg");
    expect(preview.querySelector(".review-preview__count")?.textContent).toBe("3 / 7");
  });

  it("has no seller show under 5 images", () => {
    renderReviews(pageFor(bookcase, { device }));
    expect(section().querySelector(".seller-show")).toBeNull();
    expect(reviewsIn(section())).toHaveLength(3);
  });
});

describe.each(["desktop", "mobile"] as const)("the review sheet on %s (detail spec 2, 4)", (device: Device) => {
  const openSheet = () => {
    renderReviews(pageFor(harlow, { device }));
    fireEvent.click(within(section()).getByRole("button", { name: "View All" }));
    return sheet();
  };
  const lastReviewsRequest = () => requests.filter((request) => request.url.startsWith("/api/reviews?")).at(-1)?.url;

  it("opens as a drawer or the bottom sheet with page 1 as loaded, without asking again", () => {
    const dialog = openSheet();
    expect(dialog.className).toContain(device === "desktop" ? "dialog--right" : "dialog--bottom");
    expect(within(dialog).getByText("Page 1 of 3")).toBeTruthy();
    expect(reviewsIn(dialog)).toHaveLength(10);
    expect((within(dialog).getByRole("combobox", { name: "Sort by" }) as HTMLSelectElement).value).toBe("rating-desc");
    expect(requests.filter((request) => request.url.startsWith("/api/reviews"))).toHaveLength(0);
  });

  it("changing the sort asks for page 1 and replaces the list; View More appends until the last page", async () => {
    const dialog = openSheet();
    fireEvent.change(within(dialog).getByRole("combobox", { name: "Sort by" }), { target: { value: "rating-asc" } });
    await waitFor(() => expect(reviewerNames(dialog)[0]).toBe("Henry Walsh"));
    expect(lastReviewsRequest()).toBe("/api/reviews?spuId=501&page=1&sort=rating-asc");
    expect(reviewsIn(dialog)).toHaveLength(10);
    expect(within(dialog).getByText("Page 1 of 3")).toBeTruthy();

    fireEvent.click(within(dialog).getByRole("button", { name: "View More" }));
    await waitFor(() => expect(within(dialog).getByText("Page 2 of 3")).toBeTruthy());
    expect(lastReviewsRequest()).toBe("/api/reviews?spuId=501&page=2&sort=rating-asc");
    expect(reviewsIn(dialog)).toHaveLength(20);
    expect(reviewerNames(dialog)[0]).toBe("Henry Walsh");

    fireEvent.click(within(dialog).getByRole("button", { name: "View More" }));
    await waitFor(() => expect(within(dialog).getByText("Page 3 of 3")).toBeTruthy());
    expect(reviewsIn(dialog)).toHaveLength(24);
    expect(within(dialog).queryByRole("button", { name: "View More" })).toBeNull();
  });

  it("filters by media, review type and country, each change from page 1", async () => {
    const dialog = openSheet();
    fireEvent.click(within(dialog).getByRole("radio", { name: "Images & videos" }));
    await waitFor(() => expect(reviewsIn(dialog)).toHaveLength(6));
    expect(lastReviewsRequest()).toBe("/api/reviews?spuId=501&page=1&sort=rating-desc&media=images");
    expect(within(dialog).getByText("Page 1 of 1")).toBeTruthy();

    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Comfort" }));
    await waitFor(() => expect(reviewsIn(dialog)).toHaveLength(3));
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Canada" }));
    await waitFor(() => expect(reviewerNames(dialog)).toEqual(["Priya N."]));
    expect(lastReviewsRequest()).toBe("/api/reviews?spuId=501&page=1&sort=rating-desc&media=images&types=1&stores=4");

    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Comfort" }));
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Germany" }));
    await waitFor(() => expect(reviewerNames(dialog)).toEqual(["Priya N.", "Anna Schulz", "Ethan Brooks"]));
  });

  it("cancels a request that a newer filter supersedes", async () => {
    const dialog = openSheet();
    const signals: AbortSignal[] = [];
    fetchMock.mockImplementation((input, init) => {
      if (init?.signal) signals.push(init.signal);
      return answer(input, init);
    });
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Quality" }));
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Design" }));
    await waitFor(() => expect(reviewsIn(dialog).length).toBeGreaterThan(0));
    await waitFor(() => expect(lastReviewsRequest()).toBe("/api/reviews?spuId=501&page=1&sort=rating-desc&types=2%2C5"));
    expect(signals[0]?.aborted).toBe(true);
    expect(signals.at(-1)?.aborted).toBe(false);
    await waitFor(() => expect(reviewsIn(dialog)).toHaveLength(10));
  });

  it("says when nothing matches and offers a retry after a failure", async () => {
    const dialog = openSheet();
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Italy" }));
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Assembly" }));
    await waitFor(() => expect(within(dialog).getByText("No reviews match these filters.")).toBeTruthy());
    expect(within(dialog).queryByText(/^Page /)).toBeNull();

    failNext = "/api/reviews";
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Italy" }));
    await waitFor(() => expect(within(dialog).getByRole("alert").textContent).toContain("The reviews could not be loaded."));
    fireEvent.click(within(dialog).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(reviewerNames(dialog)).toEqual(["Léa Martin", "Hannah Cole", "Ava Thompson"]));
  });

  it("votes in the sheet and the section reads the same", async () => {
    const dialog = openSheet();
    fireEvent.click(helpfulOf(dialog, "Marcus Webb"));
    expect(helpfulOf(dialog, "Marcus Webb").textContent).toBe("Helpful (6)");
    expect(helpfulOf(section(), "Marcus Webb").textContent).toBe("Helpful (6)");
    await waitFor(() => expect(posts()).toHaveLength(1));
  });

  it(device === "mobile" ? "has fixed Add to Cart and, on the ads page, 'See full details'" : "has no fixed buttons on desktop", () => {
    renderReviews(pageFor(harlow, { device, kind: "ads", path: "/ads-detail/harlow-sofa.html" }));
    fireEvent.click(within(section()).getByRole("button", { name: "View All" }));
    const dialog = sheet();
    if (device === "desktop") {
      expect(within(dialog).queryByRole("button", { name: "Add to Cart" })).toBeNull();
      return;
    }
    const details = within(dialog).getByRole("link", { name: "See full details" });
    expect(details.getAttribute("href")).toBe("/harlow-sofa.html");
    expect(details.getAttribute("target")).toBe("_blank");
    fireEvent.click(within(dialog).getByRole("button", { name: "Add to Cart" }));
    return waitFor(() => expect(requests.some((request) => request.url === "/api/cart" && request.init?.method === "POST")).toBe(true));
  });
});

describe("reviews in the euro stores (detail spec 9)", () => {
  it("writes dates day-first, leaves out the city and prints the score with a comma in store 5", () => {
    renderReviews(pageFor(harlow, { store: 5 as StoreId }), { language: "de" });
    const root = section();
    expect(within(root).getByRole("heading", { name: "Bewertungen & Rezensionen" })).toBeTruthy();
    expect(root.querySelector(".detail-reviews__score")?.textContent).toBe("4,8");
    const first = reviewsIn(root)[0]!;
    expect(first.querySelector(".review__date")?.textContent).toBe("14/10/2025");
    expect(first.querySelector(".review__location")?.textContent).toBe("11201");
  });
});

describe.each(["desktop", "mobile"] as const)("the reviews banner on %s (detail spec 2)", (device: Device) => {
  it("shows the external score with a half star, the product's score and count, and review cards", () => {
    renderReviews(pageFor(harlow, { device }), { only: ["reviews-banner"] });
    const banner = document.querySelector<HTMLElement>(".reviews-banner")!;
    const external = banner.querySelector<HTMLElement>(".reviews-banner__score--external")!;
    expect(external.querySelector(".reviews-banner__value")?.textContent).toBe("4.6");
    expect(external.querySelectorAll(".external-stars__star--full")).toHaveLength(4);
    expect(external.querySelectorAll(".external-stars__star--half")).toHaveLength(1);
    const own = banner.querySelector<HTMLElement>(".reviews-banner__score--own")!;
    expect(own.textContent).toContain("4.8");
    expect(own.textContent).toContain("412 reviews");
    const cards = banner.querySelectorAll<HTMLElement>(".banner-card");
    expect(cards).toHaveLength(6);
    expect(cards[0]!.querySelector(".banner-card__avatar")?.textContent).toBe("J");
    expect(cards[0]!.querySelector(".banner-card__number")?.textContent).toBe("5.0");
    expect(cards[0]!.querySelector(".banner-card__more")?.textContent).toBe("+1");
    expect(cards[1]!.querySelector(".banner-card__more")).toBeNull();
    expect(cards[2]!.querySelector(".banner-card__image")).toBeNull();
    expect(cards[0]!.querySelector<HTMLElement>(".banner-card__text")!.style.webkitLineClamp).toBe(device === "desktop" ? "4" : "2");
    expect(within(banner).getByRole("link", { name: "More Reviews" }).getAttribute("href")).toBe("#module-commentList");
  });

  it("falls back to 4.3 without an external score, drawn as four stars and a half", () => {
    const page = pageFor(harlow, { device });
    renderReviews({ ...page, reviews: { ...page.reviews!, externalScore: null } }, { only: ["reviews-banner"] });
    const external = document.querySelector<HTMLElement>(".reviews-banner__score--external")!;
    expect(external.querySelector(".reviews-banner__value")?.textContent).toBe("4.3");
    expect(within(external).getByRole("img", { name: "Rated 4.3 out of 5" })).toBeTruthy();
    expect(external.querySelectorAll(".external-stars__star--half")).toHaveLength(1);
  });
});

/** A controllable IntersectionObserver: tests say whether the section is in view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  targets: Element[] = [];
  constructor(public callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.targets = [];
  }
  takeRecords() {
    return [];
  }
}

describe("reviews_view (detail spec 4, Analytics: after 3 s in view)", () => {
  const inView = (visible: boolean) =>
    act(() => {
      for (const observer of FakeIntersectionObserver.instances) {
        for (const target of observer.targets) observer.callback([{ target, isIntersecting: visible } as unknown as IntersectionObserverEntry], observer as never);
      }
    });
  const events = () => ((window as Window & { dataLayer?: { event: string }[] }).dataLayer ?? []).filter((entry) => entry.event === "reviews_view");

  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.stubGlobal("IntersectionObserver", undefined);
  });

  it("fires once after 3 s in view, not when the section leaves sooner", () => {
    renderReviews(pageFor(harlow), { only: ["reviews"] });
    inView(true);
    act(() => vi.advanceTimersByTime(2000));
    inView(false);
    act(() => vi.advanceTimersByTime(5000));
    expect(events()).toHaveLength(0);

    inView(true);
    act(() => vi.advanceTimersByTime(2999));
    expect(events()).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(events()).toEqual([expect.objectContaining({ event: "reviews_view", spu: "LW1001", reviewCount: 412 })]);
    inView(true);
    act(() => vi.advanceTimersByTime(5000));
    expect(events()).toHaveLength(1);
  });
});
