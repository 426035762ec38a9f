import { showsWishHeart } from "~schemas/rules/wishlist";
import { useTranslation } from "./i18n";
import { loadWishlistActions, useWish } from "./wishlist";
import "./wish-heart.css";

export type WishHeartProps = {
  skuId: string;
  spuId: string | null | undefined;
  /** The SKU code: the membership (TPVIP1) has no heart (detail spec 4). */
  sku: string | null | undefined;
  /** The product's name, for a heart among others (cards): 'Save {name} to wishlist'. */
  name?: string;
  className?: string;
};

/**
 * The wishlist heart (detail spec 2 gallery, product cards, quick view; 4 "Wishlist"): a
 * toggle button, pressed when the item is on the shopper's list. Its name stays the same
 * whichever state it shows (the pressed state says which), as a toggle button's should. It
 * renders 'not pressed' on the server and while the page hydrates, in the same place and
 * size, so reading the list later moves nothing.
 */
export function WishHeart({ skuId, spuId, sku, name, className }: WishHeartProps) {
  if (!showsWishHeart(sku)) return null;
  return <Heart skuId={skuId} spuId={spuId} name={name} className={className} />;
}

/** A heart in a 24×24 box (modules/kit/wishlist-link.tsx draws the same). */
const HEART = "M12 20.6 10.7 19.4C6 15.2 3 12.5 3 9.1 3 6.4 5.1 4.3 7.8 4.3c1.5 0 3 .7 4.2 1.9 1.2-1.2 2.7-1.9 4.2-1.9C18.9 4.3 21 6.4 21 9.1c0 3.4-3 6.1-7.7 10.3L12 20.6z";

const preloadActions = () => {
  loadWishlistActions().catch(() => undefined);
};

function Heart({ skuId, spuId, name, className }: Omit<WishHeartProps, "sku">) {
  const { t } = useTranslation();
  const { inList, toggle, pending } = useWish(skuId, spuId);
  return (
    <button
      type="button"
      className={`wish-heart${inList ? " is-in-list" : ""}${className ? ` ${className}` : ""}`}
      aria-pressed={inList}
      aria-busy={pending || undefined}
      aria-label={name ? t("wishlist.saveNamed", { name }) : t("wishlist.save")}
      data-sku-id={skuId}
      // A pointer on the heart or focus on it fetches what its click runs, so the click shows at once.
      onPointerEnter={preloadActions}
      onFocus={preloadActions}
      onClick={(event) => {
        // A heart over a card's link is not a click on the product.
        event.preventDefault();
        toggle();
      }}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path className="wish-heart__shape" d={HEART} />
      </svg>
    </button>
  );
}
