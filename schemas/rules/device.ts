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

/**
 * DESIGN.md: the server picks the device per request from one normalised signal: `?device=`
 * first, then `Sec-CH-UA-Mobile`, then a CDN's device header (`CloudFront-Is-Mobile-Viewer`),
 * and the user agent only when none of them is present.
 */
export function selectDevice(request: Request): Device {
  const override = new URL(request.url).searchParams.get("device");
  if (override === "desktop" || override === "mobile") return override;
  for (const signal of DEVICE_SIGNALS) {
    const value = request.headers.get(signal.header)?.trim().toLowerCase();
    if (value === signal.mobile) return "mobile";
    if (value === signal.desktop) return "desktop";
  }
  return MOBILE_UA.test(request.headers.get("user-agent") ?? "") ? "mobile" : "desktop";
}

/**
 * Responses that depend on the device say so by the normalised signals only: `Vary` never
 * names User-Agent, which would give a shared cache one copy per browser build
 * (docs/decisions/shopper-context.md).
 */
export const DEVICE_VARY = "Sec-CH-UA-Mobile, CloudFront-Is-Mobile-Viewer";
