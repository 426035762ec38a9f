import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useTranslation } from "~modules/kit/i18n";
import type { z } from "zod";
import { Carousel, type CarouselControl } from "~modules/kit/carousel";
import { splitPart } from "~modules/kit/split-part";
import { Img, remSizes } from "~modules/kit/image";
import { useProductState } from "~modules/kit/product/product-state";
import { Stars } from "~modules/kit/stars";
import { WishHeart } from "~modules/kit/wish-heart";
import type { Device } from "~schemas/rules/device";
import { activeCategory, bulletWindow, galleryLayout, type CategoryEntry, type GalleryMedia } from "~schemas/rules/product/media";
import type { gallerySectionSchema } from "~schemas/detail/gallery";
import { defineSection, type SectionProps } from "../detail-types";
import { ThreeDSlide } from "./three-d-slide";
import "./detail-gallery.css";

// A video site's player is in few galleries: its code loads only where one is.
const ExternalVideo = splitPart("external-video", () => import("~modules/kit/external-video").then((code) => code.ExternalVideo));

type Props = SectionProps<z.output<typeof gallerySectionSchema>>;
type Data = Props["data"];
type Review = Data["reviews"][number];

/** Gallery media are square by default (detail spec 2, "Default aspect ratio is 1:1"). */
export const MEDIA_SIZE = { width: 1000, height: 1000 } as const;
const THUMB_SIZE = { width: 120, height: 120 } as const;

/**
 * How wide media show. Desktop (product-page.css, detail-gallery.css): the gallery column is
 * 1.15 parts of the page less its 3.13rem paddings and the 2.5rem gap, against 1 part for the
 * info; left thumbnails take 3.75rem and a 0.63rem gap from it; bottom thumbnails are an
 * eighth of it less 0.42rem gaps. Mobile: the whole width. A review's picture is 4.17rem
 * (desktop) or 17rem (mobile).
 */
const DESKTOP_COLUMN_REM = ((100 - 2 * 3.13 - 2.5) * 1.15) / 2.15;
const MEDIA_SIZES = {
  desktop: remSizes("desktop", DESKTOP_COLUMN_REM),
  desktopLeft: remSizes("desktop", DESKTOP_COLUMN_REM - 3.75 - 0.63),
  mobile: "100vw",
} as const;
const THUMB_SIZES = remSizes("desktop", (DESKTOP_COLUMN_REM - 7 * 0.42) / 8);
const REVIEW_IMAGE_SIZES = { desktop: remSizes("desktop", 4.17), mobile: remSizes("mobile", 17) } as const;

/**
 * A video in the gallery: the cover under a plain <video> that loads nothing until played,
 * or for a YouTube or Vimeo video the cover and a play button that loads that site's player.
 * An address neither can play, or a playback error, shows 'Video_cant_be_played' over the cover.
 */
function VideoSlide({ media, alt, sizes }: { media: GalleryMedia; alt: string; sizes: string }) {
  const cover = media.coverUrl ? <Img src={media.coverUrl} alt={alt} {...MEDIA_SIZE} sizes={sizes} className="detail-gallery__image" /> : null;
  if (media.provider && media.videoUrl) {
    return (
      <div className="detail-gallery__video">
        <ExternalVideo src={media.videoUrl} provider={media.provider} title={alt} cover={cover} />
      </div>
    );
  }
  return <FileVideoSlide media={media} alt={alt} cover={cover} />;
}

function FileVideoSlide({ media, alt, cover }: { media: GalleryMedia; alt: string; cover: ReactNode }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(media.playable === false);
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    // An error before hydration fired before React listened.
    if (ref.current?.error) setFailed(true);
  }, []);
  return (
    <div className={`detail-gallery__video${failed ? " is-failed" : ""}`}>
      {cover}
      {failed ? (
        <p className="detail-gallery__video-message" role="status">
          {t("Video_cant_be_played")}
        </p>
      ) : (
        <video ref={ref} className="detail-gallery__player" src={media.videoUrl} controls playsInline preload="none" aria-label={alt} onError={() => setFailed(true)} {...MEDIA_SIZE} />
      )}
    </div>
  );
}

function ReviewsSlide({ reviews, device }: { reviews: Review[]; device: Device }) {
  const { t } = useTranslation();
  return (
    <div className="detail-gallery__reviews">
      <p className="detail-gallery__reviews-title">{t("media.reviewsTitle")}</p>
      <ul className="detail-gallery__review-list">
        {reviews.map((review) => (
          <li key={review.reviewId} className="detail-gallery__review">
            <div className="detail-gallery__review-head">
              <span className="detail-gallery__reviewer">{review.reviewer}</span>
              <Stars topRated={review.rating} />
            </div>
            <p className="detail-gallery__review-text">{review.text}</p>
            {review.image ? (
              <Img src={review.image} alt={t("media.reviewImage", { name: review.reviewer })} width={240} height={240} sizes={REVIEW_IMAGE_SIZES[device]} className="detail-gallery__review-image" />
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function altOf(media: GalleryMedia, name: string, t: (key: string) => string): string {
  if (media.kind === "size-chart") return t("media.sizeChart");
  if (media.kind === "seat-rating") return media.label ?? t("media.seatRating");
  if (media.kind === "comment") return t("media.reviewsTitle");
  if (media.kind === "3d-model") return t("media.threeDTitle");
  return media.label ?? name;
}

function Thumb({ media, poster }: { media: GalleryMedia; poster: string | undefined }) {
  const { t } = useTranslation();
  if (media.kind === "comment") {
    return (
      <span className="detail-gallery__thumb-text" aria-hidden="true">
        {t("media.comments")}
      </span>
    );
  }
  const src = media.kind === "3d-model" ? poster : media.kind === "external-video" ? (media.coverUrl ?? media.thumbnailUrl) : (media.thumbnailUrl ?? media.imageUrl);
  return (
    <>
      {src ? <Img src={src} alt="" {...THUMB_SIZE} sizes={THUMB_SIZES} className="detail-gallery__thumb-image" /> : <span className="detail-gallery__thumb-blank" />}
      {media.kind === "external-video" ? <span className="detail-gallery__thumb-play" aria-hidden="true" /> : null}
      {media.kind === "3d-model" ? (
        <span className="detail-gallery__thumb-badge" aria-hidden="true">
          3D
        </span>
      ) : null}
    </>
  );
}

/**
 * Desktop thumbnails: a row under the banner, or a column on its left with arrows above 8
 * media items (detail spec 9). The arrows scroll the thumbnails; the thumbnail of the
 * slide in view is kept in sight.
 */
function Thumbnails({ media, active, onPick, poster, left, arrows }: { media: GalleryMedia[]; active: number; onPick: (index: number) => void; poster: string | undefined; left: boolean; arrows: boolean }) {
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: !arrows });

  const measure = () => {
    const element = list.current;
    if (!element) return;
    const position = left ? element.scrollTop : element.scrollLeft;
    const room = left ? element.scrollHeight - element.clientHeight : element.scrollWidth - element.clientWidth;
    setEdges({ start: position <= 1, end: position >= room - 1 });
  };

  useEffect(() => {
    const element = list.current;
    const thumb = element?.children[active] as HTMLElement | undefined;
    if (!element || !thumb) return;
    // Scroll the list only (scrollIntoView would scroll the page too).
    if (left) {
      if (thumb.offsetTop < element.scrollTop) element.scrollTop = thumb.offsetTop;
      else if (thumb.offsetTop + thumb.offsetHeight > element.scrollTop + element.clientHeight) element.scrollTop = thumb.offsetTop + thumb.offsetHeight - element.clientHeight;
    } else if (thumb.offsetLeft < element.scrollLeft) element.scrollLeft = thumb.offsetLeft;
    else if (thumb.offsetLeft + thumb.offsetWidth > element.scrollLeft + element.clientWidth) element.scrollLeft = thumb.offsetLeft + thumb.offsetWidth - element.clientWidth;
    measure();
    // measure reads the list only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, left]);

  const page = (direction: -1 | 1) => {
    const element = list.current;
    if (!element) return;
    const step = (left ? element.clientHeight : element.clientWidth) * 0.75 * direction;
    if (left) element.scrollTop += step;
    else element.scrollLeft += step;
    measure();
  };

  return (
    <div className={`detail-gallery__thumbs${arrows ? " has-arrows" : ""}`}>
      {arrows ? (
        <button type="button" className="detail-gallery__thumbs-arrow detail-gallery__thumbs-arrow--prev" aria-label={t("media.thumbsPrev")} disabled={edges.start} onClick={() => page(-1)}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d={left ? "M7.4 15.4 6 14l6-6 6 6-1.4 1.4-4.6-4.6z" : "M15.4 7.4 14 6l-6 6 6 6 1.4-1.4L10.8 12z"} fill="currentColor" />
          </svg>
        </button>
      ) : null}
      <ul ref={list} className="detail-gallery__thumb-list" onScroll={measure}>
        {media.map((item, index) => (
          <li key={index}>
            <button
              type="button"
              className={`detail-gallery__thumb detail-gallery__thumb--${item.kind}`}
              aria-label={t("media.showSlide", { index: index + 1, count: media.length })}
              aria-current={index === active ? "true" : undefined}
              onClick={() => onPick(index)}
            >
              <Thumb media={item} poster={poster} />
            </button>
          </li>
        ))}
      </ul>
      {arrows ? (
        <button type="button" className="detail-gallery__thumbs-arrow detail-gallery__thumbs-arrow--next" aria-label={t("media.thumbsNext")} disabled={edges.end} onClick={() => page(1)}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d={left ? "M16.6 8.6 18 10l-6 6-6-6 1.4-1.4 4.6 4.6z" : "M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z"} fill="currentColor" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}

/** Mobile pagination: at most 6 bullets, a window that follows the slide in view. */
function Bullets({ count, active, onPick }: { count: number; active: number; onPick: (index: number) => void }) {
  const { t } = useTranslation();
  if (count < 2) return null;
  const { start, end } = bulletWindow(count, active);
  return (
    <div className="detail-gallery__bullets">
      {Array.from({ length: end - start }, (_, offset) => start + offset).map((index) => (
        <button
          key={index}
          type="button"
          className="detail-gallery__bullet"
          aria-label={t("media.showSlide", { index: index + 1, count })}
          aria-current={index === active ? "true" : undefined}
          onClick={() => onPick(index)}
        />
      ))}
    </div>
  );
}

/**
 * Image-category navigation (detail spec 2): the active entry shows (index/count) of the
 * slide in view; an inactive entry jumps to its first image.
 */
function Categories({ entries, active, onPick }: { entries: CategoryEntry[]; active: number; onPick: (index: number) => void }) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  const current = activeCategory(entries, active);
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    // The carousel would take the arrow keys too: they move between entries here.
    event.stopPropagation();
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("button")];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    buttons[(at + (event.key === "ArrowRight" ? 1 : -1) + buttons.length) % buttons.length]?.focus();
  };
  return (
    <nav className="detail-gallery__categories" aria-label={t("media.categories")}>
      <ul onKeyDown={onKeyDown}>
        {entries.map((entry, index) => {
          const isActive = current?.entry === index;
          return (
            <li key={entry.key}>
              <button
                type="button"
                className={`detail-gallery__category${isActive ? " is-active" : ""}`}
                aria-current={isActive ? "true" : undefined}
                onClick={() => {
                  if (!isActive) onPick(entry.indexes[0]!);
                }}
              >
                {entry.name ?? t("media.comments")}
                {isActive ? <span className="detail-gallery__category-count">{` (${current.index}/${current.count})`}</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function GalleryBody({ data, page, skuId }: Props & { skuId: string | null }) {
  const { device } = page;
  const { t } = useTranslation();
  const entry = (skuId ? data.bySku[skuId] : undefined) ?? Object.values(data.bySku).find((candidate) => candidate.media.length > 0) ?? { sku: null, media: [], categories: [] };
  const { media, categories } = entry;
  const [active, setActive] = useState(0);
  const control = useRef<CarouselControl | null>(null);
  const layout = galleryLayout(media.length);
  const poster = media.find((item) => item.imageUrl && item.kind !== "size-chart")?.imageUrl;
  const badge = skuId !== null && data.shipIn48h.includes(skuId);
  const left = device === "desktop" && layout.thumbnails === "left";
  const sizes = MEDIA_SIZES[device === "mobile" ? "mobile" : left ? "desktopLeft" : "desktop"];

  const go = (index: number) => {
    setActive(index);
    control.current?.slideTo(index);
  };

  const slides = media.map((item, index) => {
    const alt = altOf(item, data.name, t);
    let body;
    if (item.kind === "external-video") body = <VideoSlide media={item} alt={alt} sizes={sizes} />;
    else if (item.kind === "comment") body = <ReviewsSlide reviews={data.reviews} device={device} />;
    else if (item.kind === "3d-model") {
      const posterImage = poster ? <Img src={poster} alt={alt} {...MEDIA_SIZE} sizes={sizes} className="detail-gallery__image" /> : null;
      body = <ThreeDSlide poster={posterImage} alt={alt} modelUrl={item.modelUrl} reached={active === index} />;
    } else
      body = item.imageUrl ? (
        <Img
          src={item.imageUrl}
          alt={alt}
          {...MEDIA_SIZE}
          sizes={sizes}
          eager={index === 0}
          // The first slide is the page's largest image: the one fetched ahead of the others.
          priority={index === 0}
          className={`detail-gallery__image detail-gallery__image--${item.kind}`}
        />
      ) : null;
    return (
      <div className={`detail-gallery__slide detail-gallery__slide--${item.kind}`} data-kind={item.kind}>
        {body}
        {index === 0 && badge ? <span className="detail-gallery__badge">{t("media.shipIn48h")}</span> : null}
      </div>
    );
  });

  return (
    <div className={`detail-gallery detail-gallery--${device}${left ? " detail-gallery--left" : ""}`} data-media={media.length}>
      <div className="detail-gallery__main">
        <div className="detail-gallery__stage">
          <Carousel
            className="detail-gallery__carousel"
            label={t("detail.gallery")}
            slides={slides}
            arrows={device === "desktop" ? undefined : false}
            onSlideChange={setActive}
            controlRef={control}
          />
          {skuId ? <WishHeart skuId={skuId} spuId={page.spuId} sku={entry.sku} className="detail-gallery__wish" /> : null}
        </div>
        {device === "desktop" && media.length > 1 ? (
          <Thumbnails media={media} active={active} onPick={go} poster={poster} left={left} arrows={layout.arrows} />
        ) : null}
      </div>
      {device === "mobile" ? <Bullets count={media.length} active={active} onPick={go} /> : null}
      <Categories entries={categories} active={active} onPick={go} />
    </div>
  );
}

function Gallery(props: Props) {
  const { skuId } = useProductState();
  // A new SKU starts its own media from the first slide, with fresh state.
  return <GalleryBody key={skuId ?? "none"} {...props} skuId={skuId} />;
}

export const detailGallery = defineSection(Gallery);
