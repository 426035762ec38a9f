// Written by `npm run registry` from schemas/detail-sections.ts: change that, then run it again.
import type { z } from "zod";
import type { ProductPage } from "./detail/page";
import type { DetailSectionKey } from "./detail-sections";
import { gallerySectionSchema } from "./detail/gallery";
import { goodsInfoSectionSchema } from "./detail/goods-info";
import { priceSectionSchema } from "./detail/price";
import { variantsSectionSchema } from "./detail/variants";
import { upgradesSectionSchema } from "./detail/upgrades";
import { buySectionSchema } from "./detail/buy";
import { serviceSectionSchema } from "./detail/service";
import { panelsSectionSchema } from "./detail/panels";
import { reviewsBannerSectionSchema } from "./detail/reviews-banner";
import { reviewsSectionSchema } from "./detail/reviews";
import { buyTogetherSectionSchema } from "./detail/buy-together";
import { getTheLookSectionSchema } from "./detail/get-the-look";
import { alsoLikeSectionSchema } from "./detail/also-like";
import { shopTheRoomSectionSchema } from "./detail/shop-the-room";
import { socialMediaSectionSchema } from "./detail/social-media";

/**
 * The server half of the detail-section registry: section key -> the schema of the data it
 * reads from the product page. A section whose schema refuses the page is dropped alone,
 * with the reason, like an invalid landing module. Server-only: zod stays off the client.
 */
export const detailSectionSchemas = {
  gallery: gallerySectionSchema,
  "goods-info": goodsInfoSectionSchema,
  price: priceSectionSchema,
  variants: variantsSectionSchema,
  upgrades: upgradesSectionSchema,
  buy: buySectionSchema,
  service: serviceSectionSchema,
  panels: panelsSectionSchema,
  "reviews-banner": reviewsBannerSectionSchema,
  reviews: reviewsSectionSchema,
  "buy-together": buyTogetherSectionSchema,
  "get-the-look": getTheLookSectionSchema,
  "also-like": alsoLikeSectionSchema,
  "shop-the-room": shopTheRoomSectionSchema,
  "social-media": socialMediaSectionSchema,
} satisfies { [K in DetailSectionKey]: z.ZodType<unknown, ProductPage> };

/** What a section's views receive: its schema's output. */
export type DetailSectionData<K extends DetailSectionKey> = z.output<(typeof detailSectionSchemas)[K]>;
