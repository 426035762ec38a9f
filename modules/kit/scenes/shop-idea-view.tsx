import { useMemo } from "react";
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
export function ShopIdeaView({
  scene,
  title,
  content,
  device,
  storeId,
  eager,
  heading = "h2",
}: {
  scene: RoomScene;
  title: string | null;
  content: string | null;
  device: Device;
  storeId: StoreId;
  eager: boolean;
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
        <SceneView scene={scene} device={device} storeId={storeId} eager={eager} idea={idea} />
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
