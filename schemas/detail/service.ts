import { z } from "zod";
import { SERVICE_ROWS, type ServiceRow } from "../rules/product/delivery";
import { safeUrl } from "../rules/safe-url";
import { getStore } from "../rules/stores";
import { pageSlice, storeField } from "./slice";

/**
 * Which rows a product hides: `spuInfo.hiddenServiceRows` (ours: the spec says each row can
 * be hidden by an option, not where the option lives), a list of row keys or one
 * comma-separated text. Unknown keys are ignored.
 */
const hiddenRowsSchema = z
  .union([z.array(z.unknown()), z.string()])
  .nullish()
  .transform((value) => {
    const entries = typeof value === "string" ? value.split(",") : (value ?? []);
    return entries.flatMap((entry) => {
      const key = typeof entry === "string" ? entry.trim() : "";
      return (SERVICE_ROWS as readonly string[]).includes(key) ? [key as ServiceRow] : [];
    });
  });

/** The shopper's saved zip object as parseZipObject made it (rules/product/zip ZipObject). */
const zipField = z.object({ postcode: z.string(), regionCode: z.string().nullable(), regionName: z.string().nullable(), city: z.string().nullable() });

/**
 * The service card (detail spec 2 "Service card rows", 4 "Postcode input", 9): the rows this
 * product and store show, the saved zip object and the eco certificate. The delivery
 * description itself is the chosen SKU's side data (it changes with the SKU and postcode).
 */
export const serviceSectionSchema = pageSlice({
  product: z.object({
    spuInfo: z.object({
      // Passed through unread by the product schema: a value that is no list of rows hides none, as before.
      hiddenServiceRows: hiddenRowsSchema.catch([]),
      environmentalLabel: z.string().optional(),
      isHideFreeShipping: z.boolean(),
    }),
  }),
  zip: zipField.nullish(),
  store: storeField,
}).transform((page) => {
  const store = getStore(page.store);
  const info = page.product.spuInfo;
  const hidden = new Set(info.hiddenServiceRows);
  // The environmental label is the certificate's image address; a label that is no safe address cannot open one.
  const certificate = safeUrl(info.environmentalLabel, "media") ?? null;
  if (!certificate) hidden.add("eco");
  if (!store.showsDeliveryOptions) hidden.add("deliveryOptions");
  return {
    rows: SERVICE_ROWS.filter((row) => !hidden.has(row)),
    isHideFreeShipping: info.isHideFreeShipping,
    zip: page.zip ?? null,
    certificate,
  };
});
