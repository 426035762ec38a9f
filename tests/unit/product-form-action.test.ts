import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { PAGE_FORM_CALLS, checkPageForm, parsePageForm, productFormAction, runPageForm, type PageFormCalls, type ParsedPageForm } from "~/lib/product-form.server";
import type { Shopper } from "~/lib/shopper.server";
import type { PageFormAnswer } from "~schemas/rules/product/page-form";
import { getStore } from "~schemas/rules/stores";
import { BACKOFFICE_URL, fixtureServer } from "../support/msw";

/*
 * The product page's form action (issue 20 item 5): the zod check of each intent's fields,
 * the dispatch to the JSON routes' own functions, and the answer as the page gets it.
 */

process.env.BACKOFFICE_URL = BACKOFFICE_URL;
const { server, backoffice } = fixtureServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  backoffice.state.carts.clear();
});
afterAll(() => server.close());

const fields = (values: Record<string, string | string[]>) => {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) for (const one of [value].flat()) form.append(name, one);
  return form;
};

const NOTIFY = {
  intent: "stock-notify",
  email: "shopper@example.com",
  sku: "CC2001-SAGE",
  isNew: "true",
  platformType: "1",
  skuName: "Clover Chair, Sage",
  skuImageUrl: "/fixture-images/clover.jpg",
  price: "",
  specialPrice: "199",
  attrMap: JSON.stringify({ Colour: "Sage" }),
};

describe("the form's fields, checked by intent", () => {
  it("takes each intent's fields: product ids (repeated), a postcode with the SKU, the notify's SKU facts, an e-mail", () => {
    expect(parsePageForm(fields({ intent: "add-to-cart", productIds: ["501", "20011"], giftWrapId: "2" }))).toEqual({
      ok: true,
      form: { intent: "add-to-cart", data: { productIds: ["501", "20011"], giftWrapId: "2" } },
    });
    expect(parsePageForm(fields({ intent: "buy-now", productIds: "501" }))).toEqual({ ok: true, form: { intent: "buy-now", data: { productIds: ["501"] } } });
    expect(parsePageForm(fields({ intent: "postcode", postcode: " 10001 ", sku: "LW1001-OAT-3-SEAT" }))).toEqual({
      ok: true,
      form: { intent: "postcode", data: { postcode: " 10001 ", sku: "LW1001-OAT-3-SEAT" } },
    });
    expect(parsePageForm(fields(NOTIFY))).toEqual({
      ok: true,
      form: {
        intent: "stock-notify",
        data: { ...NOTIFY, intent: undefined, isNew: true, platformType: 1, price: null, specialPrice: 199, attrMap: { Colour: "Sage" } },
      },
    });
    expect(parsePageForm(fields({ intent: "delivery-signup", email: "" }))).toEqual({ ok: true, form: { intent: "delivery-signup", data: { email: "" } } });
  });

  it("adds the checked accessories of the sofa upgrades after the SKU, each as often as its Qty (1 when none is sent), as the JSON path does", () => {
    expect(parsePageForm(fields({ intent: "add-to-cart", productIds: "20161", accessory: ["20190", "20191"], "accessoryQty-20190": "2", "accessoryQty-20192": "5" }))).toEqual({
      ok: true,
      form: { intent: "add-to-cart", data: { productIds: ["20161", "20190", "20190", "20191"] } },
    });
    const refused = (values: Record<string, string | string[]>) => {
      const parsed = parsePageForm(fields(values));
      return parsed.ok ? null : parsed.answer.errors;
    };
    expect(refused({ intent: "buy-now", productIds: "20161", accessory: "20190", "accessoryQty-20190": "11" })).toEqual({ accessories: { key: "buying.formInvalid" } });
    expect(refused({ intent: "buy-now", productIds: "20161", accessory: "../x" })).toEqual({ accessories: { key: "buying.formInvalid" } });
    // The add's limit counts the accessories too.
    const many = Array.from({ length: 45 }, (_, index) => String(index));
    expect(refused({ intent: "add-to-cart", productIds: many, accessory: "20190", "accessoryQty-20190": "6" })).toEqual({ productIds: { key: "PleaseMake" } });
    expect(refused({ intent: "add-to-cart", productIds: many, accessory: "20190", "accessoryQty-20190": "5" })).toBeNull();
  });

  it("answers what is wrong keyed by the field's name, with the values the shopper typed, for an unknown intent or a field tampered with", () => {
    const refused = (values: Record<string, string | string[]>) => {
      const parsed = parsePageForm(fields(values));
      if (parsed.ok) throw new Error("expected a refusal");
      return parsed.answer;
    };
    expect(refused({ intent: "delete-everything", email: "a@b.co" })).toEqual({ intent: null, ok: false, values: { email: "a@b.co" }, errors: { intent: { key: "buying.formInvalid" } } });
    expect(refused({ email: "a@b.co" }).errors).toEqual({ intent: { key: "buying.formInvalid" } });
    expect(refused({ intent: "add-to-cart" })).toEqual({ intent: "add-to-cart", ok: false, values: {}, errors: { productIds: { key: "PleaseMake" } } });
    expect(refused({ intent: "add-to-cart", productIds: Array.from({ length: 51 }, (_, index) => String(index)) }).errors).toEqual({ productIds: { key: "PleaseMake" } });
    expect(refused({ intent: "add-to-cart", productIds: "../etc" }).errors).toEqual({ productIds: { key: "PleaseMake" } });
    expect(refused({ intent: "postcode", postcode: "x".repeat(33) })).toEqual({ intent: "postcode", ok: false, values: { postcode: "x".repeat(33) }, errors: { postcode: { key: "service.lookupFailed" } } });
    expect(refused({ ...NOTIFY, isNew: "maybe", attrMap: "{not json", email: "kept@example.com" })).toEqual({
      intent: "stock-notify",
      ok: false,
      values: { email: "kept@example.com" },
      errors: { isNew: { key: "buying.formInvalid" }, attrMap: { key: "buying.formInvalid" } },
    });
    expect(refused({ ...NOTIFY, specialPrice: "free" }).errors).toEqual({ specialPrice: { key: "buying.formInvalid" } });
    expect(refused({ intent: "delivery-signup" }).errors).toEqual({ email: { key: "WrongEmail" } });
  });
});

describe("each intent runs the JSON route's own function", () => {
  const shopper: Shopper = { store: getStore(3), device: "desktop", clientToken: "t", loginToken: null, regionCode: "CA", postcode: null };
  const request = new Request("http://shop.test/clover-chair.html?variant=2", { method: "POST" });

  function recording(overrides: Partial<PageFormCalls> = {}) {
    const calls: string[] = [];
    const record =
      <A extends unknown[], R>(name: string, answer: R) =>
      async (...args: A) => {
        calls.push(`${name} ${JSON.stringify(args.filter((arg) => !(arg instanceof Request) && arg !== shopper && typeof arg !== "function" && !(typeof arg === "object" && arg !== null && "getCartInfo" in arg)))}`);
        return answer;
      };
    const fake: PageFormCalls = {
      addProductsToCart: record("addProductsToCart", { body: { ok: true as const, cart: { count: 3, lines: [] } }, status: 200 }),
      lookupPostcode: record("lookupPostcode", { body: { ok: true as const, zip: { postcode: "10001", regionCode: "NY", regionName: "New York", city: "New York" } }, status: 200, setCookie: "zip=x" }),
      notifyStock: record("notifyStock", { body: { ok: true as const }, status: 200 }),
      emailSignup: record("emailSignup", { body: { result: "registered" as const }, status: 200 }),
      deliveryEstimateFor: record("deliveryEstimateFor", { kind: "days" as const, time: "3-5", type: "days" }),
      ...overrides,
    };
    return { calls, fake };
  }
  const run = (form: ParsedPageForm, fake: PageFormCalls, values: Record<string, string> = {}) => runPageForm(request, shopper, form, values, fake);

  it("add-to-cart and buy-now add through the cart's function and answer the cart (its count, and its lines for the drawer a script opens)", async () => {
    const { calls, fake } = recording();
    expect(await run({ intent: "add-to-cart", data: { productIds: ["501"], giftWrapId: "2" } }, fake)).toEqual({
      answer: { intent: "add-to-cart", ok: true, values: {}, errors: {}, cartCount: 3, cart: { count: 3, lines: [] } },
      status: 200,
    });
    expect((await run({ intent: "buy-now", data: { productIds: ["501", "20011"] } }, fake)).answer.cartCount).toBe(3);
    expect(calls).toEqual(['addProductsToCart [["501"],"2"]', 'addProductsToCart [["501","20011"],null]']);
    // A refusal in the back office's own words keeps them, as /api/cart's toast shows them.
    const refused = recording({ addProductsToCart: async () => ({ body: { ok: false as const, error: "refused", message: "Only 2 left" }, status: 400 }) });
    expect((await run({ intent: "add-to-cart", data: { productIds: ["501"] } }, refused.fake)).answer.errors).toEqual({ form: { key: "cart.failed", text: "Only 2 left" } });
  });

  it("postcode looks up, sets the zip cookie and answers the estimate for the found region; a refusal is the field's message", async () => {
    const { calls, fake } = recording();
    expect(await run({ intent: "postcode", data: { postcode: "10001", sku: "LW1001-OAT-3-SEAT" } }, fake, { postcode: "10001" })).toEqual({
      answer: {
        intent: "postcode",
        ok: true,
        values: { postcode: "10001" },
        errors: {},
        zip: { postcode: "10001", regionCode: "NY", regionName: "New York", city: "New York" },
        estimate: { kind: "days", time: "3-5", type: "days" },
      },
      status: 200,
      setCookie: "zip=x",
    });
    expect(calls).toEqual(['lookupPostcode ["10001"]', 'deliveryEstimateFor ["LW1001-OAT-3-SEAT","NY"]']);
    const format = recording({ lookupPostcode: async () => ({ body: { ok: false, reason: "format", messageKey: "valid_zip_code", params: { 0: 5, 1: "US" } }, status: 400 }) });
    expect(await run({ intent: "postcode", data: { postcode: "12" } }, format.fake, { postcode: "12" })).toEqual({
      answer: { intent: "postcode", ok: false, values: { postcode: "12" }, errors: { postcode: { key: "valid_zip_code", params: { 0: 5, 1: "US" } } } },
      status: 400,
    });
    const notServed = recording({ lookupPostcode: async () => ({ body: { ok: false, reason: "not-serviceable" }, status: 200 }) });
    expect((await run({ intent: "postcode", data: { postcode: "99501" } }, notServed.fake)).answer.errors).toEqual({ postcode: { key: "NotShipTips" } });
  });

  it("stock-notify sends the SKU's facts with the page's own address; WrongEmail is the e-mail field's, a back-office failure the form's", async () => {
    const { calls, fake } = recording();
    const parsed = parsePageForm(fields(NOTIFY));
    if (!parsed.ok) throw new Error("expected the notify to parse");
    expect((await run(parsed.form, fake)).answer).toEqual({ intent: "stock-notify", ok: true, values: {}, errors: {} });
    expect(JSON.parse(calls[0]!.slice("notifyStock ".length))).toEqual([
      {
        sku: "CC2001-SAGE",
        email: "shopper@example.com",
        isNew: true,
        platformType: 1,
        productInfo: {
          productDetailUrl: "http://shop.test/clover-chair.html",
          skuImageUrl: "http://shop.test/fixture-images/clover.jpg",
          skuName: "Clover Chair, Sage",
          attrMap: { Colour: "Sage" },
          price: null,
          specialPrice: 199,
        },
      },
    ]);
    const wrong = recording({ notifyStock: async () => ({ body: { ok: false, error: "WrongEmail" }, status: 400 }) });
    expect(await run(parsed.form, wrong.fake, { email: "nope" })).toEqual({ answer: { intent: "stock-notify", ok: false, values: { email: "nope" }, errors: { email: { key: "WrongEmail" } } }, status: 400 });
    const down = recording({ notifyStock: async () => ({ body: { ok: false, error: "the back office failed" }, status: 502 }) });
    expect(await run(parsed.form, down.fake)).toMatchObject({ answer: { errors: { form: { key: "buying.notifyFailed" } } }, status: 502 });
  });

  it("delivery-signup signs up through the shared sign-up; its messages are the e-mail field's, the back office's own words kept", async () => {
    const { calls, fake } = recording();
    expect((await run({ intent: "delivery-signup", data: { email: "new@example.com" } }, fake)).answer.ok).toBe(true);
    expect(calls).toEqual(['emailSignup ["new@example.com","delivery sign-up"]']);
    const invalid = recording({ emailSignup: async () => ({ body: { result: "invalid", messageKey: "NoEmail" }, status: 400 }) });
    expect(await run({ intent: "delivery-signup", data: { email: "x@" } }, invalid.fake, { email: "x@" })).toEqual({
      answer: { intent: "delivery-signup", ok: false, values: { email: "x@" }, errors: { email: { key: "NoEmail" } } },
      status: 400,
    });
    const refused = recording({ emailSignup: async () => ({ body: { result: "failed", message: "Blocked address" }, status: 200 }) });
    expect((await run({ intent: "delivery-signup", data: { email: "b@example.com" } }, refused.fake)).answer.errors).toEqual({ email: { key: "buying.signupFailed", text: "Blocked address" } });
  });
});

describe("the route's action", () => {
  const post = (path: string, body: string) =>
    productFormAction(
      new Request(`http://shop.test${path}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body }),
      { cspNonce: "n", clientToken: `form-visitor-${Math.random()}` },
      PAGE_FORM_CALLS,
    );

  it("adds to the real cart through the fixture back office and answers private, never stored", async () => {
    const response = await post("/harlow-sofa.html", "intent=add-to-cart&productIds=501");
    expect([response.status, response.headers.get("Cache-Control")]).toEqual([200, "private, no-store"]);
    expect(((await response.json()) as PageFormAnswer).cartCount).toBe(1);
  });

  it("answers 400 (never 500) for a bad post, and a found postcode sets the zip cookie", async () => {
    const bad = await post("/harlow-sofa.html", "intent=stock-notify&email=a%40b.co");
    expect([bad.status, bad.headers.get("Cache-Control")]).toEqual([400, "private, no-store"]);
    expect(((await bad.json()) as PageFormAnswer).values).toEqual({ email: "a@b.co" });
    const format = await post("/harlow-sofa.html", "intent=postcode&postcode=12");
    expect([format.status, ((await format.json()) as PageFormAnswer).errors.postcode?.key]).toEqual([400, "valid_zip_code"]);
    const found = await post("/harlow-sofa.html", "intent=postcode&postcode=10001&sku=LW1001-OAT-3-SEAT");
    expect(found.status).toBe(200);
    expect(found.headers.get("Set-Cookie")).toMatch(/^zip=/);
    expect(((await found.json()) as PageFormAnswer).zip?.city).toBe("New York");
  });
});

describe("the preview frame's check (checkPageForm)", () => {
  const check = (body: string) =>
    checkPageForm(new Request("http://shop.test/preview-frame/product/harlow-sofa?store=3", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body }));

  it("answers a correct post 'checked' and files nothing: no cart line, no cookie", async () => {
    const added = await check("intent=add-to-cart&productIds=501");
    expect([added.status, added.headers.get("Cache-Control"), added.headers.get("Set-Cookie")]).toEqual([200, "private, no-store", null]);
    expect(await added.json()).toEqual({ intent: "add-to-cart", ok: true, checked: true, values: {}, errors: {} });
    expect(backoffice.state.carts.size).toBe(0);
    const postcode = await check("intent=postcode&postcode=10001&sku=LW1001-OAT-3-SEAT");
    expect([postcode.status, postcode.headers.get("Set-Cookie"), ((await postcode.json()) as PageFormAnswer).checked]).toEqual([200, null, true]);
  });

  it("refuses what the page refuses before any back-office call, with the same messages and the input kept", async () => {
    const answers = await Promise.all(
      ["intent=postcode&postcode=12", "intent=delivery-signup&email=new.reader%40", fields({ ...NOTIFY, email: "me@example" }).toString(), "intent=add-to-cart"].map(async (body) => {
        const response = await check(body);
        const answer = (await response.json()) as PageFormAnswer;
        return [response.status, answer.values, answer.errors];
      }),
    );
    expect(answers).toEqual([
      [400, { postcode: "12" }, { postcode: { key: "valid_zip_code", params: { 0: 5, 1: "US" } } }],
      [400, { email: "new.reader@" }, { email: { key: "NoEmail" } }],
      [400, { email: "me@example" }, { email: { key: "WrongEmail" } }],
      [400, {}, { productIds: { key: "PleaseMake" } }],
    ]);
  });
});
