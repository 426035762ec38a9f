import { notImplementedSchema } from "./not-implemented";

/** Type 18: not built yet (replace with the real schema). */
export const featureRowSchema = notImplementedSchema;
