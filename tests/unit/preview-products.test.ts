import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadSectionCatalogue } from "~/lib/module-catalogue.server";
import { sectionProblems } from "~/lib/product-preview.server";
import { loader as catalogueFrame } from "~/routes/preview-frame.modules";
import { loader as productFrame } from "~/routes/preview-frame.product.$slug";
import { loader as index } from "~/routes/preview._index";
import { loader as catalogue } from "~/routes/preview.modules";
import { loader as productPreview } from "~/routes/preview.product.$slug";
import { DETAIL_LAYOUT, layoutKeys } from "~modules/detail-layout";
import { detailSectionSchemas } from "~schemas/detail-registry.server";
import { MODULE_CODES } from "~schemas/module-codes";
import { BACKOFFICE_URL, fixtureServer, FIXTURES_DIR } from "../support/msw";

process.env.BACKOFFICE_URL = BACKOFFICE_URL;
const { server } = fixtureServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const context = { cspNonce: "n", clientToken: "guest" };
const PRODUCTS = readdirSync(path.join(FIXTURES_DIR, "products"))
  .filter((file) => file.endsWith(".json"))
  .map((file) => file.slice(0, -".json".length))
  .sort();
/** Every section of the layout: a product with reviews renders them all. */
const ALL_SECTIONS = layoutKeys(DETAIL_LAYOUT.desktop);

async function call<T>(loader: (args: { request: Request; params: Record<string, string>; context: typeof context }) => unknown, url: string, params: Record<string, string> = {}) {
  const response = (await loader({ request: new Request(`http://shop.test${url}`), params, context })) as Response;
  return { status: response.status, headers: response.headers, body: (await response.json()) as T };
}

type IndexEntry = { kind: string; key: string; href: string; title: string | null; codes?: number[]; sections?: string[]; modules: number; dropped: number; problem: string | null };
type IndexData = { total: number; entries: IndexEntry[] };

describe("the preview index's products", () => {
  it("lists every fixture product after the templates, with the sections it renders and those dropped", async () => {
    const { body, headers } = await call<IndexData>(index, "/preview?store=5");
    expect(headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const products = body.entries.filter((entry) => entry.kind === "product");
    expect(products.map((entry) => entry.key)).toEqual(PRODUCTS);
    expect(body.entries.slice(-PRODUCTS.length)).toEqual(products);
    expect(products.find((entry) => entry.key === "harlow-sofa")).toEqual({
      kind: "product",
      key: "harlow-sofa",
      href: "/preview/product/harlow-sofa?store=5",
      title: "Harlow 3-Seat Sofa, a compact classic",
      sections: ALL_SECTIONS,
      modules: ALL_SECTIONS.length,
      dropped: 0,
      problem: null,
    });
    // No reviews: the reviews banner's schema drops it.
    expect(products.find((entry) => entry.key === "ember-console")).toMatchObject({
      sections: ALL_SECTIONS.filter((key) => key !== "reviews-banner"),
      modules: ALL_SECTIONS.length - 1,
      dropped: 1,
    });
    // Templates keep their type codes.
    expect(body.entries.find((entry) => entry.key === "members-only")).toMatchObject({ kind: "template", codes: [1, 2, 4, 30], dropped: 2 });
  });

  it("finds products by slug or title, and a type code finds templates only", async () => {
    const keys = async (q: string) => (await call<IndexData>(index, `/preview?q=${encodeURIComponent(q)}`)).body.entries.map((entry) => `${entry.kind}:${entry.key}`);
    expect(await keys("harlow")).toEqual(["product:harlow-sofa"]);
    expect(await keys("MEDIA CONSOLE")).toEqual(["product:ember-console"]);
    const byCode = await keys("1");
    expect(byCode.length).toBeGreaterThan(0);
    expect(byCode.every((key) => key.startsWith("template:"))).toBe(true);
  });

  it("reports a product the back office does not know, and lists the others", async () => {
    server.use(
      http.post(`${BACKOFFICE_URL}/api/detail/model-product-list`, async ({ request }) => {
        // Any other product falls through to the fixture back office.
        const body = (await request.clone().json()) as { path?: string };
        return body.path === "/harlow-sofa.html" ? HttpResponse.json({ code: 404, msg: "gone" }, { status: 404 }) : undefined;
      }),
    );
    const { body } = await call<IndexData>(index, "/preview");
    const products = body.entries.filter((entry) => entry.kind === "product");
    expect(products.find((entry) => entry.key === "harlow-sofa")).toMatchObject({ problem: "no product at /harlow-sofa.html", sections: [], modules: 0 });
    expect(products.filter((entry) => entry.problem !== null)).toHaveLength(1);
  });
});

type PreviewData = { slug: string; title: string; rendered: string[]; problems: { section: string; reason: string; devices: string[] }[]; settings: { at: string | null }; formats: { time: string } };

describe("the product preview", () => {
  it("lists the sections that render and each dropped one with its reason, for each device shown", async () => {
    const { body, headers } = await call<PreviewData>(productPreview, "/preview/product/ember-console", { slug: "ember-console" });
    expect(headers.get("cache-control")).toBe("private, no-store");
    expect(body.title).toBe("Ember Media Console, low storage for screens up to 75 inches");
    expect(body.rendered).toEqual(ALL_SECTIONS.filter((key) => key !== "reviews-banner"));
    expect(body.problems).toEqual([{ section: "reviews-banner", reason: "has no reviews to show (productReviewList)", devices: ["desktop", "mobile"] }]);

    const mobile = await call<PreviewData>(productPreview, "/preview/product/ember-console?device=mobile", { slug: "ember-console" });
    expect(mobile.body.problems.map((problem) => problem.devices)).toEqual([["mobile"]]);
    expect((await call<PreviewData>(productPreview, "/preview/product/harlow-sofa", { slug: "harlow-sofa" })).body.problems).toEqual([]);
  });

  it("answers 404 for a slug that is no product", async () => {
    await expect(call(productPreview, "/preview/product/no-such-sofa", { slug: "no-such-sofa" })).rejects.toMatchObject({ status: 404 });
    await expect(call(productFrame, "/preview-frame/product/..%2Fsecret", { slug: "../secret" })).rejects.toMatchObject({ status: 404 });
  });

  it("renders the frame's page at the ?at= time, in the chosen device and store", async () => {
    type FrameData = { context: { now: number; device: string; store: number }; sections: Record<string, unknown> } & Record<string, unknown>;
    const { body } = await call<FrameData>(productFrame, "/preview-frame/product/harlow-sofa?device=mobile&store=5&at=2025-11-28T09:00", { slug: "harlow-sofa" });
    expect(body.context).toMatchObject({ now: Date.UTC(2025, 10, 28, 9, 0), device: "mobile", store: 5 });
    expect(Object.keys(body.sections)).toEqual(ALL_SECTIONS);
    expect(body).not.toHaveProperty("diagnostics");

    const before = Date.now();
    const clock = await call<FrameData>(productFrame, "/preview-frame/product/harlow-sofa?at=not-a-time", { slug: "harlow-sofa" });
    expect(clock.body.context.now).toBeGreaterThanOrEqual(before);
  });
});

/** The fixture products with reviews: the only ones whose page has the reviews banner. */
const WITH_REVIEWS = PRODUCTS.filter(
  (slug) => (JSON.parse(readFileSync(path.join(FIXTURES_DIR, "products", `${slug}.json`), "utf8")) as { reviews?: unknown[] }).reviews?.length,
);

describe("the catalogue's detail sections", () => {
  it("lists every registered section in layout order, each with the fixture products whose page builds it", async () => {
    const { entries, products, problems } = await loadSectionCatalogue(new Request("http://shop.test/preview/modules"), context, { device: "mobile", now: 0 });
    expect(problems).toEqual([]);
    expect(entries.map((entry) => entry.key)).toEqual(layoutKeys(DETAIL_LAYOUT.mobile));
    expect(new Set(entries.map((entry) => entry.key))).toEqual(new Set(Object.keys(detailSectionSchemas)));
    expect(entries.find((entry) => entry.key === "gallery")?.cases).toEqual(PRODUCTS);
    expect(entries.find((entry) => entry.key === "reviews-banner")?.cases).toEqual(WITH_REVIEWS);
    expect(products["harlow-sofa"]?.context).toMatchObject({ device: "mobile", now: 0 });
  });

  it("counts each section's cases on the catalogue page and narrows the frames to one section with ?section=", async () => {
    type Catalogue = { section: string | null; type: number | null; sections: { key: string; cases: number }[]; entries: { code: number }[] };
    const page = await call<Catalogue>(catalogue, "/preview/modules?section=reviews-banner");
    expect(page.body.section).toBe("reviews-banner");
    expect(page.body.entries.map((entry) => entry.code)).toEqual(MODULE_CODES);
    expect(page.body.sections.find((entry) => entry.key === "reviews-banner")?.cases).toBe(WITH_REVIEWS.length);
    expect((await call<Catalogue>(catalogue, "/preview/modules?section=nope")).body.section).toBeNull();
    expect((await call<Catalogue>(catalogue, "/preview/modules?type=3&section=gallery")).body).toMatchObject({ type: 3, section: null });

    type Frame = { types: unknown[]; sections: { key: string; cases: string[] }[]; products: Record<string, { sections: Record<string, unknown>; context: { now: number } }> };
    const frame = await call<Frame>(catalogueFrame, "/preview-frame/modules?device=mobile&section=reviews-banner&at=2025-11-28T09:00");
    expect(frame.body.types).toEqual([]);
    expect(frame.body.sections).toEqual([{ kind: "section", key: "reviews-banner", cases: WITH_REVIEWS }]);
    // Only the products the shown cases need, each once, without the page's meta.
    expect(Object.keys(frame.body.products)).toEqual(WITH_REVIEWS);
    expect(frame.body.products["harlow-sofa"]).not.toHaveProperty("meta");
    expect(frame.body.products["harlow-sofa"]?.context.now).toBe(Date.UTC(2025, 10, 28, 9, 0));

    const full = await call<Frame>(catalogueFrame, "/preview-frame/modules?device=desktop");
    expect(full.body.types).toHaveLength(MODULE_CODES.length);
    expect(full.body.sections.map((entry) => entry.key)).toEqual(ALL_SECTIONS);
    expect(Object.keys(full.body.products)).toEqual(PRODUCTS);

    const oneType = await call<Frame>(catalogueFrame, "/preview-frame/modules?type=3");
    expect(oneType.body).toMatchObject({ sections: [], products: {} });
    expect(oneType.body.types).toHaveLength(1);
  });
});

describe("section problems of several devices", () => {
  it("lists a problem once with every device that has it", () => {
    expect(
      sectionProblems([
        ["desktop", [{ section: "gallery", reason: "a" }, { section: "reviews", reason: "b" }]],
        ["mobile", [{ section: "gallery", reason: "a" }, { section: "reviews", reason: "c" }]],
      ]),
    ).toEqual([
      { section: "gallery", reason: "a", devices: ["desktop", "mobile"] },
      { section: "reviews", reason: "b", devices: ["desktop"] },
      { section: "reviews", reason: "c", devices: ["mobile"] },
    ]);
  });
});
