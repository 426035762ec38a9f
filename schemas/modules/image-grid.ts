import { notImplementedSchema } from "./not-implemented";

/** Type 7: not built yet (replace with the real schema). */
export const imageGridSchema = notImplementedSchema;
