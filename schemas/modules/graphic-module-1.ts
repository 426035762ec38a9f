import { z } from "zod";
import { itemList, link, mediaUrl, optionalText } from "../lib/fields";

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
 * the whole width.
 */
const item = z
  .object({
    image: mediaUrl,
    pcImage: mediaUrl,
    mobileImage: mediaUrl,
    firstContent: optionalText,
    firstUrl: link,
    secondContent: optionalText,
    secondUrl: link,
  })
  .transform((raw, ctx) => {
    const pcImage = raw.pcImage ?? raw.image ?? raw.mobileImage;
    const mobileImage = raw.mobileImage ?? raw.image ?? raw.pcImage;
    if (!pcImage || !mobileImage) {
      ctx.issues.push({ code: "custom", message: "has no image (pcImage, mobileImage or image)", input: raw });
      return z.NEVER;
    }
    return {
      pcImage,
      mobileImage,
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
  .transform(({ title, pcBanner, mobileBanner, viewMoreUrl, packageInfo }) => ({
    title,
    pcBanner: pcBanner ?? mobileBanner,
    mobileBanner: mobileBanner ?? pcBanner,
    viewMoreUrl,
    items: packageInfo,
  }));
