import { z } from "zod";
import { pageSlice } from "./slice";

/**
 * Shop the Room (landing spec 2.5, the detail variants; issue 18 item 6): the room scenes
 * that feature the product. The browser asks for them when the section nears the viewport
 * (/api/product-scenes), so the page carries only which product to ask about.
 */
export const shopTheRoomSectionSchema = pageSlice({
  product: z.object({ spuInfo: z.object({ spu: z.string(), spuId: z.string() }) }),
}).transform((page) => ({ spu: page.product.spuInfo.spu, spuId: String(page.product.spuInfo.spuId) }));
