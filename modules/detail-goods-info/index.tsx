import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useProductState } from "~/components/product/product-state";
import { Stars } from "~/components/stars";
import type { goodsInfoSectionSchema } from "~schemas/detail/goods-info";
import { defineSection, type SectionProps } from "../detail-types";
import "./detail-goods-info.css";

type Props = SectionProps<z.output<typeof goodsInfoSectionSchema>>;

/** The reviews section's anchor (detail spec 2). */
export const REVIEWS_ANCHOR = "module-commentList";

function GoodsInfo({ data, device }: Props & { device: "desktop" | "mobile" }) {
  const { t } = useTranslation();
  const { skuId } = useProductState();
  const name = (skuId ? data.skuNames[skuId] : undefined) ?? { title: data.title, subtitle: data.subtitle };
  return (
    <div className={`detail-info detail-info--${device}`}>
      {data.subscript ? (
        <p className={`detail-info__badge${data.subscript.exclusive ? " detail-info__badge--exclusive" : ""}`}>{data.subscript.text}</p>
      ) : null}
      <h1 className="detail-info__title">{name.title}</h1>
      {device === "mobile" && name.subtitle ? <p className="detail-info__subtitle">{name.subtitle}</p> : null}
      {device === "mobile" && data.brand ? <p className="detail-info__brand">{t("detail.designBy", { brand: data.brand })}</p> : null}
      <a className="detail-info__rating" href={`#${REVIEWS_ANCHOR}`}>
        <Stars topRated={data.topRated} reviewCount={data.reviewCount} />
      </a>
      {data.models.length > 1 ? (
        <nav className="detail-info__models" aria-label={t("detail.models")}>
          {data.models.map((model) => (
            <a key={model.href} href={model.href} className={`detail-info__model${model.current ? " is-current" : ""}`} aria-current={model.current ? "page" : undefined}>
              {model.name}
            </a>
          ))}
        </nav>
      ) : null}
    </div>
  );
}

export const detailGoodsInfo = defineSection({
  desktop: (props: Props) => <GoodsInfo {...props} device="desktop" />,
  mobile: (props: Props) => <GoodsInfo {...props} device="mobile" />,
});
