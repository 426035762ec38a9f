import { z } from "zod";
import { itemList, optionalText } from "../lib/fields";
import { note } from "../lib/notes";
import { mergeSceneIds, sceneIdEntry, sceneIdField } from "../lib/scene-ids";

/**
 * Type 28: the 'Shop this idea' scene: one room scene with hotspots and its products to pick
 * and buy together. Accepted packageInfoMap:
 *
 *   {
 *     name? | title?: string,        // the heading (the scene's shopByRoomName otherwise)
 *     content?: string,              // a line of text under it
 *     shopByRoomId?: id,             // the scene (module level) ...
 *     shopByRoomIdList?: id[],
 *     packageInfo?: [ { shopByRoomId: id } ]   // ... or in an entry
 *   }
 *
 * It shows one scene: the first id. Further ids are pointed out in the preview.
 */
export const shopThisIdeaSchema = z
  .object({
    name: optionalText,
    title: optionalText,
    content: optionalText,
    shopByRoomId: sceneIdField,
    shopByRoomIdList: sceneIdField,
    packageInfo: itemList(sceneIdEntry, "scene entry", { min: 0 }),
  })
  .transform((raw, ctx) => {
    const ids = mergeSceneIds(raw.shopByRoomId, raw.shopByRoomIdList, ...raw.packageInfo);
    if (ids.length === 0) {
      ctx.issues.push({ code: "custom", message: "has no shop-by-room id (shopByRoomId or packageInfo)", input: raw });
      return z.NEVER;
    }
    if (ids.length > 1) note(`shows one scene: shop-by-room id ${ids[0]}; the other ${ids.length - 1} are not shown`);
    return { title: raw.name ?? raw.title ?? null, content: raw.content ?? null, sceneId: ids[0]! };
  });
