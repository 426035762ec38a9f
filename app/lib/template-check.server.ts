import { describeIssues } from "~schemas/lib/issues";
import { moduleName } from "~schemas/module-codes";
import { pageInfoSchema, type PageInfo } from "~schemas/page-info";
import { parseJsonSource, type JsonSyntaxError } from "~schemas/rules/json-source";
import { buildLandingPage, type Diagnostic, type LandingPage } from "./landing-page.server";

/** Drafts, the validate API and the CLI take templates up to this size (as the back office's own limit). */
export const TEMPLATE_SIZE_LIMIT = 1024 * 1024;

/** What a template would look like published: the same diagnostics the preview shows. */
export type TemplateReport = {
  /** Modules that render, in page order. */
  rendered: { position: number; code: number; name: string }[];
  dropped: number;
  altered: number;
  /** True when no module would be dropped (altered modules still render). */
  publishable: boolean;
  diagnostics: Diagnostic[];
};

export type TemplateCheck =
  | { ok: true; info: PageInfo; page: LandingPage; report: TemplateReport }
  | { ok: false; kind: "syntax"; error: JsonSyntaxError }
  | { ok: false; kind: "not-a-template"; message: string };

/**
 * A template as the back office's "template detail" call returns it: the page info itself,
 * or the whole `{code, msg, data}` answer someone copied from the network tab.
 */
export function checkTemplateValue(value: unknown): TemplateCheck {
  const info = isEnvelope(value) ? value.data : value;
  if (info === null || typeof info !== "object" || Array.isArray(info)) {
    return { ok: false, kind: "not-a-template", message: "a template is a JSON object (the page info), not " + kindOf(info) };
  }
  const parsed = pageInfoSchema.safeParse(info);
  if (!parsed.success) return { ok: false, kind: "not-a-template", message: describeIssues(parsed.error) };
  // The page renders without modules, but a template whose module list is not a list is not one to publish.
  if (parsed.data.problems.length > 0) return { ok: false, kind: "not-a-template", message: parsed.data.problems.join("; ") };
  const page = buildLandingPage(parsed.data, { tabs: {} });
  return { ok: true, info: parsed.data, page, report: reportOf(page) };
}

export function checkTemplateSource(source: string): TemplateCheck {
  const json = parseJsonSource(source);
  if (!json.ok) {
    const { ok: _failed, ...error } = json;
    return { ok: false, kind: "syntax", error };
  }
  return checkTemplateValue(json.value);
}

export function reportOf(page: LandingPage): TemplateReport {
  const dropped = page.diagnostics.filter((problem) => problem.outcome === "dropped").length;
  return {
    rendered: page.modules.map((m) => ({ position: m.module.position, code: m.code, name: moduleName(m.code) })),
    dropped,
    altered: page.diagnostics.length - dropped,
    publishable: dropped === 0,
    diagnostics: page.diagnostics,
  };
}

/** One problem as a line of text: "module 2, banner (type 4) dropped: has no image (pcImage, …)". */
export function describeDiagnostic(problem: Diagnostic): string {
  const where = problem.position === null ? "packageTypeList slot" : `module ${problem.position}`;
  const what = problem.code === null ? "" : `, ${problem.name} (type ${problem.code})`;
  return `${where}${what} ${problem.outcome}: ${problem.reason}`;
}

function isEnvelope(value: unknown): value is { code: unknown; data: unknown } {
  return typeof value === "object" && value !== null && "code" in value && "data" in value && !("templatePackageList" in value || "moduleInfoList" in value);
}

function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  return `a ${typeof value}`;
}
