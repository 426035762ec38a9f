import { z } from "zod";
import { deviceImages, imageFields, itemList, link, mediaUrl, optionalText } from "../lib/fields";
import { note } from "../lib/notes";

/** Landing spec 2.4 / 9: the mobile graphic block shows at most 4 items, with a 'ViewMore' button to viewMoreUrl. */
export const MOBILE_MAX_ITEMS = 4;

/**
 * Type 9: graphic module 1. Accepted packageInfoMap (an object, or a string holding one):
 *
 *   {
 *     title?: string,
 *     pcBanner?, mobileBanner?: image,   // the left (desktop) / top (mobile) banner
 *     viewMoreUrl?: link,                // where the banner and the mobile 'ViewMore' button go
 *     packageInfo: [                     // a list, or a string holding a JSON list
 *       { image?, pcImage?, mobileImage?,          // at least one is required
 *         firstContent?, firstUrl?,                // first line, a link opening in a new tab
 *         secondContent?, secondUrl? }             // second line, a link
 *     ]
 *   }
 *
 * Items without any image are dropped with a note (landing spec 5.1); the module is
 * dropped when no item is left. The banner is optional: without one the carousel takes
 * the whole width. On mobile (landing spec 2.4 "graphic blocks with up to 4 items and a
 * 'ViewMore' button") only the first 4 items show; with more and no viewMoreUrl, the rest
 * cannot be reached on mobile, which is noted.
 */
const item = z
  .object({
    ...imageFields,
    firstContent: optionalText,
    firstUrl: link,
    secondContent: optionalText,
    secondUrl: link,
  })
  .transform((raw, ctx) => {
    const images = deviceImages(raw, ctx);
    if (!images) return z.NEVER;
    return {
      ...images,
      firstContent: raw.firstContent,
      firstUrl: raw.firstUrl,
      secondContent: raw.secondContent,
      secondUrl: raw.secondUrl,
    };
  });

export const graphicModule1Schema = z
  .object({
    title: optionalText,
    pcBanner: mediaUrl,
    mobileBanner: mediaUrl,
    viewMoreUrl: link,
    packageInfo: itemList(item, "item"),
  })
  .transform(({ title, pcBanner, mobileBanner, viewMoreUrl, packageInfo }) => {
    if (packageInfo.length > MOBILE_MAX_ITEMS && !viewMoreUrl) {
      note(
        `on mobile only the first ${MOBILE_MAX_ITEMS} of ${packageInfo.length} items show, and without a viewMoreUrl the 'ViewMore' button that leads to the rest is left out`,
      );
    }
    return {
      title,
      pcBanner: pcBanner ?? mobileBanner,
      mobileBanner: mobileBanner ?? pcBanner,
      viewMoreUrl,
      items: packageInfo,
    };
  });
