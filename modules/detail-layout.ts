import type { Device } from "~schemas/rules/device";
import type { DetailSectionKey } from "~schemas/detail-sections";

/** Where sections sit on the detail page, per device, in order. A section not listed is not rendered. */
export type DetailLayout = { media: DetailSectionKey[]; info: DetailSectionKey[]; below: DetailSectionKey[] };

export const DETAIL_LAYOUT: Record<Device, DetailLayout> = {
  // The panels open the area below; the reviews banner and the review list (#module-commentList) close it.
  // Sections whose data arrives near the viewport (Shop the Room, social media, Buy Together,
  // People Also Like) follow the review list, so they move nothing above them: above the reviews
  // they pushed the streamed reviews and the rating's scroll target down (CLS 0.43 on fern).
  // Get the look ends the info column; People Also Like, which arrives near the viewport, follows the reviews so it never moves them.
  desktop: { media: ["gallery"], info: ["goods-info", "price", "variants", "upgrades", "buy", "service", "get-the-look"], below: ["panels", "reviews-banner", "reviews", "shop-the-room", "social-media", "buy-together", "also-like"] },
  mobile: { media: ["gallery"], info: ["goods-info", "price", "variants", "upgrades", "buy", "service", "get-the-look"], below: ["panels", "reviews-banner", "reviews", "shop-the-room", "social-media", "buy-together", "also-like"] },
};

export const layoutKeys = (layout: DetailLayout): DetailSectionKey[] => [...layout.media, ...layout.info, ...layout.below];
