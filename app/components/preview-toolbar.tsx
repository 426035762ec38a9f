import type { ReactNode } from "react";
import { useTranslation } from "~modules/kit/i18n";
import { dateTimeInputValue, previewSearch, type PreviewDevice, type PreviewSettings } from "~schemas/rules/preview";
import { STORE_IDS, type StoreId } from "~schemas/rules/stores";

/** The store's name and formats, and every store's name, made on the server (see storeFormats in preview.server.ts). */
export type StoreFormats = { name: string; names: Record<StoreId, string>; locale: string; currency: string; price: string; time: string };

const DEVICE_CHOICES: PreviewDevice[] = ["both", "desktop", "mobile"];
/** Store 1 exists only for phone validation; it has no storefront to preview. */
export const PREVIEW_STORES = STORE_IDS.filter((id) => id !== 1);

type Props = {
  settings: PreviewSettings;
  formats: StoreFormats;
  /** The `at` value the request carried when it was not a date-time. */
  invalidAt?: string | null;
  /** Other query parameters of the page that every switch keeps (e.g. the catalogue's `type`). */
  keep?: Record<string, string>;
  /** Extra controls at the end (e.g. "open page"). */
  children?: ReactNode;
};

/**
 * Device, store and page-time switches as links and a GET form, so every choice is a URL
 * that can be shared and works before the page has hydrated.
 */
export function PreviewToolbar({ settings, formats, invalidAt, keep = {}, children }: Props) {
  const { t } = useTranslation();
  const kept = Object.entries(keep);
  const href = (change: Partial<PreviewSettings>) => `${previewSearch(settings, change)}${kept.map(([name, value]) => `&${name}=${encodeURIComponent(value)}`).join("")}`;
  return (
    <div className="preview__controls">
      <div className="preview__toolbar">
        <span>{t("preview.device")}:</span>
        {DEVICE_CHOICES.map((device) => (
          <a key={device} href={href({ device })} aria-current={device === settings.device ? "true" : undefined}>
            {t(`preview.${device}`)}
          </a>
        ))}
        <span>{t("preview.store")}:</span>
        {PREVIEW_STORES.map((id) => (
          <a key={id} href={href({ store: id })} aria-current={id === settings.store ? "true" : undefined} title={formats.names[id]}>
            {id}
          </a>
        ))}
        {children}
      </div>
      <form className="preview__toolbar" method="get">
        <input type="hidden" name="device" value={settings.device} />
        <input type="hidden" name="store" value={settings.store} />
        {kept.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label>
          {t("preview.at")} (UTC):{" "}
          <input type="datetime-local" name="at" step={60} defaultValue={dateTimeInputValue(settings.at)} />
        </label>
        <button type="submit">{t("preview.apply")}</button>
        {settings.at ? <a href={href({ at: null })}>{t("preview.now")}</a> : null}
      </form>
      <p className="preview__muted preview__store">
        {formats.name} · {formats.locale} · {formats.currency} · {t("preview.formats")}:{" "}
        <span className="preview__price">{formats.price}</span> · <span className="preview__time">{formats.time} UTC</span>
      </p>
      {invalidAt ? (
        <p className="preview__problem" role="alert">
          {t("preview.atInvalid", { value: invalidAt })}
        </p>
      ) : null}
    </div>
  );
}
