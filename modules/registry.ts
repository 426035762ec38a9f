import { banner } from "./banner";
import { mainTitle } from "./main-title";
import { notImplemented } from "./not-implemented";
import { richHtml } from "./rich-html";
import { subTitle } from "./sub-title";
import { tabs } from "./tabs";
import type { ModuleRegistry } from "./types";

/**
 * The client half of the module registry: type code -> desktop and mobile components.
 * Its type comes from the schemas in schemas/registry.server.ts, so a missing code or
 * components whose props do not match the code's schema fail to compile.
 */
export const moduleRegistry: ModuleRegistry = {
  1: mainTitle,
  2: subTitle,
  3: tabs,
  4: banner,
  5: notImplemented,
  6: notImplemented,
  7: notImplemented,
  9: notImplemented,
  10: notImplemented,
  11: notImplemented,
  12: notImplemented,
  13: notImplemented,
  14: notImplemented,
  15: notImplemented,
  16: notImplemented,
  17: notImplemented,
  18: notImplemented,
  19: notImplemented,
  20: notImplemented,
  21: notImplemented,
  22: notImplemented,
  23: notImplemented,
  24: notImplemented,
  25: notImplemented,
  26: notImplemented,
  27: notImplemented,
  28: notImplemented,
  29: notImplemented,
  30: richHtml,
  31: notImplemented,
  32: notImplemented,
};
