import type { Device } from "~schemas/rules/device";
import { ShopIdeaView } from "../scenes/shop-idea-view";
import type { ShopThisIdeaData } from "../scenes/types";
import { defineModule, type ModuleProps } from "../types";
import "../scenes/scenes.css";

type Props = ModuleProps<ShopThisIdeaData>;

/** Type 28, the 'Shop this idea' scene: one scene with hotspots and its products to pick and buy together. */
function ShopThisIdea({ data, module, page, device }: Props & { device: Device }) {
  return (
    <ShopIdeaView scene={data.scene} title={data.title} content={data.content} device={device} storeId={page.store} eager={module.aboveFold} />
  );
}

function ShopThisIdeaDesktop(props: Props) {
  return <ShopThisIdea {...props} device="desktop" />;
}

function ShopThisIdeaMobile(props: Props) {
  return <ShopThisIdea {...props} device="mobile" />;
}

export const shopThisIdea = defineModule({ desktop: ShopThisIdeaDesktop, mobile: ShopThisIdeaMobile });
