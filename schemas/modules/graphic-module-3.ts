import { z } from "zod";
import { itemList, mediaUrl, optionalText } from "../lib/fields";
import { moduleColor } from "./graphic-module-2";

/**
 * Type 11, graphic module 3 (landing spec 2.3, 2.4, 5.1). Accepted packageInfoMap:
 *
 *   {
 *     packageInfo: Pair[] | "<JSON text of Pair[]>",
 *     title?: string,                        // optional module heading
 *     configColor? / color?: "#rrggbb",      // module colour (configColor wins); else the page's
 *   }
 *   Pair: { pcLeftImage, pcRightImage, mobileLeftImage, mobileRightImage }
 *
 * Each side uses its device's image and falls back to the other device's. A pair shows
 * only when BOTH sides have an image (spec 5.1): otherwise it is dropped with a note, and
 * the module is dropped when no pair remains.
 */
const pair = z
  .object({
    pcLeftImage: mediaUrl,
    pcRightImage: mediaUrl,
    mobileLeftImage: mediaUrl,
    mobileRightImage: mediaUrl,
  })
  .transform((raw, ctx) => {
    const pcLeft = raw.pcLeftImage ?? raw.mobileLeftImage;
    const pcRight = raw.pcRightImage ?? raw.mobileRightImage;
    const mobileLeft = raw.mobileLeftImage ?? raw.pcLeftImage;
    const mobileRight = raw.mobileRightImage ?? raw.pcRightImage;
    if (!pcLeft || !pcRight || !mobileLeft || !mobileRight) {
      const missing = [!pcLeft && "left (pcLeftImage or mobileLeftImage)", !pcRight && "right (pcRightImage or mobileRightImage)"].filter(Boolean);
      ctx.issues.push({ code: "custom", message: `needs both images; missing: ${missing.join(", ")}`, input: raw });
      return z.NEVER;
    }
    return { pc: { left: pcLeft, right: pcRight }, mobile: { left: mobileLeft, right: mobileRight } };
  });

export const graphicModule3Schema = z
  .object({
    packageInfo: itemList(pair, "pair"),
    title: optionalText,
    color: moduleColor,
    configColor: moduleColor,
  })
  .transform(({ packageInfo, title, color, configColor }) => ({ pairs: packageInfo, title, color: configColor ?? color }));
