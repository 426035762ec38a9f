import { z } from "zod";
import { pageSlice, skuListOf, storeField } from "./slice";

/**
 * Buy Together (detail spec 2 "Other detail-page sections", 7 "Get kit products"; issue 18
 * item 1): what the section needs to ask for the opening SKU's kits when it nears the
 * viewport. The kits are not part of the page: they never hold up its first byte, and a failed
 * call leaves only this section out.
 */
export const buyTogetherSectionSchema = pageSlice({
  product: z.object({ skuList: skuListOf({ skuId: z.string() }) }),
  skuId: z.string(),
  store: storeField,
}).transform((page) => {
  const opening = page.product.skuList.find((sku) => sku.skuId === page.skuId) ?? page.product.skuList[0]!;
  return { skuId: opening.skuId, store: page.store };
});
