import { useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { useAccount } from "~modules/kit/account";
import { track } from "~modules/kit/analytics";
import { closeSubscribePrompt, markPromptShown, onSubscribePrompt, promptShownThisSession, subscribePromptScene } from "~modules/kit/subscribe-prompt";
import { isProductPath, promptDecision, type SubscribeScene } from "~schemas/rules/subscription";
import type { Device } from "~schemas/rules/device";

const SubscribePrompt = lazy(() => import("./subscribe-prompt"));

/**
 * Where the newsletter prompt lives in the shell (docs/decisions/subscriptions.md): nothing
 * until a trigger asks and the shopper turns out to be a guest who has not seen it this
 * session, then its own chunk. On product pages it also runs the recommend_click trigger.
 */
export function SubscribePromptHost({ device }: { device: Device }) {
  const requested = useSyncExternalStore(onSubscribePrompt, subscribePromptScene, () => null);
  const account = useAccount().status;
  const { pathname } = useLocation();
  const [scene, setScene] = useState<SubscribeScene | null>(null);

  // recommend_click, on product pages only: its code comes with the product sections' triggers (one chunk), not with every page.
  useEffect(() => {
    if (!isProductPath(pathname)) return;
    let stop: (() => void) | null = null;
    let left = false;
    void import("~modules/kit/subscribe-triggers").then(({ watchRecommendations }) => {
      if (!left) stop = watchRecommendations(document);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [pathname]);

  useEffect(() => {
    if (!requested || scene) return;
    const decision = promptDecision({ shownThisSession: promptShownThisSession(), account });
    if (decision === "wait") return;
    if (decision === "drop") {
      closeSubscribePrompt();
      return;
    }
    markPromptShown();
    setScene(requested);
    track("subscribe_prompt_show", { scene: requested });
  }, [requested, account, scene]);

  if (!scene) return null;
  return (
    <Suspense fallback={null}>
      <SubscribePrompt
        scene={scene}
        device={device}
        open={requested !== null}
        onClose={() => {
          closeSubscribePrompt();
        }}
      />
    </Suspense>
  );
}
