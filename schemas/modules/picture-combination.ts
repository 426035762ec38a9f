import { notImplementedSchema } from "./not-implemented";

/** Type 17: not built yet (replace with the real schema). */
export const pictureCombinationSchema = notImplementedSchema;
