import { useEffect } from "react";
import { track } from "~modules/kit/analytics";
import { useTranslation } from "~modules/kit/i18n";
import { formatPrice } from "~schemas/rules/format";
import type { CrowdfundStage } from "~schemas/rules/product/crowdfund";
import type { StoreId } from "~schemas/rules/stores";
import "./crowdfund.css";

/**
 * A crowdfund product's price (detail spec 4): the stage ('Super Early Bird' or 'Early
 * Bird'), its price with the special price struck and the savings, and the funding bar
 * (capped at 100 %, styled empty at or below 2 %).
 */
export function CrowdfundPrice({ stage, specialPrice, store }: { stage: CrowdfundStage; specialPrice: number; store: StoreId }) {
  const { t } = useTranslation();
  const money = (amount: number) => formatPrice(amount, store);
  useEffect(() => track("promotion_view", { kind: "crowdfund", stage: stage.stage, price: stage.price, funded: stage.bar?.funded ?? null }), [stage.stage]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <div className={`detail-crowdfund detail-crowdfund--${stage.stage}`}>
      <p className="detail-crowdfund__stage">{t(stage.stage === "super-early-bird" ? "promotion.superEarlyBird" : "promotion.earlyBird")}</p>
      <p className="detail-price__line">
        <span className="detail-price__current">
          <span className="visually-hidden">{t("promotion.crowdfundPrice")} </span>
          {money(stage.price)}
        </span>
        {stage.savings !== null ? (
          <>
            {" "}
            <s className="detail-price__marking">
              <span className="visually-hidden">{t("media.originalPrice")} </span>
              {money(specialPrice)}
            </s>{" "}
            <span className="detail-crowdfund__save">{t("promotion.save", { amount: money(stage.savings) })}</span>
          </>
        ) : null}
      </p>
      {stage.bar ? (
        <div className="detail-crowdfund__funding">
          <div
            className={`detail-crowdfund__bar${stage.bar.empty ? " is-empty" : ""}`}
            role="progressbar"
            aria-label={t("promotion.progress")}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={stage.bar.width}
          >
            <span className="detail-crowdfund__fill" style={{ width: `${stage.bar.width}%` }} />
          </div>
          <p className="detail-crowdfund__funded">{t("promotion.funded", { percent: stage.bar.funded })}</p>
        </div>
      ) : null}
    </div>
  );
}
