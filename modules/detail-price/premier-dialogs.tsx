import { useId } from "react";
import { useCart } from "~modules/kit/cart/cart-provider";
import { Dialog } from "~modules/kit/dialog";
import { useTranslation } from "~modules/kit/i18n";
import { useStorefrontHref } from "~modules/kit/storefront-links";
import { useToast } from "~modules/kit/toast";
import type { MemberInfo } from "~schemas/rules/account";
import type { Device } from "~schemas/rules/device";
import { formatPrice } from "~schemas/rules/format";
import { memberCouponDialogWidth, membershipPrices, PREMIER_PAGE_PATH } from "~schemas/rules/premier";
import { couponTitle, type CouponLike } from "~schemas/rules/product/discounts";
import type { StoreId } from "~schemas/rules/stores";
import "./premier.css";

type Props = {
  kind: "member-coupons" | "buy-membership";
  member: MemberInfo;
  memberCoupons: CouponLike[];
  /** The item's member price, as the link shows it. */
  memberPrice: number;
  itemPrice: number;
  store: StoreId;
  device: Device;
  onClose: () => void;
  /** The membership is in the cart. */
  onAdded: () => void;
};

/** The dialogs a click on 'with Premier' opens (loaded on the first click). */
export function PremierDialogs(props: Props) {
  return props.kind === "member-coupons" ? <MemberCouponsDialog {...props} /> : <BuyMembershipDialog {...props} />;
}

/**
 * A Premier member's coupons (detail spec 2, 9): 26.25rem wide for 3 or fewer, else
 * 53.2292rem in two columns; a bottom sheet on mobile, like Discount Details.
 */
function MemberCouponsDialog({ memberCoupons, store, device, onClose }: Props) {
  const { t } = useTranslation();
  const width = memberCouponDialogWidth(memberCoupons.length) === "26.25rem" ? "narrow" : "wide";
  return (
    <Dialog
      open
      onClose={onClose}
      label={t("premier.memberCoupons")}
      title={t("premier.memberCoupons")}
      placement={device === "mobile" ? "bottom" : "center"}
      className={`premier-coupons premier-coupons--${width}`}
    >
      <ul className="premier-coupons__list">
        {memberCoupons.map((coupon, index) => (
          <li key={`${coupon.code ?? "coupon"}-${index}`} className="premier-coupons__coupon">
            <span className="premier-coupons__title">{couponTitle(coupon, store)}</span>
            {coupon.code ? <span className="premier-coupons__code">{coupon.code}</span> : null}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

/**
 * The buy-membership dialog (detail spec 2): only Premier members get the discount; the
 * membership's member and original price (member info), what members get, 'Add To Cart' for
 * the membership and a link to the storefront's /premier-membership page. The add closes it
 * first, so focus goes back to the link before the cart drawer opens (desktop) or the
 * confirmation shows (mobile: 'Add cart successfully', detail spec 4).
 */
function BuyMembershipDialog({ member, memberPrice, itemPrice, store, device, onClose, onAdded }: Props) {
  const { t } = useTranslation();
  const cart = useCart();
  const toast = useToast();
  const storefrontHref = useStorefrontHref();
  const money = (amount: number) => formatPrice(amount, store);
  const prices = membershipPrices(member);
  const brand = t("brand");
  const productId = member.skuId;
  const headingId = useId();

  const add = async () => {
    if (!productId) return;
    onClose();
    const added = await cart.add([productId], { openPanel: device !== "mobile" });
    if (!added) return;
    onAdded();
    if (device === "mobile") toast(t("AddcartSuccessfully"));
  };

  return (
    <Dialog
      open
      onClose={onClose}
      label={t("premier.buyTitle")}
      title={t("premier.buyTitle")}
      placement={device === "mobile" ? "bottom" : "center"}
      className="premier-buy"
    >
      <p className="premier-buy__subtitle">{t("premier.onlyPremier", { brand })}</p>
      <dl className="premier-buy__item">
        <div>
          <dt>{t("premier.itemPrice")}</dt>
          <dd>
            <strong>{money(memberPrice)}</strong>{" "}
            {itemPrice > memberPrice ? (
              <s>
                <span className="visually-hidden">{t("premier.originalPrice")} </span>
                {money(itemPrice)}
              </s>
            ) : null}
          </dd>
        </div>
      </dl>
      <section className="premier-buy__membership" aria-labelledby={headingId}>
        <h3 id={headingId}>{t("premier.membership", { brand })}</h3>
        {prices ? (
          <dl className="premier-buy__prices">
            <div className="premier-buy__member-price">
              <dt>{t("premier.memberPrice")}</dt>
              <dd>{money(prices.price)}</dd>
            </div>
            {prices.original !== null ? (
              <div className="premier-buy__original-price">
                <dt>{t("premier.originalPrice")}</dt>
                <dd>
                  <s>{money(prices.original)}</s>
                </dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        <h4 className="premier-buy__benefits-title">{t("premier.benefits")}</h4>
        <ul className="premier-buy__benefits">
          <li>{t("premier.benefitPrices")}</li>
          <li>{t("premier.benefitCoupons")}</li>
        </ul>
      </section>
      <div className="premier-buy__actions">
        {productId ? (
          <button type="button" className="premier-buy__add" onClick={() => void add()}>
            {t("premier.addToCart")}
          </button>
        ) : null}
        <a className="premier-buy__more" href={storefrontHref(PREMIER_PAGE_PATH)}>
          {t("premier.learnMore")}
        </a>
      </div>
    </Dialog>
  );
}
