import { notImplementedSchema } from "./not-implemented";

/** Type 15: not built yet (replace with the real schema). */
export const titleTextImageSchema = notImplementedSchema;
