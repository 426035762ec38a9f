import { z } from "zod";
import { deviceImages, imageFields, itemList, link, optionalText } from "../lib/fields";

/** Back-office text whose lines are separated by '#' (landing spec 2.3); blank lines are left out. */
export function hashLines(text: string | undefined): string[] {
  if (text === undefined) return [];
  return text
    .split("#")
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/**
 * Type 14: a list of entries, each an image with a title and text whose lines are split on '#'.
 *
 * Accepted packageInfoMap:
 *   title                        optional heading above the list
 *   packageInfo                  list (or JSON text of a list) of entries:
 *     pcImage, mobileImage, image  at least one, else the entry is dropped (landing spec 5.1);
 *                                  desktop uses pcImage > image > mobileImage,
 *                                  mobile uses mobileImage > pcImage > image
 *     title | name               the entry's heading, also the image's text alternative
 *     content | pcContent        '#'-separated lines
 *     mobileContent              '#'-separated lines for mobile (falls back to content)
 *     url | link                 where the entry leads (optional, same tab)
 * The module is dropped when no entry is left.
 */
const entry = z
  .object({
    ...imageFields,
    title: optionalText,
    name: optionalText,
    content: optionalText,
    pcContent: optionalText,
    mobileContent: optionalText,
    url: link,
    link: link,
  })
  .transform((raw, ctx) => {
    const images = deviceImages(raw, ctx);
    if (!images) return z.NEVER;
    const { pcImage, mobileImage } = images;
    const pcLines = hashLines(raw.content ?? raw.pcContent);
    const mobileLines = hashLines(raw.mobileContent);
    return {
      pcImage,
      mobileImage,
      title: raw.title ?? raw.name,
      pcLines,
      mobileLines: mobileLines.length > 0 ? mobileLines : pcLines,
      href: raw.url ?? raw.link,
    };
  });

export const imageTextListSchema = z.object({
  title: optionalText,
  packageInfo: itemList(entry, "entry"),
});
