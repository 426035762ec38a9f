import { useEffect, useRef, type RefObject } from "react";

/**
 * Calls `onSeen` once, after the element has stayed in view for `ms` without leaving
 * (detail spec 4, Analytics: 'reviews_view' after 3 s in view). In view means some of it is
 * above the bottom fifth of the screen, so a section merely peeking in at the bottom edge
 * does not count. Without IntersectionObserver nothing fires.
 */
export function useSeenFor(ref: RefObject<Element>, ms: number, onSeen: () => void): void {
  const callback = useRef(onSeen);
  useEffect(() => {
    callback.current = onSeen;
  });

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          timer ??= setTimeout(() => {
            observer.disconnect();
            callback.current();
          }, ms);
        } else if (timer !== null) {
          clearTimeout(timer);
          timer = null;
        }
      },
      { rootMargin: "0px 0px -20% 0px" },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (timer !== null) clearTimeout(timer);
    };
  }, [ref, ms]);
}
