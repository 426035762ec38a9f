import { notImplementedSchema } from "./not-implemented";

/** Type 20: not built yet (replace with the real schema). */
export const videoSchema = notImplementedSchema;
