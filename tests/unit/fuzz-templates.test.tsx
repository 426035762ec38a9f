/**
 * Template fuzzing (issue 20 item 1, docs/robustness.md#fuzzing): each case mutates one
 * fixture template (wrong types, missing and extra fields, huge strings and arrays, unicode,
 * numbers out of range, null, unknown type codes, in the template and inside packageInfoMap's
 * JSON), serves it as the back office's answer and runs it through the guide page's loader
 * (the back-office client and its schema, the module schemas, the module loaders against the
 * fixture back office) and the server render of the landing modules, on desktop and mobile.
 * No case may throw or fail to render a kept module, and every dropped module must be in the
 * log with its reason. Reproduce a failure with the FUZZ_SEED it prints (and FUZZ_RUNS).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { LandingModules } from "~/components/landing-modules";
import { loadLandingPage } from "~/lib/landing-loader.server";
import { CartProvider } from "~modules/kit/cart/cart-provider";
import { ToastProvider } from "~modules/kit/toast";
import { loadModuleViews } from "~modules/module-views";
import { MODULE_CODES } from "~schemas/module-codes";
import type { Device } from "~schemas/rules/device";
import { fuzzSettings, mutate, mutations } from "../support/fuzz";
import { serverRender } from "../support/server-render";
import { takeLogs } from "../support/logs";
import { BACKOFFICE_URL, FIXTURES_DIR, fixtureHandlers } from "../support/msw";

await loadModuleViews(MODULE_CODES);

const TEMPLATES = readdirSync(path.join(FIXTURES_DIR, "templates"))
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
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
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

it("renders every mutated template on both devices without an error, logging each dropped module with its reason", { timeout: 300_000 }, async () => {
  // React reports a view that throws while rendering on the console (the page would leave the module out).
  const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
  let cases = 0;
  let dropped = 0;
  try {
    await fc.assert(
      fc.asyncProperty(fc.nat(TEMPLATES.length - 1), mutations, async (which, changes) => {
        const template = TEMPLATES[which]!;
        served = mutate(template.data, changes);
        for (const device of ["desktop", "mobile"] as const) {
          takeLogs();
          const { modules, diagnostics, html } = await renderCase(template.urlKey, device);
          cases++;
          // Every kept module rendered its section; nothing threw while rendering.
          expect(consoleError).not.toHaveBeenCalled();
          const rendered = [...html.matchAll(/<section id="module-([^"]*)"/g)].map((match) => match[1]);
          expect(rendered).toEqual(modules.map((entry) => String(entry.module.position)));
          // Every dropped module is in the log, with its position, type and a reason.
          const logged = takeLogs("warn").filter((entry) => entry.msg.startsWith("module dropped from"));
          const drops = diagnostics.filter((problem) => problem.outcome === "dropped");
          dropped += drops.length;
          expect(logged.map(({ fields }) => [fields.position, fields.type, fields.reason])).toEqual(drops.map((problem) => [problem.position, problem.code, problem.reason]));
          for (const problem of drops) expect(problem.reason.length).toBeGreaterThan(0);
        }
      }),
      fuzzSettings(1500),
    );
  } finally {
    consoleError.mockRestore();
  }
  // The mutations do reach the schemas: some modules are dropped.
  expect(dropped).toBeGreaterThan(0);
  expect(cases).toBeGreaterThanOrEqual(2 * (Number(process.env.FUZZ_RUNS) || 1500));
});
