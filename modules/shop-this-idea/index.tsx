import { ShopIdeaView } from "../kit/scenes/shop-idea-view";
import type { ShopThisIdeaData } from "../kit/scenes/types";
import { defineModule, type ModuleProps } from "../types";
import "../kit/scenes/scenes.css";

type Props = ModuleProps<ShopThisIdeaData>;

/** Type 28, the 'Shop this idea' scene: one scene with hotspots and its products to pick and buy together. */
function ShopThisIdea({ data, module, page }: Props) {
  const { device } = page;
  return (
    <ShopIdeaView scene={data.scene} title={data.title} content={data.content} device={device} storeId={page.store} eager={module.aboveFold} priority={module.priority} />
  );
}

export const shopThisIdea = defineModule(ShopThisIdea);
