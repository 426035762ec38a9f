// Written by `npm run registry` from schemas/module-codes.ts: change that, then run it again.
import type { ModuleCode } from "~schemas/module-codes";
import type { LoadedData } from "./loaders.server";
import type { ModuleComponents } from "./types";
import { mainTitle } from "./main-title";
import { subTitle } from "./sub-title";
import { tabs } from "./tabs";
import { banner } from "./banner";
import { bannerCarousel } from "./banner-carousel";
import { singleImage } from "./single-image";
import { imageGrid } from "./image-grid";
import { graphicModule1 } from "./graphic-module-1";
import { graphicModule2 } from "./graphic-module-2";
import { graphicModule3 } from "./graphic-module-3";
import { graphicModule4 } from "./graphic-module-4";
import { copywriting } from "./copywriting";
import { imageTextList } from "./image-text-list";
import { titleTextImage } from "./title-text-image";
import { imageTextCards } from "./image-text-cards";
import { pictureCombination } from "./picture-combination";
import { featureRow } from "./feature-row";
import { titledCards } from "./titled-cards";
import { video } from "./video";
import { buyerShow } from "./buyer-show";
import { couponWall } from "./coupon-wall";
import { keywordTiles } from "./keyword-tiles";
import { influencerGallery } from "./influencer-gallery";
import { shopModule } from "./shop-module";
import { sceneGraph } from "./scene-graph";
import { sceneCarousel } from "./scene-carousel";
import { shopThisIdea } from "./shop-this-idea";
import { shopByRoomList } from "./shop-by-room-list";
import { richHtml } from "./rich-html";
import { faq } from "./faq";
import { leadForm } from "./lead-form";

/** A missing code, or views whose props do not match what the code's schema (or its server loader) produces, fail to compile. */
export type ModuleRegistry = { [C in ModuleCode]: ModuleComponents<LoadedData<C>> };

/** The client half of the module registry: type code -> its views. */
export const moduleRegistry: ModuleRegistry = {
  1: mainTitle,
  2: subTitle,
  3: tabs,
  4: banner,
  5: bannerCarousel,
  6: singleImage,
  7: imageGrid,
  9: graphicModule1,
  10: graphicModule2,
  11: graphicModule3,
  12: graphicModule4,
  13: copywriting,
  14: imageTextList,
  15: titleTextImage,
  16: imageTextCards,
  17: pictureCombination,
  18: featureRow,
  19: titledCards,
  20: video,
  21: buyerShow,
  22: couponWall,
  23: keywordTiles,
  24: influencerGallery,
  25: shopModule,
  26: sceneGraph,
  27: sceneCarousel,
  28: shopThisIdea,
  29: shopByRoomList,
  30: richHtml,
  31: faq,
  32: leadForm,
};
