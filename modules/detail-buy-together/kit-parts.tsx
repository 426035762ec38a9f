import { useTranslation } from "~modules/kit/i18n";
import { formatPrice } from "~schemas/rules/format";
import { payPrice, type KitItem } from "~schemas/rules/product/buy-together";
import type { StoreId } from "~schemas/rules/stores";
import type { KitDiscount } from "./use-kit-discount";

/** An item's price: a flash-sale item at its flash-sale price beside its usual one. */
export function ItemPrice({ item, store }: { item: Pick<KitItem, "specialPrice" | "price" | "isFlashSale" | "flashSalePrice">; store: StoreId }) {
  const { t } = useTranslation();
  const paid = payPrice(item);
  const was = item.isFlashSale ? item.specialPrice : item.price;
  return (
    <span className="buy-together-price">
      {item.isFlashSale ? <span className="buy-together-price__flash">{t("buyTogether.flashSale")}</span> : null}
      <strong className="buy-together-price__paid">{formatPrice(paid, store)}</strong>
      {was !== null && was > paid ? <s className="buy-together-price__was">{formatPrice(was, store)}</s> : null}
    </span>
  );
}

/** The picked items' total after the kit's discount; until the latest discount is in, the plain total and a note. */
export function KitTotal({ subtotal, discount, count, store }: { subtotal: number; discount: KitDiscount; count: number; store: StoreId }) {
  const { t } = useTranslation();
  const amount = discount.status === "ready" ? discount.amount : 0;
  const total = Math.round((subtotal - amount) * 100) / 100;
  return (
    <div className="buy-together-total" data-discount={discount.status} aria-live="polite" aria-busy={discount.status === "loading"}>
      <p className="buy-together-total__count">{t("buyTogether.items", { count })}</p>
      <p className="buy-together-total__price">
        <span>{t("buyTogether.total")}</span> <strong className="buy-together-total__amount">{formatPrice(total, store)}</strong>
        {amount > 0 ? <s className="buy-together-total__was">{formatPrice(subtotal, store)}</s> : null}
      </p>
      <p className="buy-together-total__save">
        {discount.status === "loading"
          ? t("buyTogether.calculating")
          : discount.status === "failed"
            ? t("buyTogether.noDiscount")
            : amount > 0
              ? t("buyTogether.save", { amount: formatPrice(amount, store) })
              : null}
      </p>
    </div>
  );
}

