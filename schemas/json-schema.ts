import { z } from "zod";
import { itemListItem } from "./lib/fields";
import { MODULE_CODES, moduleName, type ModuleCode } from "./module-codes";
import { moduleSchemas } from "./registry.server";

/**
 * JSON Schema of every type's packageInfoMap, for the back office's forms
 * (`npm run registry` writes them; a unit test keeps the checked-in files current).
 * The input side of each zod schema is exported, since that is what the back office sends;
 * transforms have no JSON Schema and add nothing to the input shape.
 */
export const JSON_SCHEMA_DIR = "schemas/json";

type JsonSchema = z.core.JSONSchema.BaseSchema;

const OPTIONS = { io: "input", unrepresentable: "any", override: withItemSchemas } as const;

/** An itemList parses its items as unknown; the export shows the item schema it applies to each. */
function withItemSchemas(ctx: { zodSchema: z.core.$ZodTypes; jsonSchema: JsonSchema }): void {
  const list = itemListItem(ctx.zodSchema);
  if (!list) return;
  const { $schema: _nested, ...items } = z.toJSONSchema(list.item, OPTIONS);
  for (const key of Object.keys(ctx.jsonSchema)) delete ctx.jsonSchema[key];
  Object.assign(ctx.jsonSchema, {
    description: `A list of ${list.noun}s (or that list as a JSON string). A ${list.noun} that does not fit is left out; with none left, the module is dropped.`,
    anyOf: [{ type: "array", items }, { type: "null" }],
  });
}

/** kebab-case file names from the type names: "4-banner", "28-shop-this-idea-scene". */
export function schemaFileName(code: ModuleCode): string {
  const slug = moduleName(code)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${code}-${slug}.schema.json`;
}

const text = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Every file of the folder by name: one schema per type, and index.json listing them. */
export function moduleJsonSchemaFiles(): Map<string, string> {
  const files = new Map<string, string>();
  const index = MODULE_CODES.map((code) => {
    const file = schemaFileName(code);
    // The union of every type's schema is too deep for the checker; one at a time is all this needs.
    const schema = z.toJSONSchema(moduleSchemas[code] as z.ZodType, OPTIONS);
    files.set(file, text({ ...schema, title: `packageInfoMap of module type ${code} (${moduleName(code)})` }));
    return { code, name: moduleName(code), schema: file };
  });
  files.set("index.json", text({ description: "Module types by code; `schema` is the packageInfoMap JSON Schema file.", types: index }));
  return files;
}
