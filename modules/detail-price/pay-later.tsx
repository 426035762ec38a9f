import { useEffect, useRef, type ReactNode } from "react";
import { useThirdParty } from "~modules/kit/third-party/config";
import { loadScript, whenIdle } from "~modules/kit/third-party/load-script";
import { PAY_LATER_MESSAGES } from "~schemas/rules/third-party";

/** What the page dispatches on `document` when the provider should read the amounts again (a new SKU, a new price). */
export const PAY_LATER_REFRESH = "pay-later:refresh";

/**
 * The price block's pay-later messages (detail spec 1 and 9), sent the amount in cents within
 * 35.00–2000.00 (the caller shows this only then). Without a provider: the local 'as low as'
 * text (`children`). With one (PAY_LATER_SCRIPT_URL and its public key): that text until the
 * provider fills its instalment slot, and a slot each for the instalment, pay-in-4 and wallet
 * messages, which the provider's script, loaded when the browser is idle after hydration,
 * fills. React renders the slots empty and never their content: the provider owns it. The
 * messages are part of the price, so they do not wait for consent (docs/decisions/third-party.md).
 */
export function PayLaterMessages({ cents, children }: { cents: number; children: ReactNode }) {
  const { payLater } = useThirdParty();
  const loaded = useRef(false);

  useEffect(() => {
    if (!payLater) return;
    return whenIdle(() => {
      void loadScript(payLater.scriptUrl, { publicKey: payLater.publicKey }).then((ok) => {
        loaded.current = ok;
      });
    });
  }, [payLater]);

  useEffect(() => {
    // The provider read the first amount when it loaded; a later one it is told about.
    if (loaded.current) document.dispatchEvent(new Event(PAY_LATER_REFRESH));
  }, [cents]);

  const local = (
    <p className="detail-price__pay-later" data-amount={cents}>
      {children}
    </p>
  );
  if (!payLater) return local;
  return (
    <div className="detail-price__pay-later-box">
      {local}
      {PAY_LATER_MESSAGES.map((kind) => (
        <div key={kind} className="detail-price__pay-later-slot" data-pay-later={kind} data-amount={cents} />
      ))}
    </div>
  );
}
