import { notImplementedSchema } from "./not-implemented";

/** Type 19: not built yet (replace with the real schema). */
export const titledCardsSchema = notImplementedSchema;
