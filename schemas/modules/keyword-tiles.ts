import { z } from "zod";
import { imageFields, itemList, link, optionalText } from "../lib/fields";
import { note } from "../lib/notes";

/**
 * Type 23: hot-keyword tiles; on mobile the "link list" of landing spec 2.4 and 5.1.
 * Accepted packageInfoMap (an object, or a string holding one):
 *
 *   {
 *     title?: string,
 *     pcShowNum?: 3 | 4 | 5,                 // tiles per row on desktop, default 4
 *     packageInfo: [                         // a list, or a string holding a JSON list
 *       { content? | pcContent? | title?,    // the keyword on desktop
 *         mobileContent?,                    // the keyword on mobile (falls back to content)
 *         url? | link?,                      // where the tile goes
 *         show?: 1 | "hot",                  // 1, "1", true or "hot": the 'hot' icon
 *         pcImage?, mobileImage?, image? }   // an optional picture on the desktop tile
 *     ]
 *   }
 *
 * Spec 5.1 (link list): an item without content is not shown, and on mobile an item
 * without mobileContent (or content) is not shown. An item with neither is dropped with a
 * note; one that shows on a single device is noted too. The module is dropped when no item
 * is left.
 */
export const TILES_PER_ROW = [3, 4, 5] as const;
export const DEFAULT_TILES_PER_ROW = 4;
export type TilesPerRow = (typeof TILES_PER_ROW)[number];

const HOT = new Set(["1", "true", "hot"]);

const tile = z
  .object({
    ...imageFields,
    content: optionalText,
    pcContent: optionalText,
    title: optionalText,
    mobileContent: optionalText,
    url: link,
    link: link,
    show: z.union([z.string(), z.number(), z.boolean()]).nullish(),
  })
  .transform((raw, ctx) => {
    const label = raw.content ?? raw.pcContent ?? raw.title;
    const mobileLabel = raw.mobileContent ?? raw.content;
    if (!label && !mobileLabel) {
      ctx.issues.push({ code: "custom", message: "has no content (content, pcContent or mobileContent)", input: raw });
      return z.NEVER;
    }
    if (!label) note(`keyword "${mobileLabel}" has no content: it shows on mobile only`);
    if (!mobileLabel) note(`keyword "${label}" has no mobileContent or content: it shows on desktop only`);
    const href = raw.url ?? raw.link;
    if (!href) note(`keyword "${label ?? mobileLabel}" has no link (url or link): it shows as plain text`);
    return {
      label,
      mobileLabel,
      href,
      hot: raw.show != null && HOT.has(String(raw.show).trim().toLowerCase()),
      image: raw.pcImage ?? raw.image ?? raw.mobileImage,
    };
  });

const perRow = z
  .unknown()
  .optional()
  .transform((raw): TilesPerRow => {
    if (raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "")) return DEFAULT_TILES_PER_ROW;
    const value = Number(raw);
    if ((TILES_PER_ROW as readonly number[]).includes(value)) return value as TilesPerRow;
    const used = Number.isFinite(value) ? (Math.min(5, Math.max(3, Math.round(value))) as TilesPerRow) : DEFAULT_TILES_PER_ROW;
    note(`pcShowNum ${JSON.stringify(raw)} is not 3, 4 or 5: ${used} per row used`);
    return used;
  });

export const keywordTilesSchema = z
  .object({
    title: optionalText,
    pcShowNum: perRow,
    packageInfo: itemList(tile, "keyword"),
  })
  .transform(({ title, pcShowNum, packageInfo }) => ({ title, perRow: pcShowNum, items: packageInfo }));
