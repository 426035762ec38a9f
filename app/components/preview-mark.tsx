import { useTranslation } from "~modules/kit/i18n";
import type { Diagnostic } from "~/lib/landing-page.server";
import type { LoadedModule } from "~/lib/module-data.server";
import type { ModuleMarks } from "./landing-modules";

/**
 * The preview's in-place note on a module: where a dropped module would have been, or just
 * above a module that renders with something removed. `problems` all concern one module.
 */
export function PreviewMark({ problems, position = true }: { problems: Diagnostic[]; position?: boolean }) {
  const { t } = useTranslation();
  const [first] = problems;
  if (!first) return null;
  const code = first.code ?? "?";
  const where =
    first.position === null
      ? t("preview.markSlot", { code })
      : position
        ? t("preview.markModule", { position: first.position, name: first.name, code })
        : t("preview.markType", { name: first.name, code });
  return (
    <aside
      className={`preview-mark preview-mark--${first.outcome}`}
      data-outcome={first.outcome}
      data-preview-position={first.position ?? undefined}
      aria-label={`${where}: ${t(first.outcome === "dropped" ? "preview.outcomeDropped" : "preview.outcomeAltered")}`}
    >
      <p className="preview-mark__title">
        <strong>{where}</strong> · {t(first.outcome === "dropped" ? "preview.outcomeDropped" : "preview.outcomeAltered")}
      </p>
      <ul className="preview-mark__reasons">
        {problems.map((problem, index) => (
          <li key={index}>{problem.reason}</li>
        ))}
      </ul>
    </aside>
  );
}

/**
 * The page's problems as LandingModules places them: each dropped module's note where it
 * would have been (before the next rendered module, or after the last), each altered one's
 * over it. `positions`: whether notes name the module's position (the catalogue's one-module
 * pages have none worth naming).
 */
export function previewMarks(modules: LoadedModule[], diagnostics: Diagnostic[], { positions = true } = {}): ModuleMarks {
  const alteredProblems = new Map<number, Diagnostic[]>();
  const dropped: Diagnostic[] = [];
  for (const problem of diagnostics) {
    if (problem.outcome === "dropped") dropped.push(problem);
    else if (problem.position !== null) alteredProblems.set(problem.position, [...(alteredProblems.get(problem.position) ?? []), problem]);
  }
  const note = (problems: Diagnostic[], key: string) => <PreviewMark key={key} problems={problems} position={positions} />;
  const before = new Map<string, ReturnType<typeof note>[]>();
  let next = 0;
  const waiting = [...dropped].sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity));
  for (const entry of modules) {
    const marks: ReturnType<typeof note>[] = [];
    while (next < waiting.length && (waiting[next]!.position ?? Infinity) < entry.module.position) marks.push(note([waiting[next]!], `dropped-${next++}`));
    if (marks.length > 0) before.set(entry.key, marks);
  }
  const after = waiting.slice(next).map((problem, index) => note([problem], `dropped-end-${index}`));
  const altered = new Map([...alteredProblems].map(([position, problems]) => [position, note(problems, `altered-${position}`)]));
  return { before, altered, after };
}
