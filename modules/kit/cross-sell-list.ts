import { useEffect, useState, type RefObject } from "react";
import type { AppInput } from "~schemas/app-api";
import type { Suggestion } from "~schemas/product";
import { NEAR_VIEWPORT_MARGIN } from "~schemas/rules/product/cross-sell";
import { callApp } from "./app-api";

/**
 * Whether the element has come within NEAR_VIEWPORT_MARGIN of the viewport (once true, it
 * stays true). Without IntersectionObserver (old browsers, jsdom) it is true at once after
 * hydration. False on the server and in the first browser render, so both agree.
 */
export function useNearViewport(ref: RefObject<Element>): boolean {
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
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

export type CrossSellList = { status: "idle" | "loading" | "failed" } | { status: "ready"; items: Suggestion[] };

/**
 * A cross-sell list from /api/cross-sell (issue 18), asked for once `enabled` turns true. A
 * refused or failed request is "failed": the section that asked shows nothing, the page
 * around it is untouched.
 */
export function useCrossSellList(query: AppInput<"GET /api/cross-sell">, enabled: boolean): CrossSellList {
  const [list, setList] = useState<CrossSellList>({ status: "idle" });
  const key = JSON.stringify(query);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setList({ status: "loading" });
    callApp("GET /api/cross-sell", JSON.parse(key) as AppInput<"GET /api/cross-sell">, { signal: controller.signal })
      .then((answer) => setList("error" in answer ? { status: "failed" } : { status: "ready", items: answer.items }))
      .catch(() => {
        if (!controller.signal.aborted) setList({ status: "failed" });
      });
    return () => controller.abort();
  }, [enabled, key]);
  return list;
}
