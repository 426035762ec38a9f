import { notImplementedSchema } from "./not-implemented";

/** Type 11: not built yet (replace with the real schema). */
export const graphicModule3Schema = notImplementedSchema;
