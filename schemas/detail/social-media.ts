import { z } from "zod";
import type { SocialPost } from "../rules/product/social-media";
import { pageSlice, skuListOf } from "./slice";

const mediaImages = z.array(z.object({ imageUrl: z.string().optional() }));

/**
 * The social media carousel (detail spec 2, "Other detail-page sections"; issue 18 item 4).
 * Its posts stream with the page (the loader's getSocialMediaList, shaped by socialPosts), so
 * they never hold up its first byte; the page gives it the product the post dialog adds: each
 * SKU's cart id, name, picture and price (the chosen SKU is added). No posts, and the section
 * shows nothing.
 */
export const socialMediaSectionSchema = pageSlice({
  socialPosts: z.array(z.custom<SocialPost>()).optional(),
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
    posts: page.socialPosts ?? [],
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
