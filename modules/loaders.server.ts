import type { BackofficeApi } from "~/lib/backoffice.server";
import type { Device } from "~schemas/rules/device";
import type { GuideQuery } from "~schemas/rules/guide-query";
import type { Store } from "~schemas/rules/stores";
import type { ModuleCode } from "~schemas/module-codes";
import type { ModuleData } from "~schemas/registry.server";
import { loadInfluencerGallery } from "./influencer-gallery/loader.server";
import { leadFormLoader } from "./lead-form/loader.server";
import { loadShopModule } from "./shop-module/loader.server";
import { loadSceneGraph } from "./scene-graph/loader.server";
import { loadSceneCarousel } from "./scene-carousel/loader.server";
import { loadShopThisIdea } from "./shop-this-idea/loader.server";
import { loadShopByRoomList } from "./shop-by-room-list/loader.server";
import type { ModuleContext } from "./types";

/** What a module's server loader may use: the shopper's back office, store, device and the page's query. */
export type ModuleLoadContext = {
  api: BackofficeApi;
  store: Store;
  device: Device;
  urlKey: string;
  query: GuideQuery;
  /** The shopper's region (saved zip object), 'CA' when unknown (landing spec 7). */
  regionCode: string;
  /** Server time (ms) the page is rendered for; the preview may set another. */
  now: number;
};

/** A type's loader: its validated data, the page's load context and the module's place on the page (position, preselected tab). */
export type ModuleLoader<C extends ModuleCode, Out> = (data: ModuleData<C>, context: ModuleLoadContext, module: ModuleContext) => Promise<Out>;

type Loaders = { [C in ModuleCode]?: ModuleLoader<C, unknown> };

/**
 * Types whose first screen needs back-office data beyond their packageInfoMap (product
 * lists, scenes, posts, regions). A loader receives the validated data and returns what the
 * type's components render, so the server sends finished HTML; later pages and tab
 * switches go through resource routes. Loaders run in parallel, per request; one that fails
 * drops only its module.
 */
export const moduleLoaders = {
  24: loadInfluencerGallery,
  25: loadShopModule,
  26: loadSceneGraph,
  27: loadSceneCarousel,
  28: loadShopThisIdea,
  29: loadShopByRoomList,
  32: leadFormLoader,
} satisfies Loaders;

/** What the components of type C receive: the loader's result, or the schema's output when it has none. */
export type LoadedData<C extends ModuleCode> = C extends keyof typeof moduleLoaders
  ? Awaited<ReturnType<(typeof moduleLoaders)[C]>>
  : ModuleData<C>;
