// Written by `npm run registry` from schemas/module-codes.ts: change that, then run it again.
import type { z } from "zod";
import type { ModuleCode } from "./module-codes";
import { mainTitleSchema } from "./modules/main-title";
import { subTitleSchema } from "./modules/sub-title";
import { tabsSchema } from "./modules/tabs";
import { bannerSchema } from "./modules/banner";
import { bannerCarouselSchema } from "./modules/banner-carousel";
import { singleImageSchema } from "./modules/single-image";
import { imageGridSchema } from "./modules/image-grid";
import { graphicModule1Schema } from "./modules/graphic-module-1";
import { graphicModule2Schema } from "./modules/graphic-module-2";
import { graphicModule3Schema } from "./modules/graphic-module-3";
import { graphicModule4Schema } from "./modules/graphic-module-4";
import { copywritingSchema } from "./modules/copywriting";
import { imageTextListSchema } from "./modules/image-text-list";
import { titleTextImageSchema } from "./modules/title-text-image";
import { imageTextCardsSchema } from "./modules/image-text-cards";
import { pictureCombinationSchema } from "./modules/picture-combination";
import { featureRowSchema } from "./modules/feature-row";
import { titledCardsSchema } from "./modules/titled-cards";
import { videoSchema } from "./modules/video";
import { buyerShowSchema } from "./modules/buyer-show";
import { couponWallSchema } from "./modules/coupon-wall";
import { keywordTilesSchema } from "./modules/keyword-tiles";
import { influencerGallerySchema } from "./modules/influencer-gallery";
import { shopModuleSchema } from "./modules/shop-module";
import { sceneGraphSchema } from "./modules/scene-graph";
import { sceneCarouselSchema } from "./modules/scene-carousel";
import { shopThisIdeaSchema } from "./modules/shop-this-idea";
import { shopByRoomListSchema } from "./modules/shop-by-room-list";
import { richHtmlSchema } from "./modules/rich-html";
import { faqSchema } from "./modules/faq";
import { leadFormSchema } from "./modules/lead-form";

/**
 * The server half of the module registry: type code -> the schema of its packageInfoMap.
 * Server-only (the `.server` suffix keeps zod out of the client bundle); the views in
 * modules/registry.ts take their props from these schemas' output types.
 */
export const moduleSchemas = {
  1: mainTitleSchema,
  2: subTitleSchema,
  3: tabsSchema,
  4: bannerSchema,
  5: bannerCarouselSchema,
  6: singleImageSchema,
  7: imageGridSchema,
  9: graphicModule1Schema,
  10: graphicModule2Schema,
  11: graphicModule3Schema,
  12: graphicModule4Schema,
  13: copywritingSchema,
  14: imageTextListSchema,
  15: titleTextImageSchema,
  16: imageTextCardsSchema,
  17: pictureCombinationSchema,
  18: featureRowSchema,
  19: titledCardsSchema,
  20: videoSchema,
  21: buyerShowSchema,
  22: couponWallSchema,
  23: keywordTilesSchema,
  24: influencerGallerySchema,
  25: shopModuleSchema,
  26: sceneGraphSchema,
  27: sceneCarouselSchema,
  28: shopThisIdeaSchema,
  29: shopByRoomListSchema,
  30: richHtmlSchema,
  31: faqSchema,
  32: leadFormSchema,
} satisfies { [C in ModuleCode]: z.ZodType };

export type ModuleSchemas = typeof moduleSchemas;

/** What a module of type C hands its views: the schema's output. */
export type ModuleData<C extends ModuleCode> = z.output<ModuleSchemas[C]>;
