import { z } from "zod";
import { itemList, optionalText, requiredText } from "../lib/fields";
import { capSceneIds, mergeSceneIds, sceneIdField } from "../lib/scene-ids";

/**
 * Type 26: the scene graph module. Accepted packageInfoMap (an object, or a string holding one):
 *
 *   {
 *     name?: string,                 // the module's heading
 *     content?: string,              // a line of text under it
 *     packageInfo: [                 // the scene tabs: a list, or a string holding a JSON list
 *       { content: string,           // the tab's name (required)
 *         shopByRoomId: id | id[],   // the tab's scene set (this and/or shopByRoomIdList, required)
 *         shopByRoomIdList?: id[] }
 *     ]
 *   }
 *
 * Tabs with empty content or no shop-by-room id are dropped with a note (landing spec 5.1);
 * the module is dropped when none is left. The scenes themselves come from the module's
 * server loader (modules/scene-graph/loader.server.ts).
 */
const tab = z
  .object({
    content: requiredText,
    shopByRoomId: sceneIdField,
    shopByRoomIdList: sceneIdField,
  })
  .transform((raw, ctx) => {
    const sceneIds = mergeSceneIds(raw.shopByRoomId, raw.shopByRoomIdList);
    if (sceneIds.length === 0) {
      ctx.issues.push({ code: "custom", message: "shopByRoomId is empty", input: raw });
      return z.NEVER;
    }
    return { label: raw.content, sceneIds: capSceneIds(sceneIds, `tab "${raw.content}"`) };
  });

export const sceneGraphSchema = z
  .object({
    name: optionalText,
    title: optionalText,
    content: optionalText,
    packageInfo: itemList(tab, "tab"),
  })
  .transform(({ name, title, content, packageInfo }) => ({
    name: name ?? title ?? null,
    content: content ?? null,
    tabs: packageInfo,
  }));
