/**
 * The guide page's query parameters (landing spec 2.1), parsed once in the loader and
 * handed to modules as plain data.
 */
export type GuideQuery = {
  /** SPU codes to pin at the top of product lists (`top`, comma-separated). */
  top: string[];
  /** The raw `top` value, which one reading of the product-list call sends as spuStr. */
  topRaw: string | null;
  /** Tab preselection: module position (1-based) -> tab index (0-based). */
  tabs: Record<number, number>;
  /** Shop-by-room id (`id`) for the shop-by-room activity module. */
  sceneId: string | null;
};

function listParam(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter(Boolean);
}

function wholeNumbers(values: string[]): (number | null)[] {
  return values.map((value) => (/^\d+$/.test(value) ? Number(value) : null));
}

export function parseGuideQuery(params: URLSearchParams): GuideQuery {
  const tabs: Record<number, number> = {};

  // Reading A: queryModule[i] is the module's position minus 1, queryTab[i] a 0-based tab.
  const queryModules = wholeNumbers(listParam(params, "queryModule"));
  const queryTabs = wholeNumbers(listParam(params, "queryTab"));
  queryModules.forEach((moduleIndex, i) => {
    const tab = queryTabs[i];
    if (moduleIndex !== null && tab !== null && tab !== undefined) tabs[moduleIndex + 1] = tab;
  });

  // Reading B: module n (1-based position) gets tab t (1-based). Applied second, so it wins.
  const modules = wholeNumbers(listParam(params, "module"));
  const tabNumbers = wholeNumbers(listParam(params, "tab"));
  modules.forEach((position, i) => {
    const tab = tabNumbers[i];
    if (position !== null && position >= 1 && tab !== null && tab !== undefined && tab >= 1) tabs[position] = tab - 1;
  });

  const top = [...new Set(listParam(params, "top"))];
  const sceneId = params.get("id")?.trim() || null;
  return { top, topRaw: params.get("top"), tabs, sceneId };
}
