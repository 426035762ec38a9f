import type { ModuleData } from "~schemas/registry.server";
import type { ModuleLoader } from "../types";
import { FIRST_PAGE, type ProductPage } from "~schemas/rules/shop-paging";
import { productListPayload } from "./product-list.server";

type Section = ModuleData<25>["sections"][number];

export type ShopSection = Section & {
  key: string;
  /** The tab shown first: the query's preselection when this section has that tab, else the first. */
  selectedTab: number;
  /** The page's raw `top`, sent again with later pages. */
  top: string | null;
  /** The selected tab's first page (empty when its call failed). */
  first: ProductPage;
};

export type ShopModuleData = { sections: ShopSection[] };

/**
 * The first page of each section's selected tab, fetched in parallel so the HTML is
 * complete. A section whose call fails shows its title and tabs with an empty list (a tab
 * switch may still work); when every section fails the module is dropped.
 */
export const loadShopModule: ModuleLoader<25, ShopModuleData> = async (data, context, module) => {
  const planned = data.sections.map((section, index) => {
    const preselected = module.selectedTab;
    const selectedTab = preselected !== null && preselected < section.tabs.length ? preselected : 0;
    const tabName = section.tabs[selectedTab] ?? "";
    return { section, index, selectedTab, tabName };
  });
  const results = await Promise.allSettled(
    planned.map(({ section, tabName }) =>
      context.api.getProductList(
        productListPayload(
          {
            listId: section.listId,
            tabName,
            splitType: section.splitType,
            showType: section.showType,
            page: FIRST_PAGE,
            pageSize: section.pageSize,
            top: context.query.topRaw,
          },
          context.regionCode,
        ),
      ),
    ),
  );
  const failures = results.filter((result): result is PromiseRejectedResult => result.status === "rejected");
  if (failures.length > 0 && failures.length === results.length) throw failures[0]!.reason;
  for (const failure of failures) {
    context.log.warn("shop module section shown empty: its product list failed", {
      position: module.position,
      error: failure.reason instanceof Error ? failure.reason.message : String(failure.reason),
    });
  }
  return {
    sections: planned.map(({ section, index, selectedTab, tabName }) => {
      const result = results[index]!;
      const list = result.status === "fulfilled" ? result.value : { items: [], maxPage: 0 };
      return {
        ...section,
        key: `${section.listId}-${index}`,
        selectedTab,
        top: context.query.topRaw,
        first: { tabName, page: FIRST_PAGE, items: list.items, maxPage: list.maxPage },
      };
    }),
  };
};
