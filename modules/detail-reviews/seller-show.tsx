import { useState } from "react";
import { useTranslation } from "~modules/kit/i18n";
import { Carousel } from "~modules/kit/carousel";
import { Img } from "~modules/kit/image";
import { useReviewPicturesTrigger } from "~modules/kit/subscribe-triggers";
import type { Device } from "~schemas/rules/device";
import { PhotoPreview } from "./review-photos";
import { REVIEW_IMAGE_SIZE, type ReviewImage } from "~schemas/rules/product/reviews";

/** Photos in view per device: desktop shows six, mobile peeks at the fourth. */
export const SELLER_SHOW_IN_VIEW = { desktop: 6, mobile: 3.3 } as const;

/**
 * The review image carousel ('seller show', detail spec 2): the weighted review photos
 * (the schema passes them only from 5); each opens the enlarged preview at that photo.
 */
export function SellerShow({ images, device }: { images: ReviewImage[]; device: Device }) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<number | null>(null);
  const pictures = useReviewPicturesTrigger();
  const title = t("reviews.sellerShow");
  const slides = images.map((image, index) => (
    <button
      type="button"
      className="seller-show__photo"
      aria-haspopup="dialog"
      aria-label={t("reviews.openPhoto", { index: index + 1, count: images.length })}
      onClick={() => setPreview(index)}
    >
      <Img src={image.path} alt={image.label ?? ""} {...REVIEW_IMAGE_SIZE} />
    </button>
  ));
  return (
    // 3 s on the review pictures, then leaving them, asks for the newsletter prompt (reviewpic_close).
    <div className={`seller-show seller-show--${device}`} {...pictures}>
      <h3 className="seller-show__title">{title}</h3>
      <Carousel className="seller-show__carousel" label={title} slides={slides} slidesPerView={SELLER_SHOW_IN_VIEW[device]} spaceBetween={device === "desktop" ? 1 : 2.4} />
      <PhotoPreview images={images} index={preview} onIndex={setPreview} label={title} />
    </div>
  );
}
