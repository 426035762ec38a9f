// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fixtureFetch, fixturePage, renderProduct, type ProductFixture } from "../support/buying-sections";
import fernJson from "../../fixtures/products/fern-modular-sofa.json";
import harlowJson from "../../fixtures/products/harlow-sofa.json";
import lampJson from "../../fixtures/products/arc-floor-lamp.json";
import willowJson from "../../fixtures/products/willow-bed.json";

const fern = fernJson as ProductFixture;
const harlow = harlowJson as ProductFixture;
const lamp = lampJson as ProductFixture;
const willow = willowJson as ProductFixture;

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined;
});

let api: ReturnType<typeof fixtureFetch>;
const serve = (fixture: ProductFixture, path: string) => {
  window.history.replaceState(null, "", path);
  api = fixtureFetch(fixture);
  vi.stubGlobal("fetch", api.mock);
};
beforeEach(() => {
  window.localStorage.clear();
  (window as DataLayerWindow).dataLayer = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const addButton = () => screen.getByRole("button", { name: /^Add to Cart/ });
const cartPanel = () => document.querySelector("dialog.cart-panel") as HTMLDialogElement;
const events = (name: string) => ((window as DataLayerWindow).dataLayer ?? []).filter((entry) => entry.event === name);

describe.each(["desktop", "mobile"] as const)("Add to Cart's '-{discount}' follows the price block's coupon price on %s (detail spec 2)", (device) => {
  it("shows the discount where the price block shows the coupon price", () => {
    serve(harlow, "/harlow-sofa.html");
    const { container } = renderProduct(fixturePage(harlow, { device, path: "/harlow-sofa.html" }), ["price", "buy"]);
    expect(container.querySelector(".detail-price__coupon")?.textContent).toBe("with coupon discount $1,199.00");
    expect(addButton().querySelector(".detail-buy__discount")?.textContent).toBe("-$100.00");
  });

  it("shows no discount on a modular sofa, whose price block shows no coupon price", () => {
    serve(fern, "/fern-modular-sofa.html");
    const { container } = renderProduct(fixturePage(fern, { device, path: "/fern-modular-sofa.html" }), ["price", "buy"]);
    expect(container.querySelector(".detail-price__coupon")).toBeNull();
    expect(addButton().querySelector(".detail-buy__discount")).toBeNull();
  });

  it("shows no discount on a flash sale, whose price block shows the flash price instead", () => {
    serve(lamp, "/arc-floor-lamp.html");
    const { container } = renderProduct(fixturePage(lamp, { device, path: "/arc-floor-lamp.html" }), ["price", "buy"]);
    expect(container.querySelector(".detail-price__save")?.textContent).toBe("Save $39.41");
    expect(container.querySelector(".detail-price__coupon")).toBeNull();
    expect(addButton().querySelector(".detail-buy__discount")).toBeNull();
  });
});

describe.each(["desktop", "mobile"] as const)("Discount Details' add-to-cart button and the partner-deal badge on %s (detail spec 2 price block)", (device) => {
  it("Discount Details has an Add to Cart button: it closes the dialog, adds the chosen SKU through the buy bar's rules and reports source position 12", async () => {
    serve(willow, "/willow-bed.html");
    renderProduct(fixturePage(willow, { device, path: "/willow-bed.html" }), ["price", "buy"]);
    fireEvent.click(screen.getByRole("button", { name: /with coupon discount/ }));
    const dialog = screen.getByRole("dialog", { name: "Discount Details" });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Add to Cart" }));
    });
    expect(screen.queryByRole("dialog", { name: "Discount Details" })).toBeNull();
    await waitFor(() => expect(cartPanel().hasAttribute("open")).toBe(true));
    expect(api.posted("/api/cart")).toEqual([{ productIds: ["20121"] }]);
    expect(events("add_button")).toEqual([expect.objectContaining({ sku: "LW1012-OAT", position: 12 })]);
    await waitFor(() => expect(events("add_to_cart")).toEqual([expect.objectContaining({ sku: "LW1012-OAT", position: 12 })]));
  });

  it("the bar's own Add to Cart reports source positions 1 and 11", async () => {
    serve(willow, "/willow-bed.html");
    renderProduct(fixturePage(willow, { device, path: "/willow-bed.html" }), ["price", "buy"]);
    await act(async () => {
      fireEvent.click(addButton());
    });
    await waitFor(() => expect(cartPanel().hasAttribute("open")).toBe(true));
    expect(events("add_button")).toEqual([expect.objectContaining({ position: 1 })]);
    await waitFor(() => expect(events("add_to_cart")).toEqual([expect.objectContaining({ position: 11 })]));
    expect(events("add_button")[0]).not.toHaveProperty("button");
  });

  it("a partner deal (the coupon summary's discountCode) shows the 'Partner deal' badge, which opens Discount Details; none without one", () => {
    const deal = structuredClone(willowJson) as typeof willowJson & { coupons: { default: { discountCode?: string } } };
    deal.coupons.default.discountCode = "PARTNER10";
    serve(deal as ProductFixture, "/willow-bed.html");
    const { container, unmount } = renderProduct(fixturePage(deal as ProductFixture, { device, path: "/willow-bed.html" }), ["price"]);
    fireEvent.click(screen.getByRole("button", { name: "Partner deal" }));
    const dialog = screen.getByRole("dialog", { name: "Discount Details" });
    expect(within(dialog).getByText("Price after discount").nextSibling?.textContent).toBe("$1,099.00");
    unmount();
    expect(container.querySelector(".detail-price__partner")).toBeNull();
    serve(willow, "/willow-bed.html");
    renderProduct(fixturePage(willow, { device, path: "/willow-bed.html" }), ["price"]);
    expect(screen.queryByRole("button", { name: "Partner deal" })).toBeNull();
  });
});
