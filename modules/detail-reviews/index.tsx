import { useCallback, useRef, useState, type MouseEvent } from "react";
import { useAccount, useAccountActions } from "~modules/kit/account";
import { useTranslation } from "~modules/kit/i18n";
import type { z } from "zod";
import { Stars } from "~modules/kit/stars";
import { track } from "~modules/kit/analytics";
import { useLoginHref, useStorefrontHref } from "~modules/kit/storefront-links";
import { formatScore, REVIEW_LOGIN_PAGE_TYPE, REVIEWS_VIEW_MS, SECTION_REVIEW_COUNT } from "~schemas/rules/product/reviews";
import type { reviewsSectionSchema } from "~schemas/detail/reviews";
import { REVIEWS_ANCHOR } from "../detail-goods-info";
import { defineSection, type SectionProps } from "../detail-types";
import { HelpfulVotesProvider } from "./helpful";
import { ReviewItem } from "./review-item";
import { splitPart } from "~modules/kit/split-part";
import { SellerShow } from "./seller-show";
import { useReviewList } from "./use-review-list";
import { useSeenFor } from "./use-seen";
import "./detail-reviews.css";

// The full list opens on the shopper's click: its code loads then.
const ReviewSheet = splitPart("review-sheet", () => import("./review-sheet").then((code) => code.ReviewSheet));

type Props = SectionProps<z.output<typeof reviewsSectionSchema>>;

/**
 * 'Write Your Own Review' ('Write the first review' without reviews; detail spec 4, 6): a
 * logged-in shopper, or a guest whose order was resolved, goes to write at once. A guest gets
 * the login popup and, once logged in, goes on to write. Without JavaScript the link leads to
 * the storefront's login page. Who is logged in is known only in the browser (the page is
 * the same for everyone), so the server HTML is the guest's.
 */
function WriteReview({ data, path }: { data: Props["data"]; path: string }) {
  const { t } = useTranslation();
  const account = useAccount();
  const { openLogin } = useAccountActions();
  const storefrontHref = useStorefrontHref();
  const loginHref = useLoginHref();
  const text = data.hasReviews ? t("reviews.write") : t("reviews.writeFirst");
  const writeHref = storefrontHref(data.write.href);
  if (data.write.withoutLogin || account.status === "logged-in") {
    return (
      <a className="detail-reviews__write" href={writeHref}>
        {text}
      </a>
    );
  }
  const openPopup = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    openLogin({ pageType: REVIEW_LOGIN_PAGE_TYPE, title: t("reviews.login.title"), intro: t("reviews.login.text"), then: () => window.location.assign(writeHref) });
  };
  return (
    <a className="detail-reviews__write" href={loginHref(REVIEW_LOGIN_PAGE_TYPE, `${path}#${REVIEWS_ANCHOR}`)} aria-haspopup="dialog" onClick={openPopup}>
      {text}
    </a>
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
        {sheetOpen ? (
          <ReviewSheet
            open
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
        ) : null}
      </section>
    </HelpfulVotesProvider>
  );
}

export const detailReviews = defineSection(Reviews);
