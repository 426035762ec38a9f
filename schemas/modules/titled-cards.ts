import { z } from "zod";
import { itemList, link, mediaUrl, optionalText } from "../lib/fields";
import { note } from "../lib/notes";

/**
 * Type 19, titled cards with a button link (landing spec 2.3). Accepted packageInfoMap:
 *
 *   {
 *     packageInfo: Card[] | "<JSON text of Card[]>",
 *     title?: string,                          // optional module heading
 *   }
 *   Card: { title (or name), content?, mobileContent?, pcImage? / mobileImage? / image?, buttonContent?, link? (or url) }
 *
 * A card needs its title (it is a titled card); a card without one is dropped (spec 5.1)
 * and the module is dropped when no card remains. The image is optional (pc and mobile
 * fall back to each other, then to `image`); content and mobileContent fall back to each
 * other too. The button opens `link` in a new tab; its text is buttonContent (the
 * component falls back to 'ViewMore' when only the link is set).
 */
const card = z
  .object({
    title: optionalText,
    name: optionalText,
    content: optionalText,
    mobileContent: optionalText,
    pcImage: mediaUrl,
    mobileImage: mediaUrl,
    image: mediaUrl,
    buttonContent: optionalText,
    link: link,
    url: link,
  })
  .transform((raw, ctx) => {
    const title = raw.title ?? raw.name;
    if (!title) {
      ctx.issues.push({ code: "custom", message: "has no title (title or name)", input: raw });
      return z.NEVER;
    }
    const href = raw.link ?? raw.url;
    if (raw.buttonContent && !href) note(`card "${title}": button "${raw.buttonContent}" left out: it has no usable link`);
    const pcImage = raw.pcImage ?? raw.mobileImage ?? raw.image;
    const mobileImage = raw.mobileImage ?? raw.pcImage ?? raw.image;
    return {
      title,
      content: raw.content ?? raw.mobileContent,
      mobileContent: raw.mobileContent ?? raw.content,
      image: pcImage && mobileImage ? { pc: pcImage, mobile: mobileImage } : undefined,
      button: href ? { text: raw.buttonContent, href } : undefined,
    };
  });

export const titledCardsSchema = z
  .object({ packageInfo: itemList(card, "card"), title: optionalText })
  .transform(({ packageInfo, title }) => ({ cards: packageInfo, title }));
