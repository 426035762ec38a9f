import { notImplementedSchema } from "./not-implemented";

/** Type 12: not built yet (replace with the real schema). */
export const graphicModule4Schema = notImplementedSchema;
