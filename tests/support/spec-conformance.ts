import path from "node:path";

/**
 * Reads and checks the spec conformance matrix (docs/spec-conformance.md). Kept apart from
 * its test so the test can run the checker on small in-memory examples that must fail.
 */

export const STATUSES = ["holds", "partly", "not built", "decided otherwise"] as const;

export type MatrixTest = { file: string; title: string };

export type MatrixRow = {
  /** the part's path, relative to the repository root */
  part: string;
  line: number;
  heading: string;
  text: string;
  rule: string;
  status: string;
  code: string[];
  tests: MatrixTest[];
  /** targets of markdown links, as written */
  links: string[];
  /** a row that does not have four cells */
  malformed: boolean;
};

export type ParsedPart = { part: string; headings: string[]; rows: MatrixRow[] };

/** What the checker may look at: files by repository-relative path. */
export type Files = { exists(file: string): boolean; read(file: string): string };

const splitCells = (line: string) =>
  line
    .trim()
    .replace(/^\|/, "")
    .replace(/\|$/, "")
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, "|"));

const isSeparator = (line: string) => /^\|?\s*:?-{3,}/.test(line.trim());

export function parsePart(part: string, markdown: string): ParsedPart {
  const headings: string[] = [];
  const rows: MatrixRow[] = [];
  let heading = "";
  markdown.split("\n").forEach((raw, index) => {
    const line = raw.trimEnd();
    const h = /^(#{1,6})\s+(.*)$/.exec(line);
    if (h) {
      heading = h[2]!.trim();
      headings.push(heading);
      return;
    }
    if (!line.trim().startsWith("|") || isSeparator(line)) return;
    const cells = splitCells(line);
    if (cells[0] === "Rule" && cells[1] === "Status") return;
    const [rule = "", status = "", code = "", tests = ""] = cells;
    rows.push({
      part,
      line: index + 1,
      heading,
      text: line,
      rule,
      status,
      code: [...code.matchAll(/`([^`]+)`/g)].map((m) => m[1]!),
      // `file` › "title", several separated by "; "; the title runs to a quote followed by ; or the cell's end.
      tests: [...tests.matchAll(/`([^`]+)`\s*›\s*"(.*?)"(?=\s*(?:;|$))/g)].map((m) => ({ file: m[1]!, title: m[2]! })),
      links: [...line.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!),
      malformed: cells.length !== 4,
    });
  });
  return { part, headings, rows };
}

const unescape = (s: string) => s.replace(/\\(.)/g, "$1");

/**
 * The titles a test file gives its tests and describe blocks: the first string argument of
 * it/test/describe (with .each/.skip/… modifiers, and after a parametrised `.each(...)(`).
 * A title with a placeholder (`${…}`, `%s`, `$name`) also yields its literal prefix.
 */
export function testTitles(source: string): Set<string> {
  const titles = new Set<string>();
  const call = /(?:\b(?:it|test|describe)(?:\.\w+)*|\))\s*\(\s*(["'`])((?:\\.|(?!\1)[^\\])*?)\1/g;
  // A title chosen by a condition: it(device === "desktop" ? "…" : "…", …).
  const ternary = /\b(?:it|test|describe)(?:\.\w+)*\s*\(\s*[^?\n;`]*?\?\s*(["'`])((?:\\.|(?!\1)[^\\])*?)\1\s*:\s*(["'`])((?:\\.|(?!\3)[^\\])*?)\3/g;
  const found = [...source.matchAll(call)].map((m) => m[2]!);
  for (const m of source.matchAll(ternary)) found.push(m[2]!, m[4]!);
  for (const raw of found) {
    const title = unescape(raw);
    titles.add(title);
    const placeholder = /\$\{|%[sdifjo#%]|\$[a-zA-Z]/.exec(title);
    if (placeholder && placeholder.index > 0) titles.add(title.slice(0, placeholder.index).trimEnd());
  }
  return titles;
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to dashes. */
export const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");

function anchors(markdown: string): Set<string> {
  const found = new Set<string>();
  const seen = new Map<string, number>();
  for (const m of markdown.matchAll(/^#{1,6}\s+(.*)$/gm)) {
    const base = slug(m[1]!.replace(/`/g, ""));
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    found.add(n === 0 ? base : `${base}-${n}`);
  }
  for (const m of markdown.matchAll(/\b(?:id|name)="([^"]+)"/g)) found.add(m[1]!);
  return found;
}

/** Every problem of one part's rows, each naming the row's place and text. */
export function checkRows(rows: MatrixRow[], files: Files): string[] {
  const problems: string[] = [];
  const titlesOf = new Map<string, Set<string>>();
  for (const row of rows) {
    const fail = (why: string) => problems.push(`${row.part}:${row.line} ${why}\n    ${row.text}`);
    if (row.malformed) {
      fail("does not have the four cells | Rule | Status | Code | Test |");
      continue;
    }
    if (!row.rule) fail("names no rule");
    if (!(STATUSES as readonly string[]).includes(row.status)) fail(`has status "${row.status}", not one of ${STATUSES.join(", ")}`);
    if (row.status === "holds" && row.tests.length === 0) fail("holds but names no test (`file` › \"title\")");
    for (const code of row.code) if (!files.exists(code)) fail(`names code ${code}, which does not exist`);
    for (const { file, title } of row.tests) {
      if (!files.exists(file)) {
        fail(`names test file ${file}, which does not exist`);
        continue;
      }
      if (!titlesOf.has(file)) titlesOf.set(file, testTitles(files.read(file)));
      if (!titlesOf.get(file)!.has(title)) fail(`names test "${title}", which is no test or describe title in ${file}`);
    }
    const decisions = row.links
      .map((link) => {
        const [target = "", anchor] = link.split("#");
        return { link, file: path.posix.normalize(path.posix.join(path.posix.dirname(row.part), target)), anchor };
      })
      .filter((d) => d.file.startsWith("docs/decisions/") && d.file.endsWith(".md"));
    if (row.status !== "holds" && (STATUSES as readonly string[]).includes(row.status) && decisions.length === 0) fail(`is "${row.status}" but links no decision (docs/decisions/*.md)`);
    for (const d of decisions) {
      if (!files.exists(d.file)) fail(`links ${d.link}, but ${d.file} does not exist`);
      else if (d.anchor && !anchors(files.read(d.file)).has(d.anchor)) fail(`links ${d.link}, but ${d.file} has no heading #${d.anchor}`);
    }
  }
  return problems;
}

/**
 * The spec's numbered sections the matrix must cover: each `### x.y`, and each `## n` that has
 * no numbered subsection.
 */
export function specSections(spec: string): string[] {
  const sections: { number: string; sub: boolean }[] = [];
  for (const m of spec.matchAll(/^(##|###)\s+(\d+(?:\.\d+)*)\.?\s/gm)) {
    sections.push({ number: m[2]!, sub: m[1] === "###" });
  }
  return sections
    .filter((s) => s.sub || !sections.some((t) => t.sub && t.number.startsWith(`${s.number}.`)))
    .map((s) => s.number);
}

/** The spec's `###` headings without a number (the product-detail spec's subsections), as written. */
export function specSubheadings(spec: string): string[] {
  return [...spec.matchAll(/^###\s+(?!\d)(.+?)\s*$/gm)].map((m) => m[1]!);
}

/** What the matrix must cover of a spec: its numbered sections and its unnumbered subsections. */
export type SpecOutline = { sections: string[]; subheadings: string[] };

export const specOutline = (spec: string): SpecOutline => ({ sections: specSections(spec), subheadings: specSubheadings(spec) });

/**
 * The parts of the outline no heading of the part covers: a section no heading starts with the
 * number of, a subsection no heading is named as.
 */
export function missingFromOutline(outline: SpecOutline, part: ParsedPart): string[] {
  const numbers = part.headings.map((h) => /^(\d+(?:\.\d+)*)\.?(?:\s|$)/.exec(h)?.[1]).filter(Boolean) as string[];
  return [
    ...outline.sections.filter((n) => !numbers.some((h) => h === n || h.startsWith(`${n}.`))),
    ...outline.subheadings.filter((name) => !part.headings.includes(name)),
  ];
}

/** The sections of the spec no heading of the part covers. */
export const missingSections = (spec: string, part: ParsedPart): string[] => missingFromOutline(specOutline(spec), part);

/** Rows per status, as the index page's counts table gives them. */
export function statusCounts(part: ParsedPart): Record<(typeof STATUSES)[number], number> & { rows: number } {
  const counts = { rows: part.rows.length, holds: 0, partly: 0, "not built": 0, "decided otherwise": 0 };
  for (const row of part.rows) if ((STATUSES as readonly string[]).includes(row.status)) counts[row.status as (typeof STATUSES)[number]] += 1;
  return counts;
}
