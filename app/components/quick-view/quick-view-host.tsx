import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { quickViewRequest, subscribeQuickView } from "~modules/kit/quick-view-opener";
import type { Device } from "~schemas/rules/device";

const QuickView = lazy(() => import("./quick-view"));

/**
 * Where the quick view lives in the shell: nothing until an opener asks (the server and the
 * first render agree on nothing), then its own chunk, loaded once and kept for later opens.
 */
export function QuickViewHost({ device }: { device: Device }) {
  const request = useSyncExternalStore(subscribeQuickView, quickViewRequest, () => null);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (request) setWanted(true);
  }, [request]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <QuickView request={request} device={device} />
    </Suspense>
  );
}
