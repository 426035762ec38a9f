import { useState } from "react";
import { useTranslation } from "~modules/kit/i18n";
import { Img } from "~modules/kit/image";
import { useReviewPicturesTrigger } from "~modules/kit/subscribe-triggers";
import { Stars } from "~modules/kit/stars";
import { HelpfulButton } from "./helpful";
import { PhotoPreview } from "./review-photos";
import { REVIEW_IMAGE_SIZE, type ReviewView } from "~schemas/rules/product/reviews";

/**
 * One review (detail spec 2): reviewer, stars (reviewRating / 20), date and where from, the
 * text, the photos (each opens the enlarged preview), 'Helpful' and the store's reply.
 */
export function ReviewItem({ review }: { review: ReviewView }) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<number | null>(null);
  // 3 s on the review's photos, then leaving them, asks for the newsletter prompt (reviewpic_close).
  const pictures = useReviewPicturesTrigger();
  return (
    <article className="review" data-review-id={review.id}>
      <header className="review__head">
        <span className="review__avatar" aria-hidden="true">
          {review.initial}
        </span>
        <div className="review__who">
          <p className="review__reviewer">{review.reviewer}</p>
          <Stars topRated={review.rating} />
        </div>
        <p className="review__meta">
          {review.date ? <time className="review__date">{review.date}</time> : null}
          {review.location ? <span className="review__location">{review.location}</span> : null}
        </p>
      </header>
      {review.text ? <p className="review__text">{review.text}</p> : null}
      {review.images.length > 0 ? (
        <ul className="review__images" aria-label={t("reviews.photos")} {...pictures}>
          {review.images.map((image, index) => (
            <li key={`${image.path}-${index}`}>
              <button
                type="button"
                className="review__image"
                aria-haspopup="dialog"
                aria-label={t("reviews.openPhoto", { index: index + 1, count: review.images.length })}
                onClick={() => setPreview(index)}
              >
                <Img src={image.path} alt={image.label ?? ""} {...REVIEW_IMAGE_SIZE} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <footer className="review__foot">
        <HelpfulButton review={review} />
      </footer>
      {review.reply ? (
        <div className="review__reply">
          <p className="review__reply-title">{t("reviews.reply")}</p>
          <p className="review__reply-text">{review.reply}</p>
        </div>
      ) : null}
      {review.images.length > 0 ? (
        <PhotoPreview images={review.images} index={preview} onIndex={setPreview} label={t("reviews.photosOf", { name: review.reviewer })} />
      ) : null}
    </article>
  );
}
