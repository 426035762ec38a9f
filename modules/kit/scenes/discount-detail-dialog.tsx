import { useTranslation } from "~modules/kit/i18n";
import { Dialog } from "~modules/kit/dialog";
import type { Device } from "~schemas/rules/device";
import { formatPrice } from "~schemas/rules/format";
import type { StoreId } from "~schemas/rules/stores";
import { discountRows, type DiscountDetail } from "./discount-detail";

/** The discount detail bottom popup (landing spec 2.5, 3.7): a title and an order summary without a total. */
export function DiscountDetailDialog({
  detail,
  open,
  onClose,
  device,
  storeId,
}: {
  detail: DiscountDetail;
  open: boolean;
  onClose: () => void;
  device: Device;
  storeId: StoreId;
}) {
  const { t } = useTranslation();
  const title = detail.title || t("scenes.detail.title");
  return (
    <Dialog open={open} onClose={onClose} label={title} title={title} placement={device === "mobile" ? "bottom" : "center"} className="discount-detail">
      <dl className="discount-detail__rows">
        {discountRows(detail).map((row) => {
          const label =
            row.kind === "subtotal"
              ? t("scenes.detail.subtotal")
              : row.kind === "delivery"
                ? t("scenes.detail.deliveryOptions")
                : row.kind === "tax"
                  ? t("scenes.detail.tax")
                  : t(row.labelKey);
          return (
            <div key={row.kind} className={`discount-detail__row discount-detail__row--${row.kind}`}>
              <dt>
                {label}
                {row.kind === "delivery" ? <span className="discount-detail__note"> ({row.name})</span> : null}
              </dt>
              <dd>{formatPrice(row.amount, storeId)}</dd>
            </div>
          );
        })}
      </dl>
    </Dialog>
  );
}
