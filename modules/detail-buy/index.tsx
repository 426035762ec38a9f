import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useCart } from "~/components/cart/cart-provider";
import { useProductState } from "~/components/product/product-state";
import { useToast } from "~/components/toast";
import { track } from "~/lib/analytics";
import type { buySectionSchema } from "~schemas/detail/buy";
import { defineSection, type SectionProps } from "../detail-types";
import "./detail-buy.css";

type Props = SectionProps<z.output<typeof buySectionSchema>>;

/**
 * Add to Cart and Buy Now (detail spec 4): both need a chosen SKU, else the 'PleaseMake'
 * error toast; quantity is always 1; a successful add opens the cart drawer or sheet.
 */
function Buy({ data, device }: Props & { device: "desktop" | "mobile" }) {
  const { t } = useTranslation();
  const { skuId, giftWrapId } = useProductState();
  const cart = useCart();
  const toast = useToast();
  const sku = skuId ? data.skus[skuId] : undefined;

  const add = (source: "add" | "buy") => {
    if (!sku) {
      toast(t("PleaseMake"), "error");
      return;
    }
    track("add_button", { sku: sku.sku, source });
    // The service card's chosen delivery service travels with the add (detail spec 7, Wrap list).
    void cart.add([sku.productId], giftWrapId ? { giftWrapId } : {});
  };

  return (
    <div className={`detail-buy detail-buy--${device}`}>
      <button type="button" className="detail-buy__add" onClick={() => add("add")}>
        {t("detail.addToCart")}
      </button>
      <button type="button" className="detail-buy__now" onClick={() => add("buy")}>
        {t("detail.buyNow")}
      </button>
    </div>
  );
}

export const detailBuy = defineSection({
  desktop: (props: Props) => <Buy {...props} device="desktop" />,
  mobile: (props: Props) => <Buy {...props} device="mobile" />,
});
