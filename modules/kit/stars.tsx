import { useTranslation } from "~modules/kit/i18n";
import "./stars.css";

/** Stars out of 5 from a 0–100 score (landing spec 9, detail spec 9: stars = topRated / 20). */
export function starsOf(topRated: number): number {
  return Math.min(5, Math.max(0, topRated / 20));
}

/** Five stars filled to the rating, with the review count when given. One label says it all to screen readers. */
export function Stars({ topRated, reviewCount }: { topRated: number; reviewCount?: number }) {
  const { t } = useTranslation();
  const stars = starsOf(topRated);
  const rating = stars.toFixed(1);
  const label =
    reviewCount === undefined ? t("rating.label", { rating }) : t("rating.labelWithCount", { rating, count: reviewCount });
  return (
    <span className="stars" role="img" aria-label={label}>
      <span className="stars__track" aria-hidden="true">
        <span className="stars__fill" style={{ width: `${(stars / 5) * 100}%` }} />
      </span>
      {reviewCount !== undefined ? (
        <span className="stars__count" aria-hidden="true">
          ({reviewCount})
        </span>
      ) : null}
    </span>
  );
}
