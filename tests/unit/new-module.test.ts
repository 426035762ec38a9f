/**
 * `npm run new-module` keeps its promise: run into a copy of the project, it adds a type end
 * to end for a free code (33 today), leaving a project that typechecks, lints and passes the
 * new type's test and the registry checks, and README's "Adding a module type" names files
 * that really appear. The copy holds what tsc, eslint and vitest read; node_modules is linked.
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MODULE_CODES } from "~schemas/module-codes";

const ROOT = path.resolve(__dirname, "../..");
const COPIED = ["app", "modules", "schemas", "scripts", "server", "tests", "fixtures", "package.json", "tsconfig.json", "vitest.config.ts", "vitest.e2e.config.ts", "eslint.config.js", "remix.config.js", "remix.env.d.ts", "README.md"];
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

/** The first free code after the registered ones: 33 while the catalogue ends at 32. */
const FREE_CODE = Math.max(...MODULE_CODES) + 1;

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
  code = FREE_CODE;
}, 60_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe("npm run new-module", () => {
  it("refuses codes that cannot be types or are taken, and names that are not kebab-case or are in use", async () => {
    const table = read("schemas/module-codes.ts");
    const refusals = [
      [["8", NAME], "8 is unused"],
      [["99", NAME], "99 is the end marker"],
      [["0", NAME], "must be a whole number"],
      [["4", NAME], "type code 4 is already registered, as banner"],
      [[String(code), "NotKebab"], "must be kebab-case"],
      [[String(code), "banner"], 'the name "banner" is in use'],
      [[String(code), "kit"], "kept for the shared kit"],
      [[String(code)], "usage:"],
    ] as const;
    for (const [args, message] of refusals) {
      const result = await scaffold(...args);
      expect(result.status, args.join(" ")).not.toBe(0);
      expect(result.output).toContain(message);
    }
    expect(read("schemas/module-codes.ts")).toBe(table);
  }, 30_000);

  it("writes the schema, the folder with its view and cases, the test, and the registration line, and everything that follows from it", async () => {
    const result = await scaffold(String(code), NAME);
    expect(result.status, result.output).toBe(0);
    for (const file of [`schemas/modules/${NAME}.ts`, `modules/${NAME}/index.tsx`, `modules/${NAME}/${NAME}.css`, `modules/${NAME}/cases.json`, `tests/component/${NAME}.test.tsx`]) {
      expect(existsSync(path.join(copy, file)), file).toBe(true);
    }
    expect(read("schemas/module-codes.ts")).toContain(`  ${code}: { folder: "${NAME}", name: "scaffold check" },`);
    expect(read("schemas/registry.server.ts")).toMatch(new RegExp(`^\\s*${code}: scaffoldCheckSchema,$`, "m"));
    expect(read("modules/registry.ts")).toMatch(new RegExp(`^\\s*${code}: \\(\\) => import\\("\\./scaffold-check"\\)\\.then\\(\\(views\\) => views\\.scaffoldCheck\\),$`, "m"));
    expect(read("README.md")).toContain(`| ${code} | scaffold check | \`modules/${NAME}/\` |`);
    const index = JSON.parse(read("schemas/json/index.json")) as { types: { code: number; schema: string }[] };
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

  it("leaves a project that typechecks, lints and passes the new type's test, the registry checks and the catalogue's", async () => {
    const typecheck = await run(bin("tsc"), ["-p", "."]);
    expect(typecheck.status, typecheck.output).toBe(0);
    const lint = await run(bin("eslint"), ["modules", "schemas", "tests/component", "scripts"]);
    expect(lint.status, lint.output).toBe(0);
    const tests = await run(bin("vitest"), ["run", `tests/component/${NAME}.test.tsx`, "tests/unit/registry.test.ts", "tests/unit/json-schemas.test.ts", "tests/unit/module-catalogue.test.ts"]);
    expect(tests.status, tests.output).toBe(0);
    expect(tests.output).toMatch(/Test Files\s+4 passed/);
  }, 300_000);

  it("refuses the code once it is taken", async () => {
    const again = await scaffold(String(code), "another-name");
    expect(again.status).not.toBe(0);
    expect(again.output).toContain(`type code ${code} is already registered, as ${NAME}`);
  });
});
