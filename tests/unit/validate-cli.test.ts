/** `npm run validate`: the preview's diagnostics on the command line, and an exit code CI can use. */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");
const scratch = mkdtempSync(path.join(os.tmpdir(), "validate-"));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The full fixture page grows with every type; every one of its modules must render. */
const FULL_PAGE_MODULES = (JSON.parse(readFileSync(path.join(ROOT, "fixtures/templates/autumn-living.json"), "utf8")) as { templatePackageList: unknown[] })
  .templatePackageList.length;

function validate(...args: string[]) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("VITEST") && key !== "BACKOFFICE_URL"));
  const result = spawnSync(path.join(ROOT, "node_modules", ".bin", "vite-node"), ["--config", "vitest.config.ts", "scripts/validate.ts", "--", ...args], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...env, NODE_ENV: "test", NO_COLOR: "1", LOG_LEVEL: "silent" },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("npm run validate", () => {
  it("prints each problem of a urlKey and a file and exits 1 when a module would be dropped", () => {
    const { status, stdout } = validate("broken-modules", "fixtures/templates/autumn-living.json");
    expect(stdout).toContain("broken-modules: 3 modules render, 9 dropped, 4 altered");
    expect(stdout).toContain("  ✗ module 2, banner (type 4) dropped: has no image (pcImage, mobileImage or mobileBanner)");
    expect(stdout).toContain("  ~ module 3, tabs (type 3) altered: tab 2 dropped: pcContent is missing");
    expect(stdout).toContain(`fixtures/templates/autumn-living.json: ${FULL_PAGE_MODULES} modules render, 0 dropped, 0 altered`);
    expect(status).toBe(1);
  }, 30_000);

  it("exits 0 when every module renders, and answers JSON with --json", () => {
    const { status, stdout } = validate("--json", "autumn-living");
    expect(status).toBe(0);
    const [outcome] = JSON.parse(stdout) as { input: string; report: { publishable: boolean; rendered: unknown[] } }[];
    expect(outcome).toMatchObject({ input: "autumn-living", report: { publishable: true } });
    expect(outcome!.report.rendered).toHaveLength(FULL_PAGE_MODULES);
  }, 30_000);

  it("exits 2 for a file with a syntax error (with line and column) or an unknown urlKey", () => {
    const file = path.join(scratch, "draft.json");
    writeFileSync(file, '{\n  "moduleInfoList": [\n    { "sortId": 1 "packageType": 1 }\n  ]\n}\n');
    const { status, stdout } = validate(file, "no-such-template");
    expect(stdout).toContain(`${file}: could not be checked: malformed JSON at line 3, column 19: expected ',' or '}' after a property value, found '"'`);
    expect(stdout).toContain("no-such-template: could not be checked: no such template");
    expect(status).toBe(2);
  }, 30_000);
});
