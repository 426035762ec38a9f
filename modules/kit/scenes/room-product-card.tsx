import { useTranslation } from "~modules/kit/i18n";
import { Img } from "~modules/kit/image";
import { Stars } from "~modules/kit/stars";
import type { StoreId } from "~schemas/rules/stores";
import { CartIcon } from "./icons";
import { PRODUCT_IMAGE } from "./product-dialog";
import { ScenePrice } from "./scene-price";
import type { ScenePoint } from "~schemas/scene-data";

type Props = {
  product: ScenePoint & { isPick: boolean };
  storeId: StoreId;
  onToggle: (skuId: string) => void;
  onAdd: (skuId: string) => void;
  /** Mobile 'Room Ideas': the image opens the quick view instead of the product page. */
  onQuickView?: (product: ScenePoint) => void;
  /** 'tile' in a strip or grid, 'row' in a side list. */
  layout?: "tile" | "row";
  /** How wide the image shows in its list (the `sizes` attribute). */
  sizes: string;
  eager?: boolean;
};

/**
 * The shop-by-room product card (detail spec 2, "Product card (listings)", shop-by-room
 * layout): the image opens the product (its page, or the quick view on mobile 'Room Ideas'),
 * a pick toggle, the name, the price, the rating (topRated/20 with the review count) and a
 * cart icon that adds that one product.
 */
export function RoomProductCard({ product, storeId, onToggle, onAdd, onQuickView, layout = "tile", sizes, eager = false }: Props) {
  const { t } = useTranslation();
  const image = product.imageUrl ? (
    <Img src={product.imageUrl} alt={product.name} {...PRODUCT_IMAGE} sizes={sizes} eager={eager} className="room-card__image" />
  ) : (
    <span className="room-card__image room-card__image--none" />
  );
  return (
    <li className={`room-card room-card--${layout}${product.isPick ? " is-picked" : ""}`} data-sku={product.skuId}>
      <div className="room-card__media">
        {onQuickView ? (
          <button type="button" className="room-card__open" aria-haspopup="dialog" onClick={() => onQuickView(product)}>
            {image}
          </button>
        ) : product.detailUrl ? (
          <a className="room-card__open" href={product.detailUrl} tabIndex={-1} aria-hidden="true">
            {image}
          </a>
        ) : (
          image
        )}
        <label className="room-card__pick">
          <input type="checkbox" checked={product.isPick} onChange={() => onToggle(product.skuId)} aria-label={t("scenes.pick", { name: product.name })} />
          <span className="room-card__check" aria-hidden="true" />
        </label>
      </div>
      <div className="room-card__info">
        {product.detailUrl ? (
          <a className="room-card__name" href={product.detailUrl}>
            {product.name}
          </a>
        ) : (
          <span className="room-card__name">{product.name}</span>
        )}
        <ScenePrice point={product} storeId={storeId} className="room-card__price" />
        {product.topRated !== null ? <Stars topRated={product.topRated} reviewCount={product.reviewCount ?? undefined} /> : null}
      </div>
      <button type="button" className="room-card__cart" aria-label={t("scenes.addOne", { name: product.name })} onClick={() => onAdd(product.skuId)}>
        <CartIcon />
      </button>
    </li>
  );
}
