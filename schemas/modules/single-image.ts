import { z } from "zod";
import { imageAlt, link, mediaUrl, optionalText } from "../lib/fields";
import { note } from "../lib/notes";

/**
 * Type 6: one uploaded image, optionally a link.
 *
 * Accepted packageInfoMap:
 *   pcImage, mobileImage, image  at least one; desktop uses pcImage > image > mobileImage,
 *                                mobile uses mobileImage > pcImage > image
 *   title | name                 the image's text alternative (decorative when absent)
 *   url | link                   where the image leads (same tab)
 *   width, height                pcImage's pixel size, numbers or numeric strings (optional)
 *   mobileWidth, mobileHeight    mobileImage's pixel size (optional)
 * Without a size an image fills its device's default slot (1920x960 for pcImage/image,
 * 750x750 for mobileImage), cropped to fit; an image keeps its slot on the other device.
 */

/** The slot an image gets when the back office does not send its size. */
export const SINGLE_IMAGE_DEFAULT_SIZE = { desktop: { width: 1920, height: 960 }, mobile: { width: 750, height: 750 } } as const;

/** A positive pixel size; anything else is ignored with a note rather than failing the module. */
const pixelSize = (field: string) =>
  z
    .unknown()
    .transform((value) => {
      if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) return undefined;
      const size = typeof value === "string" ? Number(value.trim()) : value;
      if (typeof size === "number" && Number.isFinite(size) && size > 0) return Math.round(size);
      note(`${field} "${String(value)}" is not a pixel size; the default slot is used`);
      return undefined;
    })
    // A missing key skips the transform (zod would otherwise report it as missing).
    .optional();

type Size = { width: number; height: number };
function sizeOf(width: number | undefined, height: number | undefined, [widthField, heightField]: [string, string]): Size | undefined {
  if (width !== undefined && height !== undefined) return { width, height };
  if (width !== undefined) note(`${widthField} is set without ${heightField}; the default slot is used`);
  if (height !== undefined) note(`${heightField} is set without ${widthField}; the default slot is used`);
  return undefined;
}

export const singleImageSchema = z
  .object({
    pcImage: mediaUrl,
    mobileImage: mediaUrl,
    image: mediaUrl,
    title: optionalText,
    name: optionalText,
    url: link,
    link: link,
    width: pixelSize("width"),
    height: pixelSize("height"),
    mobileWidth: pixelSize("mobileWidth"),
    mobileHeight: pixelSize("mobileHeight"),
  })
  .transform((raw, ctx) => {
    // Each image keeps its own size (or its own device's default slot), so a mobile page
    // showing the desktop image keeps the desktop image's proportions.
    const pc = raw.pcImage ?? raw.image;
    const pcSource = pc ? { src: pc, ...(sizeOf(raw.width, raw.height, ["width", "height"]) ?? SINGLE_IMAGE_DEFAULT_SIZE.desktop) } : undefined;
    const mobileSource = raw.mobileImage
      ? { src: raw.mobileImage, ...(sizeOf(raw.mobileWidth, raw.mobileHeight, ["mobileWidth", "mobileHeight"]) ?? SINGLE_IMAGE_DEFAULT_SIZE.mobile) }
      : undefined;
    const desktop = pcSource ?? mobileSource;
    const mobile = mobileSource ?? pcSource;
    if (!desktop || !mobile) {
      ctx.issues.push({ code: "custom", message: "has no image (pcImage, mobileImage or image)", input: raw });
      return z.NEVER;
    }
    const href = raw.url ?? raw.link;
    return { desktop, mobile, alt: imageAlt(raw.title ?? raw.name, href), href };
  });
