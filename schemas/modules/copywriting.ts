import { notImplementedSchema } from "./not-implemented";

/** Type 13: not built yet (replace with the real schema). */
export const copywritingSchema = notImplementedSchema;
