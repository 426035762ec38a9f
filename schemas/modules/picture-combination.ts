import { z } from "zod";
import { itemList, mediaUrl } from "../lib/fields";

/**
 * Type 17, picture combination (landing spec 2.3, 4.5, 5.1). Accepted packageInfoMap:
 *
 *   { packageInfo: Row[] | "<JSON text of Row[]>" }
 *   Row: { firstPcImage, secondPcImage, thirdPcImage, firstMobileImage, secondMobileImage, thirdMobileImage }
 *
 * A row holds up to 3 images, in first/second/third order; each slot uses its device's
 * image and falls back to the other device's, and a slot with neither is left out. A row
 * with no image is dropped (spec 5.1); the module is dropped when no row remains.
 */
const SLOTS = ["first", "second", "third"] as const;

const row = z
  .object({
    firstPcImage: mediaUrl,
    secondPcImage: mediaUrl,
    thirdPcImage: mediaUrl,
    firstMobileImage: mediaUrl,
    secondMobileImage: mediaUrl,
    thirdMobileImage: mediaUrl,
  })
  .transform((raw, ctx) => {
    const images = SLOTS.flatMap((slot) => {
      const pc = raw[`${slot}PcImage`];
      const mobile = raw[`${slot}MobileImage`];
      const pcImage = pc ?? mobile;
      const mobileImage = mobile ?? pc;
      return pcImage && mobileImage ? [{ pcImage, mobileImage }] : [];
    });
    if (images.length === 0) {
      ctx.issues.push({ code: "custom", message: "has no image (firstPcImage, secondPcImage, thirdPcImage or their mobile ones)", input: raw });
      return z.NEVER;
    }
    return { images };
  });

export const pictureCombinationSchema = z
  .object({ packageInfo: itemList(row, "row") })
  .transform(({ packageInfo }) => ({ rows: packageInfo }));
