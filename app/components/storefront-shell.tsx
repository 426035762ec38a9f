import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { BackToTop } from "./back-to-top";

/** Header, main content, footer and the back-to-top control shared by storefront pages. */
export function StorefrontShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t("skipToContent")}
      </a>
      <header className="site-header">
        <a className="site-header__brand" href="/">
          {t("brand")}
        </a>
        <nav aria-label={t("nav.main")} className="site-header__nav">
          <a href="/guide/sale">{t("nav.sale")}</a>
          <a href="/guide/black-friday">{t("nav.blackFriday")}</a>
        </nav>
      </header>
      <main id="main" className="site-main">
        {children}
      </main>
      <footer className="site-footer">
        <p>{t("footer.about")}</p>
        <p>
          {t("brand")} · {t("footer.rights")}
        </p>
      </footer>
      <BackToTop />
    </>
  );
}
