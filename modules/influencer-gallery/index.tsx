import { useState } from "react";
import { useTranslation } from "~modules/kit/i18n";
import { useCart } from "~modules/kit/cart/cart-provider";
import type { CartSuggestion } from "~schemas/rules/cart";
import { Dialog } from "~modules/kit/dialog";
import { Img, remSizes } from "~modules/kit/image";
import { track } from "~modules/kit/analytics";
import type { Device } from "~schemas/rules/device";
import { formatPrice } from "~schemas/rules/format";
import { formatStoreDate } from "~schemas/rules/store-date";
import type { StoreId } from "~schemas/rules/stores";
import { defineModule, type ModuleProps } from "../types";
import { PlatformIcon } from "./platform-icon";
import type { GalleryPost } from "./posts";
import "./influencer-gallery.css";

type Props = ModuleProps<{ posts: GalleryPost[] }>;

/** Posts and their media are square (landing spec 9: the influencer video is 1:1). */
export const POST_IMAGE_SIZE = { width: 600, height: 600 } as const;
export const PRODUCT_IMAGE_SIZE = { width: 240, height: 240 } as const;
/** Posts per row: 4 on desktop (two rows of the 8 at most), 2 on mobile. */
export const POSTS_PER_ROW = { desktop: 4, mobile: 2 } as const;

/**
 * How wide images show (CSS): a post is a quarter of the 62.5rem row less 0.83rem gaps on
 * desktop, half of the padded row less 2.67rem on mobile; in the dialog the media takes 58% of
 * the 52rem panel on desktop and the 92vw panel on mobile, a product 5.2rem or 21.33rem.
 */
const POST_SIZES = { desktop: remSizes("desktop", (62.5 - 3 * 0.83) / 4), mobile: remSizes("mobile", (100 - 2 * 4.27 - 2.67) / 2) } as const;
const DIALOG_MEDIA_SIZES = { desktop: remSizes("desktop", 52 * 0.58), mobile: "92vw" } as const;
const DIALOG_PRODUCT_SIZES = { desktop: remSizes("desktop", 5.2), mobile: remSizes("mobile", 21.33) } as const;

function Byline({ post, store }: { post: GalleryPost; store: StoreId }) {
  const { t } = useTranslation();
  const date = formatStoreDate(post.publishDate, store);
  return (
    // The name leads what a screen reader says of a post; CSS puts the platform logo first on screen.
    <span className="influencers__byline">
      {post.name ? <span className="influencers__name">{t("campaign.influencers.name", { name: post.name })}</span> : null}
      {date ? <span className="influencers__date">{date}</span> : null}
      {post.platform ? <PlatformIcon platform={post.platform} /> : null}
    </span>
  );
}

function Keyword({ keyword }: { keyword: string | null }) {
  const { t } = useTranslation();
  return keyword ? <span className="influencers__keyword">{t("campaign.influencers.keyword", { keyword })}</span> : null;
}

function PostThumbnail({ post, device, eager, priority }: { post: GalleryPost; device: Device; eager: boolean; priority: boolean }) {
  const { media } = post;
  const cover = media.kind === "image" ? media.imageUrl : media.coverUrl;
  return (
    <span className="influencers__media">
      {cover ? (
        <Img src={cover} alt="" {...POST_IMAGE_SIZE} sizes={POST_SIZES[device]} eager={eager} priority={priority} className="influencers__image" />
      ) : media.kind === "video" ? (
        // No cover: the video's first frame stands in (it never plays here).
        <video className="influencers__image" src={media.videoUrl} preload="metadata" playsInline tabIndex={-1} aria-hidden="true" />
      ) : null}
      {media.kind === "video" ? (
        <span className="influencers__play">
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M8 5v14l11-7z" fill="currentColor" />
          </svg>
        </span>
      ) : null}
    </span>
  );
}

/** The dialog's media: the image, or the 1:1 video, which never loops on either device (landing spec 9: "1:1, no loop"). */
function PostMediaView({ post, device }: { post: GalleryPost; device: Device }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const { media } = post;
  if (media.kind === "image") {
    return <Img src={media.imageUrl} alt={post.keyword ?? ""} {...POST_IMAGE_SIZE} sizes={DIALOG_MEDIA_SIZES[device]} eager className="influencer-dialog__media" />;
  }
  return (
    <span className="influencer-dialog__video">
      <video
        className="influencer-dialog__media"
        src={media.videoUrl}
        width={POST_IMAGE_SIZE.width}
        height={POST_IMAGE_SIZE.height}
        controls
        autoPlay
        muted
        playsInline
        loop={false}
        onError={() => setFailed(true)}
      />
      {failed ? <span className="influencer-dialog__video-error">{t("Video_cant_be_played")}</span> : null}
    </span>
  );
}

/** The mobile cart sheet's add-more list: the other posts' products, each once. */
function suggestionsOf(posts: GalleryPost[]): CartSuggestion[] {
  const seen = new Map<string, CartSuggestion>();
  for (const { product } of posts) {
    if (product && !seen.has(product.skuId)) {
      seen.set(product.skuId, {
        productId: product.skuId,
        name: product.name,
        imageUrl: product.imageUrl ?? undefined,
        price: product.price ?? undefined,
        detailUrl: product.detailUrl ?? undefined,
      });
    }
  }
  return [...seen.values()];
}

function PostDialog({
  post,
  suggestions,
  device,
  store,
  onClose,
}: {
  post: GalleryPost | null;
  suggestions: CartSuggestion[];
  device: Device;
  store: StoreId;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const cart = useCart();
  const product = post?.product ?? null;
  // `from`, not `source` (every event's `source` is the listing: modules/kit/analytics.ts); `url` lets a guide page's click record it for the product page.
  const productInfo = product ? { skuId: product.skuId, spu: product.spu, name: product.name, price: product.price, url: product.detailUrl, from: "influencer" } : {};

  const addToCart = () => {
    if (!product) return;
    track("add_button", productInfo);
    // The dialog closes first and the cart drawer (desktop) or sheet (mobile) opens when the
    // add succeeds (landing spec 2.3), so the loader, the drawer and a failure toast are
    // never hidden behind this modal.
    onClose();
    void cart.add([product.skuId], { suggestions: suggestions.filter((item) => item.productId !== product.skuId) });
  };

  return (
    <Dialog
      open={post !== null}
      onClose={onClose}
      label={post?.name ? t("campaign.influencers.dialog", { name: post.name }) : t("campaign.influencers.heading")}
      className={`influencer-dialog influencer-dialog--${device}`}
    >
      {post ? (
        <div className="influencer-dialog__layout">
          <PostMediaView post={post} device={device} />
          <div className="influencer-dialog__info">
            <Byline post={post} store={store} />
            <Keyword keyword={post.keyword} />
            {product ? (
              <div className="influencer-dialog__product">
                {product.imageUrl ? (
                  product.detailUrl ? (
                    <a href={product.detailUrl} className="influencer-dialog__product-image" tabIndex={-1} aria-hidden="true" onClick={() => track("product_click", productInfo)}>
                      <Img src={product.imageUrl} alt="" {...PRODUCT_IMAGE_SIZE} sizes={DIALOG_PRODUCT_SIZES[device]} eager />
                    </a>
                  ) : (
                    <span className="influencer-dialog__product-image">
                      <Img src={product.imageUrl} alt="" {...PRODUCT_IMAGE_SIZE} sizes={DIALOG_PRODUCT_SIZES[device]} eager />
                    </span>
                  )
                ) : null}
                <div className="influencer-dialog__product-text">
                  <p className="influencer-dialog__product-name">
                    {product.detailUrl ? (
                      <a href={product.detailUrl} onClick={() => track("product_click", productInfo)}>
                        {product.name}
                      </a>
                    ) : (
                      product.name
                    )}
                  </p>
                  {product.price !== null ? <p className="influencer-dialog__price">{formatPrice(product.price, store)}</p> : null}
                  <button type="button" className="influencer-dialog__add" onClick={addToCart}>
                    {t("cart.add")}
                  </button>
                </div>
              </div>
            ) : null}
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}

function InfluencerGallery({ data, module, page }: Props) {
  const { device } = page;
  const { t } = useTranslation();
  const [openKey, setOpenKey] = useState<string | null>(null);
  const open = data.posts.find((post) => post.key === openKey) ?? null;
  const perRow = POSTS_PER_ROW[device];
  return (
    <div className={`influencers influencers--${device}`}>
      <header className="influencers__header">
        <h2 className="influencers__heading">{t("campaign.influencers.heading")}</h2>
        <p className="influencers__subheading">{t("campaign.influencers.subheading")}</p>
      </header>
      <ul className="influencers__grid">
        {data.posts.map((post, index) => (
          <li key={post.key}>
            <button type="button" className="influencers__post" aria-haspopup="dialog" onClick={() => setOpenKey(post.key)}>
              <PostThumbnail post={post} device={device} eager={module.aboveFold && index < perRow} priority={module.priority && index === 0} />
              <span className="influencers__caption">
                <Byline post={post} store={page.store} />
                <Keyword keyword={post.keyword} />
                {/* Said after the name (the play badge on the picture is decoration). */}
                {post.media.kind === "video" ? <span className="visually-hidden">{t("campaign.influencers.video")}</span> : null}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <PostDialog post={open} suggestions={suggestionsOf(data.posts)} device={device} store={page.store} onClose={() => setOpenKey(null)} />
    </div>
  );
}

export const influencerGallery = defineModule(InfluencerGallery);
