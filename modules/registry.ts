// Written by `npm run registry` from schemas/module-codes.ts: change that, then run it again.
import type { ModuleCode } from "~schemas/module-codes";
import type { LoadedData } from "./loaders.server";
import type { ModuleComponents } from "./types";

/** A missing code, or views whose props do not match what the code's schema (or its server loader) produces, fail to compile. */
export type ModuleRegistry = { [C in ModuleCode]: ModuleComponents<LoadedData<C>> };

/** Each code's loader of its views: the same check as ModuleRegistry, on what the import resolves to. */
export type ModuleViewLoaders = { [C in ModuleCode]: () => Promise<ModuleRegistry[C]> };

/**
 * The client half of the module registry: type code -> the import of its views. Each type
 * is its own chunk, so a page ships only the types it renders (modules/module-views.tsx
 * loads them before rendering).
 */
export const moduleViewLoaders: ModuleViewLoaders = {
  1: () => import("./main-title").then((views) => views.mainTitle),
  2: () => import("./sub-title").then((views) => views.subTitle),
  3: () => import("./tabs").then((views) => views.tabs),
  4: () => import("./banner").then((views) => views.banner),
  5: () => import("./banner-carousel").then((views) => views.bannerCarousel),
  6: () => import("./single-image").then((views) => views.singleImage),
  7: () => import("./image-grid").then((views) => views.imageGrid),
  9: () => import("./graphic-module-1").then((views) => views.graphicModule1),
  10: () => import("./graphic-module-2").then((views) => views.graphicModule2),
  11: () => import("./graphic-module-3").then((views) => views.graphicModule3),
  12: () => import("./graphic-module-4").then((views) => views.graphicModule4),
  13: () => import("./copywriting").then((views) => views.copywriting),
  14: () => import("./image-text-list").then((views) => views.imageTextList),
  15: () => import("./title-text-image").then((views) => views.titleTextImage),
  16: () => import("./image-text-cards").then((views) => views.imageTextCards),
  17: () => import("./picture-combination").then((views) => views.pictureCombination),
  18: () => import("./feature-row").then((views) => views.featureRow),
  19: () => import("./titled-cards").then((views) => views.titledCards),
  20: () => import("./video").then((views) => views.video),
  21: () => import("./buyer-show").then((views) => views.buyerShow),
  22: () => import("./coupon-wall").then((views) => views.couponWall),
  23: () => import("./keyword-tiles").then((views) => views.keywordTiles),
  24: () => import("./influencer-gallery").then((views) => views.influencerGallery),
  25: () => import("./shop-module").then((views) => views.shopModule),
  26: () => import("./scene-graph").then((views) => views.sceneGraph),
  27: () => import("./scene-carousel").then((views) => views.sceneCarousel),
  28: () => import("./shop-this-idea").then((views) => views.shopThisIdea),
  29: () => import("./shop-by-room-list").then((views) => views.shopByRoomList),
  30: () => import("./rich-html").then((views) => views.richHtml),
  31: () => import("./faq").then((views) => views.faq),
  32: () => import("./lead-form").then((views) => views.leadForm),
};

/**
 * The types the browser hydrates (no `hydrate: false`): it reads them here rather than from
 * schemas/module-codes.ts, whose type names it does not need.
 */
export const HYDRATED_CODES: ReadonlySet<ModuleCode> = new Set([3, 5, 9, 12, 17, 18, 20, 21, 22, 24, 25, 26, 27, 28, 29, 32]);
