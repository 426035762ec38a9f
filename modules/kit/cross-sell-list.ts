import { useEffect, useState, type RefObject } from "react";
import type { AppInput } from "~schemas/app-api";
import type { Suggestion } from "~schemas/product";
import { NEAR_VIEWPORT_MARGIN } from "~schemas/rules/product/cross-sell";
import { callApp } from "./app-api";
import { useNearViewport as useNearViewportBy } from "./near-viewport";

/** Near the viewport for the cross-sell sections: 800 px below it (the kit's hook, their margin). */
export const useNearViewport = (ref: RefObject<Element>): boolean => useNearViewportBy(ref, NEAR_VIEWPORT_MARGIN);

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
