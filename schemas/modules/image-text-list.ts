import { notImplementedSchema } from "./not-implemented";

/** Type 14: not built yet (replace with the real schema). */
export const imageTextListSchema = notImplementedSchema;
