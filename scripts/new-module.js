// npm run new-module -- <code> <name>
//
// Scaffolds module type <code> as <name> (kebab-case): its schema, its desktop and mobile
// components with a stylesheet, a fixture with example cases and a component test, all from
// scripts/module-template/; registers it in both registries in place of the not-implemented
// stand-in; and refreshes schemas/json/. The project then typechecks and passes its tests
// (tests/unit/new-module.test.ts runs this into a copy of the project to keep that true).
// Refuses a code outside 1-7 and 9-32, a code already implemented, and a name in use.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const TEMPLATES = path.join(path.dirname(fileURLToPath(import.meta.url)), "module-template");
const SCHEMA_REGISTRY = "schemas/registry.server.ts";
const COMPONENT_REGISTRY = "modules/registry.ts";

const read = (file) => readFileSync(path.join(ROOT, file), "utf8");

function fail(message) {
  console.error(`new-module: ${message}`);
  process.exit(1);
}

/** The type-code table (schemas/module-codes.ts) as code -> name, read as text: this script runs without TypeScript. */
function moduleNames() {
  const table = /MODULE_NAMES = \{([\s\S]*?)\n\} as const/.exec(read("schemas/module-codes.ts"))?.[1];
  if (!table) fail("cannot find MODULE_NAMES in schemas/module-codes.ts");
  return new Map([...table.matchAll(/^\s*(\d+): "(.*)",$/gm)].map(([, code, name]) => [Number(code), name.replace(/\\"/g, '"')]));
}

/** The value registered for `code` in a registry file, e.g. "notImplementedSchema". */
function registered(file, code) {
  const match = new RegExp(`^\\s*${code}: (\\w+),$`, "m").exec(read(file));
  if (!match) fail(`${file} has no entry for type ${code}`);
  return match[1];
}

/** Points `code` at `value` and adds its import after the registry's last module import. */
function register(file, code, value, importLine) {
  let text = read(file);
  text = text.replace(new RegExp(`^(\\s*${code}: )\\w+,$`, "m"), `$1${value},`);
  const imports = [...text.matchAll(/^import \{ \w+ \} from "\.\/[^"]+";$/gm)];
  const last = imports[imports.length - 1];
  if (!last) fail(`${file} has no module import to add one after`);
  const at = last.index + last[0].length;
  text = `${text.slice(0, at)}\n${importLine}${text.slice(at)}`;
  writeFileSync(path.join(ROOT, file), text);
}

function fill(template, values) {
  return readFileSync(path.join(TEMPLATES, template), "utf8").replace(/\{\{(\w+)\}\}/g, (all, key) => {
    if (!(key in values)) fail(`unknown placeholder ${all} in ${template}`);
    return values[key];
  });
}

const [codeArg, name, ...extra] = process.argv.slice(2);
if (!codeArg || !name || extra.length > 0) fail("usage: npm run new-module -- <code> <name>   (e.g. npm run new-module -- 23 hot-keywords)");

const names = moduleNames();
const code = Number(codeArg);
if (!/^\d+$/.test(codeArg) || !names.has(code)) {
  fail(`type code ${codeArg} is not a module type: codes are 1-7 and 9-32 (8 is unused; 88 and 99 are markers)`);
}
for (const file of [SCHEMA_REGISTRY, COMPONENT_REGISTRY]) {
  const current = registered(file, code);
  if (current !== "notImplemented" && current !== "notImplementedSchema") {
    fail(`type ${code} (${names.get(code)}) is already implemented: ${file} maps it to ${current}`);
  }
}
if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) fail(`the name must be kebab-case (like hot-keywords), not "${name}"`);

const camel = name.replace(/-([a-z0-9])/g, (_, char) => char.toUpperCase());
const values = { code: String(code), name, camel, Pascal: camel[0].toUpperCase() + camel.slice(1), title: names.get(code) };
const files = {
  [`schemas/modules/${name}.ts`]: fill("schema.ts.tmpl", values),
  [`modules/${name}/index.tsx`]: fill("component.tsx.tmpl", values),
  [`modules/${name}/${name}.css`]: fill("style.css.tmpl", values),
  [`tests/component/${name}.test.tsx`]: fill("test.tsx.tmpl", values),
  [`fixtures/modules/${name}.json`]: `${JSON.stringify(
    {
      code,
      cases: [
        { name: "title, text and link", packageInfoMap: { title: `Example ${names.get(code)}`, content: "Text under the title.", url: "/guide/autumn-living" } },
        { name: "title only", packageInfoMap: { title: "Only a title" } },
        { name: "no title (dropped)", packageInfoMap: { content: "Text without a title" } },
      ],
    },
    null,
    2,
  )}\n`,
};
const taken = Object.keys(files).filter((file) => existsSync(path.join(ROOT, file)));
if (taken.length > 0 || existsSync(path.join(ROOT, "modules", name))) fail(`the name "${name}" is in use: ${taken.join(", ") || `modules/${name}/`} exists`);
for (const file of [SCHEMA_REGISTRY, COMPONENT_REGISTRY]) {
  if (new RegExp(`\\b${camel}(Schema)?\\b`).test(read(file))) fail(`${file} already uses the identifier ${camel}`);
}

for (const [file, content] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(ROOT, file)), { recursive: true });
  writeFileSync(path.join(ROOT, file), content);
}
register(SCHEMA_REGISTRY, code, `${camel}Schema`, `import { ${camel}Schema } from "./modules/${name}";`);
register(COMPONENT_REGISTRY, code, camel, `import { ${camel} } from "./${name}";`);

// The new type has a schema now, so the back office's JSON Schema folder gains a file.
const exported = spawnSync(path.join(ROOT, "node_modules", ".bin", "vite-node"), ["--config", "vitest.config.ts", "scripts/export-schemas.ts"], {
  cwd: ROOT,
  encoding: "utf8",
});
if (exported.status !== 0) fail(`the files are written, but npm run schemas:export failed:\n${exported.stderr}`);

console.log(`Type ${code} (${names.get(code)}) is registered as ${name}:`);
for (const file of [...Object.keys(files), SCHEMA_REGISTRY, COMPONENT_REGISTRY, "schemas/json/"]) console.log(`  ${file}`);
console.log(`
Next: shape the schema after what the back office sends, build the components, grow the
fixture cases (they show in /preview/modules) and the test; then npm run schemas:export,
the README's module table and npm test.`);
