import { z } from "zod";
import { assemblyGuides, detailRows, seatRatings, SEAT_RATING_STEPS } from "../rules/product/panels";
import { sanitizeRichHtml } from "../rules/rich-html.server";
import { getStore } from "../rules/stores";
import type { ProductPage } from "./page";

const optionalString = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value.trim() : null);

/**
 * The panels below the product (detail spec 2 "Panels"): Description, Specification,
 * Dimensions with seat ratings, care notes, returns, brand and assembly guides. Each SKU's own
 * rows, so the panels follow the chosen SKU. Seat-rating texts come with the page in the
 * store's seat-rating language (detail spec 9), which need not be the page's language.
 * `spuInfo.description` (HTML) and `spuInfo.brandDescription` are ours: the spec names the
 * panels, not their fields.
 */
export const panelsSectionSchema = z.custom<ProductPage>().transform((page) => {
  const store = getStore(page.store);
  const info = page.product.spuInfo as typeof page.product.spuInfo & Record<string, unknown>;
  const rawDescription = optionalString(info.description);
  const description = rawDescription ? sanitizeRichHtml(rawDescription).trim() : "";
  return {
    description: description || null,
    brand: info.brandInfo ? { name: info.brandInfo, description: optionalString(info.brandDescription) } : null,
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
          guides: assemblyGuides(sku.sku, (sku as Record<string, unknown>).instructionsList),
        },
      ]),
    ),
  };
});
