import { z } from "zod";
import { color, link, optionalText } from "../lib/fields";
import { note } from "../lib/notes";

/** Plain text whose paragraphs are separated by line breaks; blank lines are left out. */
function paragraphs(text: string | undefined): string[] {
  if (text === undefined) return [];
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/**
 * Type 13: a block of marketing copy: an optional heading and sub heading, paragraphs of
 * plain text (never HTML) and an optional button.
 *
 * Accepted packageInfoMap:
 *   title                        heading (optional)
 *   subtitle                     line under the heading (optional)
 *   content | pcContent          the text; each line break starts a paragraph
 *   mobileContent                the text on mobile (falls back to content)
 *   color                        text colour (optional; invalid colours are ignored)
 *   buttonText                   button label (optional; "View More" when only a link is set)
 *   buttonUrl | url | link       the button's link; no link, no button
 * The module is dropped when it has neither a title nor any text.
 */
export const copywritingSchema = z
  .object({
    title: optionalText,
    subtitle: optionalText,
    content: optionalText,
    pcContent: optionalText,
    mobileContent: optionalText,
    color: color("inherit"),
    buttonText: optionalText,
    buttonUrl: link,
    url: link,
    link: link,
  })
  .transform((raw, ctx) => {
    const pcParagraphs = paragraphs(raw.content ?? raw.pcContent);
    const mobileParagraphs = paragraphs(raw.mobileContent);
    if (!raw.title && pcParagraphs.length === 0 && mobileParagraphs.length === 0) {
      ctx.issues.push({ code: "custom", message: "has no text (title or content)", input: raw });
      return z.NEVER;
    }
    const href = raw.buttonUrl ?? raw.url ?? raw.link;
    if (raw.buttonText && !href) note(`button "${raw.buttonText}" has no buttonUrl, so no button is shown`);
    return {
      title: raw.title,
      subtitle: raw.subtitle,
      pcParagraphs: pcParagraphs.length > 0 ? pcParagraphs : mobileParagraphs,
      mobileParagraphs: mobileParagraphs.length > 0 ? mobileParagraphs : pcParagraphs,
      color: raw.color,
      button: href ? { href, text: raw.buttonText } : undefined,
    };
  });
