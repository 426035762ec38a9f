import { DesktopSceneShop } from "../kit/scenes/desktop-scene-shop";
import { RoomIdeas } from "../kit/scenes/room-ideas";
import type { SceneCarouselData } from "../kit/scenes/types";
import { defineModule, type ModuleProps } from "../types";
import "../kit/scenes/scenes.css";

type Props = ModuleProps<SceneCarouselData>;

/**
 * Type 27, the shop-by-room scene carousel with a product strip, on desktop: the swiper of
 * room scenes with the strip of the scene in view.
 */
function SceneCarouselDesktop({ data, module, page }: Props) {
  return (
    <div className="scene-carousel scene-carousel--desktop">
      {data.title ? <h2 className="scenes-heading">{data.title}</h2> : null}
      <DesktopSceneShop
        scenes={data.scenes}
        setKey="scenes"
        storeId={page.store}
        eager={module.aboveFold}
        priority={module.priority}
        label={data.title ?? undefined}
      />
    </div>
  );
}

/** Type 27 on mobile: the 'Room Ideas' variant. */
function SceneCarouselMobile({ data, module, page }: Props) {
  return (
    <div className="scene-carousel scene-carousel--mobile">
      <RoomIdeas
        scenes={data.scenes}
        setKey="scenes"
        storeId={page.store}
        eager={module.aboveFold}
        priority={module.priority}
        subheading={data.title ? <p className="room-ideas__name">{data.title}</p> : null}
      />
    </div>
  );
}

// The devices render different components (the desktop scene shop, mobile 'Room Ideas'): one view each.
export const sceneCarousel = defineModule({ desktop: SceneCarouselDesktop, mobile: SceneCarouselMobile });
