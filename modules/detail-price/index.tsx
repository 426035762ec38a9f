import { useEffect, useState } from "react";
import { useTranslation } from "~modules/kit/i18n";
import type { z } from "zod";
import { useAccount, useAccountActions } from "~modules/kit/account";
import { track } from "~modules/kit/analytics";
import { Countdown } from "~modules/kit/countdown";
import { Dialog } from "~modules/kit/dialog";
import { useProductState } from "~modules/kit/product/product-state";
import { useCouponCloseTrigger } from "~modules/kit/subscribe-triggers";
import { useLoginHref } from "~modules/kit/storefront-links";
import { formatPrice } from "~schemas/rules/format";
import {
  couponCountdownSeconds,
  couponGroups,
  couponTitle,
  discountDialogWidth,
  payLaterOffer,
  PAY_LATER,
  showsBestCoupons,
  type CouponLike,
} from "~schemas/rules/product/discounts";
import { couponPrice } from "~schemas/rules/product/coupon-price";
import { priceView } from "~schemas/rules/product/price";
import { activityBanner, activityOver as activityPast } from "~schemas/rules/product/activity";
import { crowdfundStage } from "~schemas/rules/product/crowdfund";
import type { StoreId } from "~schemas/rules/stores";
import type { CouponList } from "~schemas/product";
import type { priceSectionSchema } from "~schemas/detail/price";
import type { Device } from "~schemas/rules/device";
import { defineSection, type SectionProps } from "../detail-types";
import { PremierLine } from "./premier";
import { splitPart } from "~modules/kit/split-part";
import { ActivityBanner } from "./activity-banner";
import { PayLaterMessages } from "./pay-later";
import { ProductView } from "./product-view";
import "./detail-price.css";

// Few products are crowdfunded: that price's code loads only where it shows.
const CrowdfundPrice = splitPart("crowdfund-price", () => import("./crowdfund").then((code) => code.CrowdfundPrice));

type Props = SectionProps<z.output<typeof priceSectionSchema>>;
type Display = "coupon" | "bundle" | "coupons";

/** The login page type of the coupon dialog's prompt (detail spec 6: detail_coupon). */
export const COUPON_LOGIN_PAGE_TYPE = "detail_coupon";

/** How many coupon titles the best-coupons box shows before 'View coupons'. */
const BEST_COUPONS_SHOWN = 3;

/** A full reload, replaceable in tests. */
export const pageReload = { reload: () => window.location.reload() };

function CouponItems({ coupons, store, muted }: { coupons: CouponLike[]; store: StoreId; muted?: boolean }) {
  return (
    <ul className={`detail-discount__coupons${muted ? " is-muted" : ""}`}>
      {coupons.map((coupon, index) => (
        <li key={`${coupon.code ?? "coupon"}-${index}`} className="detail-discount__coupon">
          <span className="detail-discount__coupon-title">{couponTitle(coupon, store)}</span>
          {coupon.code ? <span className="detail-discount__coupon-code">{coupon.code}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The Discount Details dialog's login prompt for guests (detail spec 2, 6): the login popup
 * over the dialog, which stays open with the shopper's coupons; without JavaScript, the
 * storefront's login page. Hidden once the browser knows the shopper is logged in.
 */
function LoginPrompt({ path }: { path: string }) {
  const { t } = useTranslation();
  const account = useAccount();
  const { openLogin } = useAccountActions();
  const loginHref = useLoginHref();
  if (account.status === "logged-in") return null;
  return (
    <p className="detail-discount__login">
      {t("media.loginPrompt")}{" "}
      <a
        href={loginHref(COUPON_LOGIN_PAGE_TYPE, path)}
        className="detail-discount__login-link"
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          openLogin({ pageType: COUPON_LOGIN_PAGE_TYPE });
        }}
      >
        {t("media.login")}
      </a>
    </p>
  );
}

/**
 * Discount Details (detail spec 2): the price summary when opened from the coupon or bundle
 * line, the usable and not-usable coupons, an add-to-cart button and a login prompt for
 * guests. Fit-content for the coupon or bundle display, otherwise narrow with 3 coupons or
 * fewer, wide above; a bottom sheet on mobile. Its add closes it and runs the buy bar's
 * rules (a delay dialog or the cart drawer opens over the page), reporting position 12.
 */
function DiscountDialog({
  open,
  onClose,
  display,
  coupons,
  prices,
  page,
  device,
}: {
  open: boolean;
  onClose: () => void;
  display: Display;
  coupons: NonNullable<CouponList>;
  prices: { special: number; discounted: number } | null;
  page: Props["page"];
  device: Device;
}) {
  const { t } = useTranslation();
  const add = useProductState().addFrom();
  const { usable, notUsable } = couponGroups(coupons);
  const width = discountDialogWidth(display, usable.length + notUsable.length);
  const money = (amount: number) => formatPrice(amount, page.store);
  useEffect(() => track("coupon_dialog_open", { display, usable: usable.length, notUsable: notUsable.length }), []); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <Dialog
      open={open}
      onClose={onClose}
      label={t("media.discountDetails")}
      title={t("media.discountDetails")}
      placement={device === "mobile" ? "bottom" : "center"}
      className={`detail-discount detail-discount--${width}`}
    >
      {prices ? (
        <dl className="detail-discount__summary">
          <div>
            <dt>{t("media.originalPrice")}</dt>
            <dd>{money(prices.special)}</dd>
          </div>
          <div>
            <dt>{t(display === "bundle" ? "withBundleDiscount" : "withCouponDiscount")}</dt>
            <dd>-{money(Math.round((prices.special - prices.discounted) * 100) / 100)}</dd>
          </div>
          <div className="detail-discount__total">
            <dt>{t("media.priceAfterDiscount")}</dt>
            <dd>{money(prices.discounted)}</dd>
          </div>
        </dl>
      ) : null}
      {usable.length > 0 ? (
        <section className="detail-discount__group">
          <h3>{t("media.usableCoupons")}</h3>
          <CouponItems coupons={usable} store={page.store} />
        </section>
      ) : null}
      {notUsable.length > 0 ? (
        <section className="detail-discount__group">
          <h3>{t("media.notUsableCoupons")}</h3>
          <CouponItems coupons={notUsable} store={page.store} muted />
        </section>
      ) : null}
      {usable.length + notUsable.length === 0 ? <p className="detail-discount__empty">{t("media.noCoupons")}</p> : null}
      {add ? (
        <button
          type="button"
          className="detail-discount__add"
          onClick={() => {
            onClose();
            add("coupon-dialog");
          }}
        >
          {t("detail.addToCart")}
        </button>
      ) : null}
      <LoginPrompt path={page.path} />
    </Dialog>
  );
}

/** The coupon countdown (detail spec 4): reaching 0 hides the block and reloads the page for the new prices. */
function CouponCountdown({ seconds, name, onEnd }: { seconds: number; name: string | undefined; onEnd: () => void }) {
  const { t } = useTranslation();
  return (
    <p className="detail-price__countdown">
      <span>{name ? t("media.couponEnds", { name }) : t("media.couponEndsDefault")}</span> <Countdown seconds={seconds} onEnd={onEnd} />
    </p>
  );
}

function Price({ data, page }: Props) {
  const { device } = page;
  const { t } = useTranslation();
  const { skuId, side } = useProductState();
  const [dialog, setDialog] = useState<Display | null>(null);
  // Closing Discount Details asks for the newsletter prompt 3 s later (detail spec 2, coupon_close).
  const couponClosed = useCouponCloseTrigger();
  // The countdown that reached 0, by SKU: its block stays hidden while the page reloads.
  const [ended, setEnded] = useState<string | null>(null);
  // The activity's countdown reached 0: the activity is over and its banner goes.
  const [activityEnded, setActivityEnded] = useState(false);
  const sku = skuId ? data.bySku[skuId] : undefined;
  if (!sku) return null;
  const banner = activityEnded ? null : activityBanner(data.activity, device, page.now);
  const activityCounting = banner?.variant === "countdown";
  const activityDone = activityEnded || (data.activity !== null && activityPast(data.activity.endTime, page.now));
  const coupons = side?.coupons ?? null;
  // The coupon summary of the chosen SKU, once it has arrived; until then the SKU's own field.
  const discounted = coupons?.discountedPrice ?? sku.discountedPrice;
  const view = priceView(sku, discounted);
  const crowdfund = data.crowdfund ? crowdfundStage(data.crowdfund, sku.specialPrice) : null;
  // The same rule decides Add to Cart's '-{discount}' (modules/detail-buy), so the two never disagree.
  const line = couponPrice(sku, coupons, { activityFlashSale: Boolean(banner?.flashSale), modular: data.modular });
  const money = (amount: number, decimals = 2) => formatPrice(amount, page.store, { decimals });

  const seconds = couponCountdownSeconds(coupons?.couponWidgets);
  const countdownShows = seconds !== null && seconds > 0 && ended !== skuId;
  const activityOver = (seconds !== null && seconds <= 0) || ended === skuId;
  const best = coupons?.bestUseList ?? [];
  const bestBox = showsBestCoupons({ countdownShows: countdownShows || activityCounting, activityOver: activityOver || activityDone, coupons: best.length });

  const payPrice = crowdfund ? crowdfund.price : view.kind === "flash" ? view.price : line ? line.price : view.price;
  const payLater = payLaterOffer(payPrice);

  return (
    <div className={`detail-price detail-price--${device} detail-price--${view.kind}`}>
      {banner ? <ActivityBanner banner={banner} device={device} onEnd={() => setActivityEnded(true)} /> : null}
      {crowdfund ? (
        <CrowdfundPrice stage={crowdfund} specialPrice={sku.specialPrice} store={page.store} />
      ) : view.kind === "flash" ? (
        <p className="detail-price__line">
          <span className="detail-price__current">{money(view.price)}</span>{" "}
          <s className="detail-price__marking">
            <span className="visually-hidden">{t("media.originalPrice")} </span>
            {money(view.marking, 0)}
          </s>{" "}
          <span className="detail-price__save">{t("detail.save", { amount: money(view.save) })}</span>
        </p>
      ) : (
        <p className="detail-price__line">
          <span className="detail-price__current">{money(view.price)}</span>
        </p>
      )}
      {coupons?.discountCode ? (
        // The partner-deal badge (detail spec 2) opens the coupon details: the summary when the coupon price shows.
        <button type="button" className="detail-price__partner" aria-haspopup="dialog" onClick={() => setDialog(line?.shown ? line.kind : "coupons")}>
          {t("media.partnerDeal")}
        </button>
      ) : null}
      <PremierLine coupons={coupons} itemPrice={view.price} store={page.store} device={device} onCoupons={() => setDialog("coupons")} />
      {line?.shown ? (
        <button type="button" className="detail-price__coupon" aria-haspopup="dialog" onClick={() => setDialog(line.kind)}>
          {t(line.kind === "bundle" ? "withBundleDiscount" : "withCouponDiscount")} <strong>{money(line.price)}</strong>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path d="M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z" fill="currentColor" />
          </svg>
        </button>
      ) : null}
      {countdownShows && skuId ? (
        <CouponCountdown
          seconds={seconds}
          name={coupons?.couponWidgets?.activityName}
          onEnd={() => {
            setEnded(skuId);
            pageReload.reload();
          }}
        />
      ) : null}
      {bestBox && coupons ? (
        <div className="detail-price__best">
          <p className="detail-price__best-title">{t("media.bestCoupons")}</p>
          <ul className="detail-price__best-list">
            {best.slice(0, BEST_COUPONS_SHOWN).map((coupon, index) => (
              <li key={`${coupon.code ?? "coupon"}-${index}`}>{couponTitle(coupon, page.store)}</li>
            ))}
          </ul>
          <button type="button" className="detail-price__best-more" aria-haspopup="dialog" onClick={() => setDialog("coupons")}>
            {t("media.viewCoupons")}
          </button>
        </div>
      ) : null}
      {data.taxText ? <p className="detail-price__tax">{data.taxText}</p> : null}
      {payLater ? (
        // The provider's messages are sent the amount in cents; without a provider, ours is computed here.
        <PayLaterMessages cents={payLater.cents}>
          {t("media.asLowAs", { amount: money(payLater.monthly) })}{" "}
          <span className="detail-price__pay-later-terms">{t("media.asLowAsTerms", { count: PAY_LATER.instalments })}</span>
        </PayLaterMessages>
      ) : null}
      {skuId ? <ProductView spu={page.spu} sku={skuId} price={payPrice} store={page.store} /> : null}
      {coupons && dialog ? (
        <DiscountDialog
          open
          onClose={() => {
            track("coupon_dialog_close", { display: dialog });
            setDialog(null);
            couponClosed();
          }}
          display={dialog}
          coupons={coupons}
          prices={dialog !== "coupons" && line ? { special: view.price, discounted: line.price } : null}
          page={page}
          device={device}
        />
      ) : null}
    </div>
  );
}

export const detailPrice = defineSection(Price);
