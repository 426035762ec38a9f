import { useTranslation } from "~modules/kit/i18n";
import { formatPrice } from "~schemas/rules/format";
import { getStore } from "~schemas/rules/stores";
import { CloseIcon, Dialog } from "../dialog";
import { Img } from "../image";
import type { CartPanelProps } from "./cart-panel-props";
import "./cart.css";


const THUMB = { width: 160, height: 160 } as const;
/** Thumbnails are 4.17rem on desktop (80 px at the 1920 design) and 17rem on a phone (64–73 px): 80 px covers both. */
const THUMB_SIZES = "80px";

/**
 * The cart after an add: a drawer on desktop, the 'My Cart ({count})' bottom sheet on mobile
 * with its add-more list (landing spec 2.5, 4.1). Store 4's sheet has a custom header with a
 * close icon.
 */
export function CartPanel({ open, onClose, device, storeId, count, lines, suggestions, onAdd }: CartPanelProps) {
  const { t } = useTranslation();
  const mobile = device === "mobile";
  const title = mobile ? t("cart.myCart", { count }) : t("cart.title", { count });
  const inCart = new Set(lines.map((line) => line.productId));
  const addMore = mobile ? suggestions.filter((item) => !inCart.has(item.productId)) : [];
  const header =
    mobile && getStore(storeId).customCartSheetHeader ? (
      <div className="cart-panel__custom-header" data-custom-header="">
        <h2 className="cart-panel__custom-title">{title}</h2>
        <button type="button" className="cart-panel__custom-close" data-dialog-close aria-label={t("dialog.close")} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
    ) : undefined;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      label={title}
      title={title}
      header={header}
      placement={mobile ? "bottom" : "right"}
      className={`cart-panel cart-panel--${device}`}
    >
      {lines.length === 0 ? (
        <p className="cart-panel__empty">{t("cart.empty")}</p>
      ) : (
        <ul className="cart-panel__lines">
          {lines.map((line) => (
            <li key={line.productId} className="cart-panel__line">
              {line.imageUrl ? <Img src={line.imageUrl} alt="" {...THUMB} sizes={THUMB_SIZES} className="cart-panel__thumb" /> : <span className="cart-panel__thumb" />}
              <span className="cart-panel__name">
                {line.detailUrl ? <a href={line.detailUrl}>{line.name ?? line.productId}</a> : (line.name ?? line.productId)}
              </span>
              <span className="cart-panel__quantity">{t("cart.quantity", { count: line.quantity })}</span>
              {line.specialPrice !== undefined ? <span className="cart-panel__price">{formatPrice(line.specialPrice, storeId)}</span> : null}
            </li>
          ))}
        </ul>
      )}
      {addMore.length > 0 ? (
        <section className="cart-panel__more" aria-label={t("cart.addMore")}>
          <h3 className="cart-panel__more-title">{t("cart.addMore")}</h3>
          <ul className="cart-panel__lines">
            {addMore.map((item) => (
              <li key={item.productId} className="cart-panel__line">
                {item.imageUrl ? <Img src={item.imageUrl} alt="" {...THUMB} sizes={THUMB_SIZES} className="cart-panel__thumb" /> : <span className="cart-panel__thumb" />}
                <span className="cart-panel__name">{item.name}</span>
                {item.price !== undefined ? <span className="cart-panel__price">{formatPrice(item.price, storeId)}</span> : null}
                <button type="button" className="cart-panel__add" onClick={() => onAdd(item.productId)}>
                  {t("cart.add")}
                  <span className="visually-hidden">: {item.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Dialog>
  );
}
