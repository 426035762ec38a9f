// npm run new-module -- <code> <name>
//
// Adds module type <code> as <name> (kebab-case) end to end: its schema
// (schemas/modules/<name>.ts), its folder (modules/<name>/: one view for both devices, a
// stylesheet and example cases in cases.json), a component test, and its registration line in
// schemas/module-codes.ts; then `npm run registry` writes the registries, the README's table
// and schemas/json/ from that line. The project then typechecks, lints and passes its tests
// (tests/unit/new-module.test.ts runs this into a copy of the project to keep that true).
// Refuses a code that is taken, unused (8) or a marker (88, 99), and a name in use.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const TEMPLATES = path.join(path.dirname(fileURLToPath(import.meta.url)), "module-template");
const TABLE = "schemas/module-codes.ts";
/** Codes that can never be a type: 8 is unused in the spec's catalogue, 88 and 99 are the packageTypeList markers. */
const RESERVED = new Map([
  [8, "8 is unused in the landing spec's catalogue"],
  [88, "88 is the start marker of packageTypeList"],
  [99, "99 is the end marker of packageTypeList"],
]);

const read = (file) => readFileSync(path.join(ROOT, file), "utf8");

function fail(message) {
  console.error(`new-module: ${message}`);
  process.exit(1);
}

/** The registration lines of schemas/module-codes.ts, read as text: this script runs without TypeScript. */
function registered() {
  const lines = [...read(TABLE).matchAll(/^ {2}(\d+): \{ folder: "([^"]+)", name: "((?:[^"\\]|\\.)*)"(?:, hydrate: false)? \},$/gm)];
  if (lines.length === 0) fail(`cannot find the registration lines of MODULE_TYPES in ${TABLE}`);
  return lines.map(([line, code, folder, name]) => ({ line, code: Number(code), folder, name }));
}

function fill(template, values) {
  return readFileSync(path.join(TEMPLATES, template), "utf8").replace(/\{\{(\w+)\}\}/g, (all, key) => {
    if (!(key in values)) fail(`unknown placeholder ${all} in ${template}`);
    return values[key];
  });
}

const [codeArg, name, ...extra] = process.argv.slice(2);
if (!codeArg || !name || extra.length > 0) fail("usage: npm run new-module -- <code> <name>   (e.g. npm run new-module -- 33 promo-strip)");

const code = Number(codeArg);
if (!/^[1-9]\d{0,3}$/.test(codeArg)) fail(`the type code must be a whole number from 1 to 9999, not "${codeArg}"`);
if (RESERVED.has(code)) fail(`type code ${code} cannot be a module type: ${RESERVED.get(code)}`);
const types = registered();
const taken = types.find((type) => type.code === code);
if (taken) fail(`type code ${code} is already registered, as ${taken.folder} (${taken.name})`);
if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) fail(`the name must be kebab-case (like promo-strip), not "${name}"`);
if (name === "kit" || name.startsWith("detail-")) fail(`"${name}" is kept for the shared kit and the detail sections`);

const camel = name.replace(/-([a-z0-9])/g, (_, char) => char.toUpperCase());
const title = name.replace(/-/g, " ");
const values = { code: String(code), name, camel, Pascal: camel[0].toUpperCase() + camel.slice(1), title };
const files = {
  [`schemas/modules/${name}.ts`]: fill("schema.ts.tmpl", values),
  [`modules/${name}/index.tsx`]: fill("component.tsx.tmpl", values),
  [`modules/${name}/${name}.css`]: fill("style.css.tmpl", values),
  [`modules/${name}/cases.json`]: fill("cases.json.tmpl", values),
  [`tests/component/${name}.test.tsx`]: fill("test.tsx.tmpl", values),
};
const inUse = types.find((type) => type.folder === name);
if (inUse) fail(`the name "${name}" is in use: type ${inUse.code} is registered as ${name}`);
const existing = Object.keys(files).filter((file) => existsSync(path.join(ROOT, file)));
if (existing.length > 0 || existsSync(path.join(ROOT, "modules", name))) fail(`the name "${name}" is in use: ${existing.join(", ") || `modules/${name}/`} exists`);

for (const [file, content] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(ROOT, file)), { recursive: true });
  writeFileSync(path.join(ROOT, file), content);
}

// The registration line, in code order.
const line = `  ${code}: { folder: "${name}", name: "${title}" },`;
const next = types.find((type) => type.code > code);
const table = read(TABLE);
const last = types[types.length - 1];
writeFileSync(
  path.join(ROOT, TABLE),
  next ? table.replace(next.line, `${line}\n${next.line}`) : table.replace(last.line, `${last.line}\n${line}`),
);

const derived = spawnSync(path.join(ROOT, "node_modules", ".bin", "vite-node"), ["--config", "vitest.config.ts", "scripts/registry.ts"], { cwd: ROOT, encoding: "utf8" });
if (derived.status !== 0) fail(`the files are written, but npm run registry failed:\n${derived.stderr}`);

console.log(`Type ${code} (${title}) is registered as ${name}:`);
for (const file of [...Object.keys(files), TABLE, "schemas/registry.server.ts", "modules/registry.ts", "schemas/json/", "README.md"]) console.log(`  ${file}`);
console.log(`
Next: shape the schema after what the back office sends, build the view, grow the cases
(they show in /preview/modules?type=${code}) and the test; npm run registry after changing the
schema; then npm test.`);
