import { z } from "zod";
import { deviceImages, imageFields, itemList, link, optionalText } from "../lib/fields";
import { note } from "../lib/notes";

/**
 * Type 16: image/text cards (two in the usual layout; more wrap into further rows), each with
 * an optional button whose label is followed by an arrow. Desktop shows two per row; mobile
 * shows two per row when mobileShowNum is 2, otherwise one (landing spec 2.4, 3.2).
 *
 * Accepted packageInfoMap:
 *   title                        optional heading above the cards
 *   mobileShowNum                2 (or "2") = two columns on mobile; anything else one column
 *   packageInfo                  list (or JSON text of a list) of cards:
 *     pcImage, mobileImage, image  at least one, else the card is dropped (landing spec 5.1);
 *                                  desktop uses pcImage > image > mobileImage,
 *                                  mobile uses mobileImage > pcImage > image
 *     title | name               card heading, also the image's text alternative
 *     content | pcContent        card text
 *     mobileContent              card text on mobile (falls back to content)
 *     buttonContent | buttonText button label ("View More" when only a link is set)
 *     buttonUrl | url | link     the button's link; no link, no button
 *   or, without packageInfo, the two cards as flat fields:
 *     firstPcImage, firstMobileImage, firstTitle, firstContent, firstButtonContent,
 *     firstButtonUrl | firstUrl, and the same with second*.
 * The module is dropped when no card is left.
 */
const card = z
  .object({
    ...imageFields,
    title: optionalText,
    name: optionalText,
    content: optionalText,
    pcContent: optionalText,
    mobileContent: optionalText,
    buttonContent: optionalText,
    buttonText: optionalText,
    buttonUrl: link,
    url: link,
    link: link,
  })
  .transform((raw, ctx) => {
    const images = deviceImages(raw, ctx);
    if (!images) return z.NEVER;
    const { pcImage, mobileImage } = images;
    const pcContent = raw.content ?? raw.pcContent ?? raw.mobileContent;
    const href = raw.buttonUrl ?? raw.url ?? raw.link;
    const label = raw.buttonContent ?? raw.buttonText;
    if (label && !href) note(`button "${label}" has no link, so no button is shown`);
    return {
      pcImage,
      mobileImage,
      title: raw.title ?? raw.name,
      pcContent,
      mobileContent: raw.mobileContent ?? pcContent,
      button: href ? { href, text: label } : undefined,
    };
  });

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "") || (Array.isArray(value) && value.length === 0);

const FLAT_FIELDS = ["PcImage", "MobileImage", "Title", "Content", "ButtonContent", "ButtonUrl", "Url"] as const;

/** Without packageInfo, the first* and second* fields become the two cards. */
function flatCardsToList(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  const map = value as Record<string, unknown>;
  if (!isBlank(map.packageInfo)) return value;
  const cards = (["first", "second"] as const)
    .filter((prefix) => FLAT_FIELDS.some((field) => !isBlank(map[prefix + field])))
    .map((prefix) => ({
      pcImage: map[`${prefix}PcImage`],
      mobileImage: map[`${prefix}MobileImage`],
      title: map[`${prefix}Title`],
      content: map[`${prefix}Content`],
      buttonContent: map[`${prefix}ButtonContent`],
      buttonUrl: isBlank(map[`${prefix}ButtonUrl`]) ? map[`${prefix}Url`] : map[`${prefix}ButtonUrl`],
    }));
  return cards.length > 0 ? { ...map, packageInfo: cards } : value;
}

/** mobileShowNum 2 means two columns on mobile; any other value, or none, one column. */
const mobileColumns = z
  .unknown()
  .transform((value): 1 | 2 => {
    if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) return 1;
    const num = typeof value === "string" ? Number(value.trim()) : value;
    if (num === 2) return 2;
    if (num !== 1) note(`mobileShowNum "${String(value)}" is not 1 or 2; one column is used on mobile`);
    return 1;
  })
  // A missing key skips the transform; it means one column too.
  .optional()
  .transform((columns): 1 | 2 => columns ?? 1);

export const imageTextCardsSchema = z.preprocess(
  flatCardsToList,
  z
    .object({
      title: optionalText,
      mobileShowNum: mobileColumns,
      packageInfo: itemList(card, "card"),
    })
    .transform(({ title, mobileShowNum, packageInfo }) => ({ title, mobileColumns: mobileShowNum, cards: packageInfo })),
);
