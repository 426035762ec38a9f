/**
 * `npm run new-module` keeps its promise: run into a copy of the project, it leaves one that
 * typechecks and passes the new type's test, and README's "Adding a module type" names
 * files that really appear. The copy holds what tsc and vitest read; node_modules is linked.
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moduleLoaders } from "~modules/loaders.server";
import { MODULE_CODES } from "~schemas/module-codes";
import { isImplemented } from "~schemas/registry.server";

const ROOT = path.resolve(__dirname, "../..");
const COPIED = ["app", "modules", "schemas", "scripts", "server", "tests", "fixtures", "package.json", "tsconfig.json", "vitest.config.ts", "remix.env.d.ts", "README.md"];
const NAME = "scaffold-check";
const bin = (name: string) => path.join(ROOT, "node_modules", ".bin", name);

let copy: string;
let code: number;

/**
 * Runs a tool in the copy. Asynchronous on purpose: a synchronous child (tsc takes a minute
 * on a busy machine) would block this worker's event loop past vitest's RPC timeout.
 */
function run(command: string, args: string[]): Promise<{ status: number | null; output: string }> {
  // The child tools must not think they run inside this vitest worker.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("VITEST") && key !== "FORCE_COLOR"));
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: copy, env: { ...env, NODE_ENV: "test", NO_COLOR: "1" } });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, output }));
  });
}

const scaffold = (...args: string[]) => run(process.execPath, ["scripts/new-module.js", ...args]);
const read = (file: string) => readFileSync(path.join(copy, file), "utf8");

/**
 * A code to scaffold: a free one (still the stand-in) if any is left, else, in the copy
 * only, the last code pointed back at the stand-ins, so the check outlives the last free code.
 */
function codeToScaffold(): number {
  const free = MODULE_CODES.filter((candidate) => !isImplemented(candidate));
  if (free.length > 0) return free[free.length - 1]!;
  // A type without a server loader: a loader is typed by its type's schema, which changes.
  const last = [...MODULE_CODES].reverse().find((candidate) => !(candidate in moduleLoaders))!;
  for (const [file, standIn, importLine] of [
    ["schemas/registry.server.ts", "notImplementedSchema", 'import { notImplementedSchema } from "./modules/not-implemented";'],
    ["modules/registry.ts", "notImplemented", 'import { notImplemented } from "./not-implemented";'],
  ] as const) {
    let text = read(file).replace(new RegExp(`^(\\s*${last}: )\\w+,$`, "m"), `$1${standIn},`);
    if (!text.includes(importLine)) text = `${importLine}\n${text}`;
    writeFileSync(path.join(copy, file), text);
  }
  return last;
}

/** The file paths README's "Adding a module type" section names, for this code and name. */
function readmePaths(): string[] {
  const readme = read("README.md");
  const start = readme.indexOf("## Adding a module type");
  const section = readme.slice(start, readme.indexOf("\n## ", start + 1));
  return [...section.matchAll(/`((?:app|modules|schemas|fixtures|tests|scripts)\/[^`\s]*)`/g)].map(([, file]) =>
    file!.replaceAll("<name>", NAME).replaceAll("<code>", String(code)),
  );
}

beforeAll(() => {
  copy = mkdtempSync(path.join(os.tmpdir(), "new-module-"));
  for (const entry of COPIED) cpSync(path.join(ROOT, entry), path.join(copy, entry), { recursive: true });
  symlinkSync(path.join(ROOT, "node_modules"), path.join(copy, "node_modules"));
  code = codeToScaffold();
}, 60_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe("npm run new-module", () => {
  it("refuses codes that are not module types, codes already implemented and names that are not kebab-case", async () => {
    const registries = read("schemas/registry.server.ts") + read("modules/registry.ts");
    const implemented = MODULE_CODES.find(isImplemented)!;
    const refusals = [
      [["8", NAME], "type code 8 is not a module type"],
      [["33", NAME], "type code 33 is not a module type"],
      [["99", NAME], "type code 99 is not a module type"],
      [[String(implemented), NAME], `type ${implemented} (`],
      [[String(code), "NotKebab"], "must be kebab-case"],
      [[String(code)], "usage:"],
    ] as const;
    for (const [args, message] of refusals) {
      const result = await scaffold(...args);
      expect(result.status, args.join(" ")).not.toBe(0);
      expect(result.output).toContain(message);
    }
    expect(read("schemas/registry.server.ts") + read("modules/registry.ts")).toBe(registries);
  }, 30_000);

  it("writes the schema, components, fixture, test and JSON Schema, and registers the type on both halves", async () => {
    const result = await scaffold(String(code), NAME);
    expect(result.status, result.output).toBe(0);
    for (const file of [`schemas/modules/${NAME}.ts`, `modules/${NAME}/index.tsx`, `modules/${NAME}/${NAME}.css`, `fixtures/modules/${NAME}.json`, `tests/component/${NAME}.test.tsx`]) {
      expect(existsSync(path.join(copy, file)), file).toBe(true);
    }
    expect(read("schemas/registry.server.ts")).toMatch(new RegExp(`^\\s*${code}: scaffoldCheckSchema,$`, "m"));
    expect(read("schemas/registry.server.ts")).toContain(`import { scaffoldCheckSchema } from "./modules/${NAME}";`);
    expect(read("modules/registry.ts")).toMatch(new RegExp(`^\\s*${code}: scaffoldCheck,$`, "m"));
    const index = JSON.parse(read("schemas/json/index.json")) as { types: { code: number; schema: string | null }[] };
    const exported = index.types.find((type) => type.code === code)?.schema;
    expect(exported).toBeTruthy();
    expect(existsSync(path.join(copy, "schemas/json", exported!))).toBe(true);
  }, 60_000);

  it("is what README's \"Adding a module type\" describes: every file it names exists after the scaffold", () => {
    const paths = readmePaths();
    expect(paths.length).toBeGreaterThanOrEqual(5);
    expect(paths.filter((file) => !existsSync(path.join(copy, file)))).toEqual([]);
    expect(read("README.md")).toContain("npm run new-module -- <code> <name>");
  });

  it("leaves a project that typechecks and passes the new type's test", async () => {
    const typecheck = await run(bin("tsc"), ["-p", "."]);
    expect(typecheck.status, typecheck.output).toBe(0);
    const tests = await run(bin("vitest"), ["run", `tests/component/${NAME}.test.tsx`, "tests/unit/registry.test.ts", "tests/unit/json-schemas.test.ts"]);
    expect(tests.status, tests.output).toBe(0);
    expect(tests.output).toMatch(/Test Files\s+3 passed/);
  }, 240_000);

  it("refuses the code once it is taken", async () => {
    const again = await scaffold(String(code), "another-name");
    expect(again.status).not.toBe(0);
    expect(again.output).toContain("is already implemented");
  });
});
