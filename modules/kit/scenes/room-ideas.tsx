import { useId, useState, type HTMLAttributes, type ReactNode } from "react";
import { useTranslation } from "~modules/kit/i18n";
import { Carousel } from "~modules/kit/carousel";
import { remSizes } from "~modules/kit/image";
import type { StoreId } from "~schemas/rules/stores";
import { PickSummary } from "./pick-summary";
import { ProductDialog } from "./product-dialog";
import { RoomProductCard } from "./room-product-card";
import { SceneView } from "./scene-view";
import { useSlide } from "./slide-state";
import type { RoomScene, ScenePoint } from "~schemas/scene-data";
import { useKnownDiscounts } from "./use-discount";
import { usePickAndBuy } from "./use-pick-and-buy";

/**
 * The mobile 'Room Ideas' variant (landing spec 2.5): the heading, optional category tabs, a
 * swiper of room scenes (a hotspot's popover opens the product's quick view), then the 'Shop
 * this idea' area with the picked price and 'Save {amount}', and the scene's products, each
 * with its image (quick view), pick toggle, price and cart icon (adds that one product).
 */
export function RoomIdeas({
  scenes,
  setKey,
  storeId,
  eager,
  priority = false,
  subheading,
  tabs,
  empty,
  panel,
}: {
  scenes: RoomScene[];
  setKey: string;
  storeId: StoreId;
  eager: boolean;
  /** The page's first large image is the first room's picture. */
  priority?: boolean;
  subheading?: ReactNode;
  /** The category tabs, when the module has them. */
  tabs?: ReactNode;
  /** Shown instead of the scenes when there are none. */
  empty?: ReactNode;
  /** Attributes of the box around the scenes (the tab panel when there are tabs). */
  panel?: HTMLAttributes<HTMLDivElement>;
}) {
  return (
    <RoomIdeasFrame subheading={subheading} tabs={tabs} panel={panel}>
      {scenes.length > 0 ? <RoomIdeasScenes scenes={scenes} setKey={setKey} storeId={storeId} eager={eager} priority={priority} /> : empty}
    </RoomIdeasFrame>
  );
}

/**
 * What every 'Room Ideas' has around its scenes: the heading, then what the page adds under it
 * (the home's sub-heading, a module's name and content), the tabs and the box of the scenes.
 */
export function RoomIdeasFrame({
  subheading,
  tabs,
  panel,
  className,
  headingId,
  children,
}: {
  /** The heading's id, for a section the page names by it. */
  headingId?: string;
  subheading?: ReactNode;
  tabs?: ReactNode;
  panel?: HTMLAttributes<HTMLDivElement>;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={`room-ideas${className ? ` ${className}` : ""}`}>
      <h2 className="room-ideas__title" id={headingId}>
        {t("scenes.roomIdeas")}
      </h2>
      {subheading}
      {tabs}
      <div className="room-ideas__panel" {...panel}>
        {children}
      </div>
    </div>
  );
}

/** A room's picture fills the padded row (scenes.css). */
const PICTURE_SIZES = remSizes("mobile", 100 - 2 * 4.27);
/** A product row's image (scenes.css: 18.67rem). */
const ROW_IMAGE_SIZES = remSizes("mobile", 18.67);

type ScenesProps = { scenes: RoomScene[]; setKey: string; storeId: StoreId; eager: boolean; priority: boolean };

function RoomIdeasScenes({ scenes, setKey, storeId, eager, priority }: ScenesProps) {
  const { t } = useTranslation();
  const [slide, setSlide] = useSlide(setKey);
  const [quickView, setQuickView] = useState<ScenePoint | null>(null);
  const shopHeading = useId();
  const scene = scenes[Math.min(slide, scenes.length - 1)]!;
  const known = useKnownDiscounts(scenes);
  const pick = usePickAndBuy(`${setKey}:${slide}:${scene.id}`, scene.id, scene.points, known);
  const idea = { total: pick.total, pickedCount: pick.pickedCount, shop: pick.shop, addOne: pick.addOne };

  const slides = scenes.map((room, index) => (
    <div className="scene-slide">
      <SceneView
        scene={room}
        device="mobile"
        storeId={storeId}
        eager={eager && index === 0}
        priority={priority && index === 0}
        sizes={PICTURE_SIZES}
        idea={idea}
      />
      {room.name ? <p className="scene-slide__name">{room.name}</p> : null}
    </div>
  ));

  return (
    <div className="room-ideas__body" data-active-scene={scene.id}>
      <Carousel key={setKey} className="room-ideas__swiper" label={t("scenes.roomIdeas")} slides={slides} onSlideChange={setSlide} pagination arrows={false} />
      <section className="room-ideas__shop" aria-labelledby={shopHeading}>
        <h3 className="room-ideas__shop-title" id={shopHeading}>
          {t("Shopthisidea")}
        </h3>
        <PickSummary pick={pick} device="mobile" storeId={storeId} variant="picked" />
      </section>
      <ul className="room-cards room-cards--list" aria-label={t("scenes.productsInRoom")}>
        {pick.products.map((product) => (
          <RoomProductCard
            key={product.skuId}
            product={product}
            storeId={storeId}
            layout="row"
            sizes={ROW_IMAGE_SIZES}
            onToggle={pick.toggle}
            onAdd={(skuId) => void pick.addOne(skuId)}
            onQuickView={setQuickView}
          />
        ))}
      </ul>
      <ProductDialog point={quickView} device="mobile" storeId={storeId} onClose={() => setQuickView(null)} onAdd={pick.addOne} />
    </div>
  );
}
