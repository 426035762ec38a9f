/** The page's default theme colour (landing spec 3.1, 9). */
export const SPECIAL_THEME_COLOR = "#375542";
export const FORCED_MOBILE_COLOR = "#000000";

/**
 * Mobile graphic modules 2 and 3 (landing spec 2.4, 9): the special palette is kept only
 * for #375542; any other configColor becomes #000000. The module's own colour wins over
 * the page theme colour.
 */
export function mobileAccent(color: string): string {
  return color.trim().toLowerCase() === SPECIAL_THEME_COLOR ? SPECIAL_THEME_COLOR : FORCED_MOBILE_COLOR;
}

/** The colour a graphic module is drawn in: its own colour, else the page's theme colour. */
export function moduleAccent(moduleColor: string | undefined, pageColor: string, device: "desktop" | "mobile"): string {
  const color = moduleColor ?? pageColor;
  return device === "mobile" ? mobileAccent(color) : color;
}
