import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadCatalogue, renderCases } from "~/lib/module-catalogue.server";
import { MODULE_CODES } from "~schemas/module-codes";
import { isImplemented } from "~schemas/registry.server";
import type { Shopper } from "~/lib/shopper.server";
import { getStore } from "~schemas/rules/stores";

process.env.BACKOFFICE_URL ??= "http://backoffice.test";
const shopper: Shopper = { store: getStore(3), device: "desktop", clientToken: null, loginToken: null, regionCode: "CA" };

const original = process.env.FIXTURES_DIR;
afterEach(() => {
  if (original === undefined) delete process.env.FIXTURES_DIR;
  else process.env.FIXTURES_DIR = original;
});

function fixturesWith(files: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "catalogue-"));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), typeof content === "string" ? content : JSON.stringify(content));
  }
  return dir;
}

describe("the module catalogue", () => {
  it("lists every registered type code, with the fixture templates' modules as cases", async () => {
    const { entries, problems } = await loadCatalogue();
    expect(problems).toEqual([]);
    expect(entries.map((entry) => entry.code)).toEqual(MODULE_CODES);
    expect(entries.filter((entry) => entry.implemented).map((entry) => entry.code)).toEqual(MODULE_CODES.filter(isImplemented));
    const titles = entries.find((entry) => entry.code === 1)!;
    expect(titles.cases.map((c) => c.label)).toContain("autumn-living, module 1");
    // Every implemented type has at least one case on show.
    expect(entries.filter((entry) => entry.implemented && entry.cases.length === 0).map((entry) => entry.code)).toEqual([]);
  });

  it("puts a type's own fixture cases first and reports a fixture file it cannot use", async () => {
    const dir = fixturesWith({
      "modules/sub-title.json": { code: 2, cases: [{ name: "short", packageInfoMap: { title: "Short" } }] },
      "modules/broken.json": { code: 2, cases: [] },
      "modules/not-json.json": "{",
      "templates/page.json": { moduleInfoList: [{ sortId: 4, packageType: 2, packageInfoMap: { title: "From a page" } }] },
    });
    try {
      process.env.FIXTURES_DIR = dir;
      const { entries, problems } = await loadCatalogue();
      expect(entries.find((entry) => entry.code === 2)!.cases).toEqual([
        { label: "short (fixtures/modules/sub-title.json)", packageInfoMap: { title: "Short" } },
        { label: "page, module 4", packageInfoMap: { title: "From a page" } },
      ]);
      expect(problems).toEqual([expect.stringMatching(/^fixtures\/modules\/broken\.json: cases /), expect.stringMatching(/^fixtures\/modules\/not-json\.json: /)]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("renders each case as a one-module page with its own position and its problems", async () => {
    const [first, second] = await renderCases([
      { kind: "module", code: 4, name: "banner", implemented: true, cases: [{ label: "ok", packageInfoMap: { pcImage: "/a.jpg" } }, { label: "no image", packageInfoMap: {} }] },
      { kind: "module", code: 1, name: "main title", implemented: true, cases: [{ label: "title", packageInfoMap: { title: "T" } }] },
    ], shopper, 0);
    expect(first!.cases.map((c) => [c.modules.map((m) => m.module.position), c.diagnostics.map((d) => d.reason)])).toEqual([
      [[1], []],
      [[], ["has no image (pcImage, mobileImage or mobileBanner)"]],
    ]);
    expect(second!.cases[0]!.modules[0]!.module).toMatchObject({ position: 3, aboveFold: false, heading: "h1" });
    expect(first!.cases[0]!.modules[0]!.module.aboveFold).toBe(true);
  });
});
