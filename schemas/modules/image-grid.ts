import { z } from "zod";
import { deviceImages, imageAlt, imageFields, itemList, link, optionalText } from "../lib/fields";

/**
 * Type 7: a grid of images whose float text shows on hover or keyboard focus (on mobile and
 * touch screens it shows permanently, below the image).
 *
 * Accepted packageInfoMap:
 *   title                        optional heading above the grid
 *   packageInfo                  list (or JSON text of a list) of tiles:
 *     pcImage, mobileImage, image  at least one, else the tile is dropped (landing spec 5.1);
 *                                  desktop uses pcImage > image > mobileImage,
 *                                  mobile uses mobileImage > pcImage > image
 *     floatContent | content     the float text (optional)
 *     title | name               the image's text alternative (optional)
 *     url | link                 where the tile leads (optional, same tab)
 * The module is dropped when no tile is left.
 */
const tile = z
  .object({
    ...imageFields,
    floatContent: optionalText,
    content: optionalText,
    title: optionalText,
    name: optionalText,
    url: link,
    link: link,
  })
  .transform((raw, ctx) => {
    const images = deviceImages(raw, ctx);
    if (!images) return z.NEVER;
    const floatContent = raw.floatContent ?? raw.content;
    const href = raw.url ?? raw.link;
    // The float text sits inside the link and names it; without it, the alt text must.
    return { ...images, floatContent, alt: imageAlt(raw.title ?? raw.name, floatContent ? undefined : href), href };
  });

export const imageGridSchema = z.object({
  title: optionalText,
  packageInfo: itemList(tile, "tile"),
});
