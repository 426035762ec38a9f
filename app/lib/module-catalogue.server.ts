import { readFile } from "node:fs/promises";
import path from "node:path";
import type { PageContext } from "~modules/types";
import { describeIssues } from "~schemas/lib/issues";
import { MODULE_CODES, moduleName, type ModuleCode } from "~schemas/module-codes";
import { moduleFixtureSchema } from "~schemas/module-fixture";
import { pageInfoSchema } from "~schemas/page-info";
import { isImplemented } from "~schemas/registry.server";
import { buildLandingPage, type Diagnostic, type PageModule } from "./landing-page.server";
import { fixturesDir, listFixtureFiles } from "./preview.server";

/** One example of a type: a packageInfoMap from a module fixture or from a fixture template. */
export type CatalogueCase = { label: string; packageInfoMap: unknown };

/**
 * One registered type and its examples. Only landing module types exist so far; the product
 * page's detail sections will be entries of another kind, from their own registry.
 */
export type CatalogueEntry = { kind: "module"; code: ModuleCode; name: string; implemented: boolean; cases: CatalogueCase[] };

export type Catalogue = { entries: CatalogueEntry[]; problems: string[] };

async function readJson(file: string): Promise<unknown> {
  return JSON.parse(await readFile(file, "utf8")) as unknown;
}

/**
 * Every type code of the registry, each with its cases: first those of fixtures/modules/*.json
 * (written for the catalogue), then every module of that type in fixtures/templates/*.json.
 * A fixture file that cannot be read is reported, not fatal.
 */
export async function loadCatalogue(): Promise<Catalogue> {
  const cases = new Map<number, CatalogueCase[]>();
  const add = (code: number, found: CatalogueCase) => cases.set(code, [...(cases.get(code) ?? []), found]);
  const problems: string[] = [];

  for (const name of await listFixtureFiles("modules")) {
    const file = `fixtures/modules/${name}.json`;
    try {
      const parsed = moduleFixtureSchema.safeParse(await readJson(path.join(fixturesDir(), "modules", `${name}.json`)));
      if (!parsed.success) {
        problems.push(`${file}: ${describeIssues(parsed.error)}`);
        continue;
      }
      for (const example of parsed.data.cases) add(parsed.data.code, { label: `${example.name} (${file})`, packageInfoMap: example.packageInfoMap });
    } catch (error) {
      problems.push(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  for (const urlKey of await listFixtureFiles("templates")) {
    const parsed = pageInfoSchema.safeParse(await readJson(path.join(fixturesDir(), "templates", `${urlKey}.json`)).catch(() => null));
    if (!parsed.success) continue;
    parsed.data.entries.forEach((entry, index) => {
      if (typeof entry.packageType !== "number") return;
      add(entry.packageType, { label: `${urlKey}, module ${entry.sortId ?? index + 1}`, packageInfoMap: entry.packageInfoMap });
    });
  }

  return {
    entries: MODULE_CODES.map((code) => ({ kind: "module", code, name: moduleName(code), implemented: isImplemented(code), cases: cases.get(code) ?? [] })),
    problems,
  };
}

export type RenderedCase = { label: string; modules: PageModule[]; diagnostics: Diagnostic[] };

/** Images load eagerly in the first cases only: the catalogue is one very long page. */
const EAGER_CASES = 2;

/**
 * Runs each case through the page pipeline as a one-module page. Positions count on across
 * cases, so every module on the catalogue page keeps a unique `module-N` id.
 */
export function renderCases(entries: CatalogueEntry[]): { code: ModuleCode; cases: RenderedCase[] }[] {
  let position = 0;
  return entries.map((entry) => ({
    code: entry.code,
    cases: entry.cases.map((example) => {
      position++;
      const info = pageInfoSchema.parse({ templatePackageList: [{ sortId: position, packageType: entry.code, packageInfoMap: example.packageInfoMap }] });
      const page = buildLandingPage(info, { tabs: {} });
      const modules = page.modules.map((m) => ({ ...m, module: { ...m.module, aboveFold: position <= EAGER_CASES } }) as PageModule);
      return { label: example.label, modules, diagnostics: page.diagnostics };
    }),
  }));
}

/** The catalogue's page context: the default theme, the chosen device, store and page time. */
export function cataloguePage(context: Pick<PageContext, "device" | "store" | "now">): PageContext {
  return { urlKey: "catalogue", theme: pageInfoSchema.parse({}).theme, top: [], sceneId: null, ...context };
}
