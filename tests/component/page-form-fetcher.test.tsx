// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fixtureFetch, fixturePage, productElement, type ProductFixture } from "../support/buying-sections";
import { renderWithPageAction } from "../support/page-action";
import type { PageFormAnswer } from "~schemas/rules/product/page-form";
import QuickView from "~/components/quick-view/quick-view";
import { buildSections } from "~/lib/product-page.server";
import { messagesFor } from "~/lib/i18n.server";
import { AccountProvider } from "~modules/kit/account";
import { CartProvider } from "~modules/kit/cart/cart-provider";
import { ToastProvider } from "~modules/kit/toast";
import { closeQuickView, openQuickView, quickViewRequest } from "~modules/kit/quick-view-opener";
import { variantOf } from "~schemas/rules/product/sku";
import type { QuickViewAnswer } from "~schemas/app-api";
import { TEST_GUEST } from "../support/account";
import { withI18n } from "../support/render";
import cloverJson from "../../fixtures/products/clover-chair.json";
import fernJson from "../../fixtures/products/fern-modular-sofa.json";
import harlowJson from "../../fixtures/products/harlow-sofa.json";

/*
 * The product page's forms with scripts (issue 20 item 5, docs/decisions/no-js-forms.md): each
 * posts its fields, form-encoded, to the page's own action through a Remix fetcher, and the
 * action's answer drives what the shopper sees, as the JSON routes' answers did: the cart's
 * loader, drawer or sheet and count, the postcode's region, the notify and sign-up messages.
 */

const clover = cloverJson as ProductFixture;
const harlow = harlowJson as ProductFixture;
const fern = fernJson as ProductFixture;
/** The fern L-shape in rust velvet, left: it sells, but no stock is left anywhere (an add opens the delivery-delay dialog). */
const LATE = "20174";
/** The clover chair in sage: out of stock, not new (the notify form at once). */
const SAGE = "20152";

let api: ReturnType<typeof fixtureFetch>;
beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined;
});
beforeEach(() => {
  window.localStorage.clear();
  api = fixtureFetch(harlow);
  vi.stubGlobal("fetch", api.mock);
});
afterEach(() => {
  closeQuickView();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const answer = (fields: Partial<PageFormAnswer> & Pick<PageFormAnswer, "intent">): PageFormAnswer => ({ ok: false, values: {}, errors: {}, ...fields });
const cartPanel = () => document.querySelector("dialog.cart-panel") as HTMLDialogElement | null;
const delayDialog = () => document.querySelector<HTMLDialogElement>("dialog.delay-dialog");
/** No JSON route of the forms was called: the page's action had every post. */
const jsonRoutesCalled = () => ["/api/cart", "/api/zip-code", "/api/stock-notify", "/api/delivery-signup"].flatMap((path) => api.posted(path));

describe.each(["desktop", "mobile"] as const)("the product page's forms with scripts on %s", (device) => {
  it("Add to Cart posts the chosen SKU to the page's action as form data; the loader shows meanwhile, then the drawer or sheet with the answer's cart", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const page = renderWithPageAction(productElement(fixturePage(harlow, { device }), ["buy"]), async (fields) => {
      await held;
      return answer({ intent: fields.get("intent") as "add-to-cart", ok: true, cartCount: 3, cart: { count: 3, lines: [{ productId: "20011", quantity: 3, name: "Harlow", imageUrl: undefined, detailUrl: undefined }] } });
    });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: /^Add to Cart/ }));
    });
    expect(screen.getByText("Adding to cart…")).toBeTruthy();
    release();
    await waitFor(() => expect(cartPanel()?.hasAttribute("open")).toBe(true));
    expect(page.posted()).toEqual([
      [
        ["intent", "add-to-cart"],
        ["productIds", "20011"],
      ],
    ]);
    expect(page.contentTypes()).toEqual(["application/x-www-form-urlencoded;charset=UTF-8"]);
    expect(within(cartPanel()!).getByRole("heading").textContent).toBe(device === "desktop" ? "Cart (3)" : "My Cart (3)");
    expect(screen.queryByText("Adding to cart…")).toBeNull();
    expect(jsonRoutesCalled()).toEqual([]);
  });

  it("Buy Now posts intent buy-now, and opens the cart as Add to Cart does", async () => {
    const page = renderWithPageAction(productElement(fixturePage(harlow, { device }), ["buy"]), () =>
      answer({ intent: "buy-now", ok: true, cartCount: 1, cart: { count: 1, lines: [] } }),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Buy Now" }));
    });
    await waitFor(() => expect(cartPanel()?.hasAttribute("open")).toBe(true));
    expect(page.posted()[0]).toContainEqual(["intent", "buy-now"]);
  });

  it("a refused add says so in a toast (the back office's own words when it has them) and opens nothing", async () => {
    renderWithPageAction(productElement(fixturePage(harlow, { device }), ["buy"]), () =>
      answer({ intent: "add-to-cart", errors: { form: { key: "cart.failed", text: "Only 2 left" } } }),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: /^Add to Cart/ }));
    });
    expect((await screen.findByText("Only 2 left")).className).toContain("toast--error");
    expect(cartPanel()?.hasAttribute("open") ?? false).toBe(false);
  });

  it("an answer that is none of the action's (a guard's refusal) is the cart's failure toast", async () => {
    renderWithPageAction(productElement(fixturePage(harlow, { device }), ["buy"]), () => ({ error: "too many requests" }) as unknown as PageFormAnswer);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: /^Add to Cart/ }));
    });
    expect((await screen.findByText("Sorry, that could not be added to your cart. Please try again.")).className).toContain("toast--error");
  });

  it("a SKU with no stock left opens the delivery-delay dialog before any post; its sign-up posts to the page's action and shows the answer's message", async () => {
    const page = renderWithPageAction(productElement(fixturePage(fern, { device, skuId: LATE }), ["buy"]), (fields) =>
      fields.get("intent") === "delivery-signup" ? answer({ intent: "delivery-signup", errors: { email: { key: "subscribeNewLetter" } } }) : answer({ intent: "add-to-cart", ok: true, cartCount: 1, cart: { count: 1, lines: [] } }),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: /^Add to Cart/ }));
    });
    await waitFor(() => expect(delayDialog()?.hasAttribute("open")).toBe(true));
    expect(page.posted()).toEqual([]);
    const dialog = delayDialog()!;
    fireEvent.change(within(dialog).getByLabelText("Get delivery updates and offers by email"), { target: { value: " member@example.com " } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Sign up" }));
    });
    await waitFor(() => expect(within(dialog).getByRole("alert").textContent).toBe("This email is already subscribed"));
    expect(page.posted()).toEqual([
      [
        ["intent", "delivery-signup"],
        ["email", "member@example.com"],
      ],
    ]);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Add to cart" }));
    });
    await waitFor(() => expect(cartPanel()?.hasAttribute("open")).toBe(true));
    expect(page.posted()[1]).toEqual([
      ["intent", "add-to-cart"],
      ["productIds", LATE],
    ]);
    expect(jsonRoutesCalled()).toEqual([]);
  });

  it("the postcode posts to the page's action: refused, its message on the field and the input cleared; found, the region shows, is saved, and the SKU's delivery is asked again", async () => {
    const refused = "99999";
    const page = renderWithPageAction(productElement(fixturePage(harlow, { device }), ["service"]), (fields) =>
      fields.get("postcode") === refused
        ? answer({ intent: "postcode", values: { postcode: refused }, errors: { postcode: { key: "NotShipTips" } } })
        : answer({ intent: "postcode", ok: true, values: { postcode: "10001" }, zip: { postcode: "10001", regionCode: "NY", regionName: "New York", city: "New York" } }),
    );
    fireEvent.click(screen.getByRole("button", { name: /Change postcode/ }));
    const field = screen.getByLabelText("Postcode") as HTMLInputElement;
    fireEvent.change(field, { target: { value: refused } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Update" }));
    });
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(field.getAttribute("aria-describedby")!)?.textContent).toBe("Sorry, we don't ship to this postcode yet");
    expect(field.value).toBe("");
    const sideCalls = api.fetched("/api/product-sku").length;
    fireEvent.change(field, { target: { value: "10001" } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Update" }));
    });
    await waitFor(() => expect(screen.getByRole("button", { name: /Change postcode/ }).textContent).toBe("10001 New York"));
    expect(JSON.parse(window.localStorage.getItem("zipObject") ?? "null")).toMatchObject({ postcode: "10001", regionCode: "NY" });
    await waitFor(() => expect(api.fetched("/api/product-sku").length).toBe(sideCalls + 1));
    // No `sku`: the section asks the SKU's delivery again itself, as after a /api/zip-code answer.
    expect(page.posted()).toEqual([
      [
        ["intent", "postcode"],
        ["postcode", refused],
      ],
      [
        ["intent", "postcode"],
        ["postcode", "10001"],
      ],
    ]);
    expect(jsonRoutesCalled()).toEqual([]);
  });

  it("stock notify posts the form's own fields to the page's action: WrongEmail on the field, then stockoutTitle", async () => {
    const page = renderWithPageAction(productElement(fixturePage(clover, { device, skuId: SAGE }), ["buy"]), (fields) =>
      fields.get("email") === "ana@example.org" ? answer({ intent: "stock-notify", ok: true }) : answer({ intent: "stock-notify", values: { email: fields.get("email") ?? "" }, errors: { email: { key: "WrongEmail" } } }),
    );
    const module = () => document.querySelector(".detail-stockout") as HTMLElement;
    const field = within(module()).getByLabelText("Email me when it's back in stock");
    // Passes the browser's check; the back office refuses it.
    fireEvent.change(field, { target: { value: "ana@example.com" } });
    await act(async () => {
      fireEvent.click(within(module()).getByRole("button", { name: "Notify me" }));
    });
    await waitFor(() => expect(within(module()).getByRole("alert").textContent).toBe("Please enter a valid email address"));
    expect(field.getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(field, { target: { value: "ana@example.org" } });
    await act(async () => {
      fireEvent.click(within(module()).getByRole("button", { name: "Notify me" }));
    });
    await waitFor(() => expect(within(module()).getByText("Thanks! We'll email you as soon as it's back in stock.")).toBeTruthy());
    const [first] = page.posted();
    expect(Object.fromEntries(first!)).toEqual({
      intent: "stock-notify",
      sku: "LW1015-SAGE",
      isNew: "false",
      platformType: "0",
      skuName: "Clover Accent Chair, Sage",
      skuImageUrl: "/fixture-images/products/clover-chair.svg",
      price: "629",
      specialPrice: "529",
      attrMap: JSON.stringify({ Color: "Sage" }),
      email: "ana@example.com",
    });
    expect(page.posted()).toHaveLength(2);
    expect(jsonRoutesCalled()).toEqual([]);
  });

  it("the new SKU's Like / Don't like buttons are hidden by a style only a page without scripts applies, so with scripts they paint from the start", () => {
    const html = renderToString(productElement(fixturePage(clover, { device }), ["buy"]));
    const noScripts = new DOMParser().parseFromString(`<!doctype html><body>${html}`, "text/html");
    const answers = noScripts.querySelector(".detail-stockout__poll .detail-stockout__answers");
    expect(answers?.querySelectorAll("button")).toHaveLength(2);
    const style = noScripts.querySelector(".detail-stockout__poll noscript style");
    expect(style?.textContent).toBe(".detail-stockout__answers{display:none}");
  });
});

describe.each(["desktop", "mobile"] as const)("the quick view on the product page on %s", (device) => {
  it("shows another product: its add calls /api/cart, never the host page's action", async () => {
    const page = fixturePage(harlow, { device, path: "/harlow-sofa.html" });
    const i18n = messagesFor("en", ["common", "modules", "product"]);
    const quickView: QuickViewAnswer = {
      ok: true,
      detailPath: "/harlow-sofa.html",
      sections: buildSections(page).sections,
      skuId: page.skuId,
      skus: Object.fromEntries(page.product.skuList.map((entry) => [entry.skuId, { sku: entry.sku, variant: variantOf(entry) }])),
      side: { delivery: page.delivery, coupons: page.coupons },
      context: { kind: "page", path: "/harlow-sofa.html", store: 3, device, now: page.now, spu: page.product.spuInfo.spu, spuId: String(page.product.spuInfo.spuId) },
      name: page.product.spuInfo.name ?? "",
      i18n: { locale: "en", namespaces: [...i18n.namespaces], messages: i18n.messages },
    };
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string | URL | Request, init?: RequestInit) =>
        String(input).startsWith("/api/quick-view") ? new Response(JSON.stringify(quickView), { headers: { "content-type": "application/json" } }) : api.mock(input, init),
      ),
    );
    openQuickView({ detailUrl: "/harlow-sofa.html", skuId: null });
    const host = renderWithPageAction(
      withI18n(
        <ToastProvider>
          <AccountProvider device={device} account={TEST_GUEST}>
            <CartProvider device={device} storeId={3}>
              <QuickView device={device} request={quickViewRequest()} />
            </CartProvider>
          </AccountProvider>
        </ToastProvider>,
        "en",
        "product",
      ),
      () => answer({ intent: "add-to-cart", ok: true, cartCount: 1, cart: { count: 1, lines: [] } }),
    );
    const add = await screen.findByRole("button", { name: "Add To Cart" });
    await act(async () => {
      fireEvent.click(add);
    });
    await waitFor(() => expect(api.posted("/api/cart")).toEqual([{ productIds: ["20011"] }]));
    expect(host.posted()).toEqual([]);
  });
});
