/** Landing spec 2.3 / 9: px in rich HTML becomes rem, 19.2 per rem on desktop and 3.75 on mobile. */
export const REM_DIVISOR = { desktop: 19.2, mobile: 3.75 } as const;

/** Rounds to at most 2 decimals without trailing zeros ("1.5rem", not "1.50rem"). */
export function toRem(px: number, divisor: number): string {
  return `${Number((px / divisor).toFixed(2))}rem`;
}

/**
 * Converts pixel lengths inside style attributes of sanitised HTML (whose attributes are
 * always double-quoted). Text content is left alone: "a 200px shelf" stays as written.
 */
export function pxToRem(html: string, divisor: number): string {
  return html.replace(/style="([^"]*)"/g, (_attr, css: string) => {
    const converted = css.replace(/(-?\d*\.?\d+)px\b/g, (_m, value: string) => toRem(Number(value), divisor));
    return `style="${converted}"`;
  });
}
