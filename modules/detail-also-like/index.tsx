import { lazy, Suspense, useRef } from "react";
import type { z } from "zod";
import { useCrossSellList, useNearViewport } from "~modules/kit/cross-sell-list";
import type { alsoLikeSectionSchema } from "~schemas/detail/also-like";
import { alsoLikeShown } from "~schemas/rules/product/cross-sell";
import { defineSection, type SectionProps } from "../detail-types";

type Props = SectionProps<z.output<typeof alsoLikeSectionSchema>>;

// The grid loads only when there is a list to show, never with the page (docs/decisions/cross-sell.md).
const AlsoLikeView = lazy(() => import("./also-like-view"));

/**
 * People Also Like (detail spec 2 "Other detail-page sections"; issue 18, item 2): up to 12
 * recommended products as cards, each with Add To Cart opening the quick view; shown only
 * with more than 2. Below the fold: the list is asked for when the section nears the
 * viewport, so the page's first byte never waits for it, and a failed call leaves only this
 * place empty. The server and the first browser render have an empty placeholder.
 */
function AlsoLike({ data, page }: Props) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place);
  const list = useCrossSellList({ kind: "also-like", sku: data.sku }, near);
  const items = list.status === "ready" ? alsoLikeShown(list.items) : null;
  return (
    <div ref={place} className="detail-also-like-place" data-state={list.status === "ready" ? (items ? "shown" : "hidden") : list.status}>
      {items ? (
        <Suspense fallback={null}>
          <AlsoLikeView items={items} store={data.store} device={page.device} />
        </Suspense>
      ) : null}
    </div>
  );
}

export const detailAlsoLike = defineSection(AlsoLike);
