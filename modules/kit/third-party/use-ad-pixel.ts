import { useEffect } from "react";
import type { ThirdPartyConfig } from "~schemas/rules/third-party";

/** Starts the ad pixel when the deployment configured one (store 3); its code loads only then. */
export function useAdPixel(config: ThirdPartyConfig["adPixel"]): void {
  const scriptUrl = config?.scriptUrl;
  const pixelId = config?.pixelId;
  useEffect(() => {
    if (!scriptUrl || !pixelId) return;
    let stop: (() => void) | null = null;
    let gone = false;
    void import("./ad-pixel").then(({ startAdPixel }) => {
      if (!gone) stop = startAdPixel({ scriptUrl, pixelId });
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [scriptUrl, pixelId]);
}
