import { useTranslation } from "~modules/kit/i18n";
import type { Diagnostic } from "~/lib/landing-page.server";

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
