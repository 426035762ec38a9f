// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ProductSections } from "~/components/product/product-sections";
import type { BuiltSections } from "~/lib/product-page.server";
import type { DetailSectionRegistry } from "~modules/detail-registry";
import type { DetailPageContext, SectionProps } from "~modules/detail-types";
import { ProductStateHold, ProductStateProvider, ProductStateReleased, useProductState } from "~modules/kit/product/product-state";
import { DETAIL_SECTION_KEYS } from "~schemas/detail-sections";
import type { SkuSideData } from "~schemas/rules/product/side-data";

// The state asks for a chosen SKU's side data: an empty answer will do here.
const fetchMock = vi.fn(async () => new Response(JSON.stringify({ delivery: null, coupons: null })));
beforeAll(() => vi.stubGlobal("fetch", fetchMock));
afterAll(() => vi.unstubAllGlobals());

/** Every section shows its data's text and the SKU the product state gives it. */
function Fake({ data }: SectionProps<unknown>) {
  const { skuId, side } = useProductState();
  return (
    <p data-testid="section">
      {(data as { text: string }).text} sku {skuId} wraps {side?.wraps?.length ?? "-"}
    </p>
  );
}
const registry = Object.fromEntries(DETAIL_SECTION_KEYS.map((key) => [key, Fake])) as unknown as DetailSectionRegistry;

const PAGE: DetailPageContext = { kind: "page", path: "/a.html", store: 3, device: "desktop", now: 0, spu: "A", spuId: "1" };
const SKUS = { s1: { sku: "A-1", variant: "1" }, s2: { sku: "A-2", variant: "2" } };
const SIDE: SkuSideData = { delivery: null, coupons: null };

function Choose() {
  const { selectSku } = useProductState();
  return (
    <button type="button" onClick={() => selectSku("s2")}>
      choose
    </button>
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function page(later: Record<string, Promise<unknown>>, lateSide: Promise<Partial<SkuSideData>> | null = null) {
  return render(
    <ProductStateProvider initialSkuId="s1" skus={SKUS} spu="A" initialSide={SIDE} lateSide={lateSide}>
      <Choose />
      <ProductSections sections={{ gallery: { text: "gallery" } } as unknown as BuiltSections} later={later} page={PAGE} registry={registry} />
    </ProductStateProvider>,
  );
}

describe("streamed sections (app/components/product/product-sections.tsx)", () => {
  it("hold their place with a skeleton, then show what arrives, each on its own", async () => {
    const reviews = deferred<unknown>();
    const banner = deferred<unknown>();
    const { container } = page({ "reviews-banner": banner.promise, reviews: reviews.promise });
    expect(screen.getAllByTestId("section").map((node) => node.textContent)).toEqual(["gallery sku s1 wraps -"]);
    const skeletons = [...container.querySelectorAll("[data-skeleton]")];
    expect(skeletons.map((node) => node.getAttribute("data-skeleton"))).toEqual(["reviews-banner", "reviews"]);
    // The list's anchor is there before the list: the rating link lands where it will be.
    expect(container.querySelector("#module-commentList")?.getAttribute("data-skeleton")).toBe("reviews");
    expect(skeletons.every((node) => node.getAttribute("aria-hidden") === "true")).toBe(true);

    await act(async () => reviews.resolve({ text: "reviews" }));
    expect(screen.getAllByTestId("section").map((node) => node.textContent)).toEqual(["gallery sku s1 wraps -", "reviews sku s1 wraps -"]);
    expect([...container.querySelectorAll("[data-skeleton]")].map((node) => node.getAttribute("data-skeleton"))).toEqual(["reviews-banner"]);

    // Refused by its schema (null) or failed: its place is left empty, the rest stays.
    await act(async () => banner.resolve(null));
    expect(container.querySelectorAll("[data-skeleton]")).toHaveLength(0);
    expect(container.querySelector('[data-section="reviews-banner"]')?.textContent).toBe("");
  });

  it("leave a failed section's place empty and the page as it is", async () => {
    const upgrades = deferred<unknown>();
    const { container } = page({ upgrades: upgrades.promise, reviews: Promise.resolve({ text: "reviews" }) });
    await act(async () => upgrades.reject(new Error("Unexpected Server Error")));
    expect(container.querySelector('[data-section="upgrades"]')?.textContent).toBe("");
    expect(container.querySelectorAll("[data-skeleton]")).toHaveLength(0);
    expect(screen.getAllByTestId("section").map((node) => node.textContent)).toEqual(["gallery sku s1 wraps -", "reviews sku s1 wraps -"]);
  });

  it("follow the product state once in place", async () => {
    page({ reviews: Promise.resolve({ text: "reviews" }) });
    await act(async () => {});
    fireEvent.click(screen.getByText("choose"));
    expect(screen.getAllByTestId("section").map((node) => node.textContent)).toEqual(["gallery sku s2 wraps -", "reviews sku s2 wraps -"]);
  });
});

describe("the opening SKU's streamed side data (ProductStateProvider lateSide)", () => {
  it("joins the opening SKU's data when it arrives", async () => {
    const late = deferred<Partial<SkuSideData>>();
    page({}, late.promise);
    await act(async () => late.resolve({ wraps: [{ wrapId: "1", amount: 0, name: "Front Door Delivery" }] }));
    expect(screen.getByTestId("section").textContent).toBe("gallery sku s1 wraps 1");
  });
});

describe("ProductStateHold", () => {
  function Harness({ released }: { released: boolean }) {
    return (
      <ProductStateProvider initialSkuId="s1" skus={SKUS} spu="A" initialSide={SIDE}>
        <Choose />
        <ProductStateHold>
          <Fake data={{ text: "held" }} page={PAGE} />
          {released ? <ProductStateReleased /> : null}
        </ProductStateHold>
      </ProductStateProvider>
    );
  }

  it("keeps the state its children were rendered with until they are released, then gives them the live one", async () => {
    const { rerender } = render(<Harness released={false} />);
    fireEvent.click(screen.getByText("choose"));
    await act(async () => {});
    expect(screen.getByTestId("section").textContent).toBe("held sku s1 wraps -");
    rerender(<Harness released />);
    await act(async () => {});
    expect(screen.getByTestId("section").textContent).toBe("held sku s2 wraps -");
  });
});
