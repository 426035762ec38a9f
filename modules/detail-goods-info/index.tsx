import { useEffect, useRef, type MouseEvent } from "react";
import { useTranslation } from "~modules/kit/i18n";
import type { z } from "zod";
import { useProductState } from "~modules/kit/product/product-state";
import { useQuickViewModel } from "~modules/kit/quick-view-models";
import { Stars } from "~modules/kit/stars";
import { elementTarget, fullDetailsHref, modelHref, REVIEWS_ANCHOR, REVIEWS_SCROLL, scheduleScroll } from "~schemas/rules/product/navigation";
import type { goodsInfoSectionSchema } from "~schemas/detail/goods-info";
import type { Device } from "~schemas/rules/device";
import { defineSection, type SectionProps } from "../detail-types";
import "./detail-goods-info.css";

type Props = SectionProps<z.output<typeof goodsInfoSectionSchema>>;

export { REVIEWS_ANCHOR };

/**
 * The rating's link to the reviews (detail spec 2): without JavaScript a plain anchor; with
 * it, the scroll waits 1 s, looks again every 800 ms until the section exists, and stops
 * 201 px (desktop) or 301 px (mobile) below the top.
 */
function useReviewsScroll(device: Device) {
  const cancel = useRef<(() => void) | null>(null);
  useEffect(() => () => cancel.current?.(), []);
  return (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    cancel.current?.();
    cancel.current = scheduleScroll(elementTarget(REVIEWS_ANCHOR), { offset: REVIEWS_SCROLL.offset[device] });
  };
}

function GoodsInfo({ data, page }: Props) {
  const { device } = page;
  const { t } = useTranslation();
  const { skuId } = useProductState();
  const openModel = useQuickViewModel();
  const toReviews = useReviewsScroll(device);
  const name = (skuId ? data.skuNames[skuId] : undefined) ?? { title: data.title, subtitle: data.subtitle };
  return (
    <div className={`detail-info detail-info--${device}`}>
      {data.subscript ? (
        <p className={`detail-info__badge${data.subscript.exclusive ? " detail-info__badge--exclusive" : ""}`}>{data.subscript.text}</p>
      ) : null}
      <h1 className="detail-info__title">{name.title}</h1>
      {device === "mobile" && name.subtitle ? <p className="detail-info__subtitle">{name.subtitle}</p> : null}
      {device === "mobile" && data.brand ? <p className="detail-info__brand">{t("detail.designBy", { brand: data.brand })}</p> : null}
      <a className="detail-info__rating" href={`#${REVIEWS_ANCHOR}`} onClick={toReviews} title={t("media.reviewsLink")}>
        <Stars topRated={data.topRated} reviewCount={data.reviewCount} />
      </a>
      {page.kind === "ads" ? (
        <p className="detail-info__full">
          <a
            className="detail-info__full-link"
            href={fullDetailsHref(page.path)}
            target="_blank"
            rel="noopener"
            // The same address as this one, query included, at the moment of the click.
            onClick={(event) => {
              event.currentTarget.href = fullDetailsHref(window.location.href);
            }}
          >
            {t("media.seeFullDetails")}
          </a>
        </p>
      ) : null}
      {data.models.length > 1 ? (
        <nav className="detail-info__models" aria-label={t("detail.models")}>
          {data.models.map((model) => (
            <a
              key={model.href}
              href={modelHref(model.href, "", model.variant, data.bundledSpus)}
              className={`detail-info__model${model.current ? " is-current" : ""}`}
              aria-current={model.current ? "page" : undefined}
              // Another model is another SPU: a new page, keeping this page's query but with the model's
              // own variant; in the quick view, the quick view loads it (the host page's query is not its own).
              onClick={(event) => {
                if (openModel) {
                  event.preventDefault();
                  if (!model.current) openModel(modelHref(model.href, "", model.variant, data.bundledSpus));
                  return;
                }
                event.currentTarget.href = modelHref(model.href, window.location.search, model.variant, data.bundledSpus);
              }}
            >
              {model.name}
            </a>
          ))}
        </nav>
      ) : null}
    </div>
  );
}

export const detailGoodsInfo = defineSection(GoodsInfo);
