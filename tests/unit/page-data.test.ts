import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LoadedModule } from "~/lib/module-data.server";
import { pageData } from "~/lib/page-data.server";
import { loader as rootLoader } from "~/root";
import { loader as guideLoader } from "~/routes/guide.$urlKey";
import { hydrates } from "~schemas/module-codes";
import { BACKOFFICE_URL, fixtureServer } from "../support/msw";

process.env.BACKOFFICE_URL = BACKOFFICE_URL;
const { server } = fixtureServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

describe("a page loader's data response (app/lib/page-data.server.ts)", () => {
  it("hands the router its data as it is, and writes the JSON when the body is read", async () => {
    const data = { title: "Autumn", modules: [{ code: 4, data: { href: "/sofas.html" } }] };
    const response = pageData(data, { status: 203, headers: { "Cache-Control": "public, max-age=60" } });
    expect(await response.json()).toBe(data);
    expect(response.status).toBe(203);
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=60");
    expect(await response.text()).toBe(JSON.stringify(data));
  });

  it("hands a document's render its own form of the data, and a data request all of it", async () => {
    const data = { title: "Autumn" };
    const rendered = Object.defineProperty({ title: "Autumn" }, "html", { value: "<p>kept</p>", enumerable: false });
    const response = pageData(data, undefined, rendered);
    expect(await response.json()).toBe(rendered);
    expect(JSON.stringify(await response.json())).toBe('{"title":"Autumn"}');
    expect(await response.text()).toBe(JSON.stringify(data));
  });

  it("writes no JSON for a render, only for a read of its body", async () => {
    let written = 0;
    const data = { modules: { toJSON: () => (written += 1, []) } };
    const response = pageData(data);
    await response.json();
    // The stream pulls on a read only: nothing is written ahead of one.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(written).toBe(0);
    expect(await response.text()).toBe('{"modules":[]}');
    expect(written).toBe(1);
  });
});

const TEMPLATES = readdirSync(path.resolve("fixtures/templates"))
  .filter((file) => file.endsWith(".json"))
  .map((file) => file.replace(/\.json$/, ""));

describe("every fixture landing page's loader data", () => {
  // The server renders from these values and the browser hydrates from their JSON: they must
  // be the same, so the data must be JSON already (no Date, Map, NaN or Infinity).
  it.each(TEMPLATES)("is JSON already: %s", async (urlKey) => {
    const request = new Request(`http://shop.test/guide/${urlKey}`, { headers: { "user-agent": "Mozilla/5.0" } });
    let response: Response;
    try {
      response = (await guideLoader({ request, context: { cspNonce: "n", clientToken: "page-data-test" }, params: { urlKey } })) as Response;
    } catch (thrown) {
      // A page the loader answers otherwise (a redirect, a 404) has no data to render.
      expect(thrown).toBeInstanceOf(Response);
      expect([302, 404]).toContain((thrown as Response).status);
      return;
    }
    const rendered = (await response.json()) as { modules: LoadedModule[] };
    const read = JSON.parse(await response.text()) as { modules: LoadedModule[] };
    // What the browser hydrates from (Remix writes the render's data into the page as JSON).
    const hydratedFrom = JSON.parse(JSON.stringify(rendered)) as { modules: Partial<LoadedModule>[] };
    const dataOf = (modules: Partial<LoadedModule>[]) => modules.map((entry) => entry.data);
    expect({ ...hydratedFrom, modules: null }).toEqual({ ...rendered, modules: null });
    expect(hydratedFrom.modules.map(({ data: _data, ...entry }) => entry)).toEqual(rendered.modules.map(({ data: _data, ...entry }) => entry));
    // A type the browser hydrates gets the data it was rendered from; a type it keeps as
    // server HTML gets none, as it reads none.
    expect(dataOf(hydratedFrom.modules)).toEqual(rendered.modules.map((entry) => (hydrates(entry.code) ? entry.data : undefined)));
    // A client navigation's data request reads every module's data, the values it renders from.
    expect(dataOf(read.modules)).toEqual(dataOf(rendered.modules));
    expect({ ...read, modules: null }).toEqual({ ...rendered, modules: null });
  });

  it("leaves the data of the modules kept as server HTML out of the full landing page's JSON", async () => {
    const request = new Request("http://shop.test/guide/autumn-living", { headers: { "user-agent": "Mozilla/5.0" } });
    const response = (await guideLoader({ request, context: { cspNonce: "n", clientToken: "page-data-test" }, params: { urlKey: "autumn-living" } })) as Response;
    const rendered = (await response.json()) as { modules: LoadedModule[] };
    const kept = rendered.modules.filter((entry) => !hydrates(entry.code));
    expect(kept.length).toBeGreaterThan(10);
    expect(kept.every((entry) => entry.data !== undefined)).toBe(true);
    expect(JSON.stringify(rendered).length).toBeLessThan((await response.text()).length - 10_000);
  });
});

describe("the root loader's data", () => {
  it.each([
    ["a computer", "Mozilla/5.0 (X11; Linux x86_64)"],
    ["a phone", "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148"],
  ])("is JSON already, handed to the router as it is, for %s", async (_device, userAgent) => {
    const request = new Request("http://shop.test/guide/bare", { headers: { "user-agent": userAgent } });
    const response = (await rootLoader({ request, context: { cspNonce: "n", clientToken: "page-data-test" }, params: {} })) as Response;
    const data: unknown = await response.json();
    expect(await response.json()).toBe(data);
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
    expect(data).toMatchObject({ locale: "en", i18n: expect.any(Object) });
  });
});
