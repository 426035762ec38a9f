import { useTranslation } from "~modules/kit/i18n";
import type { SectionProblem } from "~/lib/product-preview.server";

type Props = {
  problems: SectionProblem[];
  /** The section keys that render, in page order. */
  rendered: string[];
};

/**
 * The product preview's problems list: each detail section its schema dropped, with the
 * reason. Sections have fixed places in the layout, so the key says where it was missing.
 */
export function PreviewSectionProblems({ problems, rendered }: Props) {
  const { t } = useTranslation();
  return (
    <section className="preview__problems" aria-labelledby="problems">
      <h2 id="problems">
        {t("preview.problems")} ({problems.length})
      </h2>
      <p className="preview__summary">{t("preview.sectionSummary", { rendered: rendered.length, dropped: problems.length })}</p>
      {problems.length === 0 ? (
        <p>{t("preview.noSectionProblems")}</p>
      ) : (
        <table className="preview__table">
          <thead>
            <tr>
              <th>{t("preview.section")}</th>
              <th>{t("preview.device")}</th>
              <th>{t("preview.outcome")}</th>
              <th>{t("preview.reason")}</th>
            </tr>
          </thead>
          <tbody>
            {problems.map((problem) => (
              <tr key={`${problem.section}:${problem.reason}`} data-outcome="dropped" data-section={problem.section}>
                <td>{problem.section}</td>
                <td>{problem.devices.map((device) => t(`preview.${device}`)).join(", ")}</td>
                <td>{t("preview.outcomeDropped")}</td>
                <td>{problem.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="preview__muted">
        {t("preview.sections")}: {rendered.join(", ")}
      </p>
    </section>
  );
}
