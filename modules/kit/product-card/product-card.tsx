import { useContext, useId, useState, type MouseEvent } from "react";
import { useTranslation } from "~modules/kit/i18n";
import { track } from "~modules/kit/analytics";
import type { Device } from "~schemas/rules/device";
import { cardImages } from "~schemas/rules/card-images";
import { formatPrice } from "~schemas/rules/format";
import type { StoreId } from "~schemas/rules/stores";
import type { ListingProduct, Swatch } from "~schemas/backoffice";
import { useCart } from "../cart/cart-provider";
import type { CartSuggestion } from "~schemas/rules/cart";
import { Img, PLACEHOLDER_IMAGE, remSizes } from "../image";
import { Stars } from "../stars";
import { WishHeart } from "../wish-heart";
import { openQuickView } from "../quick-view-opener";
import { itemListSource } from "~schemas/rules/quick-view";
import { CardImageChoiceContext } from "./card-image-choice";
import { showsWishHeart } from "~schemas/rules/wishlist";
import { cardPrices, cardSkuId, cardTag, crowdfundBar, discountPercent, stockBar, trackingLine, visibleSwatches } from "~schemas/rules/card-rules";
import "./product-card.css";

/** Card images are 500×500 (detail spec 9). */
export const CARD_IMAGE = { width: 500, height: 500 } as const;
const PARTNER_ICON = { width: 64, height: 64 } as const;
/**
 * A card of the shop module's grid (CSS): a quarter of the 62.5rem row less 1.04rem gaps on
 * desktop, half of the padded row less 3.2rem on mobile. Partner icons are 1.46rem or 7.47rem.
 */
const GRID_CARD_SIZES = { desktop: remSizes("desktop", (62.5 - 3 * 1.04) / 4), mobile: remSizes("mobile", (100 - 2 * 4.27 - 3.2) / 2) } as const;
const PARTNER_SIZES = { desktop: remSizes("desktop", 1.46), mobile: remSizes("mobile", 7.47) } as const;

export type ProductCardProps = {
  product: ListingProduct;
  /** 0-based place in its grid: the tracking line is ceil((index + 1) / 4). */
  index: number;
  storeId: StoreId;
  device: Device;
  /** Rating with review count (shop-module showTypes 1, 4 and 7; on by default elsewhere). */
  reviews?: boolean;
  /** Flash-sale colours (showTypes 2, 5 and 7). */
  flash?: boolean;
  /** The Black Friday card style (showType 7). */
  blackFriday?: boolean;
  /** NO.1–NO.3 ranking badge. */
  rank?: 1 | 2 | 3 | null;
  /** Above the fold: the image loads at once. */
  eager?: boolean;
  /** How wide the card shows (the image's `sizes`); by default a card of the shop module's grid. */
  sizes?: string;
  /** The grid the card belongs to, reported with product_click. */
  list?: string;
  /** Shows an Add to Cart button; the cart sheet then offers these products to add next. */
  addToCart?: { suggestions?: CartSuggestion[] };
  /** Combination picking: the checkbox shows when the product's isPick is not null. */
  onPickChange?: (picked: boolean, product: ListingProduct) => void;
  pickDisabled?: boolean;
  /** Highlighted (the not-found page's first tap on mobile). */
  selected?: boolean;
  /** The wishlist heart (on by default; never for the membership, TPVIP1). */
  wish?: boolean;
};

/**
 * The listing product card, normal layout (detail spec 2, "Product card (listings)"):
 * image with its hover (room) image and partner icons, Quick View, up to three colour
 * swatches then '+N' (hovering, focusing or tapping one swaps the image and the SKU that
 * Add to Cart adds), a BEST SELLER / NEW tag, the sale badge, a FUNDING badge, prices,
 * rating, the flash-sale stock bar, the crowdfund bar, an optional pick checkbox and an
 * optional Add to Cart button. Every link reports product_click with its tracking line. The
 * wishlist heart sits on the image's top right corner (the sale badge moves beside it) and
 * follows the SKU a swatch chose.
 */
export function ProductCard({
  product,
  index,
  storeId,
  device,
  reviews = true,
  flash = false,
  blackFriday = false,
  rank = null,
  eager = false,
  sizes,
  list,
  addToCart,
  onPickChange,
  pickDisabled = false,
  selected = false,
  wish = true,
}: ProductCardProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const [swatch, setSwatch] = useState<Swatch | null>(null);
  const [picked, setPicked] = useState(product.isPick === true);

  const name = product.name ?? product.productName ?? "";
  const href = product.detailUrl ?? "#";
  const tag = cardTag(product);
  const prices = cardPrices(product);
  const percent = discountPercent(product, prices);
  const stock = flash || product.isFlashSale ? stockBar(product) : null;
  const crowdfund = crowdfundBar(product);
  const { shown, more } = visibleSwatches(product.colorAttrValueVOList);
  const images = cardImages(product, useContext(CardImageChoiceContext));
  const image = swatch?.image ?? images.first ?? PLACEHOLDER_IMAGE;
  const skuId = cardSkuId(product, swatch);
  const heart = wish && skuId !== null && showsWishHeart(product.sku);

  const onLinkClick = (event: MouseEvent<HTMLElement>) => {
    // A link click something above the card took over (the not-found page's first tap on mobile) is not a product click.
    if (event.defaultPrevented || !(event.target as Element).closest("a")) return;
    track("product_click", {
      spu: product.spu ?? null,
      sku: skuId,
      name,
      // The page it opens: a listing's click records its source for that page's events.
      url: href,
      list: list ?? null,
      position: index + 1,
      line: trackingLine(index),
      // A detail opened from a listing under /guide/{key} or /collection/ (landing spec 2.1).
      source: itemListSource(window.location.pathname),
    });
  };

  const imageSizes = sizes ?? GRID_CARD_SIZES[device];
  const classes = ["product-card", `product-card--${device}`];
  if (flash) classes.push("product-card--flash");
  if (blackFriday) classes.push("product-card--black-friday");
  if (selected) classes.push("is-selected");

  return (
    <article className={classes.join(" ")} aria-labelledby={nameId} data-sku={skuId ?? undefined} onClick={onLinkClick}>
      <div className={`product-card__media${heart ? " has-wish" : ""}`}>
        {/* The name's link is the one screen readers and the keyboard use; the picture repeats it for the mouse and touch. */}
        <a href={href} className="product-card__image-link" tabIndex={-1} aria-hidden="true">
          <Img src={image} alt="" {...CARD_IMAGE} sizes={imageSizes} eager={eager} className="product-card__image" />
          {images.hover && !swatch ? <Img src={images.hover} alt="" {...CARD_IMAGE} sizes={imageSizes} className="product-card__image product-card__image--hover" /> : null}
        </a>
        <div className="product-card__badges">
          {rank ? <span className={`product-card__rank product-card__rank--${rank}`}>{t("shop.rank", { rank })}</span> : null}
          {tag ? (
            <span className="product-card__tag" data-tag={tag}>
              {tag === "NEW" ? t("shop.tagNew") : t("shop.tagBestSeller")}
            </span>
          ) : null}
        </div>
        {percent ? (
          <span className="product-card__sale">
            <span className="visually-hidden">{t("shop.saleBadgeLabel")} </span>
            {t("shop.saleBadge", { percent })}
          </span>
        ) : null}
        {product.partnerIconList.length > 0 ? (
          <ul className="product-card__partners">
            {product.partnerIconList.map((icon) => (
              <li key={icon.src}>
                <Img src={icon.src} alt={icon.name} {...PARTNER_ICON} sizes={PARTNER_SIZES[device]} eager={eager} className="product-card__partner" />
              </li>
            ))}
          </ul>
        ) : null}
        {heart ? <WishHeart skuId={skuId} spuId={product.spuId} sku={product.sku} name={name || undefined} className="product-card__wish" /> : null}
        {product.isCrowdfund ? (
          <a href={href} className="product-card__quick" aria-describedby={nameId}>
            {t("shop.viewDetails")}
          </a>
        ) : (
          // A link for no-JS, middle clicks and new tabs; a plain click opens the quick view instead.
          <a
            href={href}
            className="product-card__quick"
            role="button"
            aria-haspopup="dialog"
            aria-describedby={nameId}
            onClick={(event) => {
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || !product.detailUrl) return;
              event.preventDefault();
              openQuickView({ detailUrl: product.detailUrl, skuId, list: list ?? null });
            }}
            onKeyDown={(event) => {
              // A button answers Space too.
              if (event.key !== " " || !product.detailUrl) return;
              event.preventDefault();
              openQuickView({ detailUrl: product.detailUrl, skuId, list: list ?? null });
            }}
          >
            {t("shop.quickView")}
          </a>
        )}
      </div>

      {shown.length > 0 ? (
        <ul className="product-card__swatches" aria-label={t("shop.colours")}>
          {shown.map((entry, position) => {
            // Until one is chosen, the swatch of the product's own SKU is the current one.
            const active = swatch ? swatch === entry : entry.entityId !== null && entry.entityId === (product.skuId ?? product.entityId);
            const choose = () => setSwatch(entry);
            return (
              <li key={`${entry.valueId ?? entry.entityId ?? position}`}>
                <button
                  type="button"
                  className={`product-card__swatch${active ? " is-active" : ""}`}
                  aria-label={t("shop.colour", { name: entry.value })}
                  aria-pressed={active}
                  title={entry.value}
                  style={entry.color ? { backgroundColor: entry.color } : undefined}
                  onMouseEnter={choose}
                  onFocus={choose}
                  onClick={choose}
                >
                  {entry.color ? null : (entry.value.slice(0, 1) || "?")}
                </button>
              </li>
            );
          })}
          {more > 0 ? (
            <li>
              <a href={href} className="product-card__more-swatches" aria-label={t("shop.moreColours", { count: more })}>
                +{more}
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}

      <h3 className="product-card__name" id={nameId}>
        <a href={href}>{name}</a>
        {product.isCrowdfund ? <span className="product-card__funding">{t("shop.funding")}</span> : null}
      </h3>

      {prices.current !== null ? (
        <p className="product-card__prices">
          <span className="product-card__price">{formatPrice(prices.current, storeId)}</span>
          {prices.original !== null ? (
            <s className="product-card__original">
              <span className="visually-hidden">{t("shop.originalPrice")} </span>
              {formatPrice(prices.original, storeId)}
            </s>
          ) : null}
        </p>
      ) : null}

      {reviews && product.topRated !== undefined ? (
        <div className="product-card__rating">
          <Stars topRated={product.topRated} reviewCount={product.reviewCount} />
        </div>
      ) : null}

      {stock ? (
        <ProgressBar
          className="product-card__stock"
          percent={stock.percent}
          empty={false}
          text={stock.soldOut ? t("shop.soldOut") : t("shop.left", { count: stock.left })}
        />
      ) : null}
      {crowdfund ? (
        <ProgressBar
          className="product-card__crowdfund"
          percent={crowdfund.width}
          empty={crowdfund.empty}
          text={t("shop.funded", { percent: crowdfund.funded })}
        />
      ) : null}

      {product.isPick !== null ? (
        <label className={`product-card__pick${pickDisabled ? " is-disabled" : ""}`}>
          <input
            type="checkbox"
            checked={picked}
            disabled={pickDisabled}
            aria-describedby={nameId}
            onChange={(event) => {
              setPicked(event.target.checked);
              onPickChange?.(event.target.checked, product);
            }}
          />
          <span>{t("shop.pick")}</span>
        </label>
      ) : null}

      {addToCart && skuId ? <AddToCartButton skuId={skuId} name={name} suggestions={addToCart.suggestions} /> : null}
    </article>
  );
}

function ProgressBar({ className, percent, empty, text }: { className: string; percent: number; empty: boolean; text: string }) {
  // The visible text names the bar, so a screen reader and a voice command use the same words.
  const textId = useId();
  return (
    <div className={`product-card__bar ${className}${empty ? " is-empty" : ""}`}>
      <span
        className="product-card__bar-track"
        role="progressbar"
        aria-labelledby={textId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-valuetext={text}
      >
        <span className="product-card__bar-fill" style={{ width: `${empty ? 0 : percent}%` }} />
      </span>
      <span id={textId} className="product-card__bar-text">{text}</span>
    </div>
  );
}

/** Its own component: only cards with the button need a cart (a CartProvider). */
function AddToCartButton({ skuId, name, suggestions }: { skuId: string; name: string; suggestions?: CartSuggestion[] }) {
  const { t } = useTranslation();
  const cart = useCart();
  return (
    <button
      type="button"
      className="product-card__add"
      aria-label={name ? `${t("cart.add")}: ${name}` : t("cart.add")}
      onClick={() => {
        track("add_button", { sku: skuId, name });
        void cart.add([skuId], { suggestions });
      }}
    >
      {t("cart.add")}
    </button>
  );
}
