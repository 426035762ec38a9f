// npm run registry: writes what follows from the registration lines in schemas/module-codes.ts
// and schemas/detail-sections.ts (the registries, the loader list, the README's module table),
// then schemas/json/, the JSON Schema of each type's packageInfoMap for the back office.
// Run by vite-node, like validate.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { registryFiles } from "./lib/registry-files";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const written: string[] = [];
for (const [file, content] of registryFiles(ROOT)) {
  const target = path.join(ROOT, file);
  let current: string | null = null;
  try {
    current = readFileSync(target, "utf8");
  } catch {
    // A file written for the first time.
  }
  if (current === content) continue;
  writeFileSync(target, content);
  written.push(file);
}
console.log(written.length > 0 ? `wrote ${written.join(", ")}` : "registries and README table are current");

// Imported only now: the JSON Schema export reads the schema registry just written.
const { JSON_SCHEMA_DIR, moduleJsonSchemaFiles } = await import("../schemas/json-schema");
const dir = path.join(ROOT, JSON_SCHEMA_DIR);
const files = moduleJsonSchemaFiles();
mkdirSync(dir, { recursive: true });
for (const stale of readdirSync(dir).filter((name) => name.endsWith(".json") && !files.has(name))) rmSync(path.join(dir, stale));
for (const [name, content] of files) writeFileSync(path.join(dir, name), content);
console.log(`wrote ${files.size} files to ${JSON_SCHEMA_DIR}/`);
