import { notImplementedSchema } from "./not-implemented";

/** Type 9: not built yet (replace with the real schema). */
export const graphicModule1Schema = notImplementedSchema;
