import type { ReactNode } from "react";
import type { Device } from "~schemas/rules/device";
import type { StoreId } from "~schemas/rules/stores";
import type { DetailKind } from "~schemas/detail/page";
import type { DetailSectionData, DetailSectionKey } from "~schemas/detail-registry.server";

/** Page-wide context every detail section can read. */
export type DetailPageContext = {
  kind: DetailKind;
  path: string;
  store: StoreId;
  device: Device;
  /** Server time (ms) the page was rendered for. */
  now: number;
  spu: string;
  spuId: string;
  /** A logged-in shopper (a login token): guests get login prompts (detail spec 6). */
  loggedIn?: boolean;
};

export type SectionProps<D> = { data: D; page: DetailPageContext };

/** A section component: a function of its props. */
export type SectionComponent<D> = (props: SectionProps<D>) => ReactNode;

export type SectionComponents<D> = { desktop: SectionComponent<D>; mobile: SectionComponent<D> };

/** The client half of a detail-section entry: a desktop and a mobile component for one schema's output. */
export function defineSection<D>(components: SectionComponents<D>): SectionComponents<D> {
  return components;
}

/** A missing section, or components whose props do not match the section's schema, fail to compile. */
export type DetailSectionRegistry = { [K in DetailSectionKey]: SectionComponents<DetailSectionData<K>> };
