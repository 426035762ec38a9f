import { useTranslation } from "~modules/kit/i18n";
import { Dialog } from "~modules/kit/dialog";
import { Img, remSizes } from "~modules/kit/image";
import { Stars } from "~modules/kit/stars";
import type { Device } from "~schemas/rules/device";
import type { StoreId } from "~schemas/rules/stores";
import { CartIcon } from "./icons";
import { ScenePrice } from "./scene-price";
import type { ScenePoint } from "~schemas/scene-data";

export const PRODUCT_IMAGE = { width: 500, height: 500 } as const;
/** How wide the image shows (scenes.css): half of the 46rem panel on desktop, 60% of the sheet on mobile. */
const IMAGE_SIZES = { desktop: remSizes("desktop", 22.4), mobile: remSizes("mobile", 55) } as const;

/**
 * The product model dialog of a hotspot (landing spec 2.5): a modal on desktop, the quick-view
 * sheet on mobile. The product page and its quick view are another issue's; until then it
 * shows the anchor point's own data, a link to the product's page and an Add to Cart.
 */
export function ProductDialog({
  point,
  device,
  storeId,
  onClose,
  onAdd,
}: {
  point: ScenePoint | null;
  device: Device;
  storeId: StoreId;
  onClose: () => void;
  onAdd: (skuId: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={point !== null}
      onClose={onClose}
      label={point?.name ?? t("scenes.product")}
      title={point?.name}
      placement={device === "mobile" ? "bottom" : "center"}
      className={`product-dialog product-dialog--${device}`}
    >
      {point ? (
        <div className="product-dialog__body">
          {point.imageUrl ? <Img src={point.imageUrl} alt={point.name} {...PRODUCT_IMAGE} sizes={IMAGE_SIZES[device]} eager className="product-dialog__image" /> : null}
          <div className="product-dialog__info">
            <ScenePrice point={point} storeId={storeId} className="product-dialog__price" />
            {point.topRated !== null ? <Stars topRated={point.topRated} reviewCount={point.reviewCount ?? undefined} /> : null}
            <div className="product-dialog__actions">
              <button
                type="button"
                className="button scene-button product-dialog__add"
                onClick={() => {
                  void onAdd(point.skuId).then((added) => {
                    if (added) onClose();
                  });
                }}
              >
                <CartIcon />
                {t("cart.add")}
              </button>
              {point.detailUrl ? (
                <a className="product-dialog__details" href={point.detailUrl}>
                  {t("scenes.viewDetails")}
                </a>
              ) : null}
            </div>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
