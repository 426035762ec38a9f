import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { JSON_SCHEMA_DIR, moduleJsonSchemaFiles, schemaFileName } from "~schemas/json-schema";
import { MODULE_CODES } from "~schemas/module-codes";

const DIR = path.resolve(__dirname, "../..", JSON_SCHEMA_DIR);
const expected = moduleJsonSchemaFiles();
const json = (name: string) => JSON.parse(expected.get(name) ?? "null") as Record<string, unknown>;

describe(`the JSON Schema export (${JSON_SCHEMA_DIR}/)`, () => {
  it("is up to date with the zod schemas", () => {
    const onDisk = existsSync(DIR) ? readdirSync(DIR).filter((name) => name.endsWith(".json")) : [];
    const outdated = [
      ...[...expected.keys()].filter((name) => !onDisk.includes(name)).map((name) => `${name} is missing`),
      ...onDisk.filter((name) => !expected.has(name)).map((name) => `${name} should not be there`),
      ...onDisk.filter((name) => expected.has(name) && readFileSync(path.join(DIR, name), "utf8") !== expected.get(name)).map((name) => `${name} differs`),
    ];
    expect(outdated, `${JSON_SCHEMA_DIR}/ is out of date (${outdated.join("; ")}). Run \`npm run registry\` and commit the result.`).toEqual([]);
  });

  it("has one schema per registered type and lists every code in index.json", () => {
    const index = json("index.json") as { types: { code: number; schema: string }[] };
    expect(index.types.map((type) => type.code)).toEqual(MODULE_CODES);
    for (const type of index.types) {
      expect(type.schema).toBe(schemaFileName(type.code as (typeof MODULE_CODES)[number]));
      expect(json(type.schema)).toMatchObject({ type: "object", title: expect.stringContaining(`type ${type.code}`) });
    }
    expect(expected.size).toBe(MODULE_CODES.length + 1);
  });

  it("exports the input shape, items of item lists included (tabs: packageInfo items need pcContent)", () => {
    const tabs = json(schemaFileName(3)) as { properties: { packageInfo: { anyOf: { items?: { properties: Record<string, unknown>; required?: string[] } }[] } } };
    const items = tabs.properties.packageInfo.anyOf[0]?.items;
    expect(Object.keys(items?.properties ?? {})).toEqual(expect.arrayContaining(["pcContent", "mobileContent", "url"]));
    expect(items?.required).toEqual(["pcContent"]);
    const title = json(schemaFileName(1)) as { properties: Record<string, unknown>; required: string[] };
    // Numbers as text are accepted where the back office sends them (docs/backoffice-api.md).
    expect(title.properties.title).toEqual({ type: ["string", "number"] });
    expect(title.required).toEqual(["title"]);
  });
});
