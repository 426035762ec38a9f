// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fixtureFetch, fixturePage, renderProduct, stubDialogs, type ProductFixture } from "../support/buying-sections";
import type { PageFormAnswer } from "~schemas/rules/product/page-form";
import cloverJson from "../../fixtures/products/clover-chair.json";
import harlowJson from "../../fixtures/products/harlow-sofa.json";

/*
 * The product page's forms as the server renders them (issue 20 item 5): real forms that post
 * to the page without scripts, and the page again with the action's answer.
 */

const clover = cloverJson as ProductFixture;
const harlow = harlowJson as ProductFixture;

let unstub: () => void;
beforeAll(() => {
  unstub = stubDialogs();
});
afterAll(() => unstub());
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
    renderProduct(fixturePage(harlow, { device }), ["buy"], { answer: answer({ intent: "add-to-cart", errors: { form: { key: "cart.failed" } } }) });
    expect(document.querySelector(".detail-buy__posted[role=alert]")?.textContent).toBe("Sorry, that could not be added to your cart. Please try again.");
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
    expect(document.querySelector(".detail-buy > .delay-dialog__message[role=status]")?.textContent).toBe("Thanks, you're signed up");
  });

  it("ignores another form's answer", () => {
    renderProduct(fixturePage(harlow, { device }), ["buy", "service"], { answer: answer({ intent: "stock-notify", values: { email: "me@example" }, errors: { email: { key: "WrongEmail" } } }) });
    expect(document.querySelector(".detail-buy__posted")).toBeNull();
    expect(document.querySelector("form.service-postcode")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
