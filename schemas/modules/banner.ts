import { z } from "zod";
import { imageAlt, link, mediaUrl, optionalText } from "../lib/fields";

/** Type 4: one image linking to url; mobile prefers mobileImage / mobileBanner. */
export const bannerSchema = z
  .object({
    pcImage: mediaUrl,
    mobileImage: mediaUrl,
    mobileBanner: mediaUrl,
    url: link,
    title: optionalText,
  })
  .transform((banner, ctx) => {
    const mobileImage = banner.mobileImage ?? banner.mobileBanner ?? banner.pcImage;
    const pcImage = banner.pcImage ?? mobileImage;
    if (!pcImage || !mobileImage) {
      ctx.issues.push({ code: "custom", message: "has no image (pcImage, mobileImage or mobileBanner)", input: banner });
      return z.NEVER;
    }
    return { pcImage, mobileImage, url: banner.url, alt: imageAlt(banner.title, banner.url) };
  });
