import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { callApp } from "~modules/kit/app-api";
import { useNearViewport } from "~modules/kit/cross-sell-list";
import type { buyTogetherSectionSchema } from "~schemas/detail/buy-together";
import type { Kit } from "~schemas/rules/product/buy-together";
import { defineSection, type SectionProps } from "../detail-types";

type Props = SectionProps<z.output<typeof buyTogetherSectionSchema>>;

type Kits = { status: "idle" | "loading" | "failed" | "empty" } | { status: "ready"; kits: Kit[] };

const loadView = () => import("./buy-together-view");
// The tabs, items, rules dialog and SKU sheet load once there are kits to show (docs/decisions/cross-sell.md).
const BuyTogetherView = lazy(loadView);

/**
 * Buy Together (detail spec 2 "Other detail-page sections", 4; issue 18 items 1 and 7): the
 * opening SKU's kits. Below the fold: the kit list is asked for when the section nears the
 * viewport, so the page's first byte never waits for it, and a failed call leaves only this
 * place empty. The server and the first browser render have an empty placeholder.
 */
function BuyTogether({ data, page }: Props) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place);
  const [kits, setKits] = useState<Kits>({ status: "idle" });
  useEffect(() => {
    if (!near) return;
    const controller = new AbortController();
    setKits({ status: "loading" });
    callApp("GET /api/kits", { skuId: data.skuId }, { signal: controller.signal })
      .then(async (answer) => {
        if (controller.signal.aborted) return;
        if (!answer.ok) return setKits({ status: "failed" });
        if (answer.kits.length === 0) return setKits({ status: "empty" });
        // The view's code comes with the first kits, so the section appears whole.
        await loadView();
        if (!controller.signal.aborted) setKits({ status: "ready", kits: answer.kits });
      })
      .catch(() => {
        if (!controller.signal.aborted) setKits({ status: "failed" });
      });
    return () => controller.abort();
  }, [near, data.skuId]);
  return (
    <div ref={place} className="detail-buy-together-place" data-state={kits.status}>
      {kits.status === "ready" ? (
        <Suspense fallback={null}>
          <BuyTogetherView kits={kits.kits} skuId={data.skuId} store={data.store} device={page.device} />
        </Suspense>
      ) : null}
    </div>
  );
}

export const detailBuyTogether = defineSection(BuyTogether);
