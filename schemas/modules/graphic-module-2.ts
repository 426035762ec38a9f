import { notImplementedSchema } from "./not-implemented";

/** Type 10: not built yet (replace with the real schema). */
export const graphicModule2Schema = notImplementedSchema;
