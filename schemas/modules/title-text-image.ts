import { z } from "zod";
import { deviceImages, imageFields, link, optionalText } from "../lib/fields";
import { note } from "../lib/notes";
import { hashLines } from "./image-text-list";

/**
 * Type 15: a title and text on the left, an image on the right (stacked on mobile).
 *
 * Accepted packageInfoMap:
 *   leftTitle | title            the heading (optional)
 *   leftContent | content        '#'-separated lines (landing spec 3.2)
 *   mobileContent                '#'-separated lines for mobile (falls back to leftContent)
 *   pcImage, mobileImage, image  at least one; desktop uses pcImage > image > mobileImage,
 *                                mobile uses mobileImage > pcImage > image
 *   imageAlt                     the image's text alternative (decorative when absent:
 *                                the heading beside it carries the meaning)
 *   buttonText                   button label (optional; "View More" when only a link is set)
 *   buttonUrl | url | link       the button's link; no link, no button
 * The module is dropped without an image, and without any text (title or lines).
 */
export const titleTextImageSchema = z
  .object({
    leftTitle: optionalText,
    title: optionalText,
    leftContent: optionalText,
    content: optionalText,
    mobileContent: optionalText,
    ...imageFields,
    imageAlt: optionalText,
    buttonText: optionalText,
    buttonUrl: link,
    url: link,
    link: link,
  })
  .transform((raw, ctx) => {
    const images = deviceImages(raw, ctx);
    if (!images) return z.NEVER;
    const { pcImage, mobileImage } = images;
    const title = raw.leftTitle ?? raw.title;
    const pcLines = hashLines(raw.leftContent ?? raw.content);
    const mobileLines = hashLines(raw.mobileContent);
    if (!title && pcLines.length === 0 && mobileLines.length === 0) {
      ctx.issues.push({ code: "custom", message: "has no text (leftTitle or leftContent)", input: raw });
      return z.NEVER;
    }
    const href = raw.buttonUrl ?? raw.url ?? raw.link;
    if (raw.buttonText && !href) note(`button "${raw.buttonText}" has no buttonUrl, so no button is shown`);
    return {
      title,
      pcLines: pcLines.length > 0 ? pcLines : mobileLines,
      mobileLines: mobileLines.length > 0 ? mobileLines : pcLines,
      pcImage,
      mobileImage,
      alt: raw.imageAlt ?? "",
      button: href ? { href, text: raw.buttonText } : undefined,
    };
  });
