import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

/**
 * <model-viewer> as this slide uses it. React 18 sets a custom element's props as attributes,
 * so `class` (not `className`), and listens to none of its events: the slide adds its own.
 */
type ModelViewerAttributes = {
  ref?: React.Ref<HTMLElement>;
  class?: string;
  src: string;
  alt: string;
  loading?: "auto" | "lazy" | "eager";
  "camera-controls"?: boolean | "";
  "touch-action"?: "pan-x" | "pan-y" | "none";
  "interaction-prompt"?: "auto" | "none";
};

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "model-viewer": ModelViewerAttributes;
    }
  }
}

/**
 * The viewer's code (model-viewer with three.js and lit, 290 KiB gzipped): a chunk of its
 * own, asked for only when a 3D slide is reached, never with the page.
 */
function loadModelViewer(): Promise<unknown> {
  return import("@google/model-viewer");
}

/** poster: the server's and the fallback; loading: the viewer's code or model is on its way over the poster; ready: the model shows; failed: the poster stays. */
type Phase = "poster" | "loading" | "ready" | "failed";

/** Keys the viewer turns and zooms the model with: the carousel around it must not move too. */
const VIEWER_KEYS = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "PageUp", "PageDown", "Home", "End"]);

/**
 * The 3D model slide (detail spec 2): the SKU's first image as its poster with a '3D' badge, as
 * the server renders it; once the shopper reaches the slide, the interactive viewer over it
 * (`@google/model-viewer`, loaded then) showing the product's model file. The poster stays
 * until the model has loaded, and for good when the code or the model cannot be loaded, so
 * the slide keeps its size and the page works either way. Without a model file the slide is
 * the poster alone.
 */
export function ThreeDSlide({ poster, alt, modelUrl, reached }: { poster: ReactNode; alt: string; modelUrl: string | undefined; reached: boolean }) {
  const [phase, setPhase] = useState<Phase>("poster");
  const [defined, setDefined] = useState(false);
  const viewer = useRef<HTMLElement>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!reached || !modelUrl || phase !== "poster") return;
    setPhase("loading");
    loadModelViewer().then(
      () => {
        if (mounted.current) setDefined(true);
      },
      () => {
        if (mounted.current) setPhase("failed");
      },
    );
  }, [reached, modelUrl, phase]);

  const showViewer = defined && phase !== "failed";
  useEffect(() => {
    const element = viewer.current;
    if (!showViewer || !element) return;
    const onLoad = () => setPhase("ready");
    const onError = () => setPhase("failed");
    element.addEventListener("load", onLoad);
    element.addEventListener("error", onError);
    return () => {
      element.removeEventListener("load", onLoad);
      element.removeEventListener("error", onError);
    };
  }, [showViewer]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target === viewer.current && VIEWER_KEYS.has(event.key)) event.stopPropagation();
  };

  return (
    // The viewer's keys bubble through this box (the viewer is the focusable control here).
    <div className={`detail-gallery__3d${phase === "ready" ? " is-ready" : ""}`} data-phase={phase} onKeyDown={onKeyDown}>
      {poster}
      {showViewer && modelUrl ? (
        <model-viewer
          ref={viewer}
          // A drag on the model turns it: the carousel (Swiper's no-swiping class) leaves it alone.
          class="detail-gallery__viewer swiper-no-swiping"
          src={modelUrl}
          alt={alt}
          loading="eager"
          camera-controls=""
          touch-action="pan-y"
        />
      ) : null}
      <span className="detail-gallery__3d-badge" aria-hidden="true">
        3D
      </span>
    </div>
  );
}
