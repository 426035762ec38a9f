import type { ModuleLoader } from "../types";
import { pageIds } from "~schemas/rules/scene-paging";
import { loadScenes } from "../kit/scenes/scene-data.server";
import type { ShopByRoomListData } from "../kit/scenes/types";

/**
 * Page 1 of the tab shown first, and with `?id=` that scene first as the featured one (with
 * its all-picked discount: it is shopped like a 'Shop this idea' scene); `?id=` also swaps
 * the banner for the second image (landing spec 2.1). A featured id with no scene is ignored.
 */
export const loadShopByRoomList: ModuleLoader<29, ShopByRoomListData> = async (data, context, module) => {
  const selected = module.selectedTab;
  const activeTab = selected !== null && selected >= 0 && selected < data.tabs.length ? selected : 0;
  const featuredId = context.query.sceneId;
  const [featured, scenes] = await Promise.all([
    featuredId ? loadScenes(context, [featuredId], { discounts: true }).then((found) => found[0] ?? null) : Promise.resolve(null),
    loadScenes(context, pageIds(data.tabs[activeTab]!.sceneIds, 1)),
  ]);
  const banner = featuredId ? (data.banners.second ?? data.banners.first) : data.banners.first;
  return { title: data.title, banner, bannerHref: data.bannerHref, tabs: data.tabs, activeTab, scenes, featured };
};
