import { useTranslation } from "~modules/kit/i18n";
import { useStorefrontHref } from "~modules/kit/storefront-links";
import { formatPrice } from "~schemas/rules/format";
import type { StoreId } from "~schemas/rules/stores";
import "./service-policies.css";

/** Where the policy dialogs link for the full texts (detail spec 2, routes): storefront pages. */
export const REFUNDS_PAGE = "/help-center/refund-exchanges";
export const WARRANTY_PAGE = "/help-center/product-faq";

/** detail spec 9, Returns: the worked example 500 − 100 − 59 = 341, in the store's currency. */
export const RETURN_EXAMPLE = { price: 500, shipping: 100, fee: 59, refund: 341 } as const;

const CASES = ["quality", "wrong", "address", "mind"] as const;
const EXCLUDED = ["excludedClearance", "excludedCustom", "excludedOffline", "excludedLabelled", "excludedUsed"] as const;

/** The 30-day returns policy (detail spec 9, Returns), shared by the service card's dialog and the RefundReturn panel. */
export function ReturnsPolicy({ store }: { store: StoreId }) {
  const { t } = useTranslation();
  const storefrontHref = useStorefrontHref();
  const money = (amount: number) => formatPrice(amount, store, { decimals: 0 });
  const fee = money(RETURN_EXAMPLE.fee);
  const costOf = (kind: (typeof CASES)[number]) => {
    if (kind === "quality") return t("service.returnsPolicy.qualityCost");
    if (kind === "wrong") return t("service.returnsPolicy.wrongCost");
    if (kind === "address") return t("service.returnsPolicy.addressCost");
    return t("service.returnsPolicy.mindCost", { fee });
  };
  const situationOf = (kind: (typeof CASES)[number]) =>
    ({
      quality: [t("service.returnsPolicy.quality"), t("service.returnsPolicy.qualityDeadline")],
      wrong: [t("service.returnsPolicy.wrong"), t("service.returnsPolicy.wrongDeadline")],
      address: [t("service.returnsPolicy.address"), t("service.returnsPolicy.addressDeadline")],
      mind: [t("service.returnsPolicy.mind"), t("service.returnsPolicy.mindDeadline")],
    })[kind];
  const excluded = {
    excludedClearance: t("service.returnsPolicy.excludedClearance"),
    excludedCustom: t("service.returnsPolicy.excludedCustom"),
    excludedOffline: t("service.returnsPolicy.excludedOffline"),
    excludedLabelled: t("service.returnsPolicy.excludedLabelled"),
    excludedUsed: t("service.returnsPolicy.excludedUsed"),
  };
  return (
    <div className="policy policy--returns">
      <p>{t("service.returnsPolicy.intro")}</p>
      <table className="policy__table">
        <thead>
          <tr>
            <th scope="col">{t("service.returnsPolicy.situation")}</th>
            <th scope="col">{t("service.returnsPolicy.deadline")}</th>
            <th scope="col">{t("service.returnsPolicy.cost")}</th>
          </tr>
        </thead>
        <tbody>
          {CASES.map((kind) => {
            const [situation, deadline] = situationOf(kind);
            return (
              <tr key={kind} data-case={kind}>
                <th scope="row">{situation}</th>
                <td>{deadline}</td>
                <td>{costOf(kind)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <h3 className="policy__heading">{t("service.returnsPolicy.exampleTitle")}</h3>
      <p className="policy__example">
        {t("service.returnsPolicy.example", {
          price: money(RETURN_EXAMPLE.price),
          shipping: money(RETURN_EXAMPLE.shipping),
          fee,
          refund: money(RETURN_EXAMPLE.refund),
        })}
      </p>
      <h3 className="policy__heading">{t("service.returnsPolicy.conditionsTitle")}</h3>
      <p>{t("service.returnsPolicy.conditions")}</p>
      <h3 className="policy__heading">{t("service.returnsPolicy.refundsTitle")}</h3>
      <p>{t("service.returnsPolicy.refunds")}</p>
      <h3 className="policy__heading">{t("service.returnsPolicy.excludedTitle")}</h3>
      <ul className="policy__list">
        {EXCLUDED.map((key) => (
          <li key={key}>{excluded[key]}</li>
        ))}
      </ul>
      <p className="policy__more">
        {t("service.returnsPolicy.more")} <a href={storefrontHref(REFUNDS_PAGE)}>{t("service.returnsPolicy.link")}</a>.
      </p>
    </div>
  );
}

/** The warranty policy (detail spec 9, Warranty). */
export function WarrantyPolicy() {
  const { t } = useTranslation();
  const storefrontHref = useStorefrontHref();
  return (
    <div className="policy policy--warranty">
      <p>{t("service.warrantyPolicy.intro")}</p>
      <ul className="policy__list">
        <li>{t("service.warrantyPolicy.furniture")}</li>
        <li>{t("service.warrantyPolicy.parts")}</li>
      </ul>
      <p>{t("service.warrantyPolicy.since")}</p>
      <p>{t("service.warrantyPolicy.support")}</p>
      <p className="policy__more">
        {t("service.warrantyPolicy.more")} <a href={storefrontHref(WARRANTY_PAGE)}>{t("service.warrantyPolicy.link")}</a>.
      </p>
    </div>
  );
}

/** The shipping policy (the mobile panels' sheet). */
export function ShippingPolicy() {
  const { t } = useTranslation();
  return (
    <div className="policy policy--shipping">
      <ul className="policy__list">
        <li>{t("service.panels.shippingFree")}</li>
        <li>{t("service.panels.shippingEstimate")}</li>
        <li>{t("service.panels.shippingTracking")}</li>
        <li>{t("service.panels.shippingInspect")}</li>
      </ul>
    </div>
  );
}
