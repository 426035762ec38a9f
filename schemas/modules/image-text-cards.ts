import { notImplementedSchema } from "./not-implemented";

/** Type 16: not built yet (replace with the real schema). */
export const imageTextCardsSchema = notImplementedSchema;
