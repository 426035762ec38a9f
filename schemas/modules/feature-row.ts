import { z } from "zod";
import { deviceImages, imageFields, itemList, link, optionalText } from "../lib/fields";

/**
 * Type 18: icon / feature row. Accepted packageInfoMap (an object, or a string holding one):
 *
 *   {
 *     title?: string,
 *     packageInfo: [                          // a list, or a string holding a JSON list
 *       { image?, pcImage?, mobileImage?,     // the icon: at least one is required
 *         title? | name?,                     // the feature's name
 *         content?,                           // a line under it
 *         mobileContent?,                     // that line on mobile (falls back to content)
 *         url? | link? }                      // optional link for the whole feature
 *     ]
 *   }
 *
 * Items without any image are dropped with a note (landing spec 5.1); the module is
 * dropped when no item is left.
 */
const feature = z
  .object({
    ...imageFields,
    title: optionalText,
    name: optionalText,
    content: optionalText,
    mobileContent: optionalText,
    url: link,
    link: link,
  })
  .transform((raw, ctx) => {
    const images = deviceImages(raw, ctx);
    if (!images) return z.NEVER;
    return {
      ...images,
      title: raw.title ?? raw.name,
      content: raw.content ?? raw.mobileContent,
      mobileContent: raw.mobileContent ?? raw.content,
      href: raw.url ?? raw.link,
    };
  });

export const featureRowSchema = z
  .object({
    title: optionalText,
    packageInfo: itemList(feature, "feature"),
  })
  .transform(({ title, packageInfo }) => ({ title, items: packageInfo }));
