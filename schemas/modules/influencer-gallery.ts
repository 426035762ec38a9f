import { z } from "zod";

/**
 * Type 24: influencer gallery. Its headings are fixed ('Discover Styling Inspiration',
 * 'Shop, share & inspire') and its posts come from the influencer list call (landing spec
 * 7), loaded on the server by modules/influencer-gallery/loader.server.ts; the
 * packageInfoMap carries nothing the module reads, so any object (or none) is accepted.
 */
export const influencerGallerySchema = z.looseObject({}).transform(() => ({}));
