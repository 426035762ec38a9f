import type { ReactNode } from "react";
import type { Device } from "~schemas/rules/device";
import type { StoreId } from "~schemas/rules/stores";
import type { ModuleCode } from "~schemas/module-codes";
import type { Theme } from "~schemas/page-info";
import type { LoadedData } from "./loaders.server";

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

export type ModuleComponents<D> = {
  desktop: ModuleComponent<D>;
  mobile: ModuleComponent<D>;
};

/** The client half of a registry entry: a desktop and a mobile component for one schema's output. */
export function defineModule<D>(components: ModuleComponents<D>): ModuleComponents<D> {
  return components;
}

/**
 * A missing code, or components whose props do not match what the code's schema (or its
 * server loader) produces, fail to compile.
 */
export type ModuleRegistry = { [C in ModuleCode]: ModuleComponents<LoadedData<C>> };
