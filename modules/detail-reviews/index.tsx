import { useCallback, useRef, useState, type MouseEvent } from "react";
import { useTranslation } from "~modules/kit/i18n";
import type { z } from "zod";
import { Dialog } from "~modules/kit/dialog";
import { Stars } from "~modules/kit/stars";
import { track } from "~modules/kit/analytics";
import { loginHref } from "~schemas/rules/login";
import { formatScore, REVIEW_LOGIN_PAGE_TYPE, REVIEWS_VIEW_MS, SECTION_REVIEW_COUNT } from "~schemas/rules/product/reviews";
import type { reviewsSectionSchema } from "~schemas/detail/reviews";
import { REVIEWS_ANCHOR } from "../detail-goods-info";
import { defineSection, type SectionProps } from "../detail-types";
import { HelpfulVotesProvider } from "./helpful";
import { ReviewItem } from "./review-item";
import { ReviewSheet } from "./review-sheet";
import { SellerShow } from "./seller-show";
import { useReviewList } from "./use-review-list";
import { useSeenFor } from "./use-seen";
import "./detail-reviews.css";

type Props = SectionProps<z.output<typeof reviewsSectionSchema>>;

/** 'Write Your Own Review' ('Write the first review' without reviews): a guest gets the login popup (detail spec 4, 6). */
function WriteReview({ data, path }: { data: Props["data"]; path: string }) {
  const { t } = useTranslation();
  const [loginOpen, setLoginOpen] = useState(false);
  const text = data.hasReviews ? t("reviews.write") : t("reviews.writeFirst");
  if (data.write.kind === "write") {
    return (
      <a className="detail-reviews__write" href={data.write.href}>
        {text}
      </a>
    );
  }
  // Without JavaScript the link leads to the login page itself; with it, the popup opens.
  const href = loginHref(REVIEW_LOGIN_PAGE_TYPE, `${path}#${REVIEWS_ANCHOR}`);
  const openPopup = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setLoginOpen(true);
  };
  return (
    <>
      <a className="detail-reviews__write" href={href} aria-haspopup="dialog" onClick={openPopup}>
        {text}
      </a>
      <Dialog open={loginOpen} onClose={() => setLoginOpen(false)} label={t("reviews.login.title")} title={t("reviews.login.title")} className="review-login">
        <p className="review-login__text">{t("reviews.login.text")}</p>
        <a className="review-login__action" href={href}>
          {t("reviews.login.action")}
        </a>
      </Dialog>
    </>
  );
}

/**
 * Ratings & Reviews (detail spec 2, 4): the score (ratingSummary / 20, truncated to one
 * decimal), stars and count, the seller-show photos, the first 3 reviews and 'View All' for
 * the review sheet; without reviews 'No reviews' and why. It is the page's
 * #module-commentList, and 'reviews_view' is tracked after 3 s in view.
 */
function Reviews({ data, page }: Props) {
  const { device } = page;
  const { t } = useTranslation();
  const [sheetOpen, setSheetOpen] = useState(false);
  const list = useReviewList(data.spuId, data.orderId, data.firstPage, sheetOpen);
  const ref = useRef<HTMLElement>(null);
  const seen = useCallback(() => track("reviews_view", { spu: page.spu, reviewCount: data.count }), [page.spu, data.count]);
  useSeenFor(ref, REVIEWS_VIEW_MS, seen);
  const shown = data.firstPage?.items.slice(0, SECTION_REVIEW_COUNT) ?? [];

  return (
    <HelpfulVotesProvider>
      <section ref={ref} id={REVIEWS_ANCHOR} className={`detail-reviews detail-reviews--${device}`} aria-labelledby={`${REVIEWS_ANCHOR}-title`}>
        <h2 id={`${REVIEWS_ANCHOR}-title`} className="detail-reviews__title">
          {t("reviews.title")}
        </h2>
        <div className="detail-reviews__summary">
          {data.hasReviews ? (
            <p className="detail-reviews__rating">
              <strong className="detail-reviews__score">{formatScore(data.score, page.store)}</strong>
              <Stars topRated={data.ratingSummary} />
              <span className="detail-reviews__count">{t("reviews.count", { count: data.count })}</span>
            </p>
          ) : (
            <div className="detail-reviews__none">
              <p className="detail-reviews__none-title">{t("NoReviews")}</p>
              <p className="detail-reviews__notice">{t("notReviewsNotice")}</p>
            </div>
          )}
          <WriteReview data={data} path={page.path} />
        </div>
        {data.sellerShow.length > 0 ? <SellerShow images={data.sellerShow} device={device} /> : null}
        {shown.length > 0 ? (
          <ul className="review-list detail-reviews__list">
            {shown.map((review) => (
              <li key={review.id}>
                <ReviewItem review={review} />
              </li>
            ))}
          </ul>
        ) : null}
        {data.hasReviews ? (
          <button type="button" className="detail-reviews__all" aria-haspopup="dialog" onClick={() => setSheetOpen(true)}>
            {t("reviews.viewAll")}
          </button>
        ) : null}
        <ReviewSheet
          open={sheetOpen}
          onClose={() => setSheetOpen(false)}
          device={device}
          store={page.store}
          list={list}
          score={data.score}
          ratingSummary={data.ratingSummary}
          count={data.count}
          types={data.types}
          productIds={data.productIds}
          fullDetails={data.fullDetails}
        />
      </section>
    </HelpfulVotesProvider>
  );
}

export const detailReviews = defineSection(Reviews);
