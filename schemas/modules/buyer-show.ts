import { z } from "zod";
import { deviceImages, imageAlt, imageFields, itemList, link, optionalText } from "../lib/fields";

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
    ...imageFields,
    url: link,
    link: link,
    title: optionalText,
    content: optionalText,
  })
  .transform((raw, ctx) => {
    const images = deviceImages(raw, ctx);
    if (!images) return z.NEVER;
    const href = raw.url ?? raw.link;
    return { ...images, href, alt: imageAlt(raw.title ?? raw.content, href) };
  });

export const buyerShowSchema = z
  .object({
    title: optionalText,
    packageInfo: itemList(image, "image"),
  })
  .transform(({ title, packageInfo }) => ({ title, images: packageInfo }));
