export type Device = "desktop" | "mobile";

export const DEVICES: readonly Device[] = ["desktop", "mobile"];

const MOBILE_UA = /Mobi|Android|iPhone|iPod|IEMobile|Opera Mini|BlackBerry/i;

/**
 * DESIGN.md: the server picks the device per request: `?device=` first, then the
 * `Sec-CH-UA-Mobile` client hint, then the user agent.
 */
export function selectDevice(request: Request): Device {
  const override = new URL(request.url).searchParams.get("device");
  if (override === "desktop" || override === "mobile") return override;
  const hint = request.headers.get("sec-ch-ua-mobile");
  if (hint === "?1") return "mobile";
  if (hint === "?0") return "desktop";
  return MOBILE_UA.test(request.headers.get("user-agent") ?? "") ? "mobile" : "desktop";
}

/** Responses that depend on the device say so, so shared caches keep one copy per device. */
export const DEVICE_VARY = "Sec-CH-UA-Mobile, User-Agent";
