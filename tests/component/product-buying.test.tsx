// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fixtureFetch, fixturePage, renderProduct, type ProductFixture } from "../support/buying-sections";
import cloverJson from "../../fixtures/products/clover-chair.json";
import fernJson from "../../fixtures/products/fern-modular-sofa.json";
import harlowJson from "../../fixtures/products/harlow-sofa.json";

const fern = fernJson as ProductFixture;
const clover = cloverJson as ProductFixture;
const harlow = harlowJson as ProductFixture;

/** The fern L-shape in rust velvet, left: it sells, but no stock is left anywhere. */
const LATE = "20174";

beforeAll(() => {
  // jsdom lays nothing out, so it has no scrollIntoView.
  Element.prototype.scrollIntoView = () => undefined;
});

let api: ReturnType<typeof fixtureFetch>;
const serve = (fixture: ProductFixture, path: string, options?: Parameters<typeof fixtureFetch>[1]) => {
  window.history.replaceState(null, "", path);
  api = fixtureFetch(fixture, options);
  vi.stubGlobal("fetch", api.mock);
};
beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// Rendered only while open (its code loads then: modules/kit/split-part.tsx).
const delayDialog = () => document.querySelector<HTMLDialogElement>("dialog.delay-dialog")!;
const cartPanel = () => document.querySelector("dialog.cart-panel") as HTMLDialogElement;

describe.each(["desktop", "mobile"] as const)("Add to Cart and Buy Now on %s (detail spec 4, 5 Buying)", (device) => {
  it("need a chosen SKU: without one, the PleaseMake error toast and nothing is added", async () => {
    // Navy is listed for the harlow sofa but no SKU has it: choosing it leaves no SKU.
    const noNavy = structuredClone(harlowJson);
    noNavy.model.productDetailVOList[0]!.saleAttr[0]!.valueList.push({ attributeLabel: "Navy", value: "navy" });
    serve(noNavy as ProductFixture, "/harlow-sofa.html");
    renderProduct(fixturePage(noNavy as ProductFixture, { device }), ["variants", "buy"]);
    fireEvent.click(screen.getByLabelText("Navy"));
    fireEvent.click(screen.getByRole("button", { name: /^Add to Cart/ }));
    expect((await screen.findByText("Please make a selection")).className).toContain("toast--error");
    fireEvent.click(screen.getByRole("button", { name: "Buy Now" }));
    expect(screen.getAllByText("Please make a selection")).toHaveLength(2);
    expect(api.posted("/api/cart")).toEqual([]);
  });

  it("add one of the chosen SKU and open the cart drawer or 'My Cart' sheet; Add to Cart shows the coupon discount", async () => {
    serve(harlow, "/harlow-sofa.html");
    renderProduct(fixturePage(harlow, { device }), ["buy"]);
    const add = screen.getByRole("button", { name: /^Add to Cart/ });
    expect(add.querySelector(".detail-buy__discount")?.textContent).toBe("-$100.00");
    await act(async () => {
      fireEvent.click(add);
    });
    await waitFor(() => expect(cartPanel().hasAttribute("open")).toBe(true));
    expect(api.posted("/api/cart")).toEqual([{ productIds: ["20011"] }]);
    expect(cartPanel().classList.contains(device === "desktop" ? "dialog--right" : "dialog--bottom")).toBe(true);
    expect(within(cartPanel()).getByRole("heading").textContent).toBe(device === "desktop" ? "Cart (1)" : "My Cart (1)");
  });

  it("Buy Now adds too and opens the cart (no checkout yet), when the time status holds and the SKU sells", async () => {
    serve(harlow, "/harlow-sofa.html");
    renderProduct(fixturePage(harlow, { device }), ["buy"]);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Buy Now" }));
    });
    await waitFor(() => expect(cartPanel().hasAttribute("open")).toBe(true));
    expect(delayDialog()).toBeNull();
    expect(api.posted("/api/cart")).toEqual([{ productIds: ["20011"] }]);
  });

  it("open the delivery-delay dialog when the product is in stock and the SKU's total stock is below 1; Escape and the backdrop do not close it", async () => {
    serve(fern, "/fern-modular-sofa.html");
    renderProduct(fixturePage(fern, { device, skuId: LATE }), ["buy"]);
    fireEvent.click(screen.getByRole("button", { name: /^Add to Cart/ }));
    const dialog = delayDialog();
    expect(dialog.hasAttribute("open")).toBe(true);
    expect(dialog.classList.contains(device === "desktop" ? "dialog--center" : "dialog--bottom")).toBe(true);
    expect(dialog.classList.contains(`delay-dialog--${device}`)).toBe(true);
    expect(within(dialog).getByText("Made to order: delivered in 6-8 weeks")).toBeTruthy();
    fireEvent.keyDown(dialog, { key: "Escape" });
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(dialog.hasAttribute("open")).toBe(true);
    expect(api.posted("/api/cart")).toEqual([]);
    // Its confirm reads 'Add to cart' for Add to Cart, closes it and adds.
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Add to cart" }));
    });
    expect(dialog.hasAttribute("open")).toBe(false);
    await waitFor(() => expect(api.posted("/api/cart")).toEqual([{ productIds: [LATE] }]));
    await waitFor(() => expect(cartPanel().hasAttribute("open")).toBe(true));
  });

  it("read 'Continue' when Buy Now opened it, fetch the faster-delivery products when it opens and link to /event/ready-to-ship", async () => {
    serve(fern, "/fern-modular-sofa.html");
    renderProduct(fixturePage(fern, { device, skuId: LATE }), ["buy"]);
    expect(api.fetched("/api/product-suggestions")).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Buy Now" }));
    const dialog = delayDialog();
    expect(within(dialog).getByRole("button", { name: "Continue" })).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Add to cart" })).toBeNull();
    const faster = within(dialog).getByRole("region", { name: "Faster delivery" });
    await waitFor(() => expect(within(faster).getAllByRole("article")).toHaveLength(6));
    expect(api.fetched("/api/product-suggestions")).toEqual([`/api/product-suggestions?kind=quick-dispatch&sku=${encodeURIComponent("LW1016-L-SHAPE-STANDARD-VELVET-RUST-LEFT-R0-TRACK-NONE")}`]);
    expect(within(faster).getByRole("link", { name: "View more" }).getAttribute("href")).toBe("/event/ready-to-ship");
    // The close button is the way out without buying; opening again asks for the list again.
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(dialog.hasAttribute("open")).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Buy Now" }));
    await waitFor(() => expect(api.fetched("/api/product-suggestions")).toHaveLength(2));
    await act(async () => {
      fireEvent.click(within(delayDialog()).getByRole("button", { name: "Continue" }));
    });
    await waitFor(() => expect(api.posted("/api/cart")).toEqual([{ productIds: [LATE] }]));
  });

  it("skip the dialog for the SKU 'price_1'", async () => {
    const special = structuredClone(fernJson);
    const late = special.model.productDetailVOList[0]!.skuList.find((sku) => sku.skuId === LATE)!;
    const delivery = special.delivery as Record<string, unknown>;
    delivery.price_1 = delivery[late.sku];
    late.sku = "price_1";
    serve(special as ProductFixture, "/fern-modular-sofa.html");
    renderProduct(fixturePage(special as ProductFixture, { device, skuId: LATE }), ["buy"]);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: /^Add to Cart/ }));
    });
    expect(delayDialog()).toBeNull();
    await waitFor(() => expect(api.posted("/api/cart")).toEqual([{ productIds: [LATE] }]));
  });

  it("offer guests the e-mail sign-up in the dialog: enter_email_tips, NoEmail, subscribeNewLetter, then emailSuccess hides it", async () => {
    serve(fern, "/fern-modular-sofa.html", { signup: (email) => (email === "member@example.com" ? { result: "exists" } : { result: "registered" }) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderProduct(fixturePage(fern, { device, skuId: LATE }), ["buy"]);
    fireEvent.click(screen.getByRole("button", { name: /^Add to Cart/ }));
    const dialog = delayDialog();
    const field = within(dialog).getByLabelText("Get delivery updates and offers by email");
    const send = () => act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Sign up" }));
      // Submissions are throttled to one a second.
      await vi.advanceTimersByTimeAsync(1000);
    });
    await send();
    expect(within(dialog).getByRole("alert").textContent).toBe("Please enter your email");
    fireEvent.change(field, { target: { value: "ana@example" } });
    await send();
    expect(within(dialog).getByRole("alert").textContent).toBe("Please enter a valid email address");
    fireEvent.change(field, { target: { value: "member@example.com" } });
    await send();
    expect(within(dialog).getByRole("alert").textContent).toBe("This email is already subscribed");
    fireEvent.change(field, { target: { value: "ana@example.com" } });
    await send();
    expect(api.posted("/api/delivery-signup")).toEqual([{ email: "member@example.com" }, { email: "ana@example.com" }]);
    expect(within(dialog).queryByLabelText("Get delivery updates and offers by email")).toBeNull();
    expect(screen.getByText("Thanks, you're signed up")).toBeTruthy();
  });

  it("throttle the sign-up to one submission a second", async () => {
    serve(fern, "/fern-modular-sofa.html");
    renderProduct(fixturePage(fern, { device, skuId: LATE }), ["buy"]);
    fireEvent.click(screen.getByRole("button", { name: /^Add to Cart/ }));
    const dialog = delayDialog();
    fireEvent.change(within(dialog).getByLabelText("Get delivery updates and offers by email"), { target: { value: "ana@example" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Sign up" }));
    fireEvent.change(within(dialog).getByLabelText("Get delivery updates and offers by email"), { target: { value: "ana@example.com" } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Sign up" }));
    });
    // The second submission came within the second: ignored, the first one's message stays.
    expect(within(dialog).getByRole("alert").textContent).toBe("Please enter a valid email address");
    expect(api.posted("/api/delivery-signup")).toEqual([]);
  });

  it("hide the sign-up from a logged-in shopper", () => {
    serve(fern, "/fern-modular-sofa.html");
    renderProduct(fixturePage(fern, { device, skuId: LATE }), ["buy"], { loggedIn: true });
    fireEvent.click(screen.getByRole("button", { name: /^Add to Cart/ }));
    expect(within(delayDialog()).queryByLabelText("Get delivery updates and offers by email")).toBeNull();
    expect(within(delayDialog()).getByRole("button", { name: "Add to cart" })).toBeTruthy();
  });

  it("wait for a newly chosen SKU's delivery data before deciding", async () => {
    serve(fern, "/fern-modular-sofa.html");
    renderProduct(fixturePage(fern, { device, skuId: "20173" }), ["variants", "buy"]);
    // Rust (the late SKU) is chosen; Add to Cart right away waits for its delivery data, then opens the dialog.
    fireEvent.click(screen.getByLabelText("Rust"));
    fireEvent.click(screen.getByRole("button", { name: /^Add to Cart/ }));
    await waitFor(() => expect(delayDialog().hasAttribute("open")).toBe(true));
    expect(api.fetched("/api/product-sku")).toHaveLength(1);
  });

  it("stick the bar to the bottom of the screen once it has scrolled out of view above", () => {
    let report: (entries: Partial<IntersectionObserverEntry>[]) => void = () => undefined;
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    serve(harlow, "/harlow-sofa.html");
    renderProduct(fixturePage(harlow, { device }), ["buy"]);
    const bar = document.querySelector(".detail-buy__bar")!;
    act(() => report([{ isIntersecting: false, boundingClientRect: { top: -120 } as DOMRect }]));
    expect(bar.classList.contains("is-stuck")).toBe(true);
    act(() => report([{ isIntersecting: true, boundingClientRect: { top: 300 } as DOMRect }]));
    expect(bar.classList.contains("is-stuck")).toBe(false);
    // Below the fold is not 'left the viewport'.
    act(() => report([{ isIntersecting: false, boundingClientRect: { top: 2000 } as DOMRect }]));
    expect(bar.classList.contains("is-stuck")).toBe(false);
  });
});

describe.each(["desktop", "mobile"] as const)("the out-of-stock module on %s (detail spec 2, 4, 5)", (device) => {
  const open = (skuId?: string, fixture = clover, path = "/clover-chair.html") => {
    serve(fixture, path);
    return renderProduct(fixturePage(fixture, { device, skuId, path }), ["variants", "buy"]);
  };
  const module = () => document.querySelector(".detail-stockout") as HTMLElement;

  it("replaces the buy buttons: a new SPU reads newStockInRegion, a new SKU asks stockout_new with Like / Don't like", () => {
    open();
    expect(screen.queryByRole("button", { name: /^Add to Cart/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Buy Now" })).toBeNull();
    expect(within(module()).getByRole("status").textContent).toBe("New arrival: not yet in stock in your region");
    expect(within(module()).getByText("This is a new design. Do you like it?")).toBeTruthy();
    fireEvent.click(within(module()).getByRole("button", { name: "Like" }));
    expect(within(module()).getByLabelText("Glad you like it! Leave your email and we'll tell you when it arrives.")).toBeTruthy();
  });

  it("a non-new SKU offers the e-mail form at once; one already notified shows stockoutTitle", () => {
    open();
    fireEvent.click(screen.getByLabelText("Sage"));
    expect(within(module()).getByLabelText("Email me when it's back in stock")).toBeTruthy();
    expect(within(module()).getByRole("button", { name: "Notify me" })).toBeTruthy();
    fireEvent.click(screen.getByLabelText("Rust"));
    expect(within(module()).getByText("Thanks! We'll email you as soon as it's back in stock.")).toBeTruthy();
    expect(within(module()).queryByRole("textbox")).toBeNull();
  });

  it("reads OutOfStockInThisRegion for a product that is not new", () => {
    open("20187", fern, "/fern-modular-sofa.html");
    expect(within(module()).getByRole("status").textContent).toBe("Out of stock in your region");
    expect(within(module()).getByLabelText("Email me when it's back in stock")).toBeTruthy();
  });

  it("checks the e-mail 100 ms after the field loses focus (WrongEmail), then sends the notify and shows stockoutTitle", async () => {
    vi.useFakeTimers();
    open("20152");
    const field = within(module()).getByLabelText("Email me when it's back in stock");
    fireEvent.change(field, { target: { value: "ana@example" } });
    fireEvent.blur(field);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(99);
    });
    expect(within(module()).queryByRole("alert")).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(within(module()).getByRole("alert").textContent).toBe("Please enter a valid email address");
    // Submitting an empty field says so too, and sends nothing.
    fireEvent.change(field, { target: { value: "" } });
    await act(async () => {
      fireEvent.click(within(module()).getByRole("button", { name: "Notify me" }));
    });
    expect(within(module()).getByRole("alert").textContent).toBe("Please enter a valid email address");
    expect(api.posted("/api/stock-notify")).toEqual([]);
    fireEvent.change(field, { target: { value: "ana@example.com" } });
    await act(async () => {
      fireEvent.click(within(module()).getByRole("button", { name: "Notify me" }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(within(module()).getByText("Thanks! We'll email you as soon as it's back in stock.")).toBeTruthy();
    expect(api.posted("/api/stock-notify")).toEqual([
      {
        sku: "LW1015-SAGE",
        email: "ana@example.com",
        isNew: false,
        // The sage SKU's delivery time status is false.
        platformType: 0,
        productInfo: {
          productDetailUrl: "http://localhost:3000/clover-chair.html",
          skuImageUrl: "http://localhost:3000/fixture-images/products/clover-chair.svg",
          skuName: "Clover Accent Chair, Sage",
          attrMap: { Color: "Sage" },
          price: 629,
          specialPrice: 529,
        },
      },
    ]);
  });

  it("prefills the notify e-mail from the stored user info", async () => {
    window.localStorage.setItem("userInfo", JSON.stringify({ email: "bo@example.com", entityId: 7 }));
    open("20152");
    await waitFor(() => expect((within(module()).getByLabelText("Email me when it's back in stock") as HTMLInputElement).value).toBe("bo@example.com"));
  });

  it("Don't like thanks the shopper and its link opens the similar products", async () => {
    open();
    fireEvent.click(within(module()).getByRole("button", { name: "Don't like" }));
    expect(within(module()).getByText(/Thanks for telling us/)).toBeTruthy();
    fireEvent.click(within(module()).getByRole("button", { name: "Have a look at similar products" }));
    if (device === "desktop") {
      expect(document.activeElement?.textContent).toBe("Similar products");
    } else {
      const sheet = document.querySelector("dialog.detail-similar-sheet") as HTMLDialogElement;
      expect(sheet.hasAttribute("open")).toBe(true);
      expect(sheet.classList.contains("dialog--bottom")).toBe(true);
      await waitFor(() => expect(within(sheet).getAllByRole("article")).toHaveLength(8));
    }
  });

  it(device === "desktop" ? "shows at most 8 similar products in a carousel with 'View More' to /furniture.html in a new tab" : "opens the 'See similar products' bottom popup with at most 8 products", async () => {
    open();
    if (device === "desktop") {
      const similar = screen.getByRole("region", { name: "Similar products" });
      await waitFor(() => expect(within(similar).getAllByRole("article")).toHaveLength(8));
      const more = within(similar).getByRole("link", { name: /View More/ });
      expect([more.getAttribute("href"), more.getAttribute("target")]).toEqual(["/furniture.html", "_blank"]);
    } else {
      expect(screen.queryByRole("region", { name: "Similar products" })).toBeNull();
      expect(api.fetched("/api/product-suggestions")).toEqual([]);
      fireEvent.click(screen.getByRole("button", { name: "See similar products" }));
      const sheet = screen.getByRole("dialog", { name: "See similar products" });
      await waitFor(() => expect(within(sheet).getAllByRole("article")).toHaveLength(8));
      expect(api.fetched("/api/product-suggestions")).toEqual(["/api/product-suggestions?kind=similar&sku=LW1015-OAT"]);
    }
  });
});
