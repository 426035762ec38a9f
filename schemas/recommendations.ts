import { z } from "zod";
import { suggestionListSchema } from "./product";

/*
 * The answers of the detail page's cross-sell lists (detail spec 7; issue 18), read as listing
 * card products like the similar products (suggestionListSchema: items without a link are
 * left out, a name, link or picture under another field name is taken).
 */

/** "Product detail recommend list": productDetailRecommendList, or the bare list one reading sends. */
export const recommendListSchema = z
  .unknown()
  .transform((value): unknown => {
    if (Array.isArray(value)) return value;
    const data = value as { productDetailRecommendList?: unknown } | null | undefined;
    return Array.isArray(data?.productDetailRecommendList) ? data.productDetailRecommendList : [];
  })
  .pipe(suggestionListSchema);

/** "getMoreFromTheCollection": a list (or `{items}`) of the collection's products. */
export const collectionListSchema = suggestionListSchema;
