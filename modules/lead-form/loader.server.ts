import type { ModuleData } from "~schemas/registry.server";
import type { ModuleLoadContext } from "../types";

/**
 * The state field's options come from the region list (landing spec 2.7, 7). When the call
 * fails or answers nothing, the field's own `list` from the back office is used; with
 * neither, the module cannot be filled in and the error drops it.
 */
export async function loadLeadForm(data: ModuleData<32>, context: Pick<ModuleLoadContext, "api">): Promise<ModuleData<32>> {
  const needsRegions = data.fields.some((field) => field.standard === "state" && field.type !== "text");
  if (!needsRegions) return data;

  let regions: string[] = [];
  let failure: unknown = null;
  try {
    regions = [...new Set((await context.api.getRegionList({})).map((region) => region.regionName))];
  } catch (error) {
    failure = error;
  }
  const fields = data.fields.map((field) => {
    if (field.standard !== "state" || field.type === "text") return field;
    const options = regions.length > 0 ? regions : field.options;
    if (options.length === 0) {
      if (failure) throw failure;
      throw new Error(`the state field "${field.label}" has no options: the region list is empty and the field has no list`);
    }
    return { ...field, options };
  });
  return { ...data, fields };
}
