import { z } from "zod";
import { itemList, link, mediaUrl, optionalNumberish, optionalText } from "../lib/fields";
import { note } from "../lib/notes";

/**
 * Type 10, graphic module 2 (landing spec 2.3, 2.4). Accepted packageInfoMap:
 *
 *   {
 *     packageInfo: Item[] | "<JSON text of Item[]>",
 *     title?: string,                        // optional module heading
 *     configColor? / color?: "#rrggbb",      // module colour (configColor wins); else the page's
 *     mobileShowNum?: 2 | "2" | 1 | null,    // 2 = two columns on mobile, else one
 *     viewMoreUrl?: string,                  // an optional mobile 'ViewMore' link (every item still shows)
 *   }
 *   Item: { firstPcImage, firstMobileImage, firstContent, firstButtonContent, firstButtonUrl,
 *           secondPcImage, secondMobileImage, secondContent, secondButtonContent, secondButtonUrl }
 *
 * Each item has two blocks (first, second). A block needs an image (pc or mobile, each
 * falling back to the other); an item with no block left is dropped (spec 5.1), and the
 * module is dropped when no item remains. A button needs both its text and a safe URL.
 */

const COLOR = /^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|rgba?\([\d\s.,%]+\))$/i;

/** An optional module colour: absent (or not a colour, noted) means "use the page's theme colour". */
export const moduleColor = optionalText.transform((value) => {
  if (value === undefined) return undefined;
  if (COLOR.test(value)) return value;
  note(`colour "${value}" is not a colour; the page's theme colour is used instead`);
  return undefined;
});

/** 2 means two columns on mobile; anything unreadable counts as absent. */
export const mobileShowNum = optionalNumberish.catch(undefined);

type Block = {
  pcImage: string;
  mobileImage: string;
  content: string | undefined;
  button: { text: string; url: string } | undefined;
};

const item = z
  .object({
    firstPcImage: mediaUrl,
    firstMobileImage: mediaUrl,
    firstContent: optionalText,
    firstButtonContent: optionalText,
    firstButtonUrl: link,
    secondPcImage: mediaUrl,
    secondMobileImage: mediaUrl,
    secondContent: optionalText,
    secondButtonContent: optionalText,
    secondButtonUrl: link,
  })
  .transform((raw, ctx) => {
    const block = (which: "first" | "second"): Block | null => {
      const pc = raw[`${which}PcImage`];
      const mobile = raw[`${which}MobileImage`];
      const content = raw[`${which}Content`];
      const text = raw[`${which}ButtonContent`];
      const url = raw[`${which}ButtonUrl`];
      const pcImage = pc ?? mobile;
      const mobileImage = mobile ?? pc;
      if (!pcImage || !mobileImage) {
        if (content || text) {
          note(`${which} block${content ? ` "${content}"` : ""} left out: it has no image (${which}PcImage or ${which}MobileImage)`);
        }
        return null;
      }
      if (text && !url) note(`${which} button "${text}" left out: it has no usable ${which}ButtonUrl`);
      return { pcImage, mobileImage, content, button: text && url ? { text, url } : undefined };
    };
    const blocks = [block("first"), block("second")].filter((b): b is Block => b !== null);
    if (blocks.length === 0) {
      ctx.issues.push({ code: "custom", message: "has no image (firstPcImage, secondPcImage or their mobile ones)", input: raw });
      return z.NEVER;
    }
    return { blocks };
  });

export const graphicModule2Schema = z
  .object({
    packageInfo: itemList(item, "item"),
    title: optionalText,
    color: moduleColor,
    configColor: moduleColor,
    mobileShowNum,
    viewMoreUrl: link,
  })
  .transform(({ packageInfo, title, color, configColor, mobileShowNum, viewMoreUrl }) => ({
    items: packageInfo,
    title,
    color: configColor ?? color,
    mobileColumns: mobileShowNum === 2 ? (2 as const) : (1 as const),
    viewMoreUrl,
  }));
