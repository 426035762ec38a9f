import type { CSSProperties } from "react";
import { useTranslation } from "~modules/kit/i18n";
import type { z } from "zod";
import { Carousel, slideWidth } from "~modules/kit/carousel";
import { Img, remSizes } from "~modules/kit/image";
import { useToast } from "~modules/kit/toast";
import { BLACK_FRIDAY_TITLE_SIZE, blackFridayCouponTitleImage } from "~schemas/rules/black-friday";
import { couponCurrencyText, couponValue } from "~schemas/rules/coupons";
import { formatStoreDate } from "~schemas/rules/store-date";
import type { StoreId } from "~schemas/rules/stores";
import type { couponWallSchema } from "~schemas/modules/coupon-wall";
import { defineModule, type ModuleProps } from "../types";
import { useCouponClaim } from "./claim";
import "./coupon-wall.css";

type Props = ModuleProps<z.output<typeof couponWallSchema>>;
type Coupon = Props["data"]["coupons"][number];

/** Landing spec 2.3 / 9: fewer than 3 coupons are a static list, 3 or more a carousel. */
export const CAROUSEL_FROM_COUPONS = 3;
/** Coupons in view in the carousel, per device (mobile peeks at the next one). */
export const COUPONS_IN_VIEW = { desktop: 3, mobile: 1.2 } as const;
const GAP = { desktop: 2.5, mobile: 3.5 } as const;
/** The wall's width in rem (CSS): the 62.5rem row on desktop, the padded row on mobile. */
const ROW_REM = { desktop: 62.5, mobile: 100 - 2 * 4.27 } as const;
/** The coupon background's intrinsic size (a 13:5 ticket); text sits on it. */
export const COUPON_IMAGE_SIZE = { width: 780, height: 300 } as const;

export function couponLayout(count: number): "static" | "carousel" {
  return count >= CAROUSEL_FROM_COUPONS ? "carousel" : "static";
}

function CouponCard({
  coupon,
  background,
  store,
  claimed,
  onGet,
  sizes,
  eager,
}: {
  coupon: Coupon;
  background: string | undefined;
  store: StoreId;
  claimed: boolean;
  onGet: () => void;
  sizes: string;
  eager: boolean;
}) {
  const { t } = useTranslation();
  const start = formatStoreDate(coupon.startTime, store);
  const end = formatStoreDate(coupon.endTime, store);
  const dates =
    start && end
      ? t("campaign.coupons.validity", { start, end })
      : end
        ? t("campaign.coupons.validUntil", { date: end })
        : start
          ? t("campaign.coupons.validFrom", { date: start })
          : null;
  const value = couponValue(coupon.discount, store);
  return (
    <article className={`coupon${background ? "" : " coupon--plain"}`} data-kind={coupon.discount.kind}>
      {background ? <Img src={background} alt="" {...COUPON_IMAGE_SIZE} sizes={sizes} eager={eager} className="coupon__background" /> : null}
      <div className="coupon__text">
        <p className="coupon__value">{value}</p>
        {coupon.label ? <p className="coupon__label">{couponCurrencyText(coupon.label, store)}</p> : null}
        {coupon.detail ? <p className="coupon__detail">{couponCurrencyText(coupon.detail, store)}</p> : null}
        {dates ? <p className="coupon__dates">{dates}</p> : null}
      </div>
      <button type="button" className="coupon__get" disabled={claimed} onClick={onGet}>
        {claimed ? t("campaign.coupons.claimed") : t("campaign.coupons.get")}
        <span className="visually-hidden">: {value}</span>
      </button>
    </article>
  );
}

function CouponWall({ data, module, page }: Props) {
  const { device } = page;
  const { t } = useTranslation();
  const toast = useToast();
  const { claimed, claim } = useCouponClaim();
  const themed = data.title ? blackFridayCouponTitleImage(page.urlKey, page.store) : null;
  const layout = couponLayout(data.coupons.length);
  const inView = layout === "carousel" ? COUPONS_IN_VIEW[device] : data.coupons.length;
  const background = data.background[device];
  // A coupon's width (CSS): a slide of the row, else a third of it less 1.56rem gaps on desktop and the row on mobile.
  const couponRem =
    layout === "carousel" ? slideWidth(ROW_REM[device], inView, GAP[device]) : device === "desktop" ? (ROW_REM.desktop - 2 * 1.56) / 3 : ROW_REM.mobile;
  const sizes = remSizes(device, couponRem);

  const onGet = () => {
    // The button is disabled once claimed; this also covers a claim made in another tab meanwhile.
    if (claim()) toast(t("CouponGetToast"));
  };

  const cards = data.coupons.map((coupon, index) => (
    <CouponCard
      key={index}
      coupon={coupon}
      background={background}
      store={page.store}
      claimed={claimed}
      onGet={onGet}
      sizes={sizes}
      eager={module.aboveFold && index < Math.ceil(inView)}
    />
  ));

  return (
    <div className={`coupon-wall coupon-wall--${device}`} data-layout={layout} style={{ "--coupon-color": data.fontColor } as CSSProperties}>
      {data.title ? (
        <h2 className={`coupon-wall__title${themed ? " coupon-wall__title--themed" : ""}`}>
          {themed ? <Img
              src={themed}
              alt={data.title}
              {...BLACK_FRIDAY_TITLE_SIZE}
              sizes={remSizes(device, ROW_REM[device])}
              eager={module.aboveFold}
              className="coupon-wall__title-image"
            /> : data.title}
        </h2>
      ) : null}
      {layout === "carousel" ? (
        <Carousel
          className="coupon-wall__carousel"
          label={data.title ?? t("campaign.coupons.label")}
          slides={cards}
          slidesPerView={inView}
          spaceBetween={GAP[device]}
          // Arrows would cover the 'Get' buttons on a phone; there the shopper swipes.
          arrows={device === "desktop" ? undefined : false}
        />
      ) : (
        <ul className="coupon-wall__list" aria-label={data.title ?? t("campaign.coupons.label")}>
          {cards.map((card, index) => (
            <li key={index} className="coupon-wall__item">
              {card}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export const couponWall = defineModule(CouponWall);
