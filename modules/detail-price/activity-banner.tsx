import { useEffect, useState, type CSSProperties } from "react";
import { track } from "~modules/kit/analytics";
import { callApp } from "~modules/kit/app-api";
import { Countdown } from "~modules/kit/countdown";
import { useTranslation } from "~modules/kit/i18n";
import type { ActivityBanner as Banner } from "~schemas/rules/product/activity";
import type { Device } from "~schemas/rules/device";
import "./activity-banner.css";

/**
 * Asks for the Black_Friday_Sale tips once after hydration (GET /api/promotion-tips): the
 * page's first byte waits for no extra call, and their line keeps its height meanwhile.
 */
function usePromotionTips(): string[] {
  const [tips, setTips] = useState<string[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    callApp("GET /api/promotion-tips", {}, { signal: controller.signal }).then(
      (answer) => setTips(answer.tips),
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return tips;
}

/**
 * The activity / promotion banner (detail spec 2, 4): the copy and discount message in the
 * activity's colours, then the limited-time countdown D : H : M : S, or 'ExtraDiscounT' for
 * the Pet-Friendly copy, then the promotion tips. The server renders the countdown's value at
 * the page's time; it ticks after hydration in boxes of a fixed width.
 */
export function ActivityBanner({ banner, device, onEnd }: { banner: Banner; device: Device; onEnd: () => void }) {
  const { t } = useTranslation();
  const tips = usePromotionTips();
  // Seen once per variant it shows in (a countdown that ends takes the banner away).
  useEffect(() => track("promotion_view", { kind: "activity", variant: banner.variant, copy: banner.copy || null, seconds: banner.seconds }), [banner.variant]); // eslint-disable-line react-hooks/exhaustive-deps
  const style = { "--activity-text": banner.colors.text, "--countdown-bg": banner.colors.box } as CSSProperties;
  return (
    <section className={`activity-banner activity-banner--${banner.variant} activity-banner--${device}`} aria-label={t("promotion.label")} style={style}>
      {banner.copy ? <p className="activity-banner__copy">{banner.copy}</p> : null}
      {banner.variant === "extra-discount" ? <p className="activity-banner__extra">{t("promotion.ExtraDiscounT")}</p> : null}
      {banner.message ? <p className="activity-banner__message">{banner.message}</p> : null}
      {banner.variant === "countdown" && banner.seconds !== null ? (
        <p className="activity-banner__countdown">
          <span className="activity-banner__ends">{t("promotion.endsIn")}</span> <Countdown seconds={banner.seconds} onEnd={onEnd} />
        </p>
      ) : null}
      <p className="activity-banner__tips" aria-live="polite">
        {tips.length > 0 ? (
          <>
            <span className="visually-hidden">{t("promotion.tips")}: </span>
            {tips.join(" · ")}
          </>
        ) : null}
      </p>
    </section>
  );
}
