import { intentPart } from "~modules/kit/intent-part";
import type { DetailSectionData } from "~schemas/detail-registry.server";
import { defineSection, type SectionProps } from "../detail-types";

/**
 * Shop the Room (issue 18 item 6): the room scenes that feature the product. They stream with
 * the page (each with its all-picked discount) and the server renders them; the browser loads
 * the scene kit's code only when the shopper reaches for the section (an intent part,
 * modules/kit/intent-part.tsx). No scene, and the section is not there.
 */
const ShopTheRoomView = intentPart("shop-the-room-view", () => import("./shop-the-room-view.intent").then((module) => module.ShopTheRoomView));

function ShopTheRoom({ data, page }: SectionProps<DetailSectionData<"shop-the-room">>) {
  if (data.scenes.length === 0) return null;
  return <ShopTheRoomView scenes={data.scenes} page={page} />;
}

export const detailShopTheRoom = defineSection(ShopTheRoom);
