import { z } from "zod";
import { itemList, link, mediaUrl, optionalText, requiredText } from "../lib/fields";
import { mergeSceneIds, sceneIdField } from "../lib/scene-ids";

/**
 * Type 29: the shop-by-room list (the shop-by-room activity module): a banner, tabs, and
 * the rooms of the current tab six per page. Accepted packageInfoMap:
 *
 *   {
 *     name? | title?: string,                     // the heading
 *     firstPcImage?, firstMobileImage?,           // the banner ...
 *     secondPcImage?, secondMobileImage?,         // ... and the one shown with ?id= (a featured scene)
 *     url?: link,                                 // where the banner links, if anywhere
 *     packageInfo: [                              // the tabs
 *       { name: string,                           // the tab's name (required)
 *         shopByRoomIdList?: id[], shopByRoomId?: id | id[] }   // its rooms, in order
 *     ]
 *   }
 *
 * Tabs without a name are dropped with a note (landing spec 5.1); the module is dropped when
 * none is left. A tab without rooms stays and says it has none.
 */
const tab = z
  .object({ name: requiredText, shopByRoomIdList: sceneIdField, shopByRoomId: sceneIdField })
  .transform((raw) => ({ name: raw.name, sceneIds: mergeSceneIds(raw.shopByRoomIdList, raw.shopByRoomId) }));

export const shopByRoomListSchema = z
  .object({
    name: optionalText,
    title: optionalText,
    firstPcImage: mediaUrl,
    firstMobileImage: mediaUrl,
    secondPcImage: mediaUrl,
    secondMobileImage: mediaUrl,
    url: link,
    packageInfo: itemList(tab, "tab"),
  })
  .transform((raw) => {
    const banner = (pc: string | undefined, mobile: string | undefined) =>
      pc || mobile ? { pcImage: (pc ?? mobile)!, mobileImage: (mobile ?? pc)! } : null;
    return {
      title: raw.name ?? raw.title ?? null,
      banners: {
        first: banner(raw.firstPcImage, raw.firstMobileImage),
        second: banner(raw.secondPcImage, raw.secondMobileImage),
      },
      bannerHref: raw.url ?? null,
      tabs: raw.packageInfo,
    };
  });
