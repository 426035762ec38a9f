import { z } from "zod";
import { DEVICES } from "../rules/device";
import { STORE_IDS } from "../rules/stores";
import type { DetailKind, ProductPage } from "./page";

/*
 * What the detail sections' schemas share. A section schema checks the slice of the
 * ProductPage its mapping reads, not the whole page again: the loader built the page from
 * answers schemas/product.ts already parsed, so the slice describes those parsed shapes
 * (numbers are numbers, lists are lists) and coerces nothing. A page lacking a field a
 * section reads loses that section alone, with a reason naming the field.
 */

/**
 * A section's slice of the page: `shape` names the fields its mapping reads (a plain
 * z.object, so the mapping sees only checked fields). The schema takes a whole ProductPage,
 * as the registry passes it; it does not compile when a ProductPage could not fit the
 * slice, so a slice cannot demand what the page's types do not promise.
 */
export function pageSlice<Shape extends z.ZodRawShape>(
  shape: Shape,
  ..._fits: ProductPage extends z.input<z.ZodObject<Shape>> ? [] : ["a ProductPage does not fit this slice"]
) {
  // The identity step only types the schema's input as the page: a z.object's input type is its
  // shape, which the registry's check (input: ProductPage) does not take. It costs a function call.
  return z.preprocess((page: ProductPage) => page, z.object(shape));
}

/** One of a few values; friendlier than zod's "Invalid option" for the preview. */
export function oneOf<const T extends readonly (string | number)[]>(values: T) {
  return z.literal(values, {
    error: (issue) => (issue.input === undefined ? "is missing" : issue.input === null ? "is empty" : `should be one of ${values.join(", ")}`),
  });
}

export const storeField = oneOf(STORE_IDS);
export const deviceField = oneOf(DEVICES);
export const kindField = oneOf(["page", "ads", "min"] satisfies DetailKind[]);

/** The product's SKUs: the loader refuses a product without one, so an empty list drops the section. */
export const skuListOf = <Shape extends z.ZodRawShape>(shape: Shape) => z.array(z.object(shape)).min(1, "is empty");

/** The page's review summary: null when its call failed (the product's own topRated and reviewCount stand in). */
export const reviewSummaryField = z.object({ ratingSummary: z.number(), reviewsCount: z.number() }).nullable();

/** spuInfo's rating fields, read when the review summary is null. */
export const spuRatingShape = { topRated: z.number().optional(), reviewCount: z.number().optional() };

/** An accessory as accessorySchema made it (rules/product/upgrades Accessory): sections hand it on whole to the cart. */
export const accessoryField = z.object({
  id: z.string(),
  productId: z.string(),
  name: z.string(),
  image: z.string().optional(),
  salePrice: z.number(),
  quantity: z.number(),
  custom: z.boolean(),
});
