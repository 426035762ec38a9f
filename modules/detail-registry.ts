import { detailBuy } from "./detail-buy";
import { detailGallery } from "./detail-gallery";
import { detailGoodsInfo } from "./detail-goods-info";
import { detailPanels } from "./detail-panels";
import { detailPrice } from "./detail-price";
import { detailReviews } from "./detail-reviews";
import { detailReviewsBanner } from "./detail-reviews-banner";
import { detailService } from "./detail-service";
import type { DetailSectionRegistry } from "./detail-types";
import { detailUpgrades } from "./detail-upgrades";
import { detailVariants } from "./detail-variants";

/**
 * The client half of the detail-section registry: section key -> desktop and mobile
 * components. Its type comes from schemas/detail-registry.server.ts, so a missing section or
 * components whose props do not match the section's schema fail to compile.
 */
export const detailSectionRegistry: DetailSectionRegistry = {
  gallery: detailGallery,
  "goods-info": detailGoodsInfo,
  price: detailPrice,
  variants: detailVariants,
  upgrades: detailUpgrades,
  buy: detailBuy,
  "reviews-banner": detailReviewsBanner,
  reviews: detailReviews,
  service: detailService,
  panels: detailPanels,
};
