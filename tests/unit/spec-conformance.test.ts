import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  STATUSES,
  checkRows,
  missingFromOutline,
  missingSections,
  parsePart,
  specOutline,
  specSections,
  specSubheadings,
  statusCounts,
  testTitles,
  type Files,
} from "../support/spec-conformance";
import { SPEC_OUTLINES } from "../support/spec-outlines";

const ROOT = path.resolve(__dirname, "../..");
const PARTS = "docs/spec-conformance";
// The specs live beside the checkout (README: ../shared/spec/); SPEC_DIR points elsewhere.
const SPEC_DIR = process.env.SPEC_DIR ?? path.resolve(ROOT, "../shared/spec");

const repoFiles: Files = {
  exists: (file) => existsSync(path.join(ROOT, file)),
  read: (file) => readFileSync(path.join(ROOT, file), "utf8"),
};

const parts = readdirSync(path.join(ROOT, PARTS))
  .filter((name) => name.endsWith(".md"))
  .map((name) => parsePart(`${PARTS}/${name}`, repoFiles.read(`${PARTS}/${name}`)));

describe("the spec conformance matrix (docs/spec-conformance.md)", () => {
  it("has a part per spec", () => {
    expect(parts.map((p) => path.basename(p.part)).sort()).toEqual(expect.arrayContaining(["landing-pages.md"]));
    for (const part of parts) expect(part.rows.length, part.part).toBeGreaterThan(0);
  });

  it.each(parts.map((p) => [p.part, p] as const))("every row of %s names real code, tests and decisions", (_, part) => {
    const problems = checkRows(part.rows, repoFiles);
    expect(problems, `\n${problems.join("\n")}\n`).toEqual([]);
  });

  it.each(parts.map((p) => [p.part, p] as const))("%s has a heading for every section of its spec", (_, part) => {
    const name = path.basename(part.part);
    const recorded = SPEC_OUTLINES[name];
    expect(recorded, `no outline of ${name} in tests/support/spec-outlines.ts`).toBeDefined();
    const specFile = path.join(SPEC_DIR, name);
    // The spec beside the checkout, when there is one, must be the one the matrix was checked against.
    if (existsSync(specFile)) {
      const spec = readFileSync(specFile, "utf8");
      expect(
        { sha256: createHash("sha256").update(spec).digest("hex"), ...specOutline(spec) },
        `${specFile} changed since the matrix was checked against it: re-read what changed, update the rows, then tests/support/spec-outlines.ts`,
      ).toEqual(recorded);
    }
    expect(missingFromOutline(recorded!, part), `sections of ${name} with no heading in ${part.part}`).toEqual([]);
  });

  it("gives each part's rows per status on its index page, as counted", () => {
    const index = repoFiles.read("docs/spec-conformance.md");
    const table = index.slice(index.indexOf("## Counts"));
    for (const part of parts) {
      const spec = path.basename(part.part, ".md").replace("-", " ");
      const line = table.split("\n").find((row) => row.startsWith(`| ${spec} |`));
      expect(line, `no counts row for ${spec} in docs/spec-conformance.md`).toBeDefined();
      const counts = statusCounts(part);
      expect(line!.split("|").slice(2, 7).map((cell) => Number(cell.trim())), `docs/spec-conformance.md counts for ${spec}`).toEqual([
        counts.rows,
        ...STATUSES.map((status) => counts[status]),
      ]);
    }
  });
});

describe("the matrix checker", () => {
  const memory = (files: Record<string, string>): Files => ({
    exists: (file) => file in files || Object.keys(files).some((f) => f.startsWith(`${file}/`)),
    read: (file) => files[file] ?? "",
  });
  const files = memory({
    "modules/a/desktop.tsx": "",
    "tests/unit/a.test.ts": [
      'describe("the a module", () => {',
      '  it("shows three per row", () => {});',
      "  it.each([1, 2])(`pages by %s`, () => {});",
      "  test('says \\'hi\\'', () => {});",
      '  it(device === "desktop" ? "is a drawer" : "is a sheet", () => {});',
      '  it(`is a ${device === "desktop" ? "dialog" : "popup"} first`, () => {});',
      "});",
    ].join("\n"),
    "docs/decisions/spec-gaps.md": "# Gaps\n\n## Landing pages\n\n### Coupon wall rows\n",
  });
  const check = (row: string) => checkRows(parsePart("docs/spec-conformance/x.md", `## 2.3 Things\n\n| Rule | Status | Code | Test |\n|---|---|---|---|\n${row}\n`).rows, files);

  it("passes rows that name real files, titles and decisions", () => {
    expect(check('| A: 3 per row | holds | `modules/a/desktop.tsx` | `tests/unit/a.test.ts` › "shows three per row"; `tests/unit/a.test.ts` › "the a module" |')).toEqual([]);
    expect(check('| A: paging | holds | `modules/a` | `tests/unit/a.test.ts` › "pages by" |')).toEqual([]);
    expect(check(`| A: hi | holds | | \`tests/unit/a.test.ts\` › "says 'hi'" |`)).toEqual([]);
    expect(check("| A: rows | partly | `modules/a/desktop.tsx` | [gap](../decisions/spec-gaps.md#coupon-wall-rows) |")).toEqual([]);
  });

  it("fails a bad status, with the row's text", () => {
    const [problem, ...rest] = check('| A | done | `modules/a/desktop.tsx` | `tests/unit/a.test.ts` › "shows three per row" |');
    expect(rest).toEqual([]);
    expect(problem).toMatch(/x\.md:5 has status "done"/);
    expect(problem).toContain("| A | done |");
  });

  it("fails a missing code path and a missing test file", () => {
    expect(check('| A | holds | `modules/b/desktop.tsx` | `tests/unit/a.test.ts` › "shows three per row" |')).toEqual([expect.stringMatching(/names code modules\/b\/desktop\.tsx, which does not exist/)]);
    expect(check('| A | holds | `modules/a/desktop.tsx` | `tests/unit/b.test.ts` › "shows three per row" |')).toEqual([expect.stringMatching(/test file tests\/unit\/b\.test\.ts, which does not exist/)]);
  });

  it("fails a title that is no test or describe title, even when the words occur in the file", () => {
    expect(check('| A | holds | | `tests/unit/a.test.ts` › "shows four per row" |')).toEqual([expect.stringMatching(/names test "shows four per row", which is no test/)]);
    expect(check('| A | holds | | `tests/unit/a.test.ts` › "three per row" |')).toHaveLength(1);
  });

  it("fails a holding row with no test and a row not holding with no decision", () => {
    expect(check("| A | holds | `modules/a/desktop.tsx` | |")).toEqual([expect.stringMatching(/holds but names no test/)]);
    expect(check("| A | not built | | |")).toEqual([expect.stringMatching(/links no decision/)]);
    expect(check("| A | partly | | [gap](../decisions/other.md) |")).toEqual([expect.stringMatching(/docs\/decisions\/other\.md does not exist/)]);
    expect(check("| A | partly | | [gap](../decisions/spec-gaps.md#nothing-here) |")).toEqual([expect.stringMatching(/has no heading #nothing-here/)]);
  });

  it("fails a row without four cells", () => {
    expect(check("| A | holds |")).toEqual([expect.stringMatching(/four cells/)]);
  });

  it("reads titles of it, test, describe and their .each forms", () => {
    expect(testTitles(files.read("tests/unit/a.test.ts"))).toEqual(new Set(["the a module", "shows three per row", "pages by %s", "pages by", "says 'hi'", "is a drawer", "is a sheet", 'is a ${device === "desktop" ? "dialog" : "popup"} first', "is a"]));
  });

  it("asks for each ### x.y and each ## n without numbered subsections", () => {
    const spec = "# T\n## 1. One\ntext\n## 2. Two\n### 2.1 A\n### 2.2 B\n## 3. Three\n### Unnumbered\n";
    expect(specSections(spec)).toEqual(["1", "2.1", "2.2", "3"]);
    const part = parsePart("p.md", "# P\n## 1 One\n## 2.1 A\n## 3 Three — rows\n");
    expect(missingSections(spec, part)).toEqual(["2.2", "Unnumbered"]);
    expect(specSubheadings(spec)).toEqual(["Unnumbered"]);
    expect(missingSections(spec, parsePart("p.md", "## 1\n## 2.1\n## 2.2\n## 3\n### Unnumbered\n"))).toEqual([]);
  });
});
