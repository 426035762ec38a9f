import { z } from "zod";
import { pageSlice, skuListOf } from "./slice";

const mediaImages = z.array(z.object({ imageUrl: z.string().optional() }));

/**
 * The social media carousel (detail spec 2, "Other detail-page sections"; issue 18 item 4).
 * Its posts are fetched by the browser when the section nears the viewport
 * (/api/social-media), so they never hold up the page; the page gives it the product the
 * post dialog adds: each SKU's cart id, name, picture and price (the chosen SKU is added).
 */
export const socialMediaSectionSchema = pageSlice({
  product: z.object({
    spuInfo: z.object({ spu: z.string(), name: z.string().optional(), productMediaList: mediaImages }),
    skuList: skuListOf({
      skuId: z.string(),
      entityId: z.string().nullish(),
      name: z.string().optional(),
      specialPrice: z.number(),
      productMediaList: mediaImages,
    }),
  }),
}).transform((page) => {
  const { spuInfo } = page.product;
  const title = spuInfo.name?.split(",")[0]?.trim() || spuInfo.spu;
  return {
    spu: spuInfo.spu,
    skus: Object.fromEntries(
      page.product.skuList.map((sku) => [
        sku.skuId,
        {
          productId: String(sku.entityId ?? sku.skuId),
          name: sku.name?.split(",")[0]?.trim() || title,
          price: sku.specialPrice,
          image: sku.productMediaList[0]?.imageUrl ?? spuInfo.productMediaList[0]?.imageUrl ?? null,
        },
      ]),
    ),
  };
});

export type SocialMediaSection = z.output<typeof socialMediaSectionSchema>;
