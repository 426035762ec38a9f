// @vitest-environment jsdom
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { buildSections } from "~/lib/product-page.server";
import { detailSectionRegistry } from "~modules/detail-registry";
import type { SectionComponents } from "~modules/detail-types";
import { AccountProvider } from "~modules/kit/account";
import { ProductStateProvider } from "~modules/kit/product/product-state";
import { viewFor } from "~modules/types";
import { detailPage, renderDetailSection, type ProductFixture } from "../support/render-detail";
import { accountFor } from "../support/account";
import { TEST_NOW, withI18n } from "../support/render";
import saleJson from "../../fixtures/products/linden-dining-chair-sale.json";
import petsJson from "../../fixtures/products/marlow-side-table-pets.json";
import earlyJson from "../../fixtures/products/nook-loveseat-crowdfund.json";
import laterJson from "../../fixtures/products/bexley-sectional-crowdfund.json";

const TIPS = ["Free white-glove delivery", "Stack your coupon"];
const fetchMock = vi.fn(async (url: string): Promise<Response> => {
  if (String(url).startsWith("/api/promotion-tips")) return new Response(JSON.stringify({ tips: TIPS }), { headers: { "content-type": "application/json" } });
  return new Response("{}", { status: 404 });
});
beforeAll(() => vi.stubGlobal("fetch", fetchMock));
afterAll(() => vi.unstubAllGlobals());
afterEach(() => {
  vi.useRealTimers();
  fetchMock.mockClear();
});

/** The sale chair ending 2 days, 3 h, 30 min and 15 s after the tests' page time (2025-11-28 09:00 UTC). */
function saleEnding(type = "limited-offer-new") {
  const fixture = structuredClone(saleJson);
  Object.assign(fixture.model.productDetailVOList[0]!.activityInfo, { endTime: "2025-11-30 12:30:15", type });
  return fixture;
}

const banner = () => screen.getByRole("region", { name: "Promotion" });

/** The price section as the route renders it, for the server render and hydration. */
function priceElement(fixture: ProductFixture, path: string, device: "desktop" | "mobile") {
  const page = detailPage(fixture, path, { device });
  const { sections } = buildSections(page);
  const Section = viewFor(detailSectionRegistry.price as SectionComponents<unknown>, device);
  const context = { kind: page.kind, path, store: page.store, device, now: page.now, spu: page.product.spuInfo.spu, spuId: String(page.product.spuInfo.spuId) };
  const skus = Object.fromEntries(page.product.skuList.map((entry) => [entry.skuId, { sku: entry.sku, variant: null }]));
  return withI18n(
    <AccountProvider device={device} account={accountFor(false)}>
      <ProductStateProvider initialSkuId={page.skuId} skus={skus} spu={context.spu} initialSide={{ delivery: page.delivery, coupons: page.coupons }}>
        <Section data={sections.price} page={context} />
      </ProductStateProvider>
    </AccountProvider>,
    "en",
    "product",
  );
}

describe.each(["desktop", "mobile"] as const)("the activity banner on %s (detail spec 2, 4)", (device) => {
  it("renders the countdown at the page's time, in the activity's colours, with the Black_Friday_Sale tips after hydration", async () => {
    const { container } = renderDetailSection("price", saleEnding(), "/linden-dining-chair-sale.html", { device });
    const region = banner();
    expect(within(region).getByRole("timer").textContent).toBe("02:03:30:15");
    expect(within(region).getByText("Limited-time offer")).toBeTruthy();
    expect(region.textContent).toContain(device === "desktop" ? "Extra 10% off dining chairs" : "Extra 10% off until the timer runs out");
    expect(region.style.getPropertyValue("--activity-text")).toBe("#8B1E1E");
    expect(region.style.getPropertyValue("--countdown-bg")).toBe("#1d3557");
    // The coupon box is hidden while the countdown shows.
    expect(container.querySelector(".detail-price__best")).toBeNull();
    await waitFor(() => expect(container.querySelector(".activity-banner__tips")?.textContent).toBe(`Promotion tips: ${TIPS.join(" · ")}`));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("server HTML and hydration agree: the countdown's value at the page's time, the tips' line empty", async () => {
    const html = renderToString(priceElement(saleEnding(), "/linden-dining-chair-sale.html", device));
    expect(html).toMatch(/role="timer"[^>]*>.*02.*:.*03.*:.*30.*:.*15/);
    expect(html).toContain('<p class="activity-banner__tips" aria-live="polite"></p>');
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, "error");
    const root = await act(async () => hydrateRoot(container, priceElement(saleEnding(), "/linden-dining-chair-sale.html", device)));
    await waitFor(() => expect(container.querySelector(".activity-banner__tips")?.textContent).toContain(TIPS[0]));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    act(() => root.unmount());
    container.remove();
  });

  it("ticks every second and goes at the end; the activity over, the coupon box stays hidden", () => {
    vi.useFakeTimers({ now: TEST_NOW });
    const fixture = saleEnding();
    fixture.model.productDetailVOList[0]!.activityInfo.endTime = "2025-11-28 09:00:02";
    const { container } = renderDetailSection("price", fixture, "/linden-dining-chair-sale.html", { device });
    expect(screen.getByRole("timer").textContent).toBe("00:00:00:02");
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole("timer").textContent).toBe("00:00:00:01");
    expect(container.querySelector(".detail-price__best")).toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole("region", { name: "Promotion" })).toBeNull();
    expect(container.querySelector(".detail-price__best")).toBeNull();
  });

  it("a blackfriday activity counts down on desktop only (a flash sale there); on mobile its text shows with the coupon box", () => {
    const { container } = renderDetailSection("price", saleEnding("blackfriday"), "/linden-dining-chair-sale.html", { device });
    expect(within(banner()).queryByRole("timer") !== null).toBe(device === "desktop");
    expect(container.querySelector(".detail-price__best") === null).toBe(device === "desktop");
  });

  it("an activity past its endTime shows no banner, and no coupon box", () => {
    const fixture = saleEnding();
    fixture.model.productDetailVOList[0]!.activityInfo.endTime = "2025-11-28 08:59:59";
    const { container } = renderDetailSection("price", fixture, "/linden-dining-chair-sale.html", { device });
    expect(container.querySelector(".activity-banner")).toBeNull();
    expect(container.querySelector(".detail-price__best")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("the Pet-Friendly copy shows 'ExtraDiscounT' with no countdown, in the default colours", () => {
    const { container } = renderDetailSection("price", petsJson, "/marlow-side-table-pets.html", { device });
    const region = banner();
    expect(within(region).getByText(device === "desktop" ? "Pet-Friendly Product" : "Pet-Friendly")).toBeTruthy();
    expect(region.querySelector(".activity-banner__extra")?.textContent).toBe("Extra discount");
    expect(within(region).queryByRole("timer")).toBeNull();
    expect(region.style.getPropertyValue("--activity-text")).toBe("#375542");
    expect(region.style.getPropertyValue("--countdown-bg")).toBe("#000000");
    // No countdown: the coupon box shows.
    expect(container.querySelector(".detail-price__best")).not.toBeNull();
  });

  it("in German: the banner's texts come from the messages", () => {
    renderDetailSection("price", saleEnding(), "/linden-dining-chair-sale.html", { device, language: "de" });
    expect(screen.getByRole("region", { name: "Aktion" }).textContent).toContain("Endet in");
  });
});

describe.each(["desktop", "mobile"] as const)("crowdfunding in the price block on %s (detail spec 4)", (device) => {
  it("status 1: 'Super Early Bird' at duringAmount, the special price struck, the savings; a bar at 1.5 % styled empty", () => {
    const { container } = renderDetailSection("price", earlyJson, "/nook-loveseat-crowdfund.html", { device });
    expect(container.querySelector(".detail-crowdfund__stage")?.textContent).toBe("Super Early Bird");
    expect(container.querySelector(".detail-price__current")?.textContent).toBe("Crowdfunding price $899.00");
    expect(container.querySelector(".detail-price__marking")?.textContent).toBe("Original price $1,299.00");
    expect(container.querySelector(".detail-crowdfund__save")?.textContent).toBe("Save $400.00");
    const bar = screen.getByRole("progressbar", { name: "Funding progress" });
    expect(bar.getAttribute("aria-valuenow")).toBe("2");
    expect(bar.classList.contains("is-empty")).toBe(true);
    expect(container.querySelector(".detail-crowdfund__funded")?.textContent).toBe("2% Funded");
    expect(container.querySelector(".activity-banner")).toBeNull();
  });

  it("status 2: 'Early Bird' at successAmount, the savings to 2 decimals; 134 % funded, the bar capped at 100 %", () => {
    const { container } = renderDetailSection("price", laterJson, "/bexley-sectional-crowdfund.html", { device });
    expect(container.querySelector(".detail-crowdfund__stage")?.textContent).toBe("Early Bird");
    expect(container.querySelector(".detail-price__current")?.textContent).toBe("Crowdfunding price $1,899.50");
    expect(container.querySelector(".detail-crowdfund__save")?.textContent).toBe("Save $399.50");
    const bar = screen.getByRole("progressbar", { name: "Funding progress" });
    expect(bar.getAttribute("aria-valuenow")).toBe("100");
    expect(bar.classList.contains("is-empty")).toBe(false);
    expect((container.querySelector(".detail-crowdfund__fill") as HTMLElement).style.width).toBe("100%");
    expect(container.querySelector(".detail-crowdfund__funded")?.textContent).toBe("134% Funded");
  });
});
