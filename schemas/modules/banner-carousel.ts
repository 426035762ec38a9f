import { notImplementedSchema } from "./not-implemented";

/** Type 5: not built yet (replace with the real schema). */
export const bannerCarouselSchema = notImplementedSchema;
