import type { ThirdPartyConfig } from "~schemas/rules/third-party";
// Through ../i18n: this lazily loaded part then reaches the page kit as every page does, and the kit stays one chunk.
import { addDestination, loadScript, whenIdle } from "../i18n";

type Pixel = ((...args: unknown[]) => void) & { queue?: unknown[][] };
type PixelWindow = Window & { adPixel?: Pixel };

/**
 * Store 3's social-ad pixel (detail spec 1), a destination of the one tracker: it passes on the
 * product views, in USD, and nothing else. The page queues its calls on `window.adPixel` (the
 * usual pixel snippet's shape: `adPixel("init", id)`, `adPixel("track", "ViewContent", {…})`)
 * and the pixel's script, loaded when the browser is idle after the first view, sends them.
 * The tracker hands it events only with consent. Returns the stop.
 */
export function startAdPixel(config: NonNullable<ThirdPartyConfig["adPixel"]>): () => void {
  let started = false;
  const pixel = (): Pixel => {
    const target = window as PixelWindow;
    if (!target.adPixel) {
      const queued: Pixel = (...args) => void (queued.queue ??= []).push(args);
      target.adPixel = queued;
    }
    return target.adPixel;
  };
  return addDestination((entry) => {
    if (entry.event !== "product_view") return;
    if (!started) {
      started = true;
      pixel()("init", config.pixelId);
      whenIdle(() => void loadScript(config.scriptUrl));
    }
    pixel()("track", "ViewContent", { content_ids: [entry.sku], content_type: "product", value: entry.value, currency: "USD" });
  });
}
