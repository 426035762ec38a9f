import { z } from "zod";
import { assemblyGuides, detailRows, seatRatings, SEAT_RATING_STEPS } from "../rules/product/panels";
import { sanitizeRichHtml } from "../rules/rich-html.server";
import { getStore } from "../rules/stores";
import type { SeatTexts } from "./page";
import { pageSlice, skuListOf, storeField } from "./slice";

/** A text the product schema passes through unread (ours): anything but a non-blank text counts as none. */
const optionalString = z
  .unknown()
  .optional()
  .transform((value): string | null => (typeof value === "string" && value.trim() ? value.trim() : null));

const seatText = z.object({ name: z.string(), low: z.string(), high: z.string() });
/** Every seat-rating item's texts (a plain object: the section reads these four, whatever else comes). */
const seatTextsField = z.object({ comfort: seatText, depth: seatText, height: seatText, softness: seatText }) satisfies z.ZodType<SeatTexts>;

/**
 * The panels below the product (detail spec 2 "Panels"): Description, Specification,
 * Dimensions with seat ratings, care notes, returns, brand and assembly guides. Each SKU's own
 * rows, so the panels follow the chosen SKU. Seat-rating texts come with the page in the
 * store's seat-rating language (detail spec 9), which need not be the page's language.
 * `spuInfo.description` (HTML) and `spuInfo.brandDescription` are ours: the spec names the
 * panels, not their fields.
 */
export const panelsSectionSchema = pageSlice({
  product: z.object({
    spuInfo: z.object({ description: optionalString, brandInfo: z.string().optional(), brandDescription: optionalString }),
    skuList: skuListOf({
      skuId: z.string(),
      sku: z.string(),
      specifications: z.record(z.string(), z.unknown()).nullish(),
      dimensions: z.record(z.string(), z.unknown()).nullish(),
      starRating: z.object({ showStarRating: z.number().optional(), starRating: z.record(z.string(), z.number()).nullish() }).nullish(),
      /** Ours, passed through unread by the product schema: assemblyGuides reads what it can of it. */
      instructionsList: z.unknown().optional(),
    }),
  }),
  seatTexts: seatTextsField,
  store: storeField,
}).transform((page) => {
  const store = getStore(page.store);
  const info = page.product.spuInfo;
  const description = info.description ? sanitizeRichHtml(info.description).trim() : "";
  return {
    description: description || null,
    brand: info.brandInfo ? { name: info.brandInfo, description: info.brandDescription } : null,
    careTolerance: store.dimensionTolerance,
    seatSteps: SEAT_RATING_STEPS,
    seatLanguage: store.seatRatingLanguage,
    bySku: Object.fromEntries(
      page.product.skuList.map((sku) => [
        sku.skuId,
        {
          specifications: detailRows(sku.specifications),
          dimensions: detailRows(sku.dimensions),
          seatRatings: seatRatings(sku.starRating).map(({ item, value }) => ({
            item,
            value,
            ...page.seatTexts[item],
          })),
          guides: assemblyGuides(sku.sku, sku.instructionsList),
        },
      ]),
    ),
  };
});
