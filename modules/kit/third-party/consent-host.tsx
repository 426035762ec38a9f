import { lazy, Suspense, useEffect, useState } from "react";
import { consentStore, currentConsent, onAskConsent } from "../consent";
import { needsConsent } from "~schemas/rules/third-party";
import type { StoreId } from "~schemas/rules/stores";

// Only an EU store's page that asks loads the banner's code.
const ConsentBanner = lazy(() => import("./consent-banner"));

/**
 * Where the consent banner shows (stores 5–7): after hydration, when no choice is kept or the
 * shopper asks (the footer's 'Cookie settings', the chat launcher); never where it does not
 * `asks` (the preview's frames). Nothing in the server
 * render, so every shopper gets the same HTML and hydration agrees.
 */
export function ConsentHost({ storeId, asks = true }: { storeId: StoreId; asks?: boolean }) {
  // Before any effect below the shell tracks: events then wait for the choice.
  consentStore(storeId);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!needsConsent(storeId) || !asks) return;
    if (currentConsent() === "unknown") setShown(true);
    return onAskConsent(() => setShown(true));
  }, [storeId, asks]);
  return shown ? (
    <Suspense fallback={null}>
      <ConsentBanner onDone={() => setShown(false)} />
    </Suspense>
  ) : null;
}
