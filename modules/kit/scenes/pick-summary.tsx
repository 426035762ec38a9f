import { useState } from "react";
import { useTranslation } from "~modules/kit/i18n";
import type { Device } from "~schemas/rules/device";
import { formatPrice } from "~schemas/rules/format";
import type { StoreId } from "~schemas/rules/stores";
import { pickDiscountDetail } from "./discount-detail";
import { DiscountDetailDialog } from "./discount-detail-dialog";
import { InfoIcon } from "./icons";
import { showsSaving } from "./pick";
import type { PickAndBuy } from "./use-pick-and-buy";

/** 'Shop this idea' (label Shopthisidea): adds every picked product; does nothing while nothing is picked. */
export function ShopIdeaButton({ pick, className }: { pick: PickAndBuy; className?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`button scene-button pick-summary__shop${className ? ` ${className}` : ""}`}
      aria-disabled={pick.pickedCount === 0 ? "true" : undefined}
      onClick={() => void pick.shop()}
    >
      {t("Shopthisidea")}
    </button>
  );
}

/**
 * The price of the picked products (landing spec 2.5, 4.1): 'Buy Selected Product {price}'
 * (or, in mobile 'Room Ideas', 'Picked items' with the price), 'Save {amount}' when the
 * bundle discount is above 0 with a button to its detail popup, and optionally the
 * 'Shop this idea' button.
 */
export function PickSummary({
  pick,
  device,
  storeId,
  variant = "buy",
  withButton = true,
}: {
  pick: PickAndBuy;
  device: Device;
  storeId: StoreId;
  variant?: "buy" | "picked";
  withButton?: boolean;
}) {
  const { t } = useTranslation();
  const [detailOpen, setDetailOpen] = useState(false);
  const price = formatPrice(pick.price, storeId);
  return (
    <div className={`pick-summary pick-summary--${variant}`} aria-busy={pick.pending || undefined}>
      <p className="pick-summary__line" aria-live="polite">
        {variant === "buy" ? (
          <span className="pick-summary__price">{t("BuySelectedProduct", { price })}</span>
        ) : (
          <>
            <span className="pick-summary__label">{t("scenes.pickedItems", { count: pick.pickedCount })}</span>{" "}
            <span className="pick-summary__price">{price}</span>
          </>
        )}
        {showsSaving(pick.discount) ? (
          <>
            {" "}
            <span className="pick-summary__save">{t("scenes.save", { amount: formatPrice(pick.discount, storeId) })}</span>
          </>
        ) : null}
      </p>
      {showsSaving(pick.discount) ? (
        <button type="button" className="pick-summary__detail" aria-haspopup="dialog" onClick={() => setDetailOpen(true)}>
          <InfoIcon />
          {t("scenes.detail.open")}
        </button>
      ) : null}
      {withButton ? <ShopIdeaButton pick={pick} /> : null}
      <DiscountDetailDialog
        detail={pickDiscountDetail(pick.total, pick.discount)}
        open={detailOpen}
        onClose={() => setDetailOpen(false)}
        device={device}
        storeId={storeId}
      />
    </div>
  );
}
