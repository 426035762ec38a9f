/**
 * The failures the fuzz tests found (issue 20 item 1), each kept as a case of its own so a
 * regression names itself: docs/robustness.md#what-the-fuzzers-found.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { http, HttpResponse } from "msw";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BackofficeError, MAX_RESPONSE_BYTES } from "~/lib/backoffice.server";
import { buildLandingPage } from "~/lib/landing-page.server";
import { readLimitedBytes } from "~/lib/request-body.server";
import { loadLandingPage, MAX_URL_KEY_LENGTH } from "~/lib/landing-loader.server";
import { loadProductPage, parseDetailPath } from "~/lib/product-page.server";
import { checkTemplateValue } from "~/lib/template-check.server";
import { loader as guideLoader } from "~/routes/guide.$urlKey";
import { pageInfoSchema } from "~schemas/page-info";
import { modelProductListSchema } from "~schemas/product";
import { takeLogs } from "../support/logs";
import { BACKOFFICE_URL, FIXTURES_DIR, fixtureServer } from "../support/msw";

process.env.BACKOFFICE_URL = BACKOFFICE_URL;
const { server } = fixtureServer();
const asked: string[] = [];
server.events.on("request:start", ({ request }) => void asked.push(new URL(request.url).pathname));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

const context = { cspNonce: "n", clientToken: "guest" };

describe("a 5,000-character urlKey or product slug", () => {
  it("is the not-found page (404) under /guide/, and the back office is not asked (it answered 500)", async () => {
    asked.length = 0;
    const urlKey = "a".repeat(5000);
    const thrown = await Promise.resolve(guideLoader({ request: new Request(`http://shop.test/guide/${urlKey}`), params: { urlKey }, context })).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
    expect(asked).not.toContain("/api/landing/template-detail");
  });

  it("asks the back office for a urlKey of MAX_URL_KEY_LENGTH (200) characters, as for any other", async () => {
    asked.length = 0;
    const urlKey = "a".repeat(MAX_URL_KEY_LENGTH);
    const thrown = await Promise.resolve(guideLoader({ request: new Request(`http://shop.test/guide/${urlKey}`), params: { urlKey }, context })).catch((error: unknown) => error);
    expect((thrown as Response).status).toBe(404);
    expect(asked).toEqual(expect.arrayContaining(["/api/landing/template-detail"]));
  });

  it("is no product path (so the not-found page) past 200 characters", () => {
    expect(parseDetailPath(`/${"a".repeat(200)}.html`)).not.toBeNull();
    expect(parseDetailPath(`/${"a".repeat(201)}.html`)).toBeNull();
    expect(parseDetailPath(`/${"a".repeat(5000)}.html`)).toBeNull();
  });
});

describe("a template with one unreadable module", () => {
  const title = { sortId: 1, packageType: 1, packageInfoMap: { title: "Kept" } };

  it("drops a module that is not an object, alone, with the reason (the whole page was a 500)", () => {
    const page = buildLandingPage(pageInfoSchema.parse({ templatePackageList: [title, 42, null, ["x"]] }), { tabs: {} });
    expect(page.modules.map((entry) => entry.code)).toEqual([1]);
    expect(page.diagnostics.map((problem) => problem.reason)).toEqual([
      "is not a module (an object) but number",
      "is not a module (an object) but null",
      "is not a module (an object) but a list",
    ]);
  });

  it("drops a module whose packageType is not a number, alone (the whole page was a 500)", () => {
    const page = buildLandingPage(pageInfoSchema.parse({ templatePackageList: [title, { sortId: 2, packageType: "abc", packageInfoMap: {} }] }), { tabs: {} });
    expect(page.modules.map((entry) => entry.code)).toEqual([1]);
    expect(page.diagnostics).toEqual([expect.objectContaining({ position: 2, outcome: "dropped", reason: 'packageType "abc" is not a type code' })]);
  });

  it("keeps a module whose sortId is unreadable, in its place in the list", () => {
    const page = buildLandingPage(pageInfoSchema.parse({ templatePackageList: [title, { sortId: [1], packageType: 1, packageInfoMap: { title: "Second" } }] }), { tabs: {} });
    expect(page.modules.map((entry) => entry.module.position)).toEqual([1, 2]);
  });

  it("reads a theme field of the wrong type as absent: the default colour (the whole page was a 500)", () => {
    const info = pageInfoSchema.parse({ configColor: { not: "a colour" }, metaTitle: ["x"], pcBackgroundImage: 5, templatePackageList: [title] });
    expect(info.theme.color).toBe("#375542");
    expect(info.meta.title).toBeNull();
  });

  it("keeps packageTypeList's places when a code in it is not a number", () => {
    const info = pageInfoSchema.parse({ packageTypeList: [1, "x", 1], templatePackageList: [title, { ...title, sortId: 2 }] });
    expect(info.packageTypeList).toEqual([1, null, 1]);
  });

  it("renders no modules when the module list is not a list, saying so, and the pre-publish check refuses it", () => {
    const info = pageInfoSchema.parse({ templatePackageList: 7 });
    expect(buildLandingPage(info, { tabs: {} }).diagnostics).toEqual([
      expect.objectContaining({ position: null, outcome: "dropped", reason: expect.stringMatching(/^templatePackageList is not a list of modules: /) }),
    ]);
    expect(checkTemplateValue({ templatePackageList: 7 })).toMatchObject({ ok: false, kind: "not-a-template" });
  });
});

describe("a product with one bad field (about half of the mutated products were the error page)", () => {
  const clover = JSON.parse(readFileSync(path.join(FIXTURES_DIR, "products", "clover-chair.json"), "utf8")) as { model: { productDetailVOList: Record<string, unknown>[] } };
  const withProduct = (change: (product: { spuInfo: Record<string, unknown>; skuList: Record<string, unknown>[] }) => void) => {
    const model = structuredClone(clover.model);
    change(model.productDetailVOList[0] as never);
    return model;
  };

  it("reads a SKU's discountedPrice given as a list as absent, and says which SKU", () => {
    const { product, notes } = modelProductListSchema.parse(withProduct((p) => void (p.skuList[0]!.discountedPrice = [1, 2])));
    expect(product!.skuList).toHaveLength(5);
    expect(product!.skuList[0]!.discountedPrice).toBeUndefined();
    expect(notes).toEqual(["SKU 1 (LW1015-OAT): discountedPrice ignored: should be number, got a list"]);
  });

  it("reads a productImage given as a list as absent", () => {
    const { product, notes } = modelProductListSchema.parse(withProduct((p) => void (p.skuList[1]!.productImage = ["x"])));
    expect(product!.skuList[1]!.productImage).toBeUndefined();
    expect(notes).toEqual([expect.stringMatching(/^SKU 2 \(LW1015-SAGE\): productImage ignored: /)]);
  });

  it("reads a tagKeyList that is not JSON as no tags", () => {
    const { product, notes } = modelProductListSchema.parse(withProduct((p) => void (p.spuInfo.tagKeyList = "[{not json")));
    expect(product!.spuInfo.tagKeyList).toEqual([]);
    expect(notes).toEqual(["tagKeyList ignored: is not valid JSON"]);
  });

  it("drops a SKU without its sku, alone, with the reason", () => {
    const { product, notes } = modelProductListSchema.parse(withProduct((p) => void delete p.skuList[2]!.sku));
    expect(product!.skuList.map((sku) => sku.sku)).toEqual(["LW1015-OAT", "LW1015-SAGE", "LW1015-RUST", "LW1015-NAVY"]);
    expect(notes).toEqual(["SKU 3 dropped: sku is missing"]);
  });

  it("refuses the product only without what a page needs: a usable SKU, or the spu naming it", () => {
    const noSku = modelProductListSchema.safeParse(withProduct((p) => p.skuList.forEach((sku) => void (sku.specialPrice = "abc"))));
    expect(noSku.error?.issues[0]?.message).toBe("productDetailVOList item 1 › skuList has no usable SKU");
    const noSpu = modelProductListSchema.safeParse(withProduct((p) => void (p.spuInfo.spu = null)));
    expect(noSpu.error?.issues[0]?.message).toBe("productDetailVOList item 1 › spuInfo › spu is empty");
  });

  it("renders the page without the bad parts, logging what was left out once with the call's name", async () => {
    const model = withProduct((p) => {
      p.skuList[0]!.discountedPrice = [1];
      delete p.skuList[4]!.sku;
    });
    server.use(http.post(`${BACKOFFICE_URL}/api/detail/model-product-list`, () => HttpResponse.json({ code: 200, msg: "ok", data: model })));
    takeLogs();
    const page = await loadProductPage(new Request("http://shop.test/clover-chair.html"), context, parseDetailPath("/clover-chair.html")!);
    expect(Object.values(page.skus).map((entry) => entry.sku)).toEqual(["LW1015-OAT", "LW1015-SAGE", "LW1015-CHARCOAL", "LW1015-RUST"]);
    expect(takeLogs("warn").filter((entry) => entry.msg.startsWith("product data left out of"))).toEqual([
      expect.objectContaining({
        msg: "product data left out of /clover-chair.html",
        fields: { call: "getModelProductList", count: 2, reasons: ["SKU 1 (LW1015-OAT): discountedPrice ignored: should be number, got a list", "SKU 5 dropped: sku is missing"] },
      }),
    ]);
    server.resetHandlers();
  });
});

it("counts a fractional sortId (0.5) as none: the module keeps its place, never id=module-0.5", () => {
  const title = { packageType: 1, packageInfoMap: { title: "Kept" } };
  const page = buildLandingPage(pageInfoSchema.parse({ templatePackageList: [{ ...title, sortId: 0.5 }, { ...title, sortId: -3 }, { ...title, sortId: 1e300 }] }), { tabs: {} });
  expect(page.modules.map((entry) => entry.module.position)).toEqual([1, 2, 3]);
});

describe("a back-office answer past the size limit (the page never answered)", () => {
  it("is refused at once even when its body was cloned (the cancel of a teed body waits for every branch)", async () => {
    const declared = new Response("x".repeat(2000));
    declared.clone();
    const streamed = new Response(new Blob(["x".repeat(2000)]).stream());
    streamed.clone();
    const within = <T,>(promise: Promise<T>) => Promise.race([promise, new Promise((resolve) => setTimeout(() => resolve("still waiting"), 1000))]);
    expect(await within(readLimitedBytes(declared, 1000))).toBeNull();
    expect(await within(readLimitedBytes(streamed, 1000))).toBeNull();
  });

  it("makes the template call fail at once, naming the limit (how the sale template with two lists grown to 163 and 375 items, over 8 MiB, never answered)", async () => {
    const sale = JSON.parse(readFileSync(path.join(FIXTURES_DIR, "templates", "sale.json"), "utf8")) as { templatePackageList: unknown[] };
    const huge = { ...sale, templatePackageList: Array.from({ length: 375 }, () => sale.templatePackageList).flat(), metaDescription: "é".repeat(MAX_RESPONSE_BYTES / 2) };
    server.use(http.post(`${BACKOFFICE_URL}/api/landing/template-detail`, () => HttpResponse.json({ code: 200, msg: "ok", data: huge })));
    const started = Date.now();
    const thrown = await loadLandingPage(new Request("http://shop.test/guide/sale"), context, "sale").catch((error: unknown) => error);
    server.resetHandlers();
    expect(thrown).toBeInstanceOf(BackofficeError);
    expect((thrown as BackofficeError).message).toMatch(/getTemplateDetail failed: answered HTTP 200 with more than 8 MiB/);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
