import { notImplemented } from "../not-implemented";

/** Type 5: not built yet (replace with defineModule({ desktop, mobile })). */
export const bannerCarousel = notImplemented;
