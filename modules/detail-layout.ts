import type { Device } from "~/lib/device";
import type { DetailSectionKey } from "~schemas/detail-registry.server";

/** Where sections sit on the detail page, per device, in order. A section not listed is not rendered. */
export type DetailLayout = { media: DetailSectionKey[]; info: DetailSectionKey[]; below: DetailSectionKey[] };

export const DETAIL_LAYOUT: Record<Device, DetailLayout> = {
  desktop: { media: ["gallery"], info: ["goods-info", "price", "variants", "upgrades", "buy"], below: [] },
  mobile: { media: ["gallery"], info: ["goods-info", "price", "variants", "upgrades", "buy"], below: [] },
};

export const layoutKeys = (layout: DetailLayout): DetailSectionKey[] => [...layout.media, ...layout.info, ...layout.below];
