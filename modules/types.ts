import type { ReactNode } from "react";
import type { BackofficeApi } from "~schemas/backoffice-calls";
import type { ModuleCode } from "~schemas/module-codes";
import type { Theme } from "~schemas/page-info";
import type { ModuleData } from "~schemas/registry.server";
import type { Device } from "~schemas/rules/device";
import type { GuideQuery } from "~schemas/rules/guide-query";
import type { Store, StoreId } from "~schemas/rules/stores";

// Every module type imports this file: naming the page kit here makes each type's chunk reach
// the whole kit, which keeps the kit one chunk (./kit/page-kit.ts says why; ./kit/i18n.tsx why through it).
export { PAGE_KIT } from "./kit/i18n";

/** What the page pipeline decided about a module besides its data. */
export type ModuleContext = {
  /** 1-based position on the page (sortId). */
  position: number;
  /** The preceding rendered module's code when it is 1, 2 or 3: they tighten the spacing after them. */
  follows: 1 | 2 | 3 | null;
  /** Heading level for titles: the first main title is the page's h1. */
  heading: "h1" | "h2";
  /** Preselected tab (0-based) from the query, if any. */
  selectedTab: number | null;
  /** True for the first modules on the page: their images load eagerly. */
  aboveFold: boolean;
  /**
   * True for the page's first module that is not a title, sub title or tabs: its first large
   * image is the page's one image fetched ahead of the others (fetchpriority=high).
   */
  priority: boolean;
};

/** Page-wide context every module can read. */
export type PageContext = {
  urlKey: string;
  device: Device;
  store: StoreId;
  theme: Theme;
  top: string[];
  sceneId: string | null;
  /**
   * The time (ms since the epoch) the page is rendered for: the server's clock, or the
   * preview's `?at=`. Time-dependent output (countdowns, activity ends, coupon times) reads
   * this instead of Date.now(), so the server render and hydration agree and the preview can
   * show any moment.
   */
  now: number;
  /** The shopper's region for product lists (saved zip object), 'CA' when unknown. */
  regionCode: string;
};

export type ModuleProps<D> = { data: D; module: ModuleContext; page: PageContext };

/** A module component: a function of its props (a component may read fewer fields than its schema gives). */
export type ModuleComponent<D> = (props: ModuleProps<D>) => ReactNode;

/**
 * What renders one type: a single component when both devices share the markup (it reads
 * `page.device` for the layout), or one component per device when they differ.
 */
export type DeviceViews<P> = ((props: P) => ReactNode) | { desktop: (props: P) => ReactNode; mobile: (props: P) => ReactNode };

export type ModuleComponents<D> = DeviceViews<ModuleProps<D>>;

/** The component a device renders. */
export function viewFor<P>(views: DeviceViews<P>, device: Device): (props: P) => ReactNode {
  return typeof views === "function" ? views : views[device];
}

/** A type's views, typed by what its schema (or its server loader) produces. */
export function defineModule<D>(views: ModuleComponents<D>): ModuleComponents<D> {
  return views;
}

/** Where a server loader's warnings go (the app passes its logger). */
export type LoaderLog = { warn: (message: string, fields?: Record<string, unknown>) => void };

/** What a module's server loader may use: the shopper's back office, store, device and the page's query. */
export type ModuleLoadContext = {
  api: BackofficeApi;
  log: LoaderLog;
  store: Store;
  device: Device;
  urlKey: string;
  query: GuideQuery;
  /** The shopper's region (saved zip object), 'CA' when unknown (landing spec 7). */
  regionCode: string;
  /** Server time (ms) the page is rendered for; the preview may set another. */
  now: number;
};

/**
 * A type's server loader (`modules/<folder>/loader.server.ts`, exported as `load<Folder>`):
 * its validated data, the page's load context and the module's place on the page. It
 * returns what the type's components render, so the server sends finished HTML.
 */
export type ModuleLoader<C extends ModuleCode, Out> = (data: ModuleData<C>, context: ModuleLoadContext, module: ModuleContext) => Promise<Out>;
