import { z } from "zod";
import { deviceImages, imageAlt, imageFields, itemList, link, optionalText } from "../lib/fields";
import { note } from "../lib/notes";

/**
 * Type 12: graphic module 4, an image gallery. Accepted packageInfoMap (an object, or a
 * string holding one):
 *
 *   {
 *     title?: string,
 *     buttonText?: string, buttonUrl?: link,   // the bottom button: shown only with both
 *     tileOrSlide?: 1 | 2 | "1" | "2" | "tile" | "slide",  // mobile layout: 1 tile grid, 2 slide gallery (default 1)
 *     packageInfo: [                           // a list, or a string holding a JSON list
 *       { pcImage?, mobileImage?, image?,      // at least one is required
 *         url? | link?,                        // linked image; without one it opens an enlarged preview
 *         title? | content? }                  // the image's alt text
 *     ]
 *   }
 *
 * Items without any image are dropped with a note (landing spec 5.1); the module is
 * dropped when no item is left.
 */
export const MOBILE_LAYOUTS = { 1: "tile", 2: "slide" } as const;

function mobileLayout(value: unknown): "tile" | "slide" {
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) return "tile";
  // The field's name suggests the words themselves may come too.
  if (typeof value === "string" && /^(tile|slide)$/i.test(value.trim())) return value.trim().toLowerCase() as "tile" | "slide";
  const code = Number(value);
  if (code === 1 || code === 2) return MOBILE_LAYOUTS[code];
  note(`tileOrSlide "${String(value)}" is neither 1 (tile) nor 2 (slide); tile used instead`);
  return "tile";
}

const item = z
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

export const graphicModule4Schema = z
  .object({
    title: optionalText,
    buttonText: optionalText,
    buttonUrl: link,
    tileOrSlide: z.unknown().optional(),
    packageInfo: itemList(item, "image"),
  })
  .transform(({ title, buttonText, buttonUrl, tileOrSlide, packageInfo }) => {
    if (buttonText && !buttonUrl) note(`button "${buttonText}" left out: it has no buttonUrl`);
    return {
      title,
      button: buttonText && buttonUrl ? { text: buttonText, href: buttonUrl } : undefined,
      mobileLayout: mobileLayout(tileOrSlide),
      items: packageInfo,
    };
  });
