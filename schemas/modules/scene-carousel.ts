import { z } from "zod";
import { itemList, optionalText } from "../lib/fields";
import { capSceneIds, mergeSceneIds, sceneIdEntry, sceneIdField } from "../lib/scene-ids";

/**
 * Type 27: the shop-by-room scene carousel with a product strip. Accepted packageInfoMap:
 *
 *   {
 *     name? | title?: string,        // the heading
 *     shopByRoomId?: id | id[],      // scenes, in order (module level) ...
 *     shopByRoomIdList?: id[],
 *     packageInfo?: [                // ... and/or one entry per scene set
 *       { shopByRoomId: id | id[], shopByRoomIdList?: id[], content? } ]
 *   }
 *
 * Entries without a shop-by-room id are dropped with a note (landing spec 5.1, scene tabs);
 * the module is dropped when no id is left at all.
 */
export const sceneCarouselSchema = z
  .object({
    name: optionalText,
    title: optionalText,
    shopByRoomId: sceneIdField,
    shopByRoomIdList: sceneIdField,
    packageInfo: itemList(sceneIdEntry, "scene entry", { min: 0 }),
  })
  .transform((raw, ctx) => {
    const sceneIds = mergeSceneIds(raw.shopByRoomId, raw.shopByRoomIdList, ...raw.packageInfo);
    if (sceneIds.length === 0) {
      ctx.issues.push({ code: "custom", message: "has no shop-by-room id (shopByRoomId, shopByRoomIdList or packageInfo)", input: raw });
      return z.NEVER;
    }
    return { title: raw.name ?? raw.title ?? null, sceneIds: capSceneIds(sceneIds, "the carousel") };
  });
