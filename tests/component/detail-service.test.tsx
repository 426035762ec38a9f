// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ZipCodeAnswer } from "~schemas/rules/product/zip";
import type { StoreId } from "~schemas/rules/stores";
import { detailService } from "~modules/detail-service";
import type { ProductPage } from "~schemas/detail/page";
import { serviceSectionSchema } from "~schemas/detail/service";
import { fixturePage, fixtureSide, renderDetailSection, type ProductFixture } from "../support/render-detail-section";
import emberJson from "../../fixtures/products/ember-console.json";
import harlowJson from "../../fixtures/products/harlow-sofa.json";

const harlow = harlowJson as ProductFixture;
const ember = emberJson as ProductFixture;

afterAll(() => {
});

/** What the browser asks: the postcode lookup, the SKU's side data again, the price-match block. */
let zipAnswer: ZipCodeAnswer = { ok: true, zip: { postcode: "10001", regionCode: "NY", regionName: "New York", city: "New York" } };
const fetchMock = vi.fn(async (url: string, _init?: RequestInit): Promise<Response> => {
  const reply = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  if (url === "/api/zip-code") return reply(zipAnswer);
  if (url.startsWith("/api/product-sku")) {
    const side = fixtureSide(harlow, new URLSearchParams(url.split("?")[1]).get("sku")!);
    return reply({ ...side, delivery: { ...side.delivery, timeDesc: "7-12", regionCode: "NY" } });
  }
  if (url.startsWith("/api/content-block")) return reply({ title: "Price Match Guarantee", content: "<p>We refund the <strong>difference</strong>.</p>" });
  return reply({ error: "unexpected" }, 404);
});
beforeAll(() => vi.stubGlobal("fetch", fetchMock));
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => {
  fetchMock.mockClear();
  window.localStorage.clear();
});
afterEach(() => {
  zipAnswer = { ok: true, zip: { postcode: "10001", regionCode: "NY", regionName: "New York", city: "New York" } };
});

function renderService(fixture: ProductFixture, { skuId, store = 3, device = "desktop", edit }: { skuId?: string; store?: StoreId; device?: "desktop" | "mobile"; edit?: (page: ProductPage) => void } = {}) {
  const page = fixturePage(fixture, { store, device, ...(skuId ? { skuId } : {}) });
  edit?.(page);
  const sku = page.product.skuList.find((entry) => entry.skuId === page.skuId)!;
  const view = renderDetailSection(detailService, serviceSectionSchema.parse(page), page, fixtureSide(fixture, sku.sku));
  return { ...view, section: view.container.querySelector("section.detail-service") as HTMLElement };
}

const rowTexts = (section: HTMLElement) => [...section.querySelectorAll(".detail-service__row")].map((row) => row.textContent?.replace(/\s+/g, " ").trim());

describe.each(["desktop", "mobile"] as const)("the service card on %s", (device) => {
  it("shows every row for an in-stock SKU of store 3 (detail spec 2, Service card rows)", () => {
    const { section } = renderService(harlow, { device });
    expect(rowTexts(section)).toEqual([
      "Free Shipping to 90001 Los Angeles Estimated delivery: 5-9 business days",
      "In stock, ships in 48 hours",
      "Ship from California",
      "Price Match",
      "30-Day Returns",
      "2-Year Warranty",
      "Eco-friendly",
      "Delivery options: Front Door Delivery",
    ]);
    expect(section.classList).toContain(`detail-service--${device}`);
  });

  it("shows 'Low in stock' for 1–2 and ships from New Jersey for the NJ warehouse", () => {
    const { section } = renderService(harlow, { device, skuId: "20014" });
    expect(rowTexts(section)).toContain("Low in stock");
    expect(rowTexts(section)).toContain("Ship from New Jersey");
  });

  it("shows the postcode this browser saved after hydration, and asks its region's delivery (the page knows none)", async () => {
    window.localStorage.setItem("zipObject", JSON.stringify({ postcode: "10001", regionCode: "NY", regionName: "New York", city: "New York" }));
    const { section } = renderService(harlow, { device });
    await waitFor(() => expect(within(section).getByRole("button", { name: /Change postcode/ }).textContent).toBe("10001 New York"));
    await waitFor(() => expect(section.querySelector(".detail-service__estimate")?.textContent).toBe("Estimated delivery: 7-12 business days"));
    expect(fetchMock.mock.calls.filter(([url]) => url.startsWith("/api/product-sku?"))).toHaveLength(1);
  });

  it("asks nothing again when the page already has the shopper's postcode, or the browser saved none", () => {
    window.localStorage.setItem("zipObject", JSON.stringify({ postcode: "10001", regionCode: "NY", regionName: "New York", city: "New York" }));
    const zip = { postcode: "94103", regionCode: "CA", regionName: "California", city: "San Francisco" };
    const { section } = renderService(harlow, { device, edit: (page) => (page.zip = zip) });
    expect(within(section).getByRole("button", { name: /Change postcode/ }).textContent).toBe("94103 San Francisco");
    window.localStorage.clear();
    renderService(harlow, { device });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the region as none and no stock without delivery data (detail spec 4)", () => {
    const { section } = renderService(harlow, { device, skuId: "20016" });
    expect(within(section).getByRole("button", { name: "Change postcode (now None)" }).textContent).toBe("None");
    expect(section.querySelector(".detail-service__row--stock")).toBeNull();
    expect(section.querySelector(".detail-service__row--ship-from")).toBeNull();
  });

  it("store 4: a transnational order ships from 'US', and delivery index 3 hides free shipping", () => {
    const store4 = renderService(ember, { device, store: 4, skuId: "20141" });
    expect(rowTexts(store4.section)[0]).toBe("Deliver to 90001 Los Angeles Estimated delivery: 6-10 business days");
    expect(rowTexts(store4.section)).toContain("Ship from US");
    store4.unmount();
    // The same SKU in store 3: free shipping, from the NJ warehouse.
    const store3 = renderService(ember, { device, store: 3, skuId: "20141" });
    expect(rowTexts(store3.section)[0]).toMatch(/^Free Shipping to 90001 Los Angeles/);
    expect(rowTexts(store3.section)).toContain("Ship from New Jersey");
  });

  it("hides free shipping for a product marked isHideFreeShipping", () => {
    const { section } = renderService(harlow, {
      device,
      edit: (page) => {
        page.product = { ...page.product, spuInfo: { ...page.product.spuInfo, isHideFreeShipping: true } };
      },
    });
    expect(rowTexts(section)[0]).toMatch(/^Deliver to 90001 Los Angeles/);
  });

  it("shows a fixed delivery text without a postcode input", () => {
    const { section } = renderService(ember, { device, skuId: "20143" });
    expect(rowTexts(section)[0]).toBe("Free Shipping Made to order: ships in 4-6 weeks");
    expect(within(section).queryByRole("button", { name: /Change postcode/ })).toBeNull();
  });

  it("hides the rows the product hides (ember-console: Price Match) and eco without a label", () => {
    const { section } = renderService(ember, { device });
    expect(within(section).queryByRole("button", { name: "Price Match" })).toBeNull();
    expect(within(section).queryByRole("button", { name: "Eco-friendly" })).toBeNull();
    expect(within(section).getByRole("button", { name: "30-Day Returns" })).toBeTruthy();
  });

  it("shows the delivery-time tip on a press", () => {
    const { section } = renderService(harlow, { device });
    fireEvent.click(within(section).getByRole("button", { name: "About delivery times" }));
    expect(within(section).getByRole("tooltip").textContent).toMatch(/^Delivery times are estimates/);
  });

  describe("the postcode input (detail spec 4 and 5)", () => {
    const open = (section: HTMLElement) => {
      fireEvent.click(within(section).getByRole("button", { name: /Change postcode/ }));
      return {
        input: within(section).getByLabelText("Postcode") as HTMLInputElement,
        update: within(section).getByRole("button", { name: "Update" }) as HTMLButtonElement,
      };
    };

    it("shows its label on screen above the field, and ties a refused postcode's message to it", () => {
      const { section } = renderService(harlow, { device });
      const { input, update } = open(section);
      const label = section.querySelector<HTMLLabelElement>(`label[for="${input.id}"]`)!;
      expect(label.textContent).toBe("Postcode");
      expect(label.className).toBe("service-postcode__label");
      expect(input.getAttribute("aria-invalid")).toBeNull();
      fireEvent.change(input, { target: { value: "123456" } });
      fireEvent.click(update);
      expect(input.getAttribute("aria-invalid")).toBe("true");
      expect(document.getElementById(input.getAttribute("aria-describedby")!)?.textContent).toBe("Please enter a valid 5-digit US zip code");
    });

    it("keeps Update disabled below 4 characters", () => {
      const { section } = renderService(harlow, { device });
      const { input, update } = open(section);
      expect(document.activeElement).toBe(input);
      fireEvent.change(input, { target: { value: "100" } });
      expect(update.disabled).toBe(true);
      fireEvent.change(input, { target: { value: "1000" } });
      expect(update.disabled).toBe(false);
    });

    it("store 3: a bad format shows 'valid_zip_code' (5, US), clears the input and asks nothing", () => {
      const { section } = renderService(harlow, { device });
      const { input, update } = open(section);
      fireEvent.change(input, { target: { value: "123456" } });
      fireEvent.click(update);
      expect(within(section).getByRole("alert").textContent).toBe("Please enter a valid 5-digit US zip code");
      expect(input.value).toBe("");
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it("store 3: a served postcode updates the region, saves the zip object, closes the input and asks the delivery again", async () => {
      const { section } = renderService(harlow, { device });
      const { input, update } = open(section);
      fireEvent.change(input, { target: { value: "10001-1234" } });
      await act(async () => fireEvent.click(update));
      const lookup = fetchMock.mock.calls.find(([url]) => url === "/api/zip-code");
      expect(JSON.parse(String(lookup?.[1]?.body))).toEqual({ postcode: "10001" });
      await waitFor(() => expect(within(section).getByRole("button", { name: /Change postcode/ }).textContent).toBe("10001 New York"));
      expect(within(section).queryByLabelText("Postcode")).toBeNull();
      expect(JSON.parse(window.localStorage.getItem("zipObject") ?? "null")).toEqual({ postcode: "10001", regionCode: "NY", regionName: "New York", city: "New York" });
      // The chosen SKU's delivery description for the new region.
      await waitFor(() => expect(section.querySelector(".detail-service__estimate")?.textContent).toBe("Estimated delivery: 7-12 business days"));
      expect(fetchMock.mock.calls.some(([url]) => url.startsWith("/api/product-sku?sku=LW1001-OAT-3-SEAT"))).toBe(true);
    });

    it("a postcode the store does not serve shows NotShipTips and clears the input", async () => {
      zipAnswer = { ok: false, reason: "not-serviceable" };
      const { section } = renderService(harlow, { device });
      const { input, update } = open(section);
      fireEvent.change(input, { target: { value: "99501" } });
      await act(async () => fireEvent.click(update));
      await waitFor(() => expect(within(section).getByRole("alert").textContent).toBe("Sorry, we don't ship to this postcode yet"));
      expect((within(section).getByLabelText("Postcode") as HTMLInputElement).value).toBe("");
      expect(window.localStorage.getItem("zipObject")).toBeNull();
      expect(within(section).getByRole("button", { name: /Change postcode/ }).textContent).toBe("90001 Los Angeles");
    });

    it("a failed lookup says so and keeps the input", async () => {
      fetchMock.mockImplementationOnce(async () => {
        throw new TypeError("offline");
      });
      const { section } = renderService(harlow, { device });
      const { input, update } = open(section);
      fireEvent.change(input, { target: { value: "10001" } });
      await act(async () => fireEvent.click(update));
      await waitFor(() => expect(within(section).getByRole("alert").textContent).toBe("We couldn't check this postcode. Please try again."));
      expect(input.value).toBe("10001");
    });

    it("store 4: 'valid_zip_code' (6, CA) for a bad format; the code is sent without its space", async () => {
      zipAnswer = { ok: true, zip: { postcode: "M5V3L9", regionCode: "ON", regionName: "Ontario", city: "Toronto" } };
      const { section } = renderService(ember, { device, store: 4 });
      const { input, update } = open(section);
      fireEvent.change(input, { target: { value: "M5V3" } });
      fireEvent.click(update);
      expect(within(section).getByRole("alert").textContent).toBe("Please enter a valid 6-digit CA zip code");
      fireEvent.change(input, { target: { value: "M5V 3L9" } });
      await act(async () => fireEvent.click(update));
      expect(JSON.parse(String(fetchMock.mock.calls.find(([url]) => url === "/api/zip-code")?.[1]?.body))).toEqual({ postcode: "M5V3L9" });
      await waitFor(() => expect(within(section).getByRole("button", { name: /Change postcode/ }).textContent).toBe("M5V3L9 Toronto"));
    });

    it("other stores: 'CorrectZipCodeNumber' with the rule's length, in the store's language", () => {
      const { section } = renderService(harlow, { device, store: 5 });
      fireEvent.click(within(section).getByRole("button", { name: /Postleitzahl ändern/ }));
      const input = within(section).getByLabelText("Postleitzahl") as HTMLInputElement;
      expect(input.placeholder).toBe("10115");
      fireEvent.change(input, { target: { value: "1011" } });
      fireEvent.click(within(section).getByRole("button", { name: "Aktualisieren" }));
      expect(within(section).getByRole("alert").textContent).toBe("Bitte geben Sie eine 5-stellige Postleitzahl ein");
      expect(input.value).toBe("");
    });

    it("Escape closes the input and gives focus back to the region", () => {
      const { section } = renderService(harlow, { device });
      const { input } = open(section);
      fireEvent.keyDown(input, { key: "Escape" });
      expect(within(section).queryByLabelText("Postcode")).toBeNull();
      expect(document.activeElement).toBe(within(section).getByRole("button", { name: /Change postcode/ }));
    });
  });

  describe("dialogs", () => {
    const placement = device === "desktop" ? "dialog--center" : "dialog--bottom";

    it("30-Day Returns opens the returns policy (service dialog, 830px class) with the refunds link, in German on store 5", () => {
      const { section } = renderService(harlow, { device, store: 5 });
      fireEvent.click(within(section).getByRole("button", { name: "30 Tage Rückgaberecht" }));
      const dialog = screen.getByRole("dialog", { name: "30 Tage Rückgaberecht" });
      expect(dialog.className).toContain("service-dialog--returns");
      expect(dialog.className).toContain(placement);
      expect(within(dialog).getByText("Meinungsänderung")).toBeTruthy();
      // The worked example in euros: 500 − 100 − 59 = 341.
      expect(dialog.querySelector(".policy__example")?.textContent).toContain("500 € − 100 € (20 % Rücksendung) − 59 € (Verpackung) = 341 € Erstattung");
      expect(within(dialog).getByRole("link", { name: "Seite zu Erstattung und Ersatz" }).getAttribute("href")).toBe("/help-center/refund-exchanges");
    });

    it("Year Warranty opens the warranty policy with the 'Warranty Policy' link", () => {
      const { section } = renderService(harlow, { device });
      fireEvent.click(within(section).getByRole("button", { name: "2-Year Warranty" }));
      const dialog = screen.getByRole("dialog", { name: "2-Year Warranty" });
      expect(dialog.className).toContain("service-dialog");
      expect(dialog.textContent).toContain("Fabrics, seat cushions, leather covers and LED parts: 1 year from the delivery date.");
      expect(dialog.textContent).toContain("10 am to 5:30 pm EST");
      expect(within(dialog).getByRole("link", { name: "Warranty Policy" }).getAttribute("href")).toBe("/help-center/product-faq");
    });

    it("Price Match opens the 'day-price-match' block, asked when opened", async () => {
      const { section } = renderService(harlow, { device });
      expect(fetchMock).not.toHaveBeenCalled();
      fireEvent.click(within(section).getByRole("button", { name: "Price Match" }));
      expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/content-block?identifier=day-price-match");
      const dialog = screen.getByRole("dialog", { name: "Price Match" });
      await waitFor(() => expect(within(dialog).getByRole("heading", { name: "Price Match Guarantee" })).toBeTruthy());
      expect(dialog.querySelector("strong")?.textContent).toBe("difference");
    });

    it("Eco-friendly opens the certificate image", () => {
      const { section } = renderService(harlow, { device });
      fireEvent.click(within(section).getByRole("button", { name: "Eco-friendly" }));
      const image = within(screen.getByRole("dialog", { name: "Environmental certificate" })).getByRole("img", { name: "Environmental certificate" });
      expect(image.getAttribute("src")).toBe("/fixture-images/certificates/eco-certificate.svg");
      expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["600", "800"]);
    });

    it("Delivery options: choosing a service names it in the row (default 'Front Door Delivery')", () => {
      const { section } = renderService(harlow, { device });
      fireEvent.click(within(section).getByRole("button", { name: "Delivery options: Front Door Delivery" }));
      const dialog = screen.getByRole("dialog", { name: "Delivery options" });
      expect((within(dialog).getByRole("radio", { name: /Front Door Delivery/ }) as HTMLInputElement).checked).toBe(true);
      expect(within(dialog).getByRole("radio", { name: /White Glove Delivery/ }).closest("label")?.textContent).toContain("+$149.00");
      fireEvent.click(within(dialog).getByRole("radio", { name: /Room of Choice Delivery/ }));
      expect(screen.queryByRole("dialog", { name: "Delivery options" })).toBeNull();
      expect(within(section).getByRole("button", { name: "Delivery options: Room of Choice Delivery" })).toBeTruthy();
    });

    it("Delivery options: a default without a name reads 'Front Door Delivery'", () => {
      const { section } = renderService(ember, { device, store: 4 });
      expect(within(section).getByRole("button", { name: "Delivery options: Front Door Delivery" })).toBeTruthy();
    });
  });
});
