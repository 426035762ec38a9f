import type { ModuleLoader } from "../types";
import { loadScenes } from "../kit/scenes/scene-data.server";
import type { SceneCarouselData } from "../kit/scenes/types";

/** Every scene of the carousel, each with its all-picked discount; none found drops the module. */
export const loadSceneCarousel: ModuleLoader<27, SceneCarouselData> = async (data, context) => {
  const scenes = await loadScenes(context, data.sceneIds, { discounts: true });
  if (scenes.length === 0) throw new Error(`none of its shop-by-room ids (${data.sceneIds.join(", ")}) has a scene`);
  return { title: data.title, scenes };
};
