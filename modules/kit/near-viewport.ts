import { useEffect, useRef, useState, type RefObject } from "react";

/**
 * Whether the element has come within `margin` of the viewport (once true, it stays true).
 * Below-the-fold sections use it to fetch their data and code just before the shopper gets
 * there, instead of with the page. Without IntersectionObserver (old browsers, jsdom) it is
 * true at once: the content then loads after hydration, as it would when scrolled to.
 */
export function useNearViewport(ref: RefObject<Element>, margin = "100% 0px"): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}

/**
 * Runs `load` once the element nears the viewport and returns what it resolved to: null
 * before, and for good when it resolves null or fails (a section then shows nothing, alone).
 * `key` names what is loaded: a new key loads again; an answer for an old key is dropped.
 */
export function useLoadNearViewport<T>(ref: RefObject<Element>, key: string, load: () => Promise<T | null>): T | null {
  const near = useNearViewport(ref);
  const [loaded, setLoaded] = useState<{ key: string; value: T } | null>(null);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  useEffect(() => {
    if (!near) return;
    let live = true;
    loadRef.current().then(
      (value) => {
        if (live && value !== null) setLoaded({ key, value });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [near, key]);
  return loaded?.key === key ? loaded.value : null;
}
