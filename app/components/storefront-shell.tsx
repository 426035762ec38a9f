import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { useMemo, type ReactNode } from "react";
import { useTranslation } from "~modules/kit/i18n";
import { cardImageChoice } from "~schemas/rules/card-images";
import { useInPageLinks } from "~/lib/in-page-links";
import type { RootData } from "~/lib/root-data";
import { DEFAULT_STORE_ID } from "~schemas/rules/stores";
import { BackToTop } from "./back-to-top";
import { QuickViewHost } from "./quick-view/quick-view-host";
import { SubscribePromptHost } from "./subscribe/subscribe-prompt-host";
import { AccountProvider } from "~modules/kit/account";
import { CartButton } from "~modules/kit/cart/cart-button";
import { CartProvider } from "~modules/kit/cart/cart-provider";
import { provideKitParts } from "~modules/kit/lazy-parts";
import { CardImageChoiceContext } from "~modules/kit/product-card/card-image-choice";
import { StorefrontLinksContext } from "~modules/kit/storefront-links";
import { ToastProvider } from "~modules/kit/toast";
import { WishlistLink } from "~modules/kit/wishlist-link";
import { WishlistScope } from "~modules/kit/wishlist-scope";
import { askConsent } from "~modules/kit/consent";
import { ThirdPartyContext } from "~modules/kit/third-party/config";
import { ConsentHost } from "~modules/kit/third-party/consent-host";
import { HelpChatLauncher } from "~modules/kit/third-party/help-chat";
import { useAdPixel } from "~modules/kit/third-party/use-ad-pixel";
import { needsConsent, NO_THIRD_PARTY } from "~schemas/rules/third-party";

// The login popup and the cart drawer load when first opened; the kit is given their code here.
provideKitParts();

/**
 * Header, main content, footer and the back-to-top control shared by storefront pages; the
 * account (read after hydration, with the login popup), the wishlist, the cart and toasts live here too.
 * The third-party providers (docs/decisions/third-party.md) are given to the page from here, with
 * the EU stores' consent banner and, on landing and product pages (`helpChat`), the help-chat launcher.
 */
export function StorefrontShell({ children, helpChat = false }: { children: ReactNode; helpChat?: boolean }) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootData>("root");
  useInPageLinks();
  const { search, pathname } = useLocation();
  const cardImages = useMemo(() => cardImageChoice(search), [search]);
  const storefront = useMemo(() => ({ base: root?.storefrontUrl ?? "", origin: root?.origin ?? "" }), [root?.storefrontUrl, root?.origin]);
  const device = root?.device ?? "desktop";
  const storeId = root?.storeId ?? DEFAULT_STORE_ID;
  useAdPixel(root?.thirdParty?.adPixel ?? null);
  return (
    <ThirdPartyContext.Provider value={root?.thirdParty ?? NO_THIRD_PARTY}>
      <StorefrontLinksContext.Provider value={storefront}>
        <CardImageChoiceContext.Provider value={cardImages}>
          <ToastProvider>
            <AccountProvider device={device}>
              <WishlistScope>
                <CartProvider device={device} storeId={storeId}>
                  <a className="skip-link" href="#main">
                    {t("skipToContent")}
                  </a>
                  <header className="site-header">
                    <a className="site-header__brand" href="/">
                      {t("brand")}
                    </a>
                    <div className="site-header__end">
                      <nav aria-label={t("nav.main")} className="site-header__nav">
                        <a href="/guide/sale">{t("nav.sale")}</a>
                        <a href="/guide/black-friday">{t("nav.blackFriday")}</a>
                      </nav>
                      <WishlistLink />
                      <CartButton />
                    </div>
                  </header>
                  <main id="main" className="site-main">
                    {children}
                  </main>
                  <footer className="site-footer">
                    <p>{t("footer.about")}</p>
                    <p>
                      {t("brand")} · {t("footer.rights")}
                    </p>
                    {needsConsent(storeId) ? (
                      <p>
                        <button type="button" className="site-footer__consent" onClick={askConsent}>
                          {t("thirdParty.consent.settings")}
                        </button>
                      </p>
                    ) : null}
                  </footer>
                  <BackToTop />
                  {helpChat ? <HelpChatLauncher /> : null}
                  {/* The preview's frames are staff's, not shoppers': no banner over them (their events wait, unsent). */}
                  <ConsentHost storeId={storeId} asks={!pathname.startsWith("/preview")} />
                  <QuickViewHost device={device} />
                  <SubscribePromptHost device={device} />
                </CartProvider>
              </WishlistScope>
            </AccountProvider>
          </ToastProvider>
        </CardImageChoiceContext.Provider>
      </StorefrontLinksContext.Provider>
    </ThirdPartyContext.Provider>
  );
}
