/**
 * Template fuzzing (issue 20 item 1, docs/robustness.md#fuzzing), one shard per test file
 * (tests/unit/fuzz-templates-*.test.tsx, so vitest's workers share them): each case mutates
 * one fixture template (wrong types, missing and extra fields, huge strings and arrays,
 * unicode, numbers out of range, null, unknown type codes, in the template and inside
 * packageInfoMap's JSON), serves it as the back office's answer and runs it through the guide
 * page's loader (the back-office client and its schema, the module schemas, the module loaders
 * against the fixture back office) and the server render of the landing modules, on desktop
 * and mobile. No case may throw or fail to render a kept module, and every dropped module must
 * be in the log with its reason. A failure prints the FUZZ_SEED and FUZZ_RUNS that replay it.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { LandingModules } from "~/components/landing-modules";
import { BackofficeError, MAX_RESPONSE_BYTES } from "~/lib/backoffice.server";
import { loadLandingPage } from "~/lib/landing-loader.server";
import { CartProvider } from "~modules/kit/cart/cart-provider";
import { ToastProvider } from "~modules/kit/toast";
import { loadModuleViews } from "~modules/module-views";
import { MODULE_CODES } from "~schemas/module-codes";
import type { Device } from "~schemas/rules/device";
import { assertFuzz, fuzzSettings, mutate, mutations } from "./fuzz";
import { serverRender } from "./server-render";
import { takeLogs } from "./logs";
import { BACKOFFICE_URL, FIXTURES_DIR, fixtureHandlers } from "./msw";

/** Runs of each template shard by default: 4 shards, 8,000 mutated templates a CI run (16,000 renders). */
export const TEMPLATE_RUNS = 2000;

/** Registers shard `shard`'s test in the calling file (`file`, for the replay command). */
export function templateFuzzShard(shard: number, file: string): void {
  const templates = readdirSync(path.join(FIXTURES_DIR, "templates"))
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => ({ urlKey: name.slice(0, -5), data: JSON.parse(readFileSync(path.join(FIXTURES_DIR, "templates", name), "utf8")) as unknown }))
    // A template without page info redirects to '/': nothing to mutate.
    .filter((template) => template.data !== null);

  /** The template the back office answers in the current case. */
  let served: unknown = null;
  const { handlers } = fixtureHandlers();
  const server = setupServer(
    http.post(`${BACKOFFICE_URL}/api/landing/template-detail`, () => HttpResponse.json({ code: 200, msg: "ok", data: served })),
    ...handlers,
  );

  process.env.BACKOFFICE_URL = BACKOFFICE_URL;
  beforeAll(async () => {
    await loadModuleViews(MODULE_CODES);
    server.listen({ onUnhandledRequest: "error" });
  });
  afterAll(() => server.close());

  const context = { cspNonce: "n", clientToken: "fuzz" };

  async function renderCase(urlKey: string, device: Device) {
    const request = new Request(`http://shop.test/guide/${urlKey}?device=${device}`);
    const { modules, diagnostics, page } = await loadLandingPage(request, context, urlKey);
    const html = await serverRender(
      <ToastProvider>
        <CartProvider device={page.device} storeId={page.store}>
          <LandingModules modules={modules} page={page} />
        </CartProvider>
      </ToastProvider>,
      "landing",
    );
    return { modules, diagnostics, html };
  }

  it(`renders every mutated template on both devices without an error, logging each dropped module with its reason (shard ${shard})`, { timeout: 600_000 }, async () => {
    // React reports a view that throws while rendering on the console (the page would leave the module out).
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const settings = fuzzSettings(TEMPLATE_RUNS, shard);
    let cases = 0;
    let dropped = 0;
    let tooLarge = 0;
    try {
      await assertFuzz(
        fc.asyncProperty(fc.nat(templates.length - 1), mutations, async (which, changes) => {
          const template = templates[which]!;
          served = mutate(template.data, changes);
          for (const device of ["desktop", "mobile"] as const) {
            takeLogs();
            let rendered: Awaited<ReturnType<typeof renderCase>>;
            try {
              rendered = await renderCase(template.urlKey, device);
            } catch (error) {
              // An answer past the client's size limit is refused (the error page), at once.
              if (error instanceof BackofficeError && error.call === "getTemplateDetail" && JSON.stringify(served).length > MAX_RESPONSE_BYTES / 4) {
                expect(error.reason).toMatch(/ with more than 8 MiB$/);
                tooLarge++;
                continue;
              }
              throw error;
            }
            const { modules, diagnostics, html } = rendered;
            cases++;
            // Every kept module rendered its section; nothing threw while rendering.
            expect(consoleError).not.toHaveBeenCalled();
            const sections = [...html.matchAll(/<section id="module-([^"]*)"/g)].map((match) => match[1]);
            expect(sections).toEqual(modules.map((entry) => String(entry.module.position)));
            // Every dropped module is in the log, with its position, type and a reason.
            const logged = takeLogs("warn").filter((entry) => entry.msg.startsWith("module dropped from"));
            const drops = diagnostics.filter((problem) => problem.outcome === "dropped");
            dropped += drops.length;
            expect(logged.map(({ fields }) => [fields.position, fields.type, fields.reason])).toEqual(drops.map((problem) => [problem.position, problem.code, problem.reason]));
            for (const problem of drops) expect(problem.reason.length).toBeGreaterThan(0);
          }
        }),
        settings,
        file,
      );
    } finally {
      consoleError.mockRestore();
    }
    if (process.env.FUZZ_REPORT) console.info(`${file}: ${JSON.stringify({ cases, dropped, tooLarge })}`);
    // The mutations do reach the schemas: some modules are dropped.
    expect(dropped).toBeGreaterThan(0);
    expect(cases + tooLarge).toBe(2 * settings.numRuns);
  });
}
