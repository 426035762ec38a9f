import type { MouseEvent } from "react";
import { useTranslation } from "~modules/kit/i18n";
import type { Device } from "~schemas/rules/device";
import { SALE_URL_KEY } from "~schemas/rules/login";
import { FaqGroups, type FaqGroup } from "~modules/faq/faq-groups";
import { useAccount, useAccountActions } from "./account";
import { useLoginHref } from "./storefront-links";
import "./about-sales.css";

/** The sale page's urlKey: /guide/sale gets the 'About sales' section (landing spec 2.6). */
export { LOGIN_PATH, loginHref, SALE_URL_KEY } from "~schemas/rules/login";
export const SALE_PAGE_TYPE = "sale";

/**
 * 'About sales' on /guide/sale: the FAQ texts (how to use sales, coupons, rights reserved)
 * and, for guests, the invitation 'Now · join member · enjoy great price' (landing spec 2.6,
 * 6). 'join member' links to the storefront's login page; with JavaScript it opens the login
 * popup titled 'saleDetails' (page type 'sale') instead. The page is the same for everyone,
 * so the invitation is in its HTML and goes, in place, once the browser knows the shopper is
 * logged in (after hydration, or when they log in through it).
 */
export function AboutSales({ device }: { device: Device }) {
  const { t } = useTranslation();
  const account = useAccount();
  const { openLogin } = useAccountActions();
  const href = useLoginHref()(SALE_PAGE_TYPE, `/guide/${SALE_URL_KEY}`);
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
    openLogin({ pageType: SALE_PAGE_TYPE, title: t("saleDetails"), intro: t("forms.sale.popup.intro") });
  };

  return (
    <section className={`about-sales about-sales--${device}`} aria-labelledby="about-sales-title">
      <h2 id="about-sales-title" className="about-sales__title">
        {t("forms.sale.title")}
      </h2>
      {account.status === "logged-in" ? null : (
        <p className="about-sales__invite" data-testid="sale-invite">
          <span className="about-sales__now">{t("forms.sale.now")}</span>{" "}
          <a className="about-sales__join" href={href} aria-haspopup="dialog" onClick={openPopup}>
            {t("forms.sale.joinMember")}
          </a>{" "}
          <span className="about-sales__price">{t("forms.sale.enjoyGreatPrice")}</span>
        </p>
      )}
      <FaqGroups groups={groups} device={device} className="about-sales__faq" />
    </section>
  );
}
