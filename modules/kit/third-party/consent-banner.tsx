// Through ../i18n: this lazily loaded part then reaches the page kit as every page does, and the kit stays one chunk.
import { chooseConsent, currentConsent, useTranslation } from "../i18n";
import "./consent-banner.css";

/**
 * The consent banner of the EU stores (loaded only there, only when it shows): fixed at the
 * bottom of the screen, so it moves nothing on the page. The choice is kept (../consent.ts)
 * and can be changed from the footer's 'Cookie settings'.
 */
export default function ConsentBanner({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const choose = (granted: boolean) => {
    chooseConsent(granted ? "granted" : "denied");
    onDone();
  };
  const state = currentConsent();
  return (
    <section className="consent-banner" aria-label={t("thirdParty.consent.label")}>
      <p className="consent-banner__text">
        {t("thirdParty.consent.text")}
        {state !== "unknown" ? <span className="consent-banner__now"> {t(`thirdParty.consent.now.${state}`)}</span> : null}
      </p>
      <div className="consent-banner__actions">
        <button type="button" className="consent-banner__decline" onClick={() => choose(false)}>
          {t("thirdParty.consent.decline")}
        </button>
        <button type="button" className="consent-banner__accept" onClick={() => choose(true)}>
          {t("thirdParty.consent.accept")}
        </button>
      </div>
    </section>
  );
}
