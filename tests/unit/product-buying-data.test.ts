import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildSections, loadProductPage, parseDetailPath } from "~/lib/product-page.server";
import { action as signup } from "~/routes/api.delivery-signup";
import { loader as suggestions } from "~/routes/api.product-suggestions";
import { loader as upgradesRoute } from "~/routes/api.product-upgrades";
import { action as notify } from "~/routes/api.stock-notify";
import type { ProductPage } from "~schemas/detail/page";
import { accessoryListSchema, modelProductListSchema, ottomanListSchema, suggestionListSchema } from "~schemas/product";
import { BACKOFFICE_URL, fixtureServer } from "../support/msw";
import { loginTokenCookie, zipCookie } from "~/lib/cookies.server";
import { cookiePair } from "../../server/cookies.js";
import clover from "../../fixtures/products/clover-chair.json";
import fern from "../../fixtures/products/fern-modular-sofa.json";
import { seatTextsFor } from "~/lib/i18n.server";
import { invalidInput } from "~schemas/rules/field-errors";

process.env.BACKOFFICE_URL = BACKOFFICE_URL;
const { server, backoffice } = fixtureServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const context = { cspNonce: "n", clientToken: "guest-token" };
const load = (url: string, init?: RequestInit) =>
  loadProductPage(new Request(`http://shop.test${url}`, init), context, parseDetailPath(new URL(`http://x${url}`).pathname)!);
const call = <T,>(handler: (args: never) => Promise<Response> | Response, url: string, init?: RequestInit) =>
  (handler({ request: new Request(`http://shop.test${url}`, init), params: {}, context } as never) as Promise<Response>).then(async (response) => ({
    status: response.status,
    body: (await response.json()) as T,
  }));
const post = (body: unknown, cookie?: string): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
  body: JSON.stringify(body),
});

const FERN_BASE = "LW1016-3-SEAT-STANDARD-LINEN-OAT-NOT-R0-TRACK-NONE";
const FERN_L = "LW1016-L-SHAPE-STANDARD-LINEN-OAT-LEFT-R0-TRACK-NONE";

describe("buying data on the product page", () => {
  it("loads a modular sofa's upgrades for the opening SKU: ottomans and accessories (detail spec 7)", async () => {
    const data = await load("/fern-modular-sofa.html");
    expect(data.skuId).toBe("20161");
    expect(data.sections.upgrades).toMatchObject({
      modular: true,
      skuId: "20161",
      ottomans: [{ quantity: 1, specialPrice: 349, targetSku: "LW1016-3-SEAT-STANDARD-LINEN-OAT-NOT-R0-TRACK-ONE" }],
    });
    expect(data.sections.upgrades?.accessories.map((accessory) => [accessory.name, accessory.productId, accessory.custom])).toEqual([
      ["Fern Lumbar Pillow", "20190", false],
      ["Fern Arm Tray", "20191", false],
      ["Stain Guard Kit", "20192", true],
    ]);
    expect(data.sections.variants?.modular).toBe(true);
    expect(data.sections.buy).toMatchObject({ inStock: true, spuIsNew: false, detailPath: "/fern-modular-sofa.html" });
  });

  it("makes no upgrade calls for other products, and builds the same buy section for a logged-in shopper (the browser knows the login)", async () => {
    const data = await load("/ads-detail/clover-chair.html", { headers: { cookie: await cookiePair(loginTokenCookie, "abc") } });
    expect(data.sections.buy).toEqual((await load("/ads-detail/clover-chair.html")).sections.buy);
    expect(data.sections.upgrades).toMatchObject({ modular: false, ottomans: [], accessories: [] });
    expect(data.sections.variants?.modular).toBe(false);
    // The out-of-stock path opens on the first SKU; the notify call names the page without ads-detail.
    expect(data.skuId).toBe("20151");
    expect(data.sections.buy).toMatchObject({ inStock: false, spuIsNew: true, detailPath: "/clover-chair.html" });
    expect(data.sections.buy?.skus["20151"]).toMatchObject({ isNew: true, showEmailInput: true, specs: { Color: "Oat" }, specialPrice: 529, price: 629 });
    expect(data.sections.buy?.skus["20154"]?.showEmailInput).toBe(false);
  });

  it("leaves out ottomans whose targetSku is not one of the product's SKUs", () => {
    const { product, models } = modelProductListSchema.parse(fern.model);
    const page: ProductPage = {
      kind: "page",
      path: "/fern-modular-sofa.html",
      product: product!,
      models,
      skuId: "20161",
      delivery: null,
      coupons: null,
      reviewSummary: null,
      upgrades: { ottomans: [{ quantity: 1, specialPrice: 1, targetSku: "NOT-HERE" }, { quantity: 2, specialPrice: 2, targetSku: FERN_BASE }], accessories: [] },
      seatTexts: seatTextsFor(3),
      store: 3,
      device: "desktop",
      now: 0,
    };
    expect(buildSections(page).sections.upgrades?.ottomans.map((option) => option.targetSku)).toEqual([FERN_BASE]);
  });
});

describe("buying schemas (detail spec 3, 7)", () => {
  it("sort the ottoman list ascending by quantity and leave out entries that do not fit", () => {
    const list = ottomanListSchema.parse([
      { quantity: "2", specialPrice: 698, ottomanImage: "/a.svg", targetSku: "B" },
      { quantity: 1, specialPrice: "349", targetSku: "A" },
      { quantity: 3, specialPrice: 1 },
    ]);
    expect(list).toEqual([
      { quantity: 1, specialPrice: 349, image: undefined, targetSku: "A" },
      { quantity: 2, specialPrice: 698, image: "/a.svg", targetSku: "B" },
    ]);
  });

  it("read accessories with their id, default quantity 1 and the custom flag; one without an id is left out", () => {
    expect(
      accessoryListSchema.parse([
        { accessoriesName: "Tray", salePrice: "39", skuId: 20191 },
        { accessoriesName: "Kit", salePrice: 29, quantity: 2, isCustom: 1, entityId: "20192" },
        { accessoriesName: "No id", salePrice: 5 },
        { accessoriesName: "Tray again", salePrice: 39, skuId: "20191" },
      ]),
    ).toEqual([
      { id: "20191", productId: "20191", name: "Tray", image: undefined, salePrice: 39, quantity: 1, custom: false },
      { id: "20192", productId: "20192", name: "Kit", image: undefined, salePrice: 29, quantity: 2, custom: true },
    ]);
  });

  it("read product lists as listing cards, with the title/url reading and the gray image", () => {
    const items = suggestionListSchema.parse([
      { title: "Quick Sofa", url: "/quick-sofa.html", specialPrice: 999 },
      { spu: "X", detailUrl: "/x.html", productImage: { grayImage: { path: "/x.svg" } } },
      { name: "No link" },
    ]);
    expect(items.map((item) => [item.name, item.detailUrl, item.imageUrl])).toEqual([
      ["Quick Sofa", "/quick-sofa.html", undefined],
      [undefined, "/x.html", "/x.svg"],
    ]);
    expect(suggestionListSchema.parse({ items: [{ name: "A", detailUrl: "/a.html" }] })).toHaveLength(1);
    expect(suggestionListSchema.parse(null)).toEqual([]);
  });

  it("read isShowEmailInput as shown unless the back office says false, and disabled recliner options", () => {
    const raw = structuredClone(clover.model) as unknown as { productDetailVOList: { skuList: Record<string, unknown>[] }[] };
    delete raw.productDetailVOList[0]!.skuList[0]!.isShowEmailInput;
    raw.productDetailVOList[0]!.skuList[1]!.isShowEmailInput = "0";
    const { product } = modelProductListSchema.parse(raw);
    expect(product?.skuList.slice(0, 2).map((sku) => sku.isShowEmailInput)).toEqual([true, false]);
    const sofa = structuredClone(fern.model) as { productDetailVOList: { saleAttr: { attributeCode: string; valueList: Record<string, unknown>[] }[] }[] };
    const recliners = sofa.productDetailVOList[0]!.saleAttr.find((attribute) => attribute.attributeCode === "sale_power_recliners")!;
    recliners.valueList[2]!.isDisabled = true;
    const parsed = modelProductListSchema.parse(sofa).product!.saleAttr.find((attribute) => attribute.code === "sale_power_recliners");
    expect(parsed?.values.map((value) => value.disabled ?? false)).toEqual([false, false, true]);
  });
});

describe("/api/product-upgrades (another SKU's ottoman list)", () => {
  it("answers the SKU's ottomans, sorted ascending by quantity", async () => {
    const { status, body } = await call<{ ottomans: { quantity: number }[] }>(upgradesRoute, `/api/product-upgrades?sku=${FERN_L}&spu=LW1016`);
    expect(status).toBe(200);
    expect(body.ottomans.map((option) => option.quantity)).toEqual([1, 2]);
  });

  it("answers an empty list when the call fails, and 400 without sku and spu", async () => {
    server.use(http.post(`${BACKOFFICE_URL}/api/detail/ottoman-list`, () => HttpResponse.json({ code: 500, msg: "down", data: null }, { status: 500 })));
    expect(await call(upgradesRoute, "/api/product-upgrades?sku=LW1016-OTHER&spu=LW1016")).toEqual({ status: 200, body: { ottomans: [] } });
    expect((await call(upgradesRoute, "/api/product-upgrades?sku=a%20b")).status).toBe(400);
  });
});

describe("/api/product-suggestions (quick-dispatch and similar products)", () => {
  it("answers the quickly dispatched products of a SKU and the similar products", async () => {
    const quick = await call<{ items: { name?: string }[] }>(suggestions, `/api/product-suggestions?kind=quick-dispatch&sku=${FERN_BASE}`);
    expect(quick.body.items.map((item) => item.name)).toEqual([
      "Harlow 3-Seat Sofa",
      "Arlo Armchair",
      "Nook Loveseat",
      "Oslo Storage Ottoman",
      "Oval Oak Coffee Table",
      "Arc Floor Lamp",
    ]);
    const similar = await call<{ items: unknown[] }>(suggestions, "/api/product-suggestions?kind=similar&sku=LW1015-OAT");
    expect(similar.body.items).toHaveLength(10);
  });

  it("refuses an unknown kind", async () => {
    expect((await call(suggestions, "/api/product-suggestions?kind=all&sku=LW1015-OAT")).status).toBe(400);
  });
});

describe("/api/stock-notify (detail spec 4, 5, 7 Product stock notify)", () => {
  const request = {
    sku: "LW1015-OAT",
    email: " ana@example.com ",
    isNew: true,
    platformType: 1,
    productInfo: {
      productDetailUrl: "http://shop.test/clover-chair.html",
      skuImageUrl: "http://shop.test/fixture-images/products/clover-chair.svg",
      skuName: "Clover Accent Chair, Oat",
      attrMap: { Color: "Oat" },
      price: 629,
      specialPrice: 529,
    },
  };

  it("passes the notify on with the shopper's region and token", async () => {
    const { status, body } = await call(notify, "/api/stock-notify", post(request, await cookiePair(zipCookie, { postcode: "10001", regionCode: "NY", regionName: "New York", city: "New York" })));
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true });
    expect(backoffice.state.notifies.get("guest-token")?.at(-1)).toEqual({ ...request, email: "ana@example.com", region: "NY", token: "guest-token" });
  });

  it("refuses an e-mail that does not match the spec 5 rule, and a malformed request", async () => {
    expect(await call(notify, "/api/stock-notify", post({ ...request, email: "ana@example" }))).toEqual({ status: 400, body: { ok: false, error: "WrongEmail", fieldErrors: { email: "is not an e-mail address" } } });
    // Each wrong field by name, not a 500 and not a guess.
    const missing = await call(notify, "/api/stock-notify", post({ sku: "LW1015-OAT", isNew: "yes" }));
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ ok: false, error: expect.stringMatching(/^invalid request: /), fieldErrors: expect.objectContaining({ email: "is missing", productInfo: "is missing" }) });
    const error = (missing.body as { error: string }).error;
    for (const field of ["email is missing", "isNew should be boolean", "productInfo is missing"]) expect(error).toContain(field);
    expect((await call(notify, "/api/stock-notify", { method: "POST", body: "{" })).status).toBe(400);
  });

  it("answers 502 when the back office refuses", async () => {
    expect((await call(notify, "/api/stock-notify", post({ ...request, sku: "NO-SUCH-SKU" }))).status).toBe(502);
  });
});

describe("/api/delivery-signup (detail spec 4, 5: the delivery-delay dialog's sign-up)", () => {
  it("answers enter_email_tips for an empty e-mail and NoEmail for one that does not match", async () => {
    expect(await call(signup, "/api/delivery-signup", post({ email: " " }))).toEqual({ status: 400, body: { result: "invalid", messageKey: "enter_email_tips", ...invalidInput({ email: "is missing" }) } });
    expect(await call(signup, "/api/delivery-signup", post({ email: "ana@x" }))).toEqual({ status: 400, body: { result: "invalid", messageKey: "NoEmail", ...invalidInput({ email: "is not an e-mail address" }) } });
  });

  it("registers a new e-mail once; an e-mail that belongs to a customer is not registered, and gets the same answer (nothing tells who has an account)", async () => {
    const unknown = await call(signup, "/api/delivery-signup", post({ email: "new.shopper@example.com" }));
    expect(unknown).toEqual({ status: 200, body: { result: "registered" } });
    expect(backoffice.state.registered.has("new.shopper@example.com")).toBe(true);
    const registeredBefore = backoffice.state.registered.size;
    expect(await call(signup, "/api/delivery-signup", post({ email: "new.shopper@example.com" }))).toEqual(unknown);
    expect(await call(signup, "/api/delivery-signup", post({ email: "member@example.com" }))).toEqual(unknown);
    expect(backoffice.state.registered.size).toBe(registeredBefore);
  });

  it("passes on the back office's message when registering gives no info", async () => {
    server.use(
      http.post(`${BACKOFFICE_URL}/api/user/login-or-register`, () => HttpResponse.json({ code: 200, msg: "ok", data: { info: null, msg: "Blocked address" } })),
    );
    expect((await call(signup, "/api/delivery-signup", post({ email: "blocked@example.com" }))).body).toEqual({ result: "failed", message: "Blocked address" });
  });
});
