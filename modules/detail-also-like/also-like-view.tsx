import { useId } from "react";
import { useTranslation } from "~modules/kit/i18n";
import { ProductCard } from "~modules/kit/product-card/product-card";
import { openQuickView } from "~modules/kit/quick-view-opener";
import type { Suggestion } from "~schemas/product";
import { cardSkuId } from "~schemas/rules/card-rules";
import type { Device } from "~schemas/rules/device";
import type { StoreId } from "~schemas/rules/stores";
import "./detail-also-like.css";

/** The list People Also Like reports with product_click and the quick view's open. */
export const ALSO_LIKE_LIST = "people-also-like";

/**
 * The People Also Like grid: four cards a row on desktop, two on a phone. Each card's Add To
 * Cart opens the quick add-to-cart, the quick view, on the card's product (its SKU chosen
 * there), rather than adding a SKU the shopper has not seen.
 */
export default function AlsoLikeView({ items, store, device }: { items: Suggestion[]; store: StoreId; device: Device }) {
  const { t } = useTranslation();
  const heading = useId();
  return (
    <section className={`detail-also-like detail-also-like--${device}`} aria-labelledby={heading}>
      <h2 id={heading} className="detail-also-like__title">
        {t("crossSell.alsoLike")}
      </h2>
      <ul className="detail-also-like__grid">
        {items.map((product, index) => (
          <li key={`${product.detailUrl}-${index}`} className="detail-also-like__item">
            <ProductCard product={product} index={index} storeId={store} device={device} list={ALSO_LIKE_LIST} />
            <button
              type="button"
              className="detail-also-like__add"
              aria-haspopup="dialog"
              aria-label={product.name ? `${t("quickView.addToCart")}: ${product.name}` : t("quickView.addToCart")}
              onClick={() => openQuickView({ detailUrl: product.detailUrl ?? "", skuId: cardSkuId(product, null), list: ALSO_LIKE_LIST })}
            >
              {t("quickView.addToCart")}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
