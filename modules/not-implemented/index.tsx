import type { z } from "zod";
import type { notImplementedSchema } from "~schemas/modules/not-implemented";
import { defineModule } from "../types";

/**
 * Stand-in for type codes not built yet. The pipeline never hands it a module (it drops
 * them with "not implemented yet", which the preview lists), so it renders nothing.
 */
function NotImplemented() {
  return null;
}

export const notImplemented = defineModule<z.output<typeof notImplementedSchema>>({ desktop: NotImplemented, mobile: NotImplemented });
