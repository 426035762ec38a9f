import { z } from "zod";
import { collectionTag } from "../rules/product/cross-sell";
import { pageSlice, skuListOf, storeField } from "./slice";

/**
 * Get the look (detail spec 2 "Other detail-page sections", 7 "getMoreFromTheCollection";
 * issue 18): the collection's tag (the first name in spuInfo.tagKeyList) and the ids its call
 * takes. The collection's products are asked for in the browser near the viewport, so the
 * first byte never waits for them. A product without a tag has no collection: the section
 * stays (having none is normal) and renders nothing.
 */
export const getTheLookSectionSchema = pageSlice({
  product: z.object({
    spuInfo: z.object({ spu: z.string(), spuId: z.string(), tagKeyList: z.array(z.object({ name: z.string().nullish() })) }),
    skuList: skuListOf({ sku: z.string(), skuId: z.string() }),
  }),
  skuId: z.string(),
  store: storeField,
}).transform((page) => {
  const opening = page.product.skuList.find((sku) => sku.skuId === page.skuId) ?? page.product.skuList[0]!;
  return {
    tag: collectionTag(page.product.spuInfo.tagKeyList),
    sku: opening.sku,
    skuId: opening.skuId,
    spu: page.product.spuInfo.spu,
    spuId: page.product.spuInfo.spuId,
    store: page.store,
  };
});
