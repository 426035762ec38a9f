import { useRef } from "react";
import { callApp } from "~modules/kit/app-api";
import { useLoadNearViewport } from "~modules/kit/near-viewport";
import type { DetailSectionData } from "~schemas/detail-registry.server";
import { defineSection, type SectionProps } from "../detail-types";

/**
 * Shop the Room (issue 18 item 6): the room scenes that feature the product. The page carries
 * this empty slot; the scenes (/api/product-scenes, each with its all-picked discount) and
 * the scene kit's code arrive when it nears the viewport. No scene, or a failed call, and
 * the slot stays empty: the section is not there.
 */
function ShopTheRoom({ data, page }: SectionProps<DetailSectionData<"shop-the-room">>) {
  const ref = useRef<HTMLDivElement>(null);
  const loaded = useLoadNearViewport(ref, `${data.spu}:${data.spuId}`, async () => {
    const answer = await callApp("GET /api/product-scenes", { spu: data.spu, spuId: data.spuId });
    if (!answer.ok || answer.scenes.length === 0) return null;
    // Fetched only when there is a room to show.
    const { ShopTheRoomView } = await import("./shop-the-room-view");
    return { View: ShopTheRoomView, scenes: answer.scenes };
  });
  return (
    <div ref={ref} className="detail-rooms-slot" data-loaded={loaded ? "true" : undefined}>
      {loaded ? <loaded.View scenes={loaded.scenes} page={page} /> : null}
    </div>
  );
}

export const detailShopTheRoom = defineSection(ShopTheRoom);
