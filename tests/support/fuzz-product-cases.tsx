/**
 * Product fuzzing (issue 20 item 1, docs/robustness.md#fuzzing), one shard per test file
 * (tests/unit/fuzz-products-*.test.tsx): each case mutates one fixture product file (the model
 * product list, and the side answers the fixture back office makes of the same file: coupons,
 * delivery, reviews, services) and runs it through the product page's loader (the back-office
 * client and its schemas, the detail section schemas) and the server render of its sections,
 * on desktop and mobile. The model answer is read field by field: a case may be refused only
 * for what a page cannot do without (PRODUCT_MINIMUM: the error page), or be no product at
 * all (404); every other case renders without an error, every dropped section is in the log
 * with its reason, and what the product schema left out (dropped SKUs included) is logged.
 * A failure prints the FUZZ_SEED and FUZZ_RUNS that replay it.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { ProductPageView } from "~/components/product/product-page-view";
import { BackofficeError, MAX_RESPONSE_BYTES } from "~/lib/backoffice.server";
import { loadProductPage, parseDetailPath } from "~/lib/product-page.server";
import { AccountProvider } from "~modules/kit/account";
import { CartProvider } from "~modules/kit/cart/cart-provider";
import { ToastProvider } from "~modules/kit/toast";
import { modelProductListSchema, PRODUCT_MINIMUM } from "~schemas/product";
import type { Device } from "~schemas/rules/device";
import { visitorOf } from "../../server/fixture-backoffice/handler.js";
import { TEST_GUEST } from "./account";
import { assertFuzz, fuzzSettings, mutate, mutations } from "./fuzz";
import { takeLogs } from "./logs";
import { BACKOFFICE_URL, FIXTURES_DIR, fixtureHandlers } from "./msw";
import { serverRender } from "./server-render";

/** Runs of each product shard by default: 4 shards, 2,000 mutated products a CI run (4,000 renders). */
export const PRODUCT_RUNS = 500;

/**
 * A refusal names only PRODUCT_MINIMUM: the answer itself (not an object), its product list,
 * or the first product (not an object, or its spuInfo, spu, spuId or skuList).
 */
const MINIMUM_REASON = new RegExp(`^((should|is) |${PRODUCT_MINIMUM[0]}( item 1( › (${PRODUCT_MINIMUM.slice(1).join("|")})\\b| should| is)| should| is))`);

/** The model answer as the client reads it from the fixture back office's JSON envelope. */
function modelAnswer(file: unknown): unknown {
  const model = (file as { model?: unknown }).model;
  return model === undefined ? null : (JSON.parse(JSON.stringify(model)) as unknown);
}

function rawSkuCount(answer: unknown): number | null {
  const first = (answer as { productDetailVOList?: unknown } | null)?.productDetailVOList;
  const list = Array.isArray(first) ? (first[0] as { skuList?: unknown } | undefined)?.skuList : undefined;
  const parsed = typeof list === "string" ? (() => { try { return JSON.parse(list) as unknown; } catch { return null; } })() : list;
  return Array.isArray(parsed) ? parsed.length : null;
}

export function productFuzzShard(shard: number, file: string): void {
  const products = readdirSync(path.join(FIXTURES_DIR, "products"))
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => ({ slug: name.slice(0, -5), data: JSON.parse(readFileSync(path.join(FIXTURES_DIR, "products", name), "utf8")) as unknown }));

  // The fixture back office reads its files on every call: each case writes its mutated product into a copy.
  const fixtures = mkdtempSync(path.join(tmpdir(), "fuzz-products-"));
  cpSync(FIXTURES_DIR, fixtures, { recursive: true });
  const { backoffice } = fixtureHandlers(fixtures);
  // The fixture back office's own code may trip over a mutated file: that is a back office answering 500.
  const server = setupServer(
    http.post(`${BACKOFFICE_URL}/api/*`, async ({ request }) => {
      const call = new URL(request.url).pathname.slice("/api/".length);
      const text = await request.text();
      try {
        const result = await backoffice.handle(call, text ? JSON.parse(text) : {}, { storeId: request.headers.get("x-store-id"), visitor: visitorOf(request.headers) });
        return HttpResponse.json(result.body, { status: result.status });
      } catch (error) {
        return HttpResponse.json({ code: 500, msg: String(error), data: null }, { status: 500 });
      }
    }),
  );

  process.env.BACKOFFICE_URL = BACKOFFICE_URL;
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterAll(() => {
    server.close();
    rmSync(fixtures, { recursive: true, force: true });
  });

  const context = { cspNonce: "n", clientToken: "fuzz" };

  async function renderCase(slug: string, device: Device) {
    const url = `http://shop.test/${slug}.html?device=${device}`;
    const data = await loadProductPage(new Request(url), context, parseDetailPath(`/${slug}.html`)!);
    const html = await serverRender(
      <ToastProvider>
        <AccountProvider device={device} account={TEST_GUEST}>
          <CartProvider device={device} storeId={data.context.store}>
            <ProductPageView data={JSON.parse(JSON.stringify(data)) as typeof data} />
          </CartProvider>
        </AccountProvider>
      </ToastProvider>,
      "product",
    );
    return { data, html };
  }

  it(`renders every mutated product that has what a page needs on both devices, logging what it leaves out (shard ${shard})`, { timeout: 600_000 }, async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const outcomes = { rendered: 0, refused: 0, tooLarge: 0, notFound: 0, dropped: 0, leftOut: 0 };
    const settings = fuzzSettings(PRODUCT_RUNS, shard);
    const refusals: Record<string, number> = {};
    try {
      await assertFuzz(
        fc.asyncProperty(fc.nat(products.length - 1), mutations, async (which, changes) => {
          const product = products[which]!;
          const mutated = mutate(product.data, changes);
          writeFileSync(path.join(fixtures, "products", `${product.slug}.json`), JSON.stringify(mutated));
          const answer = modelAnswer(mutated);
          for (const device of ["desktop", "mobile"] as const) {
            takeLogs();
            let rendered: Awaited<ReturnType<typeof renderCase>>;
            try {
              rendered = await renderCase(product.slug, device);
            } catch (error) {
              // No product in the answer (an empty or absent list, no model at all): the not-found page.
              if (error instanceof Response && error.status === 404) {
                outcomes.notFound++;
                continue;
              }
              // Refused only without what a page cannot do without; the reason names it.
              if (error instanceof BackofficeError && error.call === "getModelProductList" && error.status === 200) {
                // An answer past the client's size limit is refused (the error page), at once.
                if (/ with more than 8 MiB$/.test(error.reason)) {
                  expect(JSON.stringify(answer).length).toBeGreaterThan(MAX_RESPONSE_BYTES / 4);
                  outcomes.tooLarge++;
                  continue;
                }
                // A file whose model was deleted makes the fixture back office send no data at all: the wrong shape.
                if ((mutated as { model?: unknown }).model === undefined) expect(error.reason).toMatch(/without the \{code, msg, data\} envelope/);
                else
                  for (const reason of error.reason.replace(/^the response did not match its schema: /, "").split("; ")) {
                    expect(reason).toMatch(MINIMUM_REASON);
                    const key = reason.replace(/ (should|is|has) .*$/s, "");
                    refusals[key] = (refusals[key] ?? 0) + 1;
                  }
                outcomes.refused++;
                continue;
              }
              throw error;
            }
            outcomes.rendered++;
            expect(consoleError).not.toHaveBeenCalled();
            const { data, html } = rendered;
            for (const key of Object.keys(data.sections)) expect(html).toContain(`data-section="${key}"`);
            const warnings = takeLogs("warn");
            const logged = warnings.filter((entry) => entry.msg.startsWith("detail section dropped from")).map(({ fields }) => [fields.section, fields.reason]);
            for (const problem of data.diagnostics) {
              expect(problem.reason.length).toBeGreaterThan(0);
              expect(logged).toContainEqual([problem.section, problem.reason]);
            }
            outcomes.dropped += data.diagnostics.length;
            // What the product schema left out is logged once, with its count and its first reasons.
            const parsed = modelProductListSchema.parse(answer);
            const leftOut = warnings.filter((entry) => entry.msg.startsWith("product data left out of"));
            if (parsed.notes.length === 0) expect(leftOut).toEqual([]);
            else {
              expect(leftOut.map(({ fields }) => [fields.call, fields.count, fields.reasons])).toEqual([["getModelProductList", parsed.notes.length, parsed.notes.slice(0, 20)]]);
              outcomes.leftOut++;
            }
            // Each SKU that is not on the page is a note with its reason.
            const skus = rawSkuCount(answer);
            if (skus !== null) expect(parsed.notes.filter((entry) => /^SKU \d+( \(.*\))? dropped: ./s.test(entry))).toHaveLength(skus - parsed.product!.skuList.length);
          }
        }),
        settings,
        file,
      );
    } finally {
      consoleError.mockRestore();
    }
    if (process.env.FUZZ_REPORT) console.info(`${file}: ${JSON.stringify({ ...outcomes, refusals })}`);
    // Cases render pages, the mutations reach the section schemas and the product schema's lenient fields.
    expect(outcomes.rendered).toBeGreaterThan(0);
    expect(outcomes.dropped).toBeGreaterThan(0);
    expect(outcomes.leftOut).toBeGreaterThan(0);
    expect(outcomes.rendered + outcomes.refused + outcomes.tooLarge + outcomes.notFound).toBe(2 * settings.numRuns);
    // The minimum is small: most mutated products render (about 90% measured; half were refused before the schema was lenient).
    expect(outcomes.refused).toBeLessThan(0.2 * 2 * settings.numRuns);
  });
}
