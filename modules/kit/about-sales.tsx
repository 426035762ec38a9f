import { useState, type MouseEvent } from "react";
import { useTranslation } from "~modules/kit/i18n";
import type { Device } from "~schemas/rules/device";
import { loginHref, SALE_URL_KEY } from "~schemas/rules/login";
import { FaqGroups, type FaqGroup } from "~modules/faq/faq-groups";
import { Dialog } from "./dialog";
import "./about-sales.css";

/** The sale page's urlKey: /guide/sale gets the 'About sales' section (landing spec 2.6). */
export { LOGIN_PATH, loginHref, SALE_URL_KEY } from "~schemas/rules/login";
export const SALE_PAGE_TYPE = "sale";

/**
 * 'About sales' on /guide/sale: the FAQ texts (how to use sales, coupons, rights reserved)
 * and, for guests only, the invitation 'Now · join member · enjoy great price'. 'join member'
 * is a link to the login page that, with JavaScript, opens the login popup titled
 * 'saleDetails' instead (page type 'sale').
 */
export function AboutSales({ device, loggedIn }: { device: Device; loggedIn: boolean }) {
  const { t } = useTranslation();
  const [popupOpen, setPopupOpen] = useState(false);
  const href = loginHref(SALE_PAGE_TYPE, `/guide/${SALE_URL_KEY}`);
  // Literal keys, so the i18n test sees every one of them.
  const groups: FaqGroup[] = [
    {
      title: t("forms.sale.howToUse.title"),
      entries: [{ body: <p>{t("forms.sale.howToUse.text1")}</p> }, { body: <p>{t("forms.sale.howToUse.text2")}</p> }],
    },
    {
      title: t("forms.sale.coupons.title"),
      entries: [{ body: <p>{t("forms.sale.coupons.text1")}</p> }, { body: <p>{t("forms.sale.coupons.text2")}</p> }],
    },
    {
      title: t("forms.sale.rights.title"),
      entries: [{ body: <p>{t("forms.sale.rights.text1")}</p> }, { body: <p>{t("forms.sale.rights.text2")}</p> }],
    },
  ];

  const openPopup = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setPopupOpen(true);
  };

  return (
    <section className={`about-sales about-sales--${device}`} aria-labelledby="about-sales-title">
      <h2 id="about-sales-title" className="about-sales__title">
        {t("forms.sale.title")}
      </h2>
      {loggedIn ? null : (
        <p className="about-sales__invite" data-testid="sale-invite">
          <span className="about-sales__now">{t("forms.sale.now")}</span>{" "}
          <a className="about-sales__join" href={href} aria-haspopup="dialog" onClick={openPopup}>
            {t("forms.sale.joinMember")}
          </a>{" "}
          <span className="about-sales__price">{t("forms.sale.enjoyGreatPrice")}</span>
        </p>
      )}
      <FaqGroups groups={groups} device={device} className="about-sales__faq" />
      <Dialog open={popupOpen} onClose={() => setPopupOpen(false)} label={t("saleDetails")} title={t("saleDetails")} className="sale-login">
        <div className="sale-login__body">
          <p>{t("forms.sale.popup.intro")}</p>
          <ul className="sale-login__benefits">
            <li>{t("forms.sale.popup.benefitPrices")}</li>
            <li>{t("forms.sale.popup.benefitEarly")}</li>
            <li>{t("forms.sale.popup.benefitCoupons")}</li>
          </ul>
          <a className="button sale-login__action" href={href}>
            {t("forms.sale.popup.login")}
          </a>
        </div>
      </Dialog>
    </section>
  );
}
