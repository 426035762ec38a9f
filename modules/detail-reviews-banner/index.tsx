import { useId } from "react";
import { useTranslation } from "~modules/kit/i18n";
import type { z } from "zod";
import { Carousel } from "~modules/kit/carousel";
import { Img } from "~modules/kit/image";
import { Stars } from "~modules/kit/stars";
import type { Device } from "~schemas/rules/device";
import { externalStars, formatScore, reviewStars, type ReviewView } from "~schemas/rules/product/reviews";
import type { StoreId } from "~schemas/rules/stores";
import type { reviewsBannerSectionSchema } from "~schemas/detail/reviews-banner";
import { REVIEWS_ANCHOR } from "../detail-goods-info";
import { defineSection, type SectionProps } from "../detail-types";
import "./detail-reviews-banner.css";

type Props = SectionProps<z.output<typeof reviewsBannerSectionSchema>>;

/** Cards in view per device; mobile peeks at the next card. */
export const BANNER_CARDS_IN_VIEW = { desktop: 3, mobile: 1.15 } as const;
/** Review text lines before the card clamps it: 4 on desktop cards, 2 on the narrow mobile ones. */
export const BANNER_TEXT_LINES = { desktop: 4, mobile: 2 } as const;
const CARD_IMAGE_SIZE = { width: 160, height: 160 } as const;

const STAR_PATH = "M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z";

/** The external score's stars: whole stars, a half star for any fraction, then empty ones (detail spec 2). */
export function ExternalStars({ score, label }: { score: number; label: string }) {
  const { full, half, empty } = externalStars(score);
  const clipId = `star-half${useId().replace(/\W/g, "")}`;
  const kinds = [...Array<string>(full).fill("full"), ...(half ? ["half"] : []), ...Array<string>(empty).fill("empty")];
  return (
    <span className="external-stars" role="img" aria-label={label}>
      {kinds.map((kind, index) => (
        <svg key={index} className={`external-stars__star external-stars__star--${kind}`} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          {kind === "half" ? (
            <>
              <defs>
                <clipPath id={clipId}>
                  <rect x="0" y="0" width="12" height="24" />
                </clipPath>
              </defs>
              <path d={STAR_PATH} className="external-stars__empty" />
              <path d={STAR_PATH} className="external-stars__fill" clipPath={`url(#${clipId})`} />
            </>
          ) : (
            <path d={STAR_PATH} className={kind === "full" ? "external-stars__fill" : "external-stars__empty"} />
          )}
        </svg>
      ))}
    </span>
  );
}

function Card({ review, store, device }: { review: ReviewView; store: StoreId; device: Device }) {
  const { t } = useTranslation();
  const [first, ...rest] = review.images;
  return (
    <article className="banner-card">
      <header className="banner-card__head">
        <span className="banner-card__avatar" aria-hidden="true">
          {review.initial}
        </span>
        <div>
          <p className="banner-card__reviewer">{review.reviewer}</p>
          <p className="banner-card__rating">
            <Stars topRated={review.rating} />
            <span className="banner-card__number">{formatScore(reviewStars(review.rating), store)}</span>
          </p>
        </div>
      </header>
      <div className="banner-card__body">
        {review.text ? (
          <p className="banner-card__text" style={{ WebkitLineClamp: BANNER_TEXT_LINES[device] }}>
            {review.text}
          </p>
        ) : null}
        {first ? (
          <div className="banner-card__image">
            <Img src={first.path} alt={first.label ?? ""} {...CARD_IMAGE_SIZE} />
            {rest.length > 0 ? (
              <span className="banner-card__more" aria-label={t("reviewsBanner.morePhotos", { count: rest.length })}>
                +{rest.length}
              </span>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}

/**
 * The reviews banner (detail spec 2): the external review-site score with its stars, the
 * product's own score and count, cards of the first reviews, and 'More Reviews', which
 * scrolls to the review list (#module-commentList).
 */
function ReviewsBanner({ data, page }: Props) {
  const { device } = page;
  const { t } = useTranslation();
  const external = formatScore(data.externalScore, page.store);
  const cards = data.cards.map((review) => <Card review={review} store={page.store} device={device} />);
  return (
    <section className={`reviews-banner reviews-banner--${device}`} aria-labelledby="reviews-banner-title">
      <h2 id="reviews-banner-title" className="reviews-banner__title">
        {t("reviewsBanner.title")}
      </h2>
      <div className="reviews-banner__scores">
        <div className="reviews-banner__score reviews-banner__score--external">
          <strong className="reviews-banner__value">{external}</strong>
          <ExternalStars score={data.externalScore} label={t("rating.label", { rating: external })} />
          <span className="reviews-banner__caption">{t("reviewsBanner.external")}</span>
        </div>
        <div className="reviews-banner__score reviews-banner__score--own">
          <strong className="reviews-banner__value">{formatScore(data.score, page.store)}</strong>
          <Stars topRated={data.ratingSummary} />
          <span className="reviews-banner__caption">{t("reviews.count", { count: data.count })}</span>
        </div>
      </div>
      <Carousel
        className="reviews-banner__cards"
        label={t("reviewsBanner.title")}
        slides={cards}
        slidesPerView={BANNER_CARDS_IN_VIEW[device]}
        spaceBetween={device === "desktop" ? 1.5 : 3.2}
      />
      <a className="reviews-banner__more" href={`#${REVIEWS_ANCHOR}`}>
        {t("reviewsBanner.more")}
      </a>
    </section>
  );
}

export const detailReviewsBanner = defineSection(ReviewsBanner);
