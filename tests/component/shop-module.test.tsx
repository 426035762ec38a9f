// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CARDS_PER_ROW } from "~modules/shop-module";
import { emptyCart, fixtureServer } from "../support/msw";
import { mswApi, renderLoadedModule as renderLoaded } from "../support/loaded";
import { TEST_PAGE } from "../support/render";

const { server } = fixtureServer(emptyCart);
/** Loaded through msw, so the first page's request is seen too. */
const renderLoadedModule = (...[code, map, options = {}]: Parameters<typeof renderLoaded>) => renderLoaded(code, map, { api: mswApi(), ...options });
const productCalls: Record<string, unknown>[] = [];
server.events.on("request:start", async ({ request }) => {
  if (request.url.endsWith("/landing/product-list")) productCalls.push((await request.clone().json()) as Record<string, unknown>);
});
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
// /api/products goes through the app's shared back-office client and its 3000 ms response
// cache; each test runs 10 s later than the one before, so every test sees its own calls.
let shift = 0;
beforeEach(() => {
  shift += 10_000;
  const realNow = Date.now.bind(Date);
  vi.spyOn(Date, "now").mockImplementation(() => realNow() + shift);
});
afterEach(() => {
  server.resetHandlers();
  productCalls.length = 0;
  vi.useRealTimers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const start = Date.UTC(2026, 0, 1);
const favourites = {
  activityId: 7101,
  pcTitle: "Autumn favourites",
  mobileTitle: "Favourites",
  tabNameList: ["Sofas", "Living room", "Lighting"],
  showNum: 4,
  showType: 1,
  moduleSort: 10,
};
const flashSale = {
  activityId: 7201,
  pcTitle: "Flash sale: today only",
  mobileTitle: "Flash sale",
  tabNameList: ["Today", "Tomorrow"],
  showNum: 4,
  showType: 2,
  moduleSort: 20,
  flashSaleWidget: { currentTime: start + (5 * 3600 + 123) * 1000, startTime: start, duration: 259200 },
};

const cardsIn = (section: HTMLElement) => [...section.querySelectorAll<HTMLElement>(".product-card")];
const names = (section: HTMLElement) => cardsIn(section).map((card) => card.querySelector(".product-card__name a")?.textContent);
const sectionTitled = (title: string) => screen.getByRole("heading", { level: 2, name: title }).closest("section") as HTMLElement;
const viewMore = (section: HTMLElement) => within(section).queryByRole("button", { name: /View More/ });

describe.each(["desktop", "mobile"] as const)("shop module (type 25) on %s", (device) => {
  const title = (section: { pcTitle: string; mobileTitle: string }) => (device === "desktop" ? section.pcTitle : section.mobileTitle);

  it("shows the sections by moduleSort, highest first, titled for the device, each with its first page", async () => {
    const { container } = await renderLoadedModule(25, { packageInfo: [favourites, flashSale] }, { device });
    const headings = [...container.querySelectorAll(".shop-section__title")].map((h) => h.textContent);
    expect(headings).toEqual([title(flashSale), title(favourites)]);
    const sofas = sectionTitled(title(favourites));
    expect(names(sofas)).toEqual(["Harlow 3-Seat Sofa", "Nook Loveseat", "Bexley Corner Sectional", "Fern Modular Sofa"]);
    expect(within(sofas).getByRole("tab", { name: "Sofas" }).getAttribute("aria-selected")).toBe("true");
    expect(viewMore(sofas)).not.toBeNull();
    expect(container.querySelector(".shop-module")?.classList.contains(`shop-module--${device}`)).toBe(true);
    // Above the fold: the first row of the first section loads eagerly, the rest lazily.
    const flash = sectionTitled(title(flashSale));
    const eager = cardsIn(flash).map((card) => card.querySelector("img")?.getAttribute("loading"));
    expect(eager).toEqual(Array.from({ length: 4 }, (_, i) => (i < CARDS_PER_ROW[device] ? "eager" : "lazy")));
  });

  it("replaces the list on a tab switch and appends with 'View More' until the last page, then moves focus to the first new card", async () => {
    await renderLoadedModule(25, { packageInfo: [favourites] }, { device });
    const section = sectionTitled(title(favourites));
    fireEvent.click(within(section).getByRole("tab", { name: "Living room" }));
    await waitFor(() => expect(names(section)[0]).toBe("Arlo Armchair"));
    expect(names(section)).toEqual(["Arlo Armchair", "Oval Oak Coffee Table", "Arc Floor Lamp", "Hand-Tufted Wool Rug"]);
    expect(within(section).getByRole("tab", { name: "Living room" }).getAttribute("aria-selected")).toBe("true");
    expect(productCalls.at(-1)).toMatchObject({ activityId: "7101", tabName: "Living room", page: 1, pageSize: 4, showType: 1, regionCode: "CA" });

    fireEvent.click(viewMore(section)!);
    await waitFor(() => expect(cardsIn(section)).toHaveLength(8));
    expect(productCalls.at(-1)).toMatchObject({ tabName: "Living room", page: 2 });
    expect(viewMore(section)).not.toBeNull();

    fireEvent.click(viewMore(section)!);
    await waitFor(() => expect(cardsIn(section)).toHaveLength(9));
    expect(productCalls.at(-1)).toMatchObject({ page: 3 });
    expect(viewMore(section)).toBeNull();
    // Focus moves in an effect after the new cards render.
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Linden Dining Table"));

    // Back to the first tab: page 1 again, replacing the nine cards.
    fireEvent.click(within(section).getByRole("tab", { name: "Sofas" }));
    await waitFor(() => expect(cardsIn(section)).toHaveLength(4));
    expect(productCalls.at(-1)).toMatchObject({ tabName: "Sofas", page: 1 });
    expect(viewMore(section)).not.toBeNull();
  });

  it("clears the list and hides 'View More' for a tab with no products", async () => {
    await renderLoadedModule(25, { packageInfo: [favourites] }, { device });
    const section = sectionTitled(title(favourites));
    fireEvent.click(within(section).getByRole("tab", { name: "Lighting" }));
    await waitFor(() => expect(cardsIn(section)).toHaveLength(0));
    expect(within(section).getByText("No products here yet.")).toBeTruthy();
    expect(viewMore(section)).toBeNull();
  });

  it("moves between tabs with the arrow keys, Home and End", async () => {
    await renderLoadedModule(25, { packageInfo: [favourites] }, { device });
    const section = sectionTitled(title(favourites));
    const tab = (name: string) => within(section).getByRole("tab", { name });
    expect(tab("Sofas").tabIndex).toBe(0);
    expect(tab("Living room").tabIndex).toBe(-1);
    fireEvent.keyDown(tab("Sofas"), { key: "ArrowRight" });
    expect(document.activeElement).toBe(tab("Living room"));
    expect(tab("Living room").getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(tab("Living room"), { key: "End" });
    expect(document.activeElement).toBe(tab("Lighting"));
    fireEvent.keyDown(tab("Lighting"), { key: "ArrowRight" });
    expect(document.activeElement).toBe(tab("Sofas"));
    fireEvent.keyDown(tab("Sofas"), { key: "ArrowLeft" });
    expect(document.activeElement).toBe(tab("Lighting"));
    await waitFor(() => expect(cardsIn(section)).toHaveLength(0));
  });

  it("preselects the query's tab (module=1&tab=2) on the server render", async () => {
    await renderLoadedModule(25, { packageInfo: [favourites] }, { device, query: "module=1&tab=2" });
    const section = sectionTitled(title(favourites));
    expect(within(section).getByRole("tab", { name: "Living room" }).getAttribute("aria-selected")).toBe("true");
    expect(names(section)[0]).toBe("Arlo Armchair");
  });

  it("pins the `top` products first, on the first page and the later ones", async () => {
    await renderLoadedModule(25, { packageInfo: [favourites] }, { device, query: "top=LW1016,LW1015" });
    const section = sectionTitled(title(favourites));
    expect(names(section).slice(0, 2)).toEqual(["Fern Modular Sofa", "Clover Accent Chair"]);
    fireEvent.click(viewMore(section)!);
    await waitFor(() => expect(cardsIn(section)).toHaveLength(6));
    expect(productCalls.at(-1)).toMatchObject({ page: 2, topSpuList: ["LW1016", "LW1015"], spuStr: "LW1016,LW1015" });
  });

  it("asks the shown tab's first page again when this browser saved a postcode in another region (the page has the default's)", async () => {
    window.localStorage.setItem("zipObject", JSON.stringify({ postcode: "10001", regionCode: "NY", regionName: "New York", city: "New York" }));
    try {
      await renderLoadedModule(25, { packageInfo: [favourites] }, { device });
      await waitFor(() => expect(productCalls).toHaveLength(2));
      // The server's first page, then the browser's (/api/products, in the zip cookie's region).
      expect(productCalls.map((call) => [call.page, call.tabName])).toEqual([
        [1, "Sofas"],
        [1, "Sofas"],
      ]);
      expect(productCalls[0]).toMatchObject({ regionCode: TEST_PAGE.regionCode });
    } finally {
      window.localStorage.clear();
    }
  });

  it("asks nothing again for a postcode saved in the page's own region", async () => {
    window.localStorage.setItem("zipObject", JSON.stringify({ postcode: "M5V3L9", regionCode: TEST_PAGE.regionCode, regionName: null, city: null }));
    try {
      await renderLoadedModule(25, { packageInfo: [favourites] }, { device });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(productCalls).toHaveLength(1);
    } finally {
      window.localStorage.clear();
    }
  });

  it("shows 'Ends in' with dd:hh:mm:ss from the widget, ticking down every second", async () => {
    const loaded = await import("../support/loaded");
    const { modules, page } = await loaded.loadLanding([{ sortId: 1, packageType: 25, packageInfoMap: { packageInfo: [flashSale] } }], { device });
    vi.useFakeTimers();
    const { render } = await import("@testing-library/react");
    const { LandingModules } = await import("~/components/landing-modules");
    render(loaded.inRouter(<LandingModules modules={modules} page={page} />));
    const section = sectionTitled(title(flashSale));
    const timer = within(section).getByRole("timer");
    // 3 days less 5 h 2 min 3 s: 2 days 18:57:57.
    expect(within(section).getByText("Ends in")).toBeTruthy();
    expect(timer.textContent).toBe("02:18:57:57");
    expect(timer.getAttribute("datetime")).toBe("P2DT18H57M57S");
    act(() => vi.advanceTimersByTime(1000));
    expect(timer.textContent).toBe("02:18:57:56");
    act(() => vi.advanceTimersByTime(61_000));
    expect(timer.textContent).toBe("02:18:56:55");
  });

  it("counts from the page's server time when the widget has no currentTime", async () => {
    const widget = { startTime: TEST_PAGE.now - 10_000, duration: 3600 };
    await renderLoadedModule(25, { packageInfo: [{ ...flashSale, flashSaleWidget: widget }] }, { device });
    expect(screen.getByRole("timer").textContent).toBe("00:00:59:50");
  });

  it("gives flash styling and reviews by showType: no countdown for 5, Black Friday with countdown and reviews for 7", async () => {
    const { container } = await renderLoadedModule(
      25,
      {
        packageInfo: [
          { activityId: 7501, pcTitle: "Clearance", mobileTitle: "Clearance", showType: 5, moduleSort: 3 },
          { activityId: 7701, pcTitle: "Doorbusters", mobileTitle: "Doorbusters", showType: 7, moduleSort: 2, flashSaleWidget: { startTime: start, duration: 60 } },
          { activityId: 7401, pcTitle: "Best", mobileTitle: "Best", showType: 1, moduleSort: 1 },
        ],
      },
      { device },
    );
    const [clearance, doorbusters, best] = [...container.querySelectorAll<HTMLElement>(".shop-section")];
    expect(clearance!.classList.contains("shop-section--flash")).toBe(true);
    expect(within(clearance!).queryByRole("timer")).toBeNull();
    expect(clearance!.querySelectorAll(".stars")).toHaveLength(0);
    expect(cardsIn(clearance!).every((card) => card.classList.contains("product-card--flash"))).toBe(true);

    expect(doorbusters!.classList.contains("shop-section--black-friday")).toBe(true);
    expect(within(doorbusters!).getByRole("timer")).toBeTruthy();
    expect(cardsIn(doorbusters!).every((card) => card.classList.contains("product-card--black-friday"))).toBe(true);
    expect(doorbusters!.querySelectorAll(".stars").length).toBe(cardsIn(doorbusters!).length);
    // A flash list shows its stock bars: 'Left N' and 'Sold out'.
    expect(within(doorbusters!).getByText("Left 12")).toBeTruthy();
    expect(within(doorbusters!).getByText("Sold out")).toBeTruthy();

    expect(best!.classList.contains("shop-section--flash")).toBe(false);
    expect(best!.querySelectorAll(".stars").length).toBe(cardsIn(best!).length);
    // One tab or none: no tab row.
    expect(within(best!).queryByRole("tablist")).toBeNull();
  });

  it("puts NO.1, NO.2 and NO.3 on the first three cards for showType 4, with reviews", async () => {
    await renderLoadedModule(25, { packageInfo: [{ activityId: 7401, pcTitle: "Best sellers", mobileTitle: "Best sellers", showType: 4, showNum: 4 }] }, { device });
    const section = sectionTitled("Best sellers");
    expect(cardsIn(section).map((card) => card.querySelector(".product-card__rank")?.textContent ?? null)).toEqual(["NO.1", "NO.2", "NO.3", null]);
    expect(section.querySelectorAll(".stars")).toHaveLength(4);
    fireEvent.click(viewMore(section)!);
    await waitFor(() => expect(cardsIn(section)).toHaveLength(8));
    expect(section.querySelectorAll(".product-card__rank")).toHaveLength(3);
  });

  it("asks with the section id for showType 6, on the first page and the next", async () => {
    await renderLoadedModule(25, { packageInfo: [{ id: 7601, activityId: 1, pcTitle: "Rooms", mobileTitle: "Rooms", showType: 6, showNum: 2 }] }, { device });
    const section = sectionTitled("Rooms");
    expect(names(section)).toEqual(["Fern Modular Sofa", "Clover Accent Chair"]);
    fireEvent.click(viewMore(section)!);
    await waitFor(() => expect(cardsIn(section)).toHaveLength(4));
    expect(productCalls.map((call) => call.activityId)).toEqual(["7601", "7601"]);
  });
});
