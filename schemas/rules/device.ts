export type Device = "desktop" | "mobile";

export const DEVICES: readonly Device[] = ["desktop", "mobile"];

/**
 * The request headers that say which device asks, in the order they are believed: the
 * browser's own client hint, then a CDN's verdict. Both are a small, fixed set of values, so
 * a shared cache keyed on them keeps one copy per device, never one per browser build.
 */
const DEVICE_SIGNALS = [
  { header: "sec-ch-ua-mobile", mobile: "?1", desktop: "?0" },
  { header: "cloudfront-is-mobile-viewer", mobile: "true", desktop: "false" },
] as const;

const MOBILE_UA = /Mobi|Android|iPhone|iPod|IEMobile|Opera Mini|BlackBerry/i;

/** What the device is read from: the address and the headers (a fetch Request is one). */
export type RequestSignals = { url: string; headers: Pick<Headers, "get"> };

/** What decided the device: the address, a device header, or only the user agent. */
export type DeviceSource = "query" | "header" | "user-agent";

/**
 * DESIGN.md: the server picks the device per request from one normalised signal: `?device=`
 * first, then `Sec-CH-UA-Mobile`, then a CDN's device header (`CloudFront-Is-Mobile-Viewer`),
 * and the user agent only when none of them is present.
 */
export function readDevice(request: RequestSignals): { device: Device; source: DeviceSource } {
  const override = new URL(request.url).searchParams.get("device");
  if (override === "desktop" || override === "mobile") return { device: override, source: "query" };
  for (const signal of DEVICE_SIGNALS) {
    const value = request.headers.get(signal.header)?.trim().toLowerCase();
    if (value === signal.mobile) return { device: "mobile", source: "header" };
    if (value === signal.desktop) return { device: "desktop", source: "header" };
  }
  return { device: MOBILE_UA.test(request.headers.get("user-agent") ?? "") ? "mobile" : "desktop", source: "user-agent" };
}

export function selectDevice(request: Request): Device {
  return readDevice(request).device;
}

/**
 * Responses that depend on the device say so by the normalised signals only: `Vary` never
 * names User-Agent, which would give a shared cache one copy per browser build
 * (docs/decisions/shopper-context.md).
 */
export const DEVICE_VARY = "Sec-CH-UA-Mobile, CloudFront-Is-Mobile-Viewer";
