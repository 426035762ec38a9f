import { useTranslation } from "~modules/kit/i18n";
import { Carousel } from "~modules/kit/carousel";
import { remSizes } from "~modules/kit/image";
import type { StoreId } from "~schemas/rules/stores";
import { PickSummary } from "./pick-summary";
import { RoomProductCard } from "./room-product-card";
import { SceneView } from "./scene-view";
import { useSlide } from "./slide-state";
import type { RoomScene } from "~schemas/scene-data";
import { useKnownDiscounts } from "./use-discount";
import { usePickAndBuy } from "./use-pick-and-buy";

/**
 * The desktop shop-by-room view (landing spec 2.5): a swiper of room scenes (prev/next and
 * pagination only with more than one room) and, for the scene in view, the product strip to
 * pick from, the picked price and 'Shop this idea'. Another slide or set resets the picks.
 */
/** A room's picture fills the 62.5rem row (scenes.css). */
const PICTURE_SIZES = remSizes("desktop", 62.5);
/** A product tile of the strip: a fifth of the row less 0.83rem gaps and its 0.42rem padding. */
const CARD_SIZES = remSizes("desktop", (62.5 - 4 * 0.83) / 5 - 2 * 0.42);

export function DesktopSceneShop({
  scenes,
  setKey,
  storeId,
  eager,
  priority = false,
  label,
}: {
  scenes: RoomScene[];
  /** Names the scene set (the tab); a new one remounts the swiper at its first slide. */
  setKey: string;
  storeId: StoreId;
  eager: boolean;
  /** The page's first large image is the first room's picture. */
  priority?: boolean;
  label?: string;
}) {
  const { t } = useTranslation();
  const [slide, setSlide] = useSlide(setKey);
  const scene = scenes[Math.min(slide, scenes.length - 1)]!;
  const known = useKnownDiscounts(scenes);
  const pick = usePickAndBuy(`${setKey}:${slide}:${scene.id}`, scene.id, scene.points, known);
  const idea = { total: pick.total, pickedCount: pick.pickedCount, shop: pick.shop, addOne: pick.addOne };

  const slides = scenes.map((room, index) => (
    <div className="scene-slide">
      {room.name ? <h3 className="scene-slide__name">{room.name}</h3> : null}
      <SceneView
        scene={room}
        device="desktop"
        storeId={storeId}
        eager={eager && index === 0}
        priority={priority && index === 0}
        sizes={PICTURE_SIZES}
        idea={idea}
      />
    </div>
  ));

  return (
    <div className="scene-shop scene-shop--desktop" data-active-scene={scene.id}>
      <Carousel key={setKey} className="scene-shop__swiper" label={label ?? t("scenes.roomIdeas")} slides={slides} onSlideChange={setSlide} pagination />
      <section className="scene-shop__panel" aria-label={scene.name ? t("scenes.productsOf", { name: scene.name }) : t("scenes.productsInRoom")}>
        <ul className="room-cards room-cards--strip">
          {pick.products.map((product) => (
            <RoomProductCard
              key={product.skuId}
              product={product}
              storeId={storeId}
              sizes={CARD_SIZES}
              onToggle={pick.toggle}
              onAdd={(skuId) => void pick.addOne(skuId)}
            />
          ))}
        </ul>
        <PickSummary pick={pick} device="desktop" storeId={storeId} />
      </section>
    </div>
  );
}
