import { useState } from "react";
import { useTranslation } from "~modules/kit/i18n";
import { useCart } from "~modules/kit/cart/cart-provider";
import { Carousel } from "~modules/kit/carousel";
import { Dialog } from "~modules/kit/dialog";
import { ExternalVideo } from "~modules/kit/external-video";
import { Img, remSizes } from "~modules/kit/image";
import { track } from "~modules/kit/analytics";
import { useProductState } from "~modules/kit/product/product-state";
import type { SocialMediaSection } from "~schemas/detail/social-media";
import type { Device } from "~schemas/rules/device";
import { formatPrice } from "~schemas/rules/format";
import type { SocialMedia, SocialPost } from "~schemas/rules/product/social-media";
import { formatStoreDate } from "~schemas/rules/store-date";
import type { StoreId } from "~schemas/rules/stores";
import type { DetailPageContext } from "../detail-types";
import "./detail-social-media.css";

export type SocialMediaViewProps = { posts: SocialPost[]; product: SocialMediaSection; page: DetailPageContext };

/** Posts and their media stand 3:4 (detail spec 2: social video aspect ratio 3:4; pictures share the box). */
const MEDIA_SIZE = { width: 600, height: 800 } as const;
const PRODUCT_IMAGE_SIZE = { width: 240, height: 240 } as const;
/** Cards in view: 4 across the 62.5rem desktop row, 2.2 on a phone (the next one peeks in). */
const PER_VIEW = { desktop: 4, mobile: 2.2 } as const;
/** Gaps in percent of the carousel's width. */
const GAP = { desktop: 1.3, mobile: 3 } as const;
const CARD_SIZES = { desktop: remSizes("desktop", (62.5 - 3 * 0.83) / 4), mobile: remSizes("mobile", (100 - 2 * 4.27) / 2.2) } as const;
/** The dialog's media takes 24rem of the desktop panel, 62% of the sheet's padded width on a phone. */
const DIALOG_MEDIA_SIZES = { desktop: remSizes("desktop", 24), mobile: "57vw" } as const;
const PRODUCT_SIZES = { desktop: remSizes("desktop", 4.2), mobile: remSizes("mobile", 18.67) } as const;

function Byline({ post, store }: { post: SocialPost; store: StoreId }) {
  const { t } = useTranslation();
  const date = formatStoreDate(post.publishDate, store);
  return (
    <span className="social-post__byline">
      {post.name ? <span className="social-post__name">{t("socialMedia.name", { name: post.name })}</span> : null}
      {date ? <span className="social-post__date">{date}</span> : null}
    </span>
  );
}

function Keyword({ keyword }: { keyword: string | null }) {
  const { t } = useTranslation();
  return keyword ? <span className="social-post__keyword">{t("socialMedia.keyword", { keyword })}</span> : null;
}

const coverOf = (media: SocialMedia) => (media.kind === "image" ? media.imageUrl : media.coverUrl);

function PlayBadge() {
  return (
    <span className="social-post__play">
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d="M8 5v14l11-7z" fill="currentColor" />
      </svg>
    </span>
  );
}

/** The dialog's media item: the picture, or the 3:4 video (a video site's in its own player, a file in <video>). */
function MediaItem({ media, label, device }: { media: SocialMedia; label: string; device: Device }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  if (media.kind === "image") {
    return <Img src={media.imageUrl} alt={label} {...MEDIA_SIZE} sizes={DIALOG_MEDIA_SIZES[device]} eager className="social-dialog__media" />;
  }
  const cover = media.coverUrl ? <Img src={media.coverUrl} alt="" {...MEDIA_SIZE} sizes={DIALOG_MEDIA_SIZES[device]} eager className="social-dialog__media" /> : null;
  if (media.external) return <ExternalVideo src={media.external.src} provider={media.external.provider} cover={cover} title={label} />;
  return (
    <>
      <video
        className="social-dialog__media"
        src={media.videoUrl}
        width={MEDIA_SIZE.width}
        height={MEDIA_SIZE.height}
        aria-label={label}
        controls
        autoPlay
        muted
        playsInline
        onError={() => setFailed(true)}
      />
      {failed ? (
        <p className="social-dialog__video-error" role="status">
          {t("Video_cant_be_played")}
        </p>
      ) : null}
    </>
  );
}

/**
 * The media dialog (detail spec 2): the post's pictures and videos one at a time (previous
 * and next with more than one), who posted it and when, the keyword, and the product of the
 * page with its chosen SKU, whose Add To Cart opens the cart drawer (desktop) or sheet
 * (mobile) through the cart kit.
 */
function SocialDialog({ post, product, page, onClose }: { post: SocialPost | null; product: SocialMediaSection; page: DetailPageContext; onClose: () => void }) {
  const { t } = useTranslation();
  const cart = useCart();
  const { skuId } = useProductState();
  const [index, setIndex] = useState(0);
  const sku = (skuId ? product.skus[skuId] : undefined) ?? Object.values(product.skus)[0]!;
  const count = post?.media.length ?? 0;
  const shown = post ? post.media[Math.min(index, count - 1)]! : null;

  const close = () => {
    setIndex(0);
    onClose();
  };
  const addToCart = () => {
    // `from`, not `source`: every event's `source` is the listing the page was opened from (modules/kit/analytics.ts).
    track("add_button", { skuId, spu: product.spu, name: sku.name, price: sku.price, from: "social_media" });
    // The dialog closes first, so the loader, the drawer or sheet and a failure toast are never behind it.
    close();
    void cart.add([sku.productId]);
  };

  return (
    <Dialog
      open={post !== null}
      onClose={close}
      placement={page.device === "mobile" ? "bottom" : "center"}
      label={post?.name ? t("socialMedia.dialog", { name: post.name }) : t("socialMedia.heading")}
      className={`social-dialog social-dialog--${page.device}`}
    >
      {post && shown ? (
        <div className="social-dialog__layout">
          <div className="social-dialog__viewer" data-media-kind={shown.kind}>
            <div className="social-dialog__frame" key={`${post.key}-${index}`}>
              <MediaItem media={shown} label={t("socialMedia.media", { index: index + 1, count })} device={page.device} />
            </div>
            {count > 1 ? (
              <div className="social-dialog__steps">
                <button type="button" className="social-dialog__step" aria-label={t("carousel.previous")} disabled={index === 0} onClick={() => setIndex(index - 1)}>
                  ‹
                </button>
                <span className="social-dialog__count">{t("socialMedia.media", { index: index + 1, count })}</span>
                <button type="button" className="social-dialog__step" aria-label={t("carousel.next")} disabled={index >= count - 1} onClick={() => setIndex(index + 1)}>
                  ›
                </button>
              </div>
            ) : null}
          </div>
          <div className="social-dialog__info">
            <Byline post={post} store={page.store} />
            <Keyword keyword={post.keyword} />
            <div className="social-dialog__product">
              {sku.image ? <Img src={sku.image} alt="" {...PRODUCT_IMAGE_SIZE} sizes={PRODUCT_SIZES[page.device]} eager className="social-dialog__product-image" /> : null}
              <div className="social-dialog__product-text">
                <p className="social-dialog__product-name">{sku.name}</p>
                <p className="social-dialog__price">{formatPrice(sku.price, page.store)}</p>
                <button type="button" className="social-dialog__add" onClick={addToCart}>
                  {t("socialMedia.addToCart")}
                </button>
              </div>
            </div>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}

/** The carousel (detail spec 2, "Social media (influencer) carousel"): a card per post, '@{name}', the date and the quoted keyword. */
export function SocialMediaView({ posts, product, page }: SocialMediaViewProps) {
  const { t } = useTranslation();
  const [openKey, setOpenKey] = useState<string | null>(null);
  const open = posts.find((post) => post.key === openKey) ?? null;
  const { device } = page;
  const slides = posts.map((post) => {
    const first = post.media[0]!;
    const cover = coverOf(first);
    return (
      <button type="button" className="social-post" aria-haspopup="dialog" onClick={() => setOpenKey(post.key)}>
        <span className="social-post__media">
          {cover ? <Img src={cover} alt="" {...MEDIA_SIZE} sizes={CARD_SIZES[device]} className="social-post__image" /> : null}
          {first.kind === "video" ? <PlayBadge /> : null}
        </span>
        <span className="social-post__caption">
          <Byline post={post} store={page.store} />
          <Keyword keyword={post.keyword} />
          {first.kind === "video" ? <span className="visually-hidden">{t("socialMedia.video")}</span> : null}
        </span>
      </button>
    );
  });
  return (
    <section className={`detail-social detail-social--${device}`} aria-labelledby="detail-social-heading">
      <h2 className="detail-social__heading" id="detail-social-heading">
        {t("socialMedia.heading")}
      </h2>
      <Carousel className="detail-social__carousel" label={t("socialMedia.posts")} slides={slides} slidesPerView={PER_VIEW[device]} spaceBetween={GAP[device]} arrows={device === "desktop" ? undefined : false} />
      <SocialDialog post={open} product={product} page={page} onClose={() => setOpenKey(null)} />
    </section>
  );
}
