import { useEffect, useState } from "react";
import type { Suggestion } from "~schemas/product";
import { callApp } from "~modules/kit/app-api";

export type SuggestionKind = "similar" | "quick-dispatch";

/**
 * A product list of the buying area, fetched from /api/product-suggestions while `enabled`
 * (the delivery-delay dialog fetches its quick-dispatch list each time it opens). Null while
 * loading; a failed request is an empty list.
 */
export function useSuggestions(kind: SuggestionKind, sku: string, enabled: boolean): Suggestion[] | null {
  const [state, setState] = useState<{ key: string; items: Suggestion[] } | null>(null);
  const key = `${kind}|${sku}`;
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    callApp("GET /api/product-suggestions", { kind, sku }, { signal: controller.signal })
      .then((answer) => setState({ key, items: "error" in answer ? [] : answer.items }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ key, items: [] });
      });
    return () => {
      controller.abort();
      // The next opening asks again (detail spec 4: opening the dialog fetches the list).
      setState(null);
    };
  }, [enabled, kind, sku, key]);
  return enabled && state?.key === key ? state.items : null;
}
