import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LICENSES_FILE, minifyClientBuild, minifyFile } from "../../scripts/build.js";

/** Runs an ES module's code and returns its exports. */
const run = (code: string) => import(/* @vite-ignore */ `data:text/javascript;base64,${Buffer.from(code).toString("base64")}`);

const SOURCE = `/*! Widget v1 | MIT licence */
export function total(prices) {
  // a comment that is not a licence
  let sum = 0;
  for (const price of prices) sum = sum + price;
  return sum;
}
export const named = { label: "kept" };
`;

describe("the client build's second minification (scripts/build.js)", () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it("keeps what a module does and exports, in fewer bytes", async () => {
    const out = await minifyFile(SOURCE, new Set());
    expect(out.length).toBeLessThan(SOURCE.length);
    const module = await run(out);
    expect(module.total([1, 2, 3.5])).toBe(6.5);
    expect(module.named).toEqual({ label: "kept" });
    expect(out).not.toContain("not a licence");
  });

  it("moves licence notices to the licence file and points to it", async () => {
    const notices = new Set<string>();
    const out = await minifyFile(SOURCE, notices);
    expect([...notices]).toEqual(["! Widget v1 | MIT licence"]);
    expect(out).not.toContain("Widget v1");
    expect(out.startsWith(`/*! Licences: /build/${LICENSES_FILE} */\n`)).toBe(true);
    const withoutNotice = await minifyFile("/** @license Other 2.0 */ export const b = 2;", notices);
    expect(notices.has("* @license Other 2.0")).toBe(true);
    expect(withoutNotice).not.toContain("Other 2.0");
    // A file without a notice gets no pointer.
    expect(await minifyFile("export const c = 3;", notices)).not.toContain("Licences");
  });

  it("minifies every script of a build in place and collects each notice once", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "client-build-"));
    await mkdir(path.join(dir, "_shared"));
    await writeFile(path.join(dir, "_shared", "a.js"), SOURCE);
    await writeFile(path.join(dir, "b.js"), SOURCE.replace("total", "sum"));
    await writeFile(path.join(dir, "b.css"), "/* not a script */ a { color: red }");
    await minifyClientBuild(dir);
    const a = await readFile(path.join(dir, "_shared", "a.js"), "utf8");
    expect((await run(a)).total([2, 2])).toBe(4);
    expect(await readFile(path.join(dir, "b.js"), "utf8")).not.toContain("Widget");
    expect(await readFile(path.join(dir, "b.css"), "utf8")).toContain("not a script");
    expect(await readFile(path.join(dir, LICENSES_FILE), "utf8")).toBe("/*! Widget v1 | MIT licence*/\n");
  });
});
