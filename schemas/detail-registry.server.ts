import type { z } from "zod";
import { buySectionSchema } from "./detail/buy";
import { gallerySectionSchema } from "./detail/gallery";
import { goodsInfoSectionSchema } from "./detail/goods-info";
import { panelsSectionSchema } from "./detail/panels";
import type { ProductPage } from "./detail/page";
import { priceSectionSchema } from "./detail/price";
import { reviewsSectionSchema } from "./detail/reviews";
import { reviewsBannerSectionSchema } from "./detail/reviews-banner";
import { serviceSectionSchema } from "./detail/service";
import { upgradesSectionSchema } from "./detail/upgrades";
import { variantsSectionSchema } from "./detail/variants";

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
  "reviews-banner": reviewsBannerSectionSchema,
  reviews: reviewsSectionSchema,
  service: serviceSectionSchema,
  panels: panelsSectionSchema,
} satisfies Record<string, z.ZodType<unknown, ProductPage>>;

export type DetailSectionKey = keyof typeof detailSectionSchemas;

/** What a section's components receive: its schema's output. */
export type DetailSectionData<K extends DetailSectionKey> = z.output<(typeof detailSectionSchemas)[K]>;
