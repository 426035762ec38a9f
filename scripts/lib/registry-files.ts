/**
 * What follows from the registration lines (schemas/module-codes.ts, schemas/detail-sections.ts):
 * the schema and component registries of module types and detail sections, the module loader
 * list and the README's module table. `npm run registry` writes these files; a unit test
 * fails while the checked-in ones differ. Each type's exports follow its folder's name:
 * `<camel>Schema`, `<camel>` (views) and, when `loader.server.ts` exists, `load<Pascal>`.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { DETAIL_SECTION_KEYS } from "../../schemas/detail-sections";
import { MODULE_TYPES, type ModuleCode } from "../../schemas/module-codes";

const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_, char: string) => char.toUpperCase());
const pascal = (name: string) => camel(name).replace(/^./, (char) => char.toUpperCase());
const HEADER = (source: string) => `// Written by \`npm run registry\` from ${source}: change that, then run it again.\n`;

export const README_START = "<!-- module-types:start -->";
export const README_END = "<!-- module-types:end -->";

type ModuleType = { code: ModuleCode; folder: string; name: string; loader: boolean; hydrates: boolean };

function moduleTypes(root: string): ModuleType[] {
  return (Object.entries(MODULE_TYPES) as [string, { folder: string; name: string; hydrate?: false }][]).map(([code, { folder, name, hydrate }]) => ({
    code: Number(code) as ModuleCode,
    folder,
    name,
    loader: existsSync(path.join(root, "modules", folder, "loader.server.ts")),
    hydrates: hydrate !== false,
  }));
}

function schemaRegistry(types: ModuleType[]): string {
  return `${HEADER("schemas/module-codes.ts")}import type { z } from "zod";
import type { ModuleCode } from "./module-codes";
${types.map((type) => `import { ${camel(type.folder)}Schema } from "./modules/${type.folder}";`).join("\n")}

/**
 * The server half of the module registry: type code -> the schema of its packageInfoMap.
 * Server-only (the \`.server\` suffix keeps zod out of the client bundle); the views in
 * modules/registry.ts take their props from these schemas' output types.
 */
export const moduleSchemas = {
${types.map((type) => `  ${type.code}: ${camel(type.folder)}Schema,`).join("\n")}
} satisfies { [C in ModuleCode]: z.ZodType };

export type ModuleSchemas = typeof moduleSchemas;

/** What a module of type C hands its views: the schema's output. */
export type ModuleData<C extends ModuleCode> = z.output<ModuleSchemas[C]>;
`;
}

function loaderList(types: ModuleType[]): string {
  const loaded = types.filter((type) => type.loader);
  return `${HEADER("schemas/module-codes.ts and the modules/*/loader.server.ts files")}import type { ModuleCode } from "~schemas/module-codes";
import type { ModuleData } from "~schemas/registry.server";
import type { ModuleLoader } from "./types";
${loaded.map((type) => `import { load${pascal(type.folder)} } from "./${type.folder}/loader.server";`).join("\n")}

/**
 * Types whose first screen needs back-office data beyond their packageInfoMap (product
 * lists, scenes, posts, regions). Loaders run in parallel, per request; one that fails drops
 * only its module.
 */
export const moduleLoaders = {
${loaded.map((type) => `  ${type.code}: load${pascal(type.folder)},`).join("\n")}
} satisfies { [C in ModuleCode]?: ModuleLoader<C, unknown> };

/** What the views of type C receive: the loader's result, or the schema's output when it has none. */
export type LoadedData<C extends ModuleCode> = C extends keyof typeof moduleLoaders ? Awaited<ReturnType<(typeof moduleLoaders)[C]>> : ModuleData<C>;
`;
}

function componentRegistry(types: ModuleType[]): string {
  return `${HEADER("schemas/module-codes.ts")}import type { ModuleCode } from "~schemas/module-codes";
import type { LoadedData } from "./loaders.server";
import type { ModuleComponents } from "./types";

/** A missing code, or views whose props do not match what the code's schema (or its server loader) produces, fail to compile. */
export type ModuleRegistry = { [C in ModuleCode]: ModuleComponents<LoadedData<C>> };

/** Each code's loader of its views: the same check as ModuleRegistry, on what the import resolves to. */
export type ModuleViewLoaders = { [C in ModuleCode]: () => Promise<ModuleRegistry[C]> };

/**
 * The client half of the module registry: type code -> the import of its views. Each type
 * is its own chunk, so a page ships only the types it renders (modules/module-views.tsx
 * loads them before rendering).
 */
export const moduleViewLoaders: ModuleViewLoaders = {
${types.map((type) => `  ${type.code}: () => import("./${type.folder}").then((views) => views.${camel(type.folder)}),`).join("\n")}
};

/**
 * The types the browser hydrates (no \`hydrate: false\`): it reads them here rather than from
 * schemas/module-codes.ts, whose type names it does not need.
 */
export const HYDRATED_CODES: ReadonlySet<ModuleCode> = new Set([${types
    .filter((type) => type.hydrates)
    .map((type) => type.code)
    .join(", ")}]);
`;
}

const quoteKey = (key: string) => (/^[a-z]+$/.test(key) ? key : JSON.stringify(key));

function sectionSchemaRegistry(): string {
  return `${HEADER("schemas/detail-sections.ts")}import type { z } from "zod";
import type { ProductPage } from "./detail/page";
import type { DetailSectionKey } from "./detail-sections";
${DETAIL_SECTION_KEYS.map((key) => `import { ${camel(key)}SectionSchema } from "./detail/${key}";`).join("\n")}

/**
 * The server half of the detail-section registry: section key -> the schema of the data it
 * reads from the product page. A section whose schema refuses the page is dropped alone,
 * with the reason, like an invalid landing module. Server-only: zod stays off the client.
 */
export const detailSectionSchemas = {
${DETAIL_SECTION_KEYS.map((key) => `  ${quoteKey(key)}: ${camel(key)}SectionSchema,`).join("\n")}
} satisfies { [K in DetailSectionKey]: z.ZodType<unknown, ProductPage> };

/** What a section's views receive: its schema's output. */
export type DetailSectionData<K extends DetailSectionKey> = z.output<(typeof detailSectionSchemas)[K]>;
`;
}

function sectionComponentRegistry(): string {
  return `${HEADER("schemas/detail-sections.ts")}import type { DetailSectionData } from "~schemas/detail-registry.server";
import type { DetailSectionKey } from "~schemas/detail-sections";
import type { SectionComponents } from "./detail-types";
${DETAIL_SECTION_KEYS.map((key) => `import { detail${pascal(key)} } from "./detail-${key}";`).join("\n")}

/** A missing section, or views whose props do not match the section's schema, fail to compile. */
export type DetailSectionRegistry = { [K in DetailSectionKey]: SectionComponents<DetailSectionData<K>> };

/** The client half of the detail-section registry: section key -> its views. */
export const detailSectionRegistry: DetailSectionRegistry = {
${DETAIL_SECTION_KEYS.map((key) => `  ${quoteKey(key)}: detail${pascal(key)},`).join("\n")}
};
`;
}

function readmeTable(types: ModuleType[]): string {
  const notes = (type: ModuleType) => [type.loader ? "server loader" : null, type.hydrates ? null : "not hydrated"].filter(Boolean).join(", ");
  const rows = types.map((type) => `| ${type.code} | ${type.name} | \`modules/${type.folder}/\`${notes(type) ? ` (${notes(type)})` : ""} |`);
  return [README_START, "| code | module | folder |", "|---|---|---|", ...rows, README_END].join("\n");
}

/** Every derived file, path (from the root) -> content. */
export function registryFiles(root: string): Map<string, string> {
  const types = moduleTypes(root);
  const readme = readFileSync(path.join(root, "README.md"), "utf8");
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${README_START} … ${README_END} block for the module table`);
  return new Map([
    ["schemas/registry.server.ts", schemaRegistry(types)],
    ["modules/loaders.server.ts", loaderList(types)],
    ["modules/registry.ts", componentRegistry(types)],
    ["schemas/detail-registry.server.ts", sectionSchemaRegistry()],
    ["modules/detail-registry.ts", sectionComponentRegistry()],
    ["README.md", readme.slice(0, start) + readmeTable(types) + readme.slice(end + README_END.length)],
  ]);
}
