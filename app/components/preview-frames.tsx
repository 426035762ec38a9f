import { useTranslation } from "~modules/kit/i18n";
import type { Device } from "~schemas/rules/device";

/**
 * Frame sizes: the mobile design width and a common laptop width. The page inside uses `vw`
 * units, so each frame must really be that wide; side by side, the desktop frame is scaled
 * down with CSS, which keeps its own width at 1280 px.
 */
export const FRAME = { desktop: { width: 1280, height: 800 }, mobile: { width: 375, height: 740 } } as const;

type Props = {
  devices: readonly Device[];
  title: string;
  /** The frame's address for a device; omit for frames filled by a form post (`name`). */
  src?: (device: Device) => string;
  /** Frame names, for forms that post into them (the draft preview). */
  name?: (device: Device) => string;
};

export function PreviewFrames({ devices, title, src, name }: Props) {
  const { t } = useTranslation();
  const scaled = devices.length > 1;
  return (
    // The frames keep their device width and may scroll sideways: keyboard users reach the
    // scrolling by focusing the region (WCAG 2.1.1; axe scrollable-region-focusable).
    <div className="preview__frames" role="region" aria-label={t("preview.frames")} tabIndex={0}>
      {devices.map((device) => (
        <figure key={device} className={`preview__device preview__device--${device}${scaled && device === "desktop" ? " preview__device--scaled" : ""}`}>
          <figcaption className="preview__muted">
            {t(`preview.${device}`)} · {FRAME[device].width} px
          </figcaption>
          <div className="preview__viewport">
            <iframe
              className={`preview__frame preview__frame--${device}`}
              title={`${title} (${device})`}
              src={src?.(device)}
              name={name?.(device)}
              width={FRAME[device].width}
              height={FRAME[device].height}
            />
          </div>
        </figure>
      ))}
    </div>
  );
}
