import { useState } from "react";
import { callApp } from "~modules/kit/app-api";
import { useCart } from "~modules/kit/cart/cart-provider";
import { Dialog } from "~modules/kit/dialog";
import { useTranslation } from "~modules/kit/i18n";
import { Img } from "~modules/kit/image";
import { combinationRequest, pickedItems, type Kit } from "~schemas/rules/product/buy-together";
import type { Device } from "~schemas/rules/device";
import type { StoreId } from "~schemas/rules/stores";
import { ItemPrice, KitTotal } from "./kit-parts";
import type { KitDiscount } from "./use-kit-discount";

type Props = {
  kit: Kit;
  picked: readonly string[];
  /** The chosen SKU (skuId) by spuId. */
  chosen: Readonly<Record<string, string>>;
  onChoose: (spuId: string, skuId: string) => void;
  subtotal: number;
  discount: KitDiscount;
  store: StoreId;
  device: Device;
  onClose: () => void;
};

/**
 * The kit's bottom sheet (detail spec 2, 5, 7): a banner with the kit and its total, then a
 * SKU swiper per picked item (a row of SKUs that scrolls sideways, one chosen per item), then
 * 'Add To Cart'. An item without a SKU says 'PleaseMake' here, where the shopper is (a toast
 * would sit behind the sheet). Otherwise the sheet closes and one "add combination" call goes
 * through the cart, whose drawer (desktop) or 'My Cart(n)' sheet (mobile) opens on code 200; a
 * refusal's toast is the back office's msg.
 */
export function KitSheet({ kit, picked, chosen, onChoose, subtotal, discount, store, device, onClose }: Props) {
  const { t } = useTranslation();
  const cart = useCart();
  const [problem, setProblem] = useState<string | null>(null);
  const items = pickedItems(kit, picked);
  const submit = () => {
    const request = combinationRequest(kit, picked, chosen);
    if (!request) {
      setProblem(t("PleaseMake"));
      return;
    }
    onClose();
    void cart.addWith(() => callApp("POST /api/kit-cart", request));
  };
  const title = t("buyTogether.sheetTitle");
  return (
    <Dialog open onClose={onClose} label={title} title={title} placement="bottom" className={`buy-together-sheet buy-together-sheet--${device}`}>
      <div className="buy-together-sheet__banner">
        <p className="buy-together-sheet__kit">{kit.kitTitle}</p>
        {kit.activityTitle ? <p className="buy-together-sheet__activity">{kit.activityTitle}</p> : null}
        <KitTotal subtotal={subtotal} discount={discount} count={items.length} store={store} />
      </div>
      {items.map((item) => (
        <div key={item.spuId} className="buy-together-sheet__item">
          <p className="buy-together-sheet__name" id={`kit-sheet-${kit.kitId}-${item.spuId}`}>
            {item.name}
          </p>
          <div className="buy-together-sheet__swiper" role="radiogroup" aria-label={t("buyTogether.chooseSku", { name: item.name })}>
            {item.skuList.map((sku) => {
              const selected = chosen[item.spuId] === sku.skuId;
              return (
                <button
                  key={sku.skuId}
                  type="button"
                  role="radio"
                  aria-checked={selected}
                  className="buy-together-sheet__sku"
                  data-sku={sku.sku}
                  onClick={() => {
                    setProblem(null);
                    onChoose(item.spuId, sku.skuId);
                  }}
                >
                  {sku.imageUrl ? <Img src={sku.imageUrl} alt="" width={96} height={96} sizes="96px" className="buy-together-sheet__sku-image" /> : null}
                  <span className="buy-together-sheet__sku-label">{sku.label}</span>
                  <ItemPrice item={sku} store={store} />
                </button>
              );
            })}
          </div>
        </div>
      ))}
      {problem ? (
        <p className="buy-together-sheet__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="button" className="buy-together-sheet__add" onClick={submit}>
        {t("buyTogether.addToCart")}
      </button>
    </Dialog>
  );
}
