import { z } from "zod";
import { imageAlt, itemList, link, mediaUrl, optionalText } from "../lib/fields";

/**
 * Type 5: banner carousel. Accepted packageInfoMap (an object, or a string holding one):
 *
 *   {
 *     title?: string,                 // names the carousel for assistive tech
 *     packageInfo: [                  // a list, or a string holding a JSON list
 *       { pcImage?, mobileImage?, mobileBanner?, image?,   // http(s) or relative
 *         url? | link?,               // the slide's link (http(s), relative, mailto:, tel:)
 *         title? }                    // the image's alt text
 *     ]
 *   }
 *
 * A slide without any image (pcImage, mobileImage, mobileBanner or image) is dropped with a
 * note (landing spec 5.1); the module is dropped when no slide is left. Desktop prefers
 * pcImage, mobile prefers mobileImage / mobileBanner; each falls back to the other.
 */
const slide = z
  .object({
    pcImage: mediaUrl,
    mobileImage: mediaUrl,
    mobileBanner: mediaUrl,
    image: mediaUrl,
    url: link,
    link: link,
    title: optionalText,
  })
  .transform((item, ctx) => {
    const mobileImage = item.mobileImage ?? item.mobileBanner ?? item.image ?? item.pcImage;
    const pcImage = item.pcImage ?? item.image ?? mobileImage;
    if (!pcImage || !mobileImage) {
      ctx.issues.push({ code: "custom", message: "has no image (pcImage, mobileImage or image)", input: item });
      return z.NEVER;
    }
    const href = item.url ?? item.link;
    return { pcImage, mobileImage, href, alt: imageAlt(item.title, href) };
  });

export const bannerCarouselSchema = z
  .object({
    title: optionalText,
    packageInfo: itemList(slide, "slide"),
  })
  .transform(({ title, packageInfo }) => ({ title, slides: packageInfo }));
