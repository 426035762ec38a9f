import { roomCategoryTabs } from "~schemas/rules/room-categories";
import type { ModuleLoadContext } from "../../types";
import { toRoomScene, withBundleDiscounts } from "./scene-data.server";
import type { HomeRoomIdeasData } from "./types";

/**
 * The home page's 'Room Ideas' (landing spec 2.5, 3.4): the back office's room categories,
 * each a tab over its scenes. With `discounts` (the mobile page, whose 'In This Idea' sheet
 * buys a whole room) every scene carries its all-picked bundle discount (spec 7, "Product
 * discount"), so the browser asks for none. Null when there is nothing to show or the back
 * office fails: the home page then goes without the section rather than failing.
 */
export async function loadHomeRoomIdeas(
  context: Pick<ModuleLoadContext, "api" | "log">,
  { discounts }: { discounts: boolean },
): Promise<HomeRoomIdeasData | null> {
  try {
    const raw = await context.api.getHomeRoomCategories({});
    const categories = roomCategoryTabs(raw.map((category) => ({ name: category.name, scenes: category.shopByRoomVOList.map(toRoomScene) })));
    if (categories.length === 0) return null;
    if (!discounts) return { categories };
    // One pass over every category's scenes, so rooms shared between categories ask once.
    const priced = await withBundleDiscounts(context, categories.flatMap((category) => category.scenes));
    let next = 0;
    return { categories: categories.map((category) => ({ name: category.name, scenes: category.scenes.map(() => priced[next++]!) })) };
  } catch (error) {
    context.log.warn("home room categories failed; the home page shows no Room Ideas", { error: String(error) });
    return null;
  }
}
