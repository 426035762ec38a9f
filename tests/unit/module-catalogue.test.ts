import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadCatalogue, renderCases } from "~/lib/module-catalogue.server";
import { MODULE_CODES } from "~schemas/module-codes";
import type { Shopper } from "~/lib/shopper.server";
import { getStore } from "~schemas/rules/stores";

process.env.BACKOFFICE_URL ??= "http://backoffice.test";
const shopper: Shopper = { store: getStore(3), device: "desktop", clientToken: null, loginToken: null, regionCode: "CA", postcode: null };

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
    const titles = entries.find((entry) => entry.code === 1)!;
    expect(titles.cases.map((c) => c.label)).toContain("autumn-living, module 1");
    // Every type has at least one case on show.
    expect(entries.filter((entry) => entry.cases.length === 0).map((entry) => entry.code)).toEqual([]);
  });

  it("puts the cases of a type's folder first and reports a cases file it cannot use", async () => {
    const dir = fixturesWith({
      "modules/sub-title/cases.json": { cases: [{ name: "short", packageInfoMap: { title: "Short" } }] },
      "modules/banner/cases.json": { cases: [] },
      "modules/tabs/cases.json": "{",
      "templates/page.json": { moduleInfoList: [{ sortId: 4, packageType: 2, packageInfoMap: { title: "From a page" } }] },
    });
    try {
      process.env.FIXTURES_DIR = dir;
      const { entries, problems } = await loadCatalogue({ modulesDir: path.join(dir, "modules") });
      expect(entries.find((entry) => entry.code === 2)!.cases).toEqual([
        { label: "short (modules/sub-title/cases.json)", packageInfoMap: { title: "Short" } },
        { label: "page, module 4", packageInfoMap: { title: "From a page" } },
      ]);
      expect(problems).toEqual([expect.stringMatching(/^modules\/tabs\/cases\.json: /), expect.stringMatching(/^modules\/banner\/cases\.json: cases /)]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("renders each case as a one-module page with its own position and its problems", async () => {
    const [first, second] = await renderCases([
      { kind: "module", code: 4, name: "banner", cases: [{ label: "ok", packageInfoMap: { pcImage: "/a.jpg" } }, { label: "no image", packageInfoMap: {} }] },
      { kind: "module", code: 1, name: "main title", cases: [{ label: "title", packageInfoMap: { title: "T" } }] },
    ], shopper, 0);
    expect(first!.cases.map((c) => [c.modules.map((m) => m.module.position), c.diagnostics.map((d) => d.reason)])).toEqual([
      [[1], []],
      [[], ["has no image (pcImage, mobileImage or mobileBanner)"]],
    ]);
    expect(second!.cases[0]!.modules[0]!.module).toMatchObject({ position: 3, aboveFold: false, heading: "h1" });
    expect(first!.cases[0]!.modules[0]!.module.aboveFold).toBe(true);
  });
});
