import { useTranslation } from "~modules/kit/i18n";
import type { Diagnostic } from "~/lib/landing-page.server";

type Props = {
  diagnostics: Diagnostic[];
  /** Position and type code of each module that renders, in page order. */
  rendered: { position: number; code: number }[];
};

/** The problems list: each dropped or altered module with its position, type and the reason. */
export function PreviewProblems({ diagnostics, rendered }: Props) {
  const { t } = useTranslation();
  const dropped = diagnostics.filter((problem) => problem.outcome === "dropped").length;
  return (
    <section className="preview__problems" aria-labelledby="problems">
      <h2 id="problems">
        {t("preview.problems")} ({diagnostics.length})
      </h2>
      <p className="preview__summary">
        {t("preview.summary", { rendered: rendered.length, dropped, altered: diagnostics.length - dropped })}
      </p>
      {diagnostics.length === 0 ? (
        <p>{t("preview.noProblems")}</p>
      ) : (
        <table className="preview__table">
          <thead>
            <tr>
              <th>{t("preview.position")}</th>
              <th>{t("preview.type")}</th>
              <th>{t("preview.outcome")}</th>
              <th>{t("preview.reason")}</th>
            </tr>
          </thead>
          <tbody>
            {diagnostics.map((problem, index) => (
              <tr key={index} data-outcome={problem.outcome}>
                <td>{problem.position ?? "–"}</td>
                <td>
                  {problem.code ?? "?"} · {problem.name}
                </td>
                <td>{t(problem.outcome === "dropped" ? "preview.outcomeDropped" : "preview.outcomeAltered")}</td>
                <td>{problem.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="preview__muted">
        {t("preview.modules")}: {rendered.map((m) => `${m.position}·${m.code}`).join("  ")}
      </p>
    </section>
  );
}
