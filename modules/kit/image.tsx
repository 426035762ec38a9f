import { useEffect, useRef, useState } from "react";
import type { Device } from "~schemas/rules/device";
import { imageSrcSet, PLACEHOLDER_IMAGE } from "~schemas/rules/image-url";

export { PLACEHOLDER_IMAGE };

/** The desktop root font size's floor (app.css: `max(1vw, 12.8px)`). */
const DESKTOP_REM_FLOOR_PX = 12.8;

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The `sizes` of an image shown `rem` design units wide on `device`. Layouts are sized in rem,
 * and 1rem is 1vw (app.css), floored at 12.8 px on desktop so small laptop windows stay
 * readable: a box of 30rem is `max(30vw, 384px)` on desktop and `30vw` on a phone.
 */
export function remSizes(device: Device, rem: number): string {
  return device === "desktop" ? `max(${round(rem)}vw, ${round(rem * DESKTOP_REM_FLOOR_PX)}px)` : `${round(rem)}vw`;
}

type Props = {
  src: string;
  alt: string;
  /** Intrinsic size: reserves the box before the image loads, so nothing shifts. */
  width: number;
  height: number;
  /**
   * How wide the image shows (the `sizes` attribute, e.g. from `remSizes`). With it, an address
   * the image CDN can resize gets a srcset of widths to pick from (schemas/rules/image-url.ts);
   * without it the browser loads `src` as it is.
   */
  sizes?: string;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
  /**
   * The page's first large image (one per page): fetched ahead of the page's other images,
   * so the largest paint comes sooner. Implies eager.
   */
  priority?: boolean;
  className?: string;
};

/** React 18 has no `fetchPriority` prop; it passes a lowercase attribute through as it is. */
const HIGH_PRIORITY = { fetchpriority: "high" } as Record<string, string>;

/**
 * Every back-office image: sized, lazy below the fold, and a placeholder when it fails to
 * load. The failure belongs to one address: given another `src`, the image tries again.
 */
export function Img({ src, alt, width, height, sizes, eager = false, priority = false, className }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    // An image that failed before hydration fired its error event before React listened.
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && img.getAttribute("src") === src) setFailedSrc(src);
  }, [src]);

  // The placeholder has no widths: a failed image drops its srcset too, or the browser would keep picking from it.
  const srcSet = sizes && !failed ? imageSrcSet(src) : undefined;
  const soon = eager || priority;
  return (
    <img
      ref={ref}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      src={failed ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      width={width}
      height={height}
      loading={soon ? "eager" : "lazy"}
      decoding={soon ? "sync" : "async"}
      {...(priority ? HIGH_PRIORITY : undefined)}
      className={className}
      onError={() => setFailedSrc(src)}
    />
  );
}
