import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useProductState } from "~/components/product/product-state";
import { formatPrice } from "~/lib/format";
import { priceView } from "~/lib/product/price";
import type { priceSectionSchema } from "~schemas/detail/price";
import { defineSection, type SectionProps } from "../detail-types";
import "./detail-price.css";

type Props = SectionProps<z.output<typeof priceSectionSchema>>;

function Price({ data, page, device }: Props & { device: "desktop" | "mobile" }) {
  const { t } = useTranslation();
  const { skuId, side } = useProductState();
  const sku = skuId ? data.bySku[skuId] : undefined;
  if (!sku) return null;
  // The coupon summary of the chosen SKU, once it has arrived; until then the SKU's own field.
  const discounted = side?.coupons?.discountedPrice ?? sku.discountedPrice;
  const view = priceView(sku, discounted);
  const money = (amount: number, decimals = 2) => formatPrice(amount, page.store, { decimals });
  return (
    <div className={`detail-price detail-price--${device} detail-price--${view.kind}`}>
      {view.kind === "flash" ? (
        <p className="detail-price__line">
          <span className="detail-price__current">{money(view.price)}</span>{" "}
          <s className="detail-price__marking">{money(view.marking, 0)}</s>{" "}
          <span className="detail-price__save">{t("detail.save", { amount: money(view.save) })}</span>
        </p>
      ) : (
        <p className="detail-price__line">
          <span className="detail-price__current">{money(view.price)}</span>
        </p>
      )}
      {view.kind === "discounted" ? (
        <p className="detail-price__coupon">
          {t(side?.coupons?.isSuite ? "withBundleDiscount" : "withCouponDiscount")} <strong>{money(view.discounted)}</strong>
        </p>
      ) : null}
      {data.taxText ? <p className="detail-price__tax">{data.taxText}</p> : null}
    </div>
  );
}

export const detailPrice = defineSection({
  desktop: (props: Props) => <Price {...props} device="desktop" />,
  mobile: (props: Props) => <Price {...props} device="mobile" />,
});
