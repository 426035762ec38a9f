import { notImplementedSchema } from "./not-implemented";

/** Type 6: not built yet (replace with the real schema). */
export const singleImageSchema = notImplementedSchema;
