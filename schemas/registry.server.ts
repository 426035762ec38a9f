import type { z } from "zod";
import type { ModuleCode } from "./module-codes";
import { bannerSchema } from "./modules/banner";
import { mainTitleSchema } from "./modules/main-title";
import { notImplementedSchema } from "./modules/not-implemented";
import { richHtmlSchema } from "./modules/rich-html";
import { subTitleSchema } from "./modules/sub-title";
import { tabsSchema } from "./modules/tabs";

/**
 * The server half of the module registry: type code -> schema of its packageInfoMap.
 * Server-only (the `.server` suffix keeps zod out of the client bundle); the components
 * in modules/registry.ts take their props from these schemas' output types.
 */
export const moduleSchemas = {
  1: mainTitleSchema,
  2: subTitleSchema,
  3: tabsSchema,
  4: bannerSchema,
  5: notImplementedSchema,
  6: notImplementedSchema,
  7: notImplementedSchema,
  9: notImplementedSchema,
  10: notImplementedSchema,
  11: notImplementedSchema,
  12: notImplementedSchema,
  13: notImplementedSchema,
  14: notImplementedSchema,
  15: notImplementedSchema,
  16: notImplementedSchema,
  17: notImplementedSchema,
  18: notImplementedSchema,
  19: notImplementedSchema,
  20: notImplementedSchema,
  21: notImplementedSchema,
  22: notImplementedSchema,
  23: notImplementedSchema,
  24: notImplementedSchema,
  25: notImplementedSchema,
  26: notImplementedSchema,
  27: notImplementedSchema,
  28: notImplementedSchema,
  29: notImplementedSchema,
  30: richHtmlSchema,
  31: notImplementedSchema,
  32: notImplementedSchema,
} satisfies { [C in ModuleCode]: z.ZodType };

export type ModuleSchemas = typeof moduleSchemas;

/** What a module of type C hands its components: the schema's output. */
export type ModuleData<C extends ModuleCode> = z.output<ModuleSchemas[C]>;

export function isImplemented(code: ModuleCode): boolean {
  return moduleSchemas[code] !== notImplementedSchema;
}
