// @vitest-environment jsdom
import { act, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fixtureFetch, fixturePage, productElement, renderProduct, type ProductFixture } from "../support/buying-sections";
import type { PageFormAnswer } from "~schemas/rules/product/page-form";
import cloverJson from "../../fixtures/products/clover-chair.json";
import fernJson from "../../fixtures/products/fern-modular-sofa.json";
import harlowJson from "../../fixtures/products/harlow-sofa.json";

/*
 * The product page's forms as the server renders them (issue 20 item 5): real forms that post
 * to the page without scripts, and the page again with the action's answer.
 */

const clover = cloverJson as ProductFixture;
const harlow = harlowJson as ProductFixture;
const fern = fernJson as ProductFixture;
/** The fern L-shape in rust velvet, left: it sells, but no stock is left anywhere (an add opens the delivery-delay dialog). */
const LATE = "20174";

/**
 * The sections' HTML as the server sends it, parsed as a browser without scripts does:
 * `<noscript>` content is markup there, not text.
 */
function serverPage(...args: Parameters<typeof productElement>) {
  const html = renderToString(productElement(...args));
  const page = new DOMParser().parseFromString(`<!doctype html><body>${html}`, "text/html");
  return { html, page };
}

beforeEach(() => vi.stubGlobal("fetch", fixtureFetch(harlow).mock));
afterEach(() => vi.unstubAllGlobals());

const answer = (fields: Partial<PageFormAnswer> & Pick<PageFormAnswer, "intent">): PageFormAnswer => ({ ok: false, values: {}, errors: {}, ...fields });

/** The field's message as assistive technology gets it. */
function messageOf(field: HTMLElement) {
  expect(field.getAttribute("aria-invalid")).toBe("true");
  return document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent;
}

describe.each(["desktop", "mobile"] as const)("the product page's forms on %s", (device) => {
  it("Add to Cart and Buy Now are submit buttons of a form posting to the page, with the chosen SKU's product id", () => {
    renderProduct(fixturePage(harlow, { device }), ["buy"]);
    const form = document.querySelector("form.detail-buy__bar") as HTMLFormElement;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.hasAttribute("action")).toBe(false);
    const buttons = [...form.querySelectorAll("button")].map((button) => [button.type, button.name, button.value]);
    expect(buttons).toEqual([
      ["submit", "intent", "add-to-cart"],
      ["submit", "intent", "buy-now"],
    ]);
    expect((form.querySelector("input[name=productIds]") as HTMLInputElement).value).toBe("20011");
  });

  it("shows the add's answer under the bar: the count after a success, the message after a failure", () => {
    const added = renderProduct(fixturePage(harlow, { device }), ["buy"], { answer: answer({ intent: "buy-now", ok: true, cartCount: 2 }) });
    expect(document.querySelector(".detail-buy__posted[role=status]")?.textContent).toBe("Add cart successfully · Cart (2)");
    added.unmount();
    const failed = renderProduct(fixturePage(harlow, { device }), ["buy"], { answer: answer({ intent: "add-to-cart", errors: { form: { key: "cart.failed" } } }) });
    expect(document.querySelector(".detail-buy__posted[role=alert]")?.textContent).toBe("Sorry, that could not be added to your cart. Please try again.");
    failed.unmount();
    // A refusal with the back office's reason shows that reason.
    renderProduct(fixturePage(harlow, { device }), ["buy"], { answer: answer({ intent: "add-to-cart", errors: { form: { key: "cart.failed", text: "Only 2 left in stock" } } }) });
    expect(document.querySelector(".detail-buy__posted[role=alert]")?.textContent).toBe("Only 2 left in stock");
  });

  it("opens the postcode form after a refused post, with the postcode as typed and its message tied to the field", () => {
    renderProduct(fixturePage(harlow, { device }), ["service"], {
      answer: answer({ intent: "postcode", values: { postcode: "12" }, errors: { postcode: { key: "valid_zip_code", params: { 0: 5, 1: "US" } } } }),
    });
    const form = document.querySelector("form.service-postcode") as HTMLFormElement;
    expect(form.getAttribute("method")).toBe("post");
    expect((form.querySelector("input[name=intent]") as HTMLInputElement).value).toBe("postcode");
    expect((form.querySelector("input[name=sku]") as HTMLInputElement).value).toBe("LW1001-OAT-3-SEAT");
    const field = form.querySelector("input[name=postcode]") as HTMLInputElement;
    expect(field.value).toBe("12");
    expect(messageOf(field)).toBe("Please enter a valid 5-digit US zip code");
  });

  it("shows a found postcode's region and its estimate", () => {
    renderProduct(fixturePage(harlow, { device }), ["service"], {
      answer: answer({
        intent: "postcode",
        ok: true,
        zip: { postcode: "10001", regionCode: "NY", regionName: "New York", city: "New York" },
        estimate: { kind: "text", text: "Delivered in 7-12 business days" },
      }),
    });
    expect(document.querySelector(".detail-service__region")?.textContent).toBe("10001 New York");
    expect(document.querySelector(".detail-service__estimate")?.textContent).toBe("Delivered in 7-12 business days");
  });

  it("keeps the notify e-mail with WrongEmail on the field, and sends the SKU's facts as the form's hidden fields", () => {
    renderProduct(fixturePage(clover, { device, skuId: "20021" }), ["buy"], { answer: answer({ intent: "stock-notify", values: { email: "me@example" }, errors: { email: { key: "WrongEmail" } } }) });
    const form = document.querySelector("form.detail-stockout__form") as HTMLFormElement;
    expect(form.getAttribute("method")).toBe("post");
    const hidden = Object.fromEntries([...form.querySelectorAll<HTMLInputElement>("input[type=hidden]")].map((input) => [input.name, input.value]));
    expect(Object.keys(hidden)).toEqual(["intent", "sku", "isNew", "platformType", "skuName", "skuImageUrl", "price", "specialPrice", "attrMap"]);
    expect(hidden.intent).toBe("stock-notify");
    expect(JSON.parse(hidden.attrMap!)).toEqual(expect.any(Object));
    const field = form.querySelector("input[name=email]") as HTMLInputElement;
    expect(field.value).toBe("me@example");
    expect(messageOf(field)).toBe("Please enter a valid email address");
  });

  it("shows stockoutTitle after a notify went through", () => {
    renderProduct(fixturePage(clover, { device }), ["buy"], { answer: answer({ intent: "stock-notify", ok: true }) });
    expect(document.querySelector(".detail-stockout__done")?.textContent).toBe("Thanks! We'll email you as soon as it's back in stock.");
    expect(document.querySelector("form.detail-stockout__form")).toBeNull();
  });

  it("shows the delivery sign-up inline after its post: the address kept with the message, or the thanks", () => {
    const refused = renderProduct(fixturePage(harlow, { device }), ["buy"], { answer: answer({ intent: "delivery-signup", values: { email: "x@" }, errors: { email: { key: "NoEmail" } } }) });
    const field = document.querySelector(".detail-buy form.delay-dialog__signup input[name=email]") as HTMLInputElement;
    expect(field.value).toBe("x@");
    expect(messageOf(field)).toBe("Please enter a valid email address");
    refused.unmount();
    renderProduct(fixturePage(harlow, { device }), ["buy"], { answer: answer({ intent: "delivery-signup", ok: true }) });
    expect(document.querySelector(".detail-buy > .delay-dialog__inline .delay-dialog__message[role=status]")?.textContent).toBe("Thanks, you're signed up");
    expect(document.querySelector(".delay-dialog__inline .delay-dialog__estimate")?.textContent).toBe("Estimated delivery: Delivered in 5-9 business days");
  });

  it("without scripts, shows the delivery-delay dialog's estimate and sign-up inline where an add would open the dialog: a real form posting to the page", () => {
    const { html, page } = serverPage(fixturePage(fern, { device, skuId: LATE }), ["buy"]);
    expect(html).toMatch(/<noscript><section class="delay-dialog__inline"/);
    const inline = page.querySelector(".detail-buy > noscript > section.delay-dialog__inline")!;
    expect(page.getElementById(inline.getAttribute("aria-labelledby")!)?.textContent).toBe("This item takes longer to deliver");
    expect(inline.querySelector(".delay-dialog__estimate")?.textContent).toBe("Estimated delivery: Made to order: delivered in 6-8 weeks");
    const form = inline.querySelector("form.delay-dialog__signup") as HTMLFormElement;
    expect([form.getAttribute("method"), form.hasAttribute("action")]).toEqual(["post", false]);
    expect(Object.fromEntries([...form.querySelectorAll("input")].map((input) => [input.name, input.type]))).toEqual({ intent: "hidden", email: "email" });
    expect((form.querySelector("input[name=intent]") as HTMLInputElement).value).toBe("delivery-signup");
    expect(form.querySelector("button")?.getAttribute("type")).toBe("submit");
    // A SKU that adds at once has no dialog, so no sign-up either.
    expect(serverPage(fixturePage(harlow, { device }), ["buy"]).page.querySelector(".delay-dialog__inline, .delay-dialog__signup")).toBeNull();
  });

  it("after a post of the inline sign-up, shows its answer once: not the noscript form as well", () => {
    const { page } = serverPage(fixturePage(fern, { device, skuId: LATE }), ["buy"], {
      answer: answer({ intent: "delivery-signup", values: { email: "x@" }, errors: { email: { key: "NoEmail" } } }),
    });
    expect(page.querySelectorAll("form.delay-dialog__signup")).toHaveLength(1);
    expect(page.querySelector("noscript")).toBeNull();
    expect((page.querySelector("form.delay-dialog__signup input[name=email]") as HTMLInputElement).value).toBe("x@");
  });

  it("similar products: without scripts nothing shows as loading and no button opens a sheet that cannot open; once scripts run, both are back", async () => {
    const { html, page } = serverPage(fixturePage(clover, { device }), ["buy"]);
    expect(page.querySelector(".detail-similar__loading, [aria-busy]")).toBeNull();
    expect(html).not.toContain("Loading");
    expect(page.querySelector("button.detail-stockout__similar")).toBeNull();
    if (device === "desktop") {
      // The area keeps its heading and 'View More', which work without scripts.
      expect(page.querySelector(".detail-similar__title")?.textContent).toBe("Similar products");
      expect(page.querySelector("a.detail-similar__more")?.getAttribute("href")).toBe("/furniture.html");
    } else {
      const link = page.querySelector(".detail-stockout > noscript > a.detail-stockout__similar");
      expect([link?.textContent, link?.getAttribute("href")]).toEqual(["See similar products", "/furniture.html"]);
    }
    // Hydrated over that HTML: no mismatch, and the scripted parts appear (the list's call left unanswered, so it loads).
    vi.stubGlobal("fetch", () => new Promise(() => undefined));
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, productElement(fixturePage(clover, { device }), ["buy"]));
    });
    expect(errors.mock.calls).toEqual([]);
    errors.mockRestore();
    if (device === "desktop") expect(container.querySelector(".detail-similar__loading[aria-busy=true]")?.textContent).toBe("Loading…");
    else {
      expect(container.querySelector("button.detail-stockout__similar")?.textContent).toBe("See similar products");
      expect(container.querySelector("a.detail-stockout__similar")).toBeNull();
    }
    act(() => root?.unmount());
    container.remove();
  });

  it("the sofa upgrades' accessories join the buy bar's post (checkbox and Qty, by the form attribute); an ottoman, which chooses another SKU, is off until scripts run", () => {
    const { page } = serverPage(fixturePage(fern, { device }), ["buy", "upgrades"]);
    const form = page.querySelector("form.detail-buy__bar") as HTMLFormElement;
    expect(form.id).toBe("detail-buy-form");
    const accessories = [...page.querySelectorAll(".detail-upgrades__item--accessory, .detail-upgrades__item--custom")].map((item) => {
      const box = item.querySelector("input[type=checkbox]")!;
      const qty = item.querySelector("select")!;
      return [box.getAttribute("form"), box.getAttribute("name"), box.getAttribute("value"), qty.getAttribute("form"), qty.getAttribute("name")];
    });
    expect(accessories).toEqual([
      ["detail-buy-form", "accessory", "20190", "detail-buy-form", "accessoryQty-20190"],
      ["detail-buy-form", "accessory", "20191", "detail-buy-form", "accessoryQty-20191"],
      ["detail-buy-form", "accessory", "20192", "detail-buy-form", "accessoryQty-20192"],
    ]);
    const ottoman = page.querySelector(".detail-upgrades__item--ottoman input[type=checkbox]")!;
    expect([ottoman.hasAttribute("disabled"), ottoman.hasAttribute("name")]).toEqual([true, false]);
    // With scripts (a client render) the ottoman can be checked.
    renderProduct(fixturePage(fern, { device }), ["buy", "upgrades"]);
    expect((document.querySelector(".detail-upgrades__item--ottoman input[type=checkbox]") as HTMLInputElement).disabled).toBe(false);
  });

  it("ignores another form's answer", () => {
    renderProduct(fixturePage(harlow, { device }), ["buy", "service"], { answer: answer({ intent: "stock-notify", values: { email: "me@example" }, errors: { email: { key: "WrongEmail" } } }) });
    expect(document.querySelector(".detail-buy__posted")).toBeNull();
    expect(document.querySelector("form.service-postcode")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
