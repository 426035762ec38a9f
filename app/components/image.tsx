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

/** Every back-office image: sized, lazy below the fold, and a placeholder when it fails to load. */
export function Img({ src, alt, width, height, eager = false, className }: Props) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    // An image that failed before hydration fired its error event before React listened.
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && img.getAttribute("src") !== PLACEHOLDER_IMAGE) setFailed(true);
  }, []);

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
      onError={() => setFailed(true)}
    />
  );
}
