import { useTranslation } from "~modules/kit/i18n";

/** Page buttons with previous and next; the current page is marked for assistive technology too. */
export function Pagination({ page, count, onSelect }: { page: number; count: number; onSelect: (page: number) => void }) {
  const { t } = useTranslation();
  return (
    <nav className="scene-pagination" aria-label={t("scenes.pages")}>
      <button type="button" className="scene-pagination__step" disabled={page <= 1} onClick={() => onSelect(page - 1)}>
        <span aria-hidden="true">‹</span>
        <span className="visually-hidden">{t("scenes.previousPage")}</span>
      </button>
      <ol className="scene-pagination__pages">
        {Array.from({ length: count }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            <button
              type="button"
              className={`scene-pagination__page${number === page ? " is-current" : ""}`}
              aria-current={number === page ? "page" : undefined}
              aria-label={t("scenes.page", { page: number })}
              onClick={() => number !== page && onSelect(number)}
            >
              {number}
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="scene-pagination__step" disabled={page >= count} onClick={() => onSelect(page + 1)}>
        <span aria-hidden="true">›</span>
        <span className="visually-hidden">{t("scenes.nextPage")}</span>
      </button>
    </nav>
  );
}
