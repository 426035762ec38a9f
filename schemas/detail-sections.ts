/**
 * The product page's detail sections: one registration line each. A key names the section's
 * schema, `schemas/detail/<key>.ts`, and its folder of views, `modules/detail-<key>/`;
 * `npm run registry` writes both registries from this list. Where a section sits on the
 * page is modules/detail-layout.ts's decision. Plain data, safe for the client bundle.
 */
export const DETAIL_SECTION_KEYS = ["gallery", "goods-info", "price", "variants", "upgrades", "buy", "service", "panels", "reviews-banner", "reviews", "buy-together", "get-the-look", "also-like", "shop-the-room", "social-media"] as const;

export type DetailSectionKey = (typeof DETAIL_SECTION_KEYS)[number];
