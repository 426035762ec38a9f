/**
 * Product fuzzing (issue 20 item 1, docs/robustness.md#fuzzing): each case mutates one fixture
 * product file (the model product list, and the side answers the fixture back office makes of
 * the same file: coupons, delivery, reviews, services) and runs it through the product page's
 * loader (the back-office client and its schemas, the detail section schemas) and the server
 * render of its sections, on desktop and mobile. A product the back office describes so badly
 * that its model answer fails its schema is a back-office fault: the page is a 5xx then (the
 * fault matrix, tests/e2e/backoffice-faults.e2e.ts); every other case must render without an
 * error, and every dropped section must be in the log with its reason. Reproduce a failure
 * with the FUZZ_SEED it prints (and FUZZ_RUNS).
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { ProductPageView } from "~/components/product/product-page-view";
import { BackofficeError } from "~/lib/backoffice.server";
import { loadProductPage, parseDetailPath } from "~/lib/product-page.server";
import { AccountProvider } from "~modules/kit/account";
import { CartProvider } from "~modules/kit/cart/cart-provider";
import { ToastProvider } from "~modules/kit/toast";
import type { Device } from "~schemas/rules/device";
import { visitorOf } from "../../server/fixture-backoffice/handler.js";
import { TEST_GUEST } from "../support/account";
import { fuzzSettings, mutate, mutations } from "../support/fuzz";
import { takeLogs } from "../support/logs";
import { BACKOFFICE_URL, FIXTURES_DIR, fixtureHandlers } from "../support/msw";
import { serverRender } from "../support/server-render";

const PRODUCTS = readdirSync(path.join(FIXTURES_DIR, "products"))
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

it("renders every mutated product on both devices without an error, logging each dropped section with its reason", { timeout: 300_000 }, async () => {
  const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const outcomes = { rendered: 0, refused: 0, dropped: 0 };
  const runs = fuzzSettings(500);
  try {
    await fc.assert(
      fc.asyncProperty(fc.nat(PRODUCTS.length - 1), mutations, async (which, changes) => {
        const product = PRODUCTS[which]!;
        writeFileSync(path.join(fixtures, "products", `${product.slug}.json`), JSON.stringify(mutate(product.data, changes)));
        for (const device of ["desktop", "mobile"] as const) {
          takeLogs();
          let rendered: Awaited<ReturnType<typeof renderCase>>;
          try {
            rendered = await renderCase(product.slug, device);
          } catch (error) {
            // A product with no product (or none the schema can read) is not found: a 404 Response.
            if (error instanceof Response && error.status === 404) {
              outcomes.refused++;
              continue;
            }
            // The model answer itself refused by its schema: the page cannot be had (a 5xx with the error page).
            if (error instanceof BackofficeError && error.call === "getModelProductList" && error.status === 200) {
              outcomes.refused++;
              continue;
            }
            throw error;
          }
          outcomes.rendered++;
          expect(consoleError).not.toHaveBeenCalled();
          const { data, html } = rendered;
          for (const key of Object.keys(data.sections)) expect(html).toContain(`data-section="${key}"`);
          const logged = takeLogs("warn")
            .filter((entry) => entry.msg.startsWith("detail section dropped from"))
            .map(({ fields }) => [fields.section, fields.reason]);
          for (const problem of data.diagnostics) {
            expect(problem.reason.length).toBeGreaterThan(0);
            expect(logged).toContainEqual([problem.section, problem.reason]);
          }
          outcomes.dropped += data.diagnostics.length;
        }
      }),
      runs,
    );
  } finally {
    consoleError.mockRestore();
  }
  // Cases render pages, and the mutations do reach the section schemas.
  expect(outcomes.rendered).toBeGreaterThan(0);
  expect(outcomes.dropped).toBeGreaterThan(0);
  expect(outcomes.rendered + outcomes.refused).toBe(2 * runs.numRuns);
});
