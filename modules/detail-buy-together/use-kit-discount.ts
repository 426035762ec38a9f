import { useEffect, useState } from "react";
import { callApp } from "~modules/kit/app-api";
import { enoughItems, type Kit } from "~schemas/rules/product/buy-together";

/** The picked items' discount: being worked out, known, or not to be had (the section then shows the plain total). */
export type KitDiscount = { status: "loading" } | { status: "ready"; amount: number } | { status: "failed" };

/**
 * Asks /api/kit-discount for the kit's picked items on every tab change and pick (detail spec
 * 4). A request a newer one supersedes is aborted and its answer, should it still come, is
 * never shown: only the latest picks' answer may set the discount (detail spec 8, "(silent)").
 * Fewer than 2 items have no discount and ask nothing.
 */
export function useKitDiscount(skuId: string, kit: Kit, picked: readonly string[]): KitDiscount {
  const key = `${kit.kitId}:${picked.join(",")}`;
  const enough = enoughItems(kit, picked);
  const [answer, setAnswer] = useState<{ key: string; discount: KitDiscount } | null>(null);
  useEffect(() => {
    if (!enough) return;
    const controller = new AbortController();
    const [kitId, spuIds = ""] = key.split(":");
    const settle = (discount: KitDiscount) => {
      if (!controller.signal.aborted) setAnswer({ key, discount });
    };
    callApp("GET /api/kit-discount", { skuId, kitId: kitId!, spuIds }, { signal: controller.signal }).then(
      (reply) => settle(reply.ok ? { status: "ready", amount: reply.discountAmount } : { status: "failed" }),
      () => settle({ status: "failed" }),
    );
    return () => controller.abort();
  }, [skuId, key, enough]);
  if (!enough) return { status: "ready", amount: 0 };
  return answer?.key === key ? answer.discount : { status: "loading" };
}
