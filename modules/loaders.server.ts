// Written by `npm run registry` from schemas/module-codes.ts and the modules/*/loader.server.ts files: change that, then run it again.
import type { ModuleCode } from "~schemas/module-codes";
import type { ModuleData } from "~schemas/registry.server";
import type { ModuleLoader } from "./types";
import { loadInfluencerGallery } from "./influencer-gallery/loader.server";
import { loadShopModule } from "./shop-module/loader.server";
import { loadSceneGraph } from "./scene-graph/loader.server";
import { loadSceneCarousel } from "./scene-carousel/loader.server";
import { loadShopThisIdea } from "./shop-this-idea/loader.server";
import { loadShopByRoomList } from "./shop-by-room-list/loader.server";
import { loadLeadForm } from "./lead-form/loader.server";

/**
 * Types whose first screen needs back-office data beyond their packageInfoMap (product
 * lists, scenes, posts, regions). Loaders run in parallel, per request; one that fails drops
 * only its module.
 */
export const moduleLoaders = {
  24: loadInfluencerGallery,
  25: loadShopModule,
  26: loadSceneGraph,
  27: loadSceneCarousel,
  28: loadShopThisIdea,
  29: loadShopByRoomList,
  32: loadLeadForm,
} satisfies { [C in ModuleCode]?: ModuleLoader<C, unknown> };

/** What the views of type C receive: the loader's result, or the schema's output when it has none. */
export type LoadedData<C extends ModuleCode> = C extends keyof typeof moduleLoaders ? Awaited<ReturnType<(typeof moduleLoaders)[C]>> : ModuleData<C>;
