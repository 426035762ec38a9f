import { notImplementedSchema } from "./not-implemented";

/** Type 21: not built yet (replace with the real schema). */
export const buyerShowSchema = notImplementedSchema;
