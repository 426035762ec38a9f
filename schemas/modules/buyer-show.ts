import { z } from "zod";
import { itemList, link, mediaUrl, optionalText } from "../lib/fields";

/**
 * Type 21: buyer-show image carousel. Accepted packageInfoMap (an object, or a string
 * holding one):
 *
 *   {
 *     title?: string,                      // on /guide/black-friday, stores 3, 4, 8 and 9 show a themed image instead
 *     packageInfo: [                       // a list, or a string holding a JSON list
 *       { pcImage?, mobileImage?, image?,  // at least one is required
 *         url? | link?,                    // e.g. a product page /{slug}.html?variant={id}
 *         title? | content? }              // the image's alt text
 *     ]
 *   }
 *
 * Images without any image field are dropped with a note (landing spec 5.1); the module is
 * dropped when no image is left.
 */
const image = z
  .object({
    pcImage: mediaUrl,
    mobileImage: mediaUrl,
    image: mediaUrl,
    url: link,
    link: link,
    title: optionalText,
    content: optionalText,
  })
  .transform((raw, ctx) => {
    const pcImage = raw.pcImage ?? raw.image ?? raw.mobileImage;
    const mobileImage = raw.mobileImage ?? raw.image ?? raw.pcImage;
    if (!pcImage || !mobileImage) {
      ctx.issues.push({ code: "custom", message: "has no image (pcImage, mobileImage or image)", input: raw });
      return z.NEVER;
    }
    return { pcImage, mobileImage, href: raw.url ?? raw.link, alt: raw.title ?? raw.content ?? "" };
  });

export const buyerShowSchema = z
  .object({
    title: optionalText,
    packageInfo: itemList(image, "image"),
  })
  .transform(({ title, packageInfo }) => ({ title, images: packageInfo }));
