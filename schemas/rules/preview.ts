import { DEVICES, type Device } from "./device";
import { resolveStoreId, type StoreId } from "./stores";

/** The preview shows the page on both devices side by side unless one is chosen. */
export type PreviewDevice = Device | "both";

/** What the preview's toolbar chooses; carried in the query so every preview URL can be shared. */
export type PreviewSettings = {
  device: PreviewDevice;
  store: StoreId;
  /** The page time as an ISO string (UTC), or null for "now". */
  at: string | null;
};

const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * `?at=`: an ISO 8601 date-time. One without an offset is read as UTC, which the preview says
 * next to the field (stores have no time zone of their own in the store table). Returns the
 * instant in ms, or null when the value is not a real date-time (e.g. 2025-02-30T10:00).
 */
export function parsePreviewAt(value: string | null | undefined): number | null {
  const match = ISO_DATE_TIME.exec(value?.trim() ?? "");
  if (!match) return null;
  const [, year, month, day, hour, minute, second = "0", fraction = "0", zone = "Z"] = match;
  const fields = [year, month, day, hour, minute, second].map(Number) as [number, number, number, number, number, number];
  const [y, mo, d, h, mi, s] = fields;
  const local = Date.UTC(y, mo - 1, d, h, mi, s, Number(fraction.padEnd(3, "0")));
  const check = new Date(local);
  // Date.UTC rolls 30 February over into March: such a value was not a date.
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  if (zone.toUpperCase() === "Z") return local;
  const sign = zone.startsWith("-") ? -1 : 1;
  const digits = zone.slice(1).replace(":", "");
  const offsetMinutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2));
  return local - sign * offsetMinutes * 60_000;
}

/** The preview settings in a URL's query (unknown values fall back: both devices, the default store, now). */
export function previewSettings(params: URLSearchParams, fallbackStore: StoreId): PreviewSettings {
  const device = params.get("device");
  const at = parsePreviewAt(params.get("at"));
  return {
    device: device === "desktop" || device === "mobile" ? device : "both",
    store: params.has("store") ? resolveStoreId(params.get("store")) : fallbackStore,
    at: at === null ? null : new Date(at).toISOString(),
  };
}

/** `?device=…&store=…&at=…` for these settings with some changed. */
export function previewSearch(settings: PreviewSettings, change: Partial<PreviewSettings> = {}): string {
  const next = { ...settings, ...change };
  const params = new URLSearchParams({ device: next.device, store: String(next.store) });
  if (next.at) params.set("at", next.at);
  return `?${params}`;
}

/** The devices a preview setting shows, in frame order. */
export function previewDevices(device: PreviewDevice): readonly Device[] {
  return device === "both" ? DEVICES : [device];
}

/** The value of a `datetime-local` input (UTC, to the minute) for an ISO instant. */
export function dateTimeInputValue(at: string | null): string {
  return at ? at.slice(0, 16) : "";
}
