/**
 * The type-code table (DESIGN.md). Plain data, safe for the client bundle:
 * the code list drives both registries and the preview's names.
 */
export const MODULE_NAMES = {
  1: "main title",
  2: "sub title",
  3: "tabs",
  4: "banner",
  5: "banner carousel",
  6: "single uploaded image",
  7: "image grid with hover float text",
  9: "graphic module 1",
  10: "graphic module 2",
  11: "graphic module 3",
  12: "graphic module 4",
  13: "copywriting",
  14: "image plus text list",
  15: "left title/text + right image",
  16: "two image/text cards",
  17: "picture combination",
  18: "icon / feature row",
  19: "titled cards with button",
  20: "video",
  21: "buyer-show image carousel",
  22: "coupon wall",
  23: "hot-keyword tiles",
  24: "influencer gallery",
  25: "shop module",
  26: "scene graph module",
  27: "shop-by-room scene carousel",
  28: "'Shop this idea' scene",
  29: "shop-by-room list",
  30: "rich HTML",
  31: "FAQ",
  32: "lead form",
} as const;

export type ModuleCode = keyof typeof MODULE_NAMES;

export const MODULE_CODES = Object.keys(MODULE_NAMES).map(Number) as ModuleCode[];

/** packageTypeList markers: only the modules between an 88 and a later 99 render. */
export const MARKER_START = 88;
export const MARKER_END = 99;

export function isModuleCode(code: number): code is ModuleCode {
  return Object.prototype.hasOwnProperty.call(MODULE_NAMES, code);
}

export function moduleName(code: number): string {
  return isModuleCode(code) ? MODULE_NAMES[code] : `unknown type ${code}`;
}
