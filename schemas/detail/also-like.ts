import { z } from "zod";
import { pageSlice, skuListOf, storeField } from "./slice";

/**
 * People Also Like (detail spec 2 "Other detail-page sections", 7 "Product detail recommend
 * list"; issue 18): what the section needs to ask for its list when it nears the viewport,
 * the opening SKU's code. The list itself is not part of the page: it never holds up the
 * first byte, and a failed call leaves only this section out.
 */
export const alsoLikeSectionSchema = pageSlice({
  product: z.object({ skuList: skuListOf({ sku: z.string(), skuId: z.string() }) }),
  skuId: z.string(),
  store: storeField,
}).transform((page) => {
  const opening = page.product.skuList.find((sku) => sku.skuId === page.skuId) ?? page.product.skuList[0]!;
  return { sku: opening.sku, store: page.store };
});
