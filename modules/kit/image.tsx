import { useEffect, useRef, useState } from "react";

export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";

type Props = {
  src: string;
  alt: string;
  /** Intrinsic size: reserves the box before the image loads, so nothing shifts. */
  width: number;
  height: number;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
  className?: string;
};

/**
 * Every back-office image: sized, lazy below the fold, and a placeholder when it fails to
 * load. The failure belongs to one address: given another `src`, the image tries again.
 */
export function Img({ src, alt, width, height, eager = false, className }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    // An image that failed before hydration fired its error event before React listened.
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && img.getAttribute("src") === src) setFailedSrc(src);
  }, [src]);

  return (
    <img
      ref={ref}
      src={failed ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding={eager ? "sync" : "async"}
      className={className}
      onError={() => setFailedSrc(src)}
    />
  );
}
