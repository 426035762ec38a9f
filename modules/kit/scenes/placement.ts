import type { Device } from "~schemas/rules/device";

/**
 * Where a hotspot's popover opens (landing spec 4.2), from the hotspot's position in percent.
 *   mobile:  below the point, or above when Y > 80; aligned to the point's start when X <= 30,
 *            centred when 30 < X < 70, aligned to its end when X >= 70.
 *   desktop: to the left of the point, or to the right when X < 30.
 * The spec gives desktop no vertical rule; ours keeps the popover inside the picture the same
 * way mobile does sideways: from the point downwards when Y <= 30, upwards when Y >= 70,
 * centred between.
 */
export type Placement = { side: "top" | "bottom" | "left" | "right"; align: "start" | "center" | "end" };

export const MOBILE_TOP_ABOVE_Y = 80;
export const START_UP_TO = 30;
export const END_FROM = 70;
export const DESKTOP_RIGHT_BELOW_X = 30;

function alignFor(position: number): Placement["align"] {
  if (position <= START_UP_TO) return "start";
  if (position < END_FROM) return "center";
  return "end";
}

export function popoverPlacement(device: Device, x: number, y: number): Placement {
  if (device === "mobile") return { side: y > MOBILE_TOP_ABOVE_Y ? "top" : "bottom", align: alignFor(x) };
  return { side: x < DESKTOP_RIGHT_BELOW_X ? "right" : "left", align: alignFor(y) };
}
