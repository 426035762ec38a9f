/**
 * The module types: one registration line each (DESIGN.md's type-code table). `folder` names
 * the type's schema, `schemas/modules/<folder>.ts`, and its folder of views, optional server
 * loader and fixture cases, `modules/<folder>/`; `npm run registry` writes the schema
 * registry, the component registry, the loader list and the README's table from these lines.
 * `hydrate: false` marks a type whose views have no behaviour (no state, effects or handlers):
 * the browser keeps its server HTML and never loads its code (modules/module-views.tsx).
 * Plain data, safe for the client bundle.
 */
export const MODULE_TYPES = {
  1: { folder: "main-title", name: "main title", hydrate: false },
  2: { folder: "sub-title", name: "sub title", hydrate: false },
  3: { folder: "tabs", name: "tabs" },
  4: { folder: "banner", name: "banner", hydrate: false },
  5: { folder: "banner-carousel", name: "banner carousel" },
  6: { folder: "single-image", name: "single uploaded image", hydrate: false },
  7: { folder: "image-grid", name: "image grid with hover float text", hydrate: false },
  9: { folder: "graphic-module-1", name: "graphic module 1" },
  10: { folder: "graphic-module-2", name: "graphic module 2", hydrate: false },
  11: { folder: "graphic-module-3", name: "graphic module 3", hydrate: false },
  12: { folder: "graphic-module-4", name: "graphic module 4" },
  13: { folder: "copywriting", name: "copywriting", hydrate: false },
  14: { folder: "image-text-list", name: "image plus text list", hydrate: false },
  15: { folder: "title-text-image", name: "left title/text + right image", hydrate: false },
  16: { folder: "image-text-cards", name: "two image/text cards", hydrate: false },
  17: { folder: "picture-combination", name: "picture combination" },
  18: { folder: "feature-row", name: "icon / feature row" },
  19: { folder: "titled-cards", name: "titled cards with button", hydrate: false },
  20: { folder: "video", name: "video" },
  21: { folder: "buyer-show", name: "buyer-show image carousel" },
  22: { folder: "coupon-wall", name: "coupon wall" },
  23: { folder: "keyword-tiles", name: "hot-keyword tiles", hydrate: false },
  24: { folder: "influencer-gallery", name: "influencer gallery" },
  25: { folder: "shop-module", name: "shop module" },
  26: { folder: "scene-graph", name: "scene graph module" },
  27: { folder: "scene-carousel", name: "shop-by-room scene carousel" },
  28: { folder: "shop-this-idea", name: "'Shop this idea' scene" },
  29: { folder: "shop-by-room-list", name: "shop-by-room list" },
  30: { folder: "rich-html", name: "rich HTML", hydrate: false },
  31: { folder: "faq", name: "FAQ", hydrate: false },
  32: { folder: "lead-form", name: "lead form" },
} as const satisfies Record<number, { folder: string; name: string; hydrate?: false }>;

export type ModuleCode = keyof typeof MODULE_TYPES;

export const MODULE_CODES = Object.keys(MODULE_TYPES).map(Number) as ModuleCode[];

/** packageTypeList markers: only the modules between an 88 and a later 99 render. */
export const MARKER_START = 88;
export const MARKER_END = 99;

export function isModuleCode(code: number): code is ModuleCode {
  return Object.prototype.hasOwnProperty.call(MODULE_TYPES, code);
}

/** Whether the browser hydrates modules of this type (and so loads its code). */
export function hydrates(code: ModuleCode): boolean {
  return !("hydrate" in MODULE_TYPES[code]);
}

export function moduleName(code: number): string {
  return isModuleCode(code) ? MODULE_TYPES[code].name : `unknown type ${code}`;
}
