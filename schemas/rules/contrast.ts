/**
 * How legible a back-office colour is as text on the white page (WCAG 2.x contrast ratio).
 * Client-safe and zod-free: schemas decide with it, components only get the outcome.
 */

/** The sRGB channels (0–1) of a hex or rgb()/rgba() colour, laid over white; null when unreadable. */
function channels(color: string): [number, number, number] | null {
  let rgba: number[];
  const hex = /^#([0-9a-f]+)$/i.exec(color)?.[1];
  if (hex) {
    const long = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join("") : hex;
    rgba = (long.match(/../g) ?? []).map((pair) => parseInt(pair, 16) / 255);
  } else {
    const parts = /^rgba?\(([^)]*)\)$/i.exec(color)?.[1]?.split(/[\s,]+/).filter(Boolean);
    if (!parts) return null;
    rgba = parts.map((part, index) => (part.endsWith("%") ? parseFloat(part) / 100 : index < 3 ? parseFloat(part) / 255 : parseFloat(part)));
  }
  const [r, g, b, alpha = 1] = rgba;
  if (r === undefined || g === undefined || b === undefined || [r, g, b, alpha].some(Number.isNaN)) return null;
  return [r, g, b].map((channel) => channel * alpha + (1 - alpha)) as [number, number, number];
}

/** The contrast ratio (1–21) of `color` on white, or null for a colour it cannot read. */
export function contrastOnWhite(color: string): number | null {
  const rgb = channels(color.trim());
  if (!rgb) return null;
  const [r, g, b] = rgb.map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}
