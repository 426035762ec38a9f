import { MAX_SCENES_PER_SET } from "./scene-paging";

/**
 * The home page's room categories (landing spec 2.5 "Room Ideas", 3.4): each category is a
 * tab, its scenes that tab's swiper. A category with no scene that can be shown would be a tab
 * with nothing behind it, so it is left out; a category holds at most one scene set.
 */
export function roomCategoryTabs<S>(categories: { name: string; scenes: (S | null)[] }[]): { name: string; scenes: S[] }[] {
  return categories
    .map((category) => ({
      name: category.name.trim(),
      scenes: category.scenes.filter((scene): scene is S => scene !== null).slice(0, MAX_SCENES_PER_SET),
    }))
    .filter((category) => category.name !== "" && category.scenes.length > 0);
}

/**
 * The SKU sets whose bundle discount the page looks up (landing spec 7, "Product discount"):
 * each once however many scenes share it, and none for a scene without a SKU (spec 5.2).
 * `key` names a set whatever the order of its ids.
 */
export function distinctSkuSets(sets: string[][], key: (skuIds: string[]) => string): Map<string, string[]> {
  const distinct = new Map<string, string[]>();
  for (const skuIds of sets) {
    if (skuIds.length === 0) continue;
    const name = key(skuIds);
    if (!distinct.has(name)) distinct.set(name, skuIds);
  }
  return distinct;
}
