import { readFile } from "node:fs/promises";
import path from "node:path";
import type { AppLoadContext } from "@remix-run/node";
import { DETAIL_LAYOUT, layoutKeys } from "~modules/detail-layout";
import type { PageContext } from "~modules/types";
import { detailSectionSchemas } from "~schemas/detail-registry.server";
import type { DetailSectionKey } from "~schemas/detail-sections";
import { describeIssues } from "~schemas/lib/issues";
import { MODULE_CODES, MODULE_TYPES, moduleName, type ModuleCode } from "~schemas/module-codes";
import { moduleFixtureSchema } from "~schemas/module-fixture";
import { pageInfoSchema } from "~schemas/page-info";
import { parseGuideQuery } from "~schemas/rules/guide-query";
import { prepareLandingPage } from "./landing-loader.server";
import type { Device } from "~schemas/rules/device";
import type { Diagnostic } from "./landing-page.server";
import type { LoadedModule } from "./module-data.server";
import { fixturesDir, listFixtureFiles } from "./preview.server";
import { listFixtureProducts, loadPreviewProduct, loadProblem } from "./product-preview.server";
import type { ProductPageData } from "./product-page.server";
import type { Shopper } from "./shopper.server";

/** One example of a type: a packageInfoMap from a module fixture or from a fixture template. */
export type CatalogueCase = { label: string; packageInfoMap: unknown };

/** One registered landing module type and its examples. Detail sections are SectionEntry, below. */
export type CatalogueEntry = { kind: "module"; code: ModuleCode; name: string; cases: CatalogueCase[] };

export type Catalogue = { entries: CatalogueEntry[]; problems: string[] };

async function readJson(file: string): Promise<unknown> {
  return JSON.parse(await readFile(file, "utf8")) as unknown;
}

/** Where the module folders are: the checkout's, unless a test points elsewhere. */
const MODULES_DIR = path.join(process.cwd(), "modules");

/**
 * Every type code of the registry, each with its cases: first those of its folder's
 * `cases.json` (written for the catalogue and the type's test), then every module of that
 * type in fixtures/templates/*.json. A cases file that cannot be used is reported, not fatal.
 */
export async function loadCatalogue({ modulesDir = MODULES_DIR }: { modulesDir?: string } = {}): Promise<Catalogue> {
  const cases = new Map<number, CatalogueCase[]>();
  const add = (code: number, found: CatalogueCase) => cases.set(code, [...(cases.get(code) ?? []), found]);
  const problems: string[] = [];

  for (const code of MODULE_CODES) {
    const { folder } = MODULE_TYPES[code];
    const file = `modules/${folder}/cases.json`;
    let json: unknown;
    try {
      json = await readJson(path.join(modulesDir, folder, "cases.json"));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      problems.push(`${file}: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    const parsed = moduleFixtureSchema.safeParse(json);
    if (!parsed.success) {
      problems.push(`${file}: ${describeIssues(parsed.error)}`);
      continue;
    }
    for (const example of parsed.data.cases) add(code, { label: `${example.name} (${file})`, packageInfoMap: example.packageInfoMap });
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
    entries: MODULE_CODES.map((code) => ({ kind: "module", code, name: moduleName(code), cases: cases.get(code) ?? [] })),
    problems,
  };
}

export type RenderedCase = { label: string; modules: LoadedModule[]; diagnostics: Diagnostic[] };

/** Images load eagerly in the first cases only: the catalogue is one very long page. */
const EAGER_CASES = 2;

/**
 * Runs each case through the same steps as a guide page (pipeline, then the type's server
 * loader) as a one-module page. Positions count on across cases, so every module on the
 * catalogue page keeps a unique `module-N` id.
 */
export async function renderCases(entries: CatalogueEntry[], shopper: Shopper, now: number): Promise<{ code: ModuleCode; cases: RenderedCase[] }[]> {
  let position = 0;
  const query = parseGuideQuery(new URLSearchParams());
  return Promise.all(
    entries.map(async (entry) => ({
      code: entry.code,
      cases: await Promise.all(
        entry.cases.map(async (example) => {
          position++;
          const eager = position <= EAGER_CASES;
          const first = position === 1;
          const info = pageInfoSchema.parse({ templatePackageList: [{ sortId: position, packageType: entry.code, packageInfoMap: example.packageInfoMap }] });
          const page = await prepareLandingPage(info, { shopper, query, urlKey: "catalogue", now });
          // Each case is a page of one module: only the catalogue's first may take the page's high fetch priority.
          const modules = page.modules.map((m) => ({ ...m, module: { ...m.module, aboveFold: eager, priority: m.module.priority && first } }) as LoadedModule);
          return { label: example.label, modules, diagnostics: page.diagnostics };
        }),
      ),
    })),
  );
}

/** The catalogue's page context: the default theme, the shopper's device, store and region, and the page time. */
export function cataloguePage(shopper: Shopper, now: number): PageContext {
  return {
    urlKey: "catalogue",
    theme: pageInfoSchema.parse({}).theme,
    top: [],
    sceneId: null,
    device: shopper.device,
    store: shopper.store.id,
    regionCode: shopper.regionCode,
    now,
  };
}

/** One registered detail section and its cases: the slugs of the fixture products whose page builds it. */
export type SectionEntry = { kind: "section"; key: DetailSectionKey; cases: string[] };

export type SectionCatalogue = {
  entries: SectionEntry[];
  /** Each loaded fixture product's page, by slug: a case renders one section of it. */
  products: Record<string, ProductPageData>;
  problems: string[];
};

/**
 * Every registered detail section, in the device's layout order (a registered section the
 * layout leaves out comes last, with no case: no page shows it). Its cases are the fixture
 * products (`fixtures/products/`) whose detail page, loaded like `/{slug}.html` in the
 * request's store for this device at `now`, builds that section. A product that cannot be
 * loaded is reported, not fatal.
 */
export async function loadSectionCatalogue(request: Request, context: AppLoadContext, { device, now }: { device: Device; now: number }): Promise<SectionCatalogue> {
  const slugs = await listFixtureProducts();
  const loaded = await Promise.all(
    slugs.map(async (slug) => {
      try {
        return { slug, page: await loadPreviewProduct(request, context, slug, { device, now }) };
      } catch (error) {
        return { slug, problem: `fixtures/products/${slug}.json: ${loadProblem(slug, error)}` };
      }
    }),
  );
  const products: Record<string, ProductPageData> = {};
  const problems: string[] = [];
  for (const result of loaded) {
    if (result.page) products[result.slug] = result.page;
    else problems.push(result.problem);
  }
  const placed = layoutKeys(DETAIL_LAYOUT[device]);
  const keys = [...placed, ...(Object.keys(detailSectionSchemas) as DetailSectionKey[]).filter((key) => !placed.includes(key))];
  return {
    entries: keys.map((key) => ({ kind: "section", key, cases: slugs.filter((slug) => products[slug] && key in products[slug].sections) })),
    products,
    problems,
  };
}
