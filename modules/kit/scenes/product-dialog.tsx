import { useEffect } from "react";
import { useTranslation } from "~modules/kit/i18n";
import { openQuickView } from "~modules/kit/quick-view-opener";
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
 * The product model dialog of a hotspot (landing spec 2.5): the product detail popup for the
 * point's detailUrl, which is the quick view (issue 17): a point with a detailUrl opens it,
 * with the point's SKU, and this dialog hands over at once. A point without one shows its own
 * data and an Add to Cart here (a modal on desktop, a sheet on mobile).
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
  const detailUrl = point?.detailUrl ?? null;
  useEffect(() => {
    if (!point || !detailUrl) return;
    openQuickView({ detailUrl, skuId: point.skuId, list: "scene" });
    onClose();
  }, [point, detailUrl, onClose]);
  return (
    <Dialog
      open={point !== null && !detailUrl}
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
