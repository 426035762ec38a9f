import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { detailSectionRegistry } from "~modules/detail-registry";
import { moduleLoaders } from "~modules/loaders.server";
import { loadModuleRegistry } from "~modules/module-views";
import { moduleViewLoaders, type ModuleRegistry } from "~modules/registry";
import { defineModule, type ModuleProps } from "~modules/types";
import { detailSectionSchemas } from "~schemas/detail-registry.server";
import { DETAIL_SECTION_KEYS } from "~schemas/detail-sections";
import { MODULE_CODES, MODULE_TYPES } from "~schemas/module-codes";
import { moduleSchemas } from "~schemas/registry.server";
import { registryFiles } from "../../scripts/lib/registry-files";

const moduleRegistry = await loadModuleRegistry();

const ROOT = path.resolve(__dirname, "../..");

describe("module registry", () => {
  it("registers every type code of the landing spec's catalogue: 1-7 and 9-32 (8 unused)", () => {
    const catalogue = [...Array.from({ length: 7 }, (_, i) => i + 1), ...Array.from({ length: 24 }, (_, i) => i + 9)];
    expect(MODULE_CODES).toEqual(expect.arrayContaining(catalogue));
    expect(MODULE_CODES).not.toContain(8);
  });

  it("gives every registered code a schema and views, and nothing else", () => {
    expect(Object.keys(moduleSchemas).map(Number)).toEqual(MODULE_CODES);
    expect(Object.keys(moduleViewLoaders).map(Number)).toEqual(MODULE_CODES);
    for (const code of MODULE_CODES) {
      const views = moduleRegistry[code];
      const components = typeof views === "function" ? [views] : [views.desktop, views.mobile];
      for (const component of components) expect(typeof component, `type ${code}`).toBe("function");
    }
  });

  it("lists the loader of every type whose folder has one", () => {
    const withLoader = MODULE_CODES.filter((code) => {
      try {
        readFileSync(path.join(ROOT, "modules", MODULE_TYPES[code].folder, "loader.server.ts"));
        return true;
      } catch {
        return false;
      }
    });
    expect(Object.keys(moduleLoaders).map(Number)).toEqual(withLoader);
  });

  it("registers every detail section on both halves", () => {
    expect(Object.keys(detailSectionSchemas)).toEqual([...DETAIL_SECTION_KEYS]);
    expect(Object.keys(detailSectionRegistry)).toEqual([...DETAIL_SECTION_KEYS]);
  });

  it("keeps the files written from the registration lines current (npm run registry)", () => {
    const stale = [...registryFiles(ROOT)].filter(([file, content]) => readFileSync(path.join(ROOT, file), "utf8") !== content).map(([file]) => file);
    expect(stale, `out of date: ${stale.join(", ")}. Run \`npm run registry\` and commit the result.`).toEqual([]);
  });
});

// Compile-time checks, run by `tsc` in `npm test`: each @ts-expect-error must stay an error.
const TitleOnly = (_: ModuleProps<{ title: string }>) => null;
const ImageOnly = (_: ModuleProps<{ pcImage: string; mobileImage: string }>) => null;

export const missingCode: ModuleRegistry = (() => {
  const { 30: _dropped, ...rest } = moduleRegistry;
  // @ts-expect-error a registry without code 30 does not compile
  const incomplete: ModuleRegistry = rest;
  return incomplete;
})();

export const mismatched: ModuleRegistry = {
  ...moduleRegistry,
  // @ts-expect-error the banner's schema output is not what a title component reads
  4: defineModule({ desktop: TitleOnly, mobile: TitleOnly }),
};

export const mismatchedSingle: ModuleRegistry = {
  ...moduleRegistry,
  // @ts-expect-error nor is a single view for both devices
  4: defineModule(TitleOnly),
};

export const matching: ModuleRegistry = { ...moduleRegistry, 1: defineModule({ desktop: TitleOnly, mobile: TitleOnly }), 2: defineModule(TitleOnly) };

export const wrongDevice: ModuleRegistry = {
  ...moduleRegistry,
  // @ts-expect-error a mobile component for another schema does not compile either
  4: { desktop: ImageOnly, mobile: TitleOnly },
};
