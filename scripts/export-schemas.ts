// npm run schemas:export: writes schemas/json/ (JSON Schema of each type's packageInfoMap and
// an index), removing files of types that no longer have one. Run by vite-node, like validate.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { JSON_SCHEMA_DIR, moduleJsonSchemaFiles } from "~schemas/json-schema";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dir = path.join(ROOT, JSON_SCHEMA_DIR);
const files = moduleJsonSchemaFiles();

mkdirSync(dir, { recursive: true });
for (const stale of readdirSync(dir).filter((name) => name.endsWith(".json") && !files.has(name))) rmSync(path.join(dir, stale));
for (const [name, content] of files) writeFileSync(path.join(dir, name), content);
console.log(`wrote ${files.size} files to ${JSON_SCHEMA_DIR}/`);
