import { useEffect, useRef } from "react";
import { useTranslation } from "~modules/kit/i18n";
import { Dialog } from "~modules/kit/dialog";
import { Img } from "~modules/kit/image";
import { REVIEW_IMAGE_SIZE, type ReviewImage } from "~schemas/rules/product/reviews";

type Props = {
  images: ReviewImage[];
  /** The image shown; null: closed. */
  index: number | null;
  onIndex: (index: number | null) => void;
  /** The accessible name of the preview (what the images are). */
  label: string;
};

/**
 * The enlarged preview of review photos: one image at a time with previous and next buttons
 * (and the arrow keys), its place in the set, and the dialog's own close button and Escape.
 */
export function ImagePreview({ images, index, onIndex, label }: Props) {
  const { t } = useTranslation();
  const count = images.length;
  const current = index !== null ? images[index] : undefined;
  const go = (step: number) => {
    if (index === null || count < 2) return;
    onIndex((index + step + count) % count);
  };
  // The arrow keys step wherever focus is in the open preview (it opens on its close button).
  const goRef = useRef(go);
  useEffect(() => {
    goRef.current = go;
  });
  const open = current !== undefined;
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === "ArrowLeft") goRef.current(-1);
      else if (event.key === "ArrowRight") goRef.current(1);
      else return;
      event.preventDefault();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);
  return (
    <Dialog open={open} onClose={() => onIndex(null)} label={label} className="review-preview">
      {current ? (
        <div className="review-preview__body">
          <Img src={current.path} alt={current.label ?? ""} {...REVIEW_IMAGE_SIZE} eager className="review-preview__image" />
          {count > 1 ? (
            <div className="review-preview__nav">
              <button type="button" className="review-preview__step" onClick={() => go(-1)} aria-label={t("carousel.previous")}>
                ‹
              </button>
              <span className="review-preview__count" aria-live="polite">
                {t("reviews.imageOf", { index: (index ?? 0) + 1, count })}
              </span>
              <button type="button" className="review-preview__step" onClick={() => go(1)} aria-label={t("carousel.next")}>
                ›
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
