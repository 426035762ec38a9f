import type { ModuleLoader } from "../types";
import { loadScenes } from "../kit/scenes/scene-data.server";
import type { ShopThisIdeaData } from "../kit/scenes/types";

/** The one scene, with its all-picked discount; an unknown id drops the module. */
export const loadShopThisIdea: ModuleLoader<28, ShopThisIdeaData> = async (data, context) => {
  const [scene] = await loadScenes(context, [data.sceneId], { discounts: true });
  if (!scene) throw new Error(`shop-by-room id ${data.sceneId} has no scene`);
  return { title: data.title, content: data.content, scene };
};
