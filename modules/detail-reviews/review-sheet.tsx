import { useId } from "react";
import { useTranslation } from "~modules/kit/i18n";
import { useCart } from "~modules/kit/cart/cart-provider";
import { Dialog } from "~modules/kit/dialog";
import { useProductState } from "~modules/kit/product/product-state";
import { Stars } from "~modules/kit/stars";
import { useToast } from "~modules/kit/toast";
import type { Device } from "~schemas/rules/device";
import { canLoadMore, formatScore, REVIEW_COUNTRY_STORES, REVIEW_SORTS, type ReviewFilters, type ReviewSort } from "~schemas/rules/product/reviews";
import type { StoreId } from "~schemas/rules/stores";
import { ReviewItem } from "./review-item";
import type { ReviewList } from "./use-review-list";

type Props = {
  open: boolean;
  onClose: () => void;
  device: Device;
  store: StoreId;
  list: ReviewList;
  score: number;
  ratingSummary: number;
  count: number;
  types: { id: string; name: string }[];
  productIds: Record<string, string>;
  fullDetails: { href: string; newWindow: boolean } | null;
};

const toggle = <T,>(values: T[], value: T): T[] => (values.includes(value) ? values.filter((entry) => entry !== value) : [...values, value]);

/** A multi-select filter: one checkbox chip per option. */
function Chips<T extends string | number>({
  legend,
  options,
  chosen,
  onToggle,
}: {
  legend: string;
  options: { value: T; label: string }[];
  chosen: T[];
  onToggle: (value: T) => void;
}) {
  return (
    <fieldset className="review-filters__group">
      <legend className="review-filters__legend">{legend}</legend>
      <div className="review-filters__chips">
        {options.map((option) => (
          <label key={option.value} className={`review-chip${chosen.includes(option.value) ? " is-on" : ""}`}>
            <input type="checkbox" checked={chosen.includes(option.value)} onChange={() => onToggle(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The mobile sheet's fixed buttons: 'See full details' on the ads and compact pages, and Add to Cart. */
function SheetActions({ productIds, fullDetails }: Pick<Props, "productIds" | "fullDetails">) {
  const { t } = useTranslation();
  const { skuId } = useProductState();
  const cart = useCart();
  const toast = useToast();
  const add = () => {
    const productId = skuId ? productIds[skuId] : undefined;
    if (!productId) {
      toast(t("PleaseMake"), "error");
      return;
    }
    void cart.add([productId]);
  };
  return (
    <div className="review-sheet__actions">
      {fullDetails ? (
        <a
          className="review-sheet__details"
          href={fullDetails.href}
          {...(fullDetails.newWindow ? { target: "_blank", rel: "noopener" } : {})}
        >
          {t("reviews.seeFullDetails")}
        </a>
      ) : null}
      <button type="button" className="review-sheet__add" onClick={add}>
        {t("detail.addToCart")}
      </button>
    </div>
  );
}

/**
 * The full review list (detail spec 2, 'Ratings & Reviews'): a drawer on desktop, the bottom
 * sheet on mobile. Review type, sort, All / Images & videos and country filters; a filter or
 * sort change starts again at page 1; 'page X of Y' and View More for the next page.
 */
export function ReviewSheet({ open, onClose, device, store, list, score, ratingSummary, count, types, productIds, fullDetails }: Props) {
  const { t } = useTranslation();
  const sortId = useId();
  const title = t("reviews.title");
  const change = (patch: Partial<ReviewFilters>) => list.setFilters({ ...list.filters, ...patch });
  const loading = list.pending !== null;
  const sortLabels: Record<ReviewSort, string> = {
    "rating-desc": t("reviews.sort.ratingDesc"),
    "rating-asc": t("reviews.sort.ratingAsc"),
    "date-asc": t("reviews.sort.dateAsc"),
    "date-desc": t("reviews.sort.dateDesc"),
  };
  const countries: Record<(typeof REVIEW_COUNTRY_STORES)[number], string> = {
    3: t("reviews.country.3"),
    4: t("reviews.country.4"),
    5: t("reviews.country.5"),
    6: t("reviews.country.6"),
    7: t("reviews.country.7"),
    8: t("reviews.country.8"),
    9: t("reviews.country.9"),
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      label={title}
      title={title}
      placement={device === "mobile" ? "bottom" : "right"}
      className={`review-sheet review-sheet--${device}`}
    >
      <div className="review-sheet__summary">
        <strong className="review-sheet__score">{formatScore(score, store)}</strong>
        <Stars topRated={ratingSummary} />
        <span className="review-sheet__count">{t("reviews.count", { count })}</span>
      </div>
      <div className="review-filters">
        <div className="review-filters__row">
          <label className="review-filters__sort" htmlFor={sortId}>
            <span className="review-filters__legend">{t("reviews.sort.label")}</span>
            <select id={sortId} value={list.filters.sort} onChange={(event) => change({ sort: event.target.value as ReviewSort })}>
              {(Object.keys(REVIEW_SORTS) as ReviewSort[]).map((sort) => (
                <option key={sort} value={sort}>
                  {sortLabels[sort]}
                </option>
              ))}
            </select>
          </label>
          <fieldset className="review-filters__group review-filters__media">
            <legend className="review-filters__legend">{t("reviews.media.label")}</legend>
            <div className="review-filters__chips">
              {[false, true].map((withImages) => (
                <label key={String(withImages)} className={`review-chip${list.filters.withImages === withImages ? " is-on" : ""}`}>
                  <input type="radio" name={`${sortId}-media`} checked={list.filters.withImages === withImages} onChange={() => change({ withImages })} />
                  <span>{withImages ? t("reviews.media.images") : t("reviews.media.all")}</span>
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        {types.length > 0 ? (
          <Chips
            legend={t("reviews.type")}
            options={types.map((type) => ({ value: type.id, label: type.name }))}
            chosen={list.filters.types}
            onToggle={(id) => change({ types: toggle(list.filters.types, id) })}
          />
        ) : null}
        <Chips
          legend={t("reviews.country.label")}
          options={REVIEW_COUNTRY_STORES.map((id) => ({ value: id as number, label: countries[id] }))}
          chosen={list.filters.stores}
          onToggle={(id) => change({ stores: toggle(list.filters.stores, id) })}
        />
      </div>

      <div className="review-sheet__list" aria-busy={loading}>
        {list.maxPage > 0 ? (
          <p className="review-sheet__page" aria-live="polite">
            {t("reviews.pageOf", { page: list.page, pages: list.maxPage })}
          </p>
        ) : null}
        {list.items.length > 0 ? (
          <ul className="review-list">
            {list.items.map((review) => (
              <li key={review.id}>
                <ReviewItem review={review} />
              </li>
            ))}
          </ul>
        ) : !loading && list.failed === null ? (
          <p className="review-sheet__empty">{t("reviews.noMatch")}</p>
        ) : null}
        {list.failed !== null ? (
          <p className="review-sheet__failed" role="alert">
            {t("reviews.loadFailed")}{" "}
            <button type="button" className="review-sheet__retry" onClick={list.retry}>
              {t("reviews.retry")}
            </button>
          </p>
        ) : null}
        {loading ? <p className="review-sheet__loading">{t("reviews.loading")}</p> : null}
        {canLoadMore(list) ? (
          <button type="button" className="review-sheet__more" onClick={list.more}>
            {t("ViewMore")}
          </button>
        ) : null}
      </div>
      {device === "mobile" ? <SheetActions productIds={productIds} fullDetails={fullDetails} /> : null}
    </Dialog>
  );
}
