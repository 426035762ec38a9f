import type { DetailKind } from "~schemas/detail/page";
import type { Device } from "~schemas/rules/device";
import type { StoreId } from "~schemas/rules/stores";
import type { DeviceViews } from "./types";

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
};

export type SectionProps<D> = { data: D; page: DetailPageContext };

/** A section's views: one component reading `page.device`, or one per device. */
export type SectionComponents<D> = DeviceViews<SectionProps<D>>;

/** A section's views, typed by what its schema produces. */
export function defineSection<D>(views: SectionComponents<D>): SectionComponents<D> {
  return views;
}
