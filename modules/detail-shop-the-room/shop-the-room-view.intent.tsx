import { useTranslation } from "~modules/kit/i18n";
import { DesktopSceneShop } from "~modules/kit/scenes/desktop-scene-shop";
import { RoomIdeas } from "~modules/kit/scenes/room-ideas";
import type { RoomScene } from "~schemas/scene-data";
import type { DetailPageContext } from "../detail-types";
import "../kit/scenes/scenes.css";
import "./detail-shop-the-room.css";

/**
 * The landing scene views, as they are (landing spec 2.5): on desktop the scene swiper
 * ("Desktop scene swiper (detail/landing)") with the strip of the room in view, its picks, the
 * bundle discount and 'Shop this idea'; on a phone 'Room Ideas' ("Mobile home /
 * product-detail variant"), a non-home page's, with the 'Shop this idea' area and the
 * product list. Hotspots, product dialogs, picks, discounts and adds are the scene kit's.
 */
export function ShopTheRoomView({ scenes, page }: { scenes: RoomScene[]; page: DetailPageContext }) {
  const { t } = useTranslation();
  const setKey = `product-rooms:${page.spu}`;
  if (page.device === "mobile") {
    return (
      // lp--mobile: the scene kit sizes its phone layout under the landing page's mobile class (scenes.css); nothing else keys on it here.
      <section className="detail-rooms detail-rooms--mobile lp--mobile" aria-label={t("shopTheRoom.heading")}>
        <RoomIdeas scenes={scenes} setKey={setKey} storeId={page.store} eager={false} />
      </section>
    );
  }
  return (
    <section className="detail-rooms detail-rooms--desktop" aria-labelledby="detail-rooms-heading">
      <h2 className="scenes-heading detail-rooms__heading" id="detail-rooms-heading">
        {t("shopTheRoom.heading")}
      </h2>
      <DesktopSceneShop scenes={scenes} setKey={setKey} storeId={page.store} eager={false} />
    </section>
  );
}
