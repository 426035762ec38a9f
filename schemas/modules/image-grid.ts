import { z } from "zod";
import { itemList, link, mediaUrl, optionalText } from "../lib/fields";

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
    pcImage: mediaUrl,
    mobileImage: mediaUrl,
    image: mediaUrl,
    floatContent: optionalText,
    content: optionalText,
    title: optionalText,
    name: optionalText,
    url: link,
    link: link,
  })
  .transform((raw, ctx) => {
    const pcImage = raw.pcImage ?? raw.image ?? raw.mobileImage;
    const mobileImage = raw.mobileImage ?? raw.pcImage ?? raw.image;
    if (!pcImage || !mobileImage) {
      ctx.issues.push({ code: "custom", message: "has no image (pcImage, mobileImage or image)", input: raw });
      return z.NEVER;
    }
    return {
      pcImage,
      mobileImage,
      floatContent: raw.floatContent ?? raw.content,
      alt: raw.title ?? raw.name ?? "",
      href: raw.url ?? raw.link,
    };
  });

export const imageGridSchema = z.object({
  title: optionalText,
  packageInfo: itemList(tile, "tile"),
});
