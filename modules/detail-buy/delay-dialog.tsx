import { useState } from "react";
import { useTranslation } from "~modules/kit/i18n";
import { Carousel } from "~modules/kit/carousel";
import { Dialog } from "~modules/kit/dialog";
import { useAccount } from "~modules/kit/account";
import { useStorefrontHref } from "~modules/kit/storefront-links";
import type { BuyAction } from "~schemas/rules/product/buying";
import type { StoreId } from "~schemas/rules/stores";
import { cards } from "./similar-products";
import { useSuggestions } from "./use-suggestions";
import { SignupForm } from "./delay-signup";

/** 'View more' of the faster-delivery products (detail spec 2): a storefront page. */
export const READY_TO_SHIP_URL = "/event/ready-to-ship";

type Props = {
  /** What opened it: Buy Now ('Continue') or Add to Cart ('Add to cart'); null when closed. */
  action: BuyAction | null;
  sku: string;
  /** The estimated delivery text of the chosen SKU. */
  estimate: string | null;
  store: StoreId;
  device: "desktop" | "mobile";
  onConfirm: (action: BuyAction) => void;
  onClose: () => void;
};

/**
 * The out-of-stock / time-out (longer delivery) dialog (detail spec 2, 4): 888px wide on
 * desktop and not closed by a click outside or Escape (only its close button and its
 * confirm), a bottom sheet on mobile. It shows the estimated delivery, the e-mail sign-up
 * for guests (not once the browser knows the shopper is logged in), the confirm ('Continue' for Buy Now, 'Add to cart' for Add to Cart) and the
 * 'faster delivery' products, fetched each time it opens, with 'view more' to
 * /event/ready-to-ship.
 */
export function DelayDialog({ action, sku, estimate, store, device, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const loggedIn = useAccount().status === "logged-in";
  const storefrontHref = useStorefrontHref();
  const open = action !== null;
  const items = useSuggestions("quick-dispatch", sku, open);
  const [signedUp, setSignedUp] = useState(false);
  const mobile = device === "mobile";
  return (
    <Dialog
      open={open}
      onClose={onClose}
      label={t("buying.delayTitle")}
      title={t("buying.delayTitle")}
      dismissible={false}
      placement={mobile ? "bottom" : "center"}
      className={`delay-dialog delay-dialog--${device}`}
    >
      <p className="delay-dialog__estimate">
        {t("buying.estimatedDelivery")} <strong>{estimate ?? t("buying.estimateUnknown")}</strong>
      </p>
      {!loggedIn && !signedUp ? <SignupForm onDone={() => setSignedUp(true)} /> : null}
      <button type="button" className="delay-dialog__confirm" onClick={() => action && onConfirm(action)}>
        {action === "buy" ? t("buying.continue") : t("buying.addToCart")}
      </button>
      <section className="delay-dialog__faster" aria-labelledby={`faster-${sku}`}>
        <div className="delay-dialog__faster-head">
          <h3 id={`faster-${sku}`} className="delay-dialog__faster-title">
            {t("buying.fasterDelivery")}
          </h3>
          <a className="delay-dialog__more" href={storefrontHref(READY_TO_SHIP_URL)}>
            {t("buying.viewMore")}
          </a>
        </div>
        {items === null ? (
          <p className="delay-dialog__loading" aria-busy="true">
            {t("buying.loading")}
          </p>
        ) : items.length === 0 ? null : (
          <Carousel label={t("buying.fasterDelivery")} slidesPerView={mobile ? 2 : 4} spaceBetween={mobile ? 4 : 2.5} slides={cards(items, store, device, "quick-dispatch")} />
        )}
      </section>
    </Dialog>
  );
}
