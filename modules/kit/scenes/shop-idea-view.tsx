import { useMemo } from "react";
import { remSizes } from "~modules/kit/image";
import type { Device } from "~schemas/rules/device";
import type { StoreId } from "~schemas/rules/stores";
import { PickSummary, ShopIdeaButton } from "./pick-summary";
import { RoomProductCard } from "./room-product-card";
import { SceneView } from "./scene-view";
import type { RoomScene } from "~schemas/scene-data";
import { useKnownDiscounts } from "./use-discount";
import { usePickAndBuy } from "./use-pick-and-buy";

/**
 * The landing activity variant of a scene (landing spec 2.5), desktop and mobile: the scene
 * picture with hotspots, 'Buy Selected Product {price}' with 'Save {amount}', the products
 * with pick toggles, price and rating, and 'Shop this idea' adding everything picked.
 */
/** The picture's width (scenes.css): 1.6 parts of the 62.5rem row less a 1.25rem gap against 1 part on desktop, the padded row on mobile. */
const PICTURE_SIZES = { desktop: remSizes("desktop", ((62.5 - 1.25) * 1.6) / 2.6), mobile: remSizes("mobile", 100 - 2 * 4.27) } as const;
/** A product row's image (scenes.css: 4.17rem on desktop, 18.67rem on mobile). */
const ROW_IMAGE_SIZES = { desktop: remSizes("desktop", 4.17), mobile: remSizes("mobile", 18.67) } as const;

export function ShopIdeaView({
  scene,
  title,
  content,
  device,
  storeId,
  eager,
  priority = false,
  heading = "h2",
}: {
  scene: RoomScene;
  title: string | null;
  content: string | null;
  device: Device;
  storeId: StoreId;
  eager: boolean;
  /** The page's first large image is the scene's picture. */
  priority?: boolean;
  heading?: "h2" | "h3";
}) {
  const scenes = useMemo(() => [scene], [scene]);
  const known = useKnownDiscounts(scenes);
  const pick = usePickAndBuy(`idea:${scene.id}`, scene.id, scene.points, known);
  const idea = { total: pick.total, pickedCount: pick.pickedCount, shop: pick.shop, addOne: pick.addOne };
  const Heading = heading;
  const name = title ?? scene.name;

  return (
    <div className={`shop-idea shop-idea--${device}`} data-active-scene={scene.id}>
      <div className="shop-idea__scene">
        <SceneView scene={scene} device={device} storeId={storeId} eager={eager} priority={priority} sizes={PICTURE_SIZES[device]} idea={idea} />
      </div>
      <div className="shop-idea__side">
        {name ? <Heading className="shop-idea__title">{name}</Heading> : null}
        {content ? <p className="shop-idea__content">{content}</p> : null}
        <PickSummary pick={pick} device={device} storeId={storeId} withButton={false} />
        <ul className="room-cards room-cards--list">
          {pick.products.map((product) => (
            <RoomProductCard
              key={product.skuId}
              product={product}
              storeId={storeId}
              layout="row"
              sizes={ROW_IMAGE_SIZES[device]}
              onToggle={pick.toggle}
              onAdd={(skuId) => void pick.addOne(skuId)}
            />
          ))}
        </ul>
        <ShopIdeaButton pick={pick} className="shop-idea__shop" />
      </div>
    </div>
  );
}
