// Written by `npm run registry` from schemas/detail-sections.ts: change that, then run it again.
import type { DetailSectionData } from "~schemas/detail-registry.server";
import type { DetailSectionKey } from "~schemas/detail-sections";
import type { SectionComponents } from "./detail-types";
import { detailGallery } from "./detail-gallery";
import { detailGoodsInfo } from "./detail-goods-info";
import { detailPrice } from "./detail-price";
import { detailVariants } from "./detail-variants";
import { detailUpgrades } from "./detail-upgrades";
import { detailBuy } from "./detail-buy";
import { detailService } from "./detail-service";
import { detailPanels } from "./detail-panels";
import { detailReviewsBanner } from "./detail-reviews-banner";
import { detailReviews } from "./detail-reviews";
import { detailBuyTogether } from "./detail-buy-together";
import { detailGetTheLook } from "./detail-get-the-look";
import { detailAlsoLike } from "./detail-also-like";
import { detailShopTheRoom } from "./detail-shop-the-room";
import { detailSocialMedia } from "./detail-social-media";

/** A missing section, or views whose props do not match the section's schema, fail to compile. */
export type DetailSectionRegistry = { [K in DetailSectionKey]: SectionComponents<DetailSectionData<K>> };

/** The client half of the detail-section registry: section key -> its views. */
export const detailSectionRegistry: DetailSectionRegistry = {
  gallery: detailGallery,
  "goods-info": detailGoodsInfo,
  price: detailPrice,
  variants: detailVariants,
  upgrades: detailUpgrades,
  buy: detailBuy,
  service: detailService,
  panels: detailPanels,
  "reviews-banner": detailReviewsBanner,
  reviews: detailReviews,
  "buy-together": detailBuyTogether,
  "get-the-look": detailGetTheLook,
  "also-like": detailAlsoLike,
  "shop-the-room": detailShopTheRoom,
  "social-media": detailSocialMedia,
};
