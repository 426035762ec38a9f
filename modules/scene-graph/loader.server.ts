import type { ModuleLoader } from "../types";
import { loadScenes } from "../kit/scenes/scene-data.server";
import type { SceneGraphData } from "../kit/scenes/types";

/** The scenes of the tab shown first (the query's preselection, else the first), each with its all-picked discount. */
export const loadSceneGraph: ModuleLoader<26, SceneGraphData> = async (data, context, module) => {
  const selected = module.selectedTab;
  const activeTab = selected !== null && selected >= 0 && selected < data.tabs.length ? selected : 0;
  const scenes = await loadScenes(context, data.tabs[activeTab]!.sceneIds, { discounts: true });
  return { ...data, activeTab, scenes };
};
