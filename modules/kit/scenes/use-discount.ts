import { useEffect, useMemo, useState } from "react";
import { skuSetKey, uniqueProducts } from "./pick";
import type { RoomScene } from "~schemas/scene-data";
import { callApp } from "~modules/kit/app-api";

/** The all-picked discounts the server sent with the scenes, by SKU set. */
export function useKnownDiscounts(scenes: RoomScene[]): ReadonlyMap<string, number> {
  return useMemo(() => {
    const known = new Map<string, number>();
    for (const scene of scenes) {
      if (scene.discount !== null) known.set(skuSetKey(uniqueProducts(scene.points).map((point) => point.skuId)), scene.discount);
    }
    return known;
  }, [scenes]);
}

async function requestDiscount(key: string, signal: AbortSignal): Promise<number> {
  const body = await callApp("GET /api/discount", { skuIds: key }, { signal });
  return body.ok ? body.maxDiscountAmount : 0;
}

/**
 * The bundle discount (maxDiscountAmount) for the picked SKUs (landing spec 4.1, 5.2): none
 * is asked for with no SKU (it is 0), a set the server already answered with the page is not
 * asked again, any other set is asked through /api/discount. A new set aborts the request
 * still under way for the old one, so a late answer never overwrites a newer set. While a
 * request is under way the last amount stays (`pending`); a failed lookup counts as 0.
 * `known` null: the view shows no price (the desktop home's rooms), so nothing is asked.
 */
export function useBundleDiscount(skuIds: string[], known: ReadonlyMap<string, number> | null): { amount: number; pending: boolean } {
  const key = skuSetKey(skuIds);
  const knownAmount = key === "" || known === null ? 0 : known.get(key);
  const [answer, setAnswer] = useState<{ key: string; amount: number } | null>(null);

  useEffect(() => {
    if (knownAmount !== undefined) return;
    const controller = new AbortController();
    requestDiscount(key, controller.signal)
      .catch(() => 0)
      .then((amount) => {
        if (!controller.signal.aborted) setAnswer({ key, amount });
      });
    return () => controller.abort();
  }, [key, knownAmount]);

  const current = knownAmount ?? (answer?.key === key ? answer.amount : undefined);
  const [last, setLast] = useState(current ?? 0);
  // Remember the last settled amount (a render-phase update: React re-renders at once).
  if (current !== undefined && current !== last) setLast(current);
  return { amount: current ?? last, pending: current === undefined };
}
