// @vitest-environment jsdom
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { pageReload } from "~modules/detail-price";
import { renderDetailSection } from "../support/render-detail";
import lamp from "../../fixtures/products/arc-floor-lamp.json";
import table from "../../fixtures/products/oval-coffee-table.json";
import willow from "../../fixtures/products/willow-bed.json";

afterAll(() => {
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const text = (container: HTMLElement, selector: string) => container.querySelector(selector)?.textContent ?? null;

describe.each(["desktop", "mobile"] as const)("the price block on %s (detail spec 2, 4, 9)", (device) => {
  it("flash sale: the price, the struck integer marking price and 'Save X' to 2 decimals; the coupon countdown hides the best coupons", () => {
    const { container } = renderDetailSection("price", lamp, "/arc-floor-lamp.html", { device });
    expect(text(container, ".detail-price__current")).toBe("$149.99");
    expect(container.querySelector("s.detail-price__marking")?.textContent).toBe("Original price $189");
    expect(text(container, ".detail-price__save")).toBe("Save $39.41");
    expect(screen.getByRole("timer").textContent).toBe("02:00:00:00");
    expect(text(container, ".detail-price__countdown span")).toBe("Flash sale ends in");
    expect(container.querySelector(".detail-price__best")).toBeNull();
    // No coupon line on a flash sale.
    expect(container.querySelector(".detail-price__coupon")).toBeNull();
  });

  it("the coupon countdown reaching 0 hides its block and reloads the page", () => {
    vi.useFakeTimers();
    const reload = vi.spyOn(pageReload, "reload").mockImplementation(() => undefined);
    const fixture = structuredClone(lamp);
    fixture.coupons["LW1007-OAT"].couponWidgets[0]!.couponCountdownInfo.duration = 2;
    const { container } = renderDetailSection("price", fixture, "/arc-floor-lamp.html", { device });
    expect(screen.getByRole("timer").textContent).toBe("00:00:00:02");
    act(() => vi.advanceTimersByTime(1000));
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(container.querySelector(".detail-price__countdown")).toBeNull();
    // The activity is over: the best-coupons box stays hidden too.
    expect(container.querySelector(".detail-price__best")).toBeNull();
  });

  it("with coupon discount: the discounted price opens Discount Details (fit-content; bottom sheet on mobile) with the coupons and a guest login prompt", () => {
    const { container } = renderDetailSection("price", willow, "/willow-bed.html", { device });
    expect(text(container, ".detail-price__current")).toBe("$1,199.00");
    const line = screen.getByRole("button", { name: /with coupon discount/ });
    expect(line.textContent).toBe("with coupon discount $1,099.00");
    fireEvent.click(line);
    const dialog = screen.getByRole("dialog", { name: "Discount Details" });
    expect(dialog.className).toContain("detail-discount--fit-content");
    expect(dialog.className).toContain(device === "mobile" ? "dialog--bottom" : "dialog--center");
    expect(within(dialog).getByText("Price after discount").nextSibling?.textContent).toBe("$1,099.00");
    const usable = within(dialog).getByRole("heading", { name: "Coupons you can use" }).parentElement!;
    expect([...usable.querySelectorAll(".detail-discount__coupon-title")].map((node) => node.textContent)).toEqual([
      "$100 off orders over $999",
      "5% off bedroom furniture",
    ]);
    const notUsable = within(dialog).getByRole("heading", { name: "Not usable for this item" }).parentElement!;
    expect([...notUsable.querySelectorAll(".detail-discount__coupon-title")].map((node) => node.textContent)).toEqual([
      "$300 off orders over $2,999",
      "10% off 2 or more items",
      "$20 off app orders over $499",
    ]);
    expect(within(dialog).getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login?pageType=detail_coupon&redirect=%2Fwillow-bed.html");
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog", { name: "Discount Details" })).toBeNull();
  });

  it("the best-coupons box opens Discount Details wide above 3 coupons; no login prompt for a logged-in shopper", () => {
    const { container } = renderDetailSection("price", willow, "/willow-bed.html", { device, loggedIn: true });
    expect([...container.querySelectorAll(".detail-price__best-list li")].map((node) => node.textContent)).toEqual(["$100 off orders over $999", "5% off bedroom furniture"]);
    fireEvent.click(screen.getByRole("button", { name: "View coupons" }));
    const dialog = screen.getByRole("dialog", { name: "Discount Details" });
    expect(dialog.className).toContain("detail-discount--wide");
    expect(dialog.querySelector(".detail-discount__summary")).toBeNull();
    expect(within(dialog).queryByRole("link", { name: "Log in" })).toBeNull();
  });

  it("the guest's 'Log in' opens the login popup over Discount Details (page type detail_coupon), which stays open", async () => {
    renderDetailSection("price", willow, "/willow-bed.html", { device });
    fireEvent.click(screen.getByRole("button", { name: "View coupons" }));
    const dialog = screen.getByRole("dialog", { name: "Discount Details" });
    expect(fireEvent.click(within(dialog).getByRole("link", { name: "Log in" }))).toBe(false);
    const popup = await screen.findByRole("dialog", { name: "Log in or create an account" });
    expect(popup.querySelector("form")?.getAttribute("data-page-type")).toBe("detail_coupon");
    expect(screen.getByRole("dialog", { name: "Discount Details" })).toBe(dialog);
  });

  it("a bundle shows 'with bundle discount'; the dialog is narrow with 3 coupons or fewer", () => {
    renderDetailSection("price", lamp, "/arc-floor-lamp.html", { device, skuId: "20072" });
    expect(screen.getByRole("button", { name: /with bundle discount/ }).textContent).toBe("with bundle discount $169.00");
    fireEvent.click(screen.getByRole("button", { name: "View coupons" }));
    expect(screen.getByRole("dialog", { name: "Discount Details" }).className).toContain("detail-discount--narrow");
  });

  it("euro store 5: prices, no discount when discountedPrice equals specialPrice, '-{amount} {label}' coupons with detail 9's 'X€', tax text, pay-later in cents", () => {
    const { container } = renderDetailSection("price", table, "/oval-coffee-table.html", { device, store: 5, language: "de" });
    expect(text(container, ".detail-price__current")).toBe("389,00 €");
    expect(container.querySelector(".detail-price__coupon")).toBeNull();
    expect([...container.querySelectorAll(".detail-price__best-list li")].map((node) => node.textContent)).toEqual(["-40€ ab 299€", "-10% Eichenmöbel"]);
    expect(text(container, ".detail-price__tax")).toBe("inkl. MwSt. & Lieferkosten");
    const payLater = container.querySelector<HTMLElement>(".detail-price__pay-later")!;
    expect(payLater.dataset.amount).toBe("38900");
    expect(payLater.textContent).toBe("ab 32,42 €/Monat in 12 Monatsraten");
  });

  it("pay-later shows 'as low as' only within 35.00–2000.00", () => {
    const cheap = structuredClone(table);
    cheap.model.productDetailVOList[0]!.skuList[0]!.specialPrice = 34.99;
    cheap.coupons.default.discountedPrice = 34.99;
    const { container, unmount } = renderDetailSection("price", cheap, "/oval-coffee-table.html", { device });
    expect(container.querySelector(".detail-price__pay-later")).toBeNull();
    unmount();
    const { container: priced } = renderDetailSection("price", willow, "/willow-bed.html", { device });
    // The price after the coupon: 1099.00 over 12 months.
    expect(priced.querySelector<HTMLElement>(".detail-price__pay-later")?.dataset.amount).toBe("109900");
    expect(text(priced, ".detail-price__pay-later")).toBe("as low as $91.59/mo over 12 monthly payments");
  });
});
