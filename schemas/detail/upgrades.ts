import { z } from "zod";
import { accessoryField, pageSlice, skuListOf } from "./slice";

/** An ottoman option as ottomanSchema made it (rules/product/upgrades Ottoman). */
const ottomanField = z.object({ quantity: z.number(), specialPrice: z.number(), image: z.string().optional(), targetSku: z.string() });

/**
 * Sofa upgrades (detail spec 2 "Upgrades section", 4 "Upgrades"): the opening SKU's ottoman
 * options and the product's accessories, for modular sofas. Ottomans whose targetSku is not
 * one of the product's SKUs cannot be selected and are left out. Products without upgrades
 * get an empty section (it renders nothing), not a dropped one: having none is normal.
 */
export const upgradesSectionSchema = pageSlice({
  product: z.object({
    spuInfo: z.object({ spu: z.string() }),
    skuList: skuListOf({ sku: z.string(), skuId: z.string() }),
  }),
  skuId: z.string(),
  upgrades: z.object({ ottomans: z.array(ottomanField), accessories: z.array(accessoryField) }).nullish(),
}).transform((page) => {
  const codes = new Set(page.product.skuList.map((sku) => sku.sku));
  const upgrades = page.upgrades;
  return {
    /** The SKU the ottoman list belongs to: another SKU fetches its own list. */
    skuId: page.skuId,
    spu: page.product.spuInfo.spu,
    ottomans: (upgrades?.ottomans ?? []).filter((option) => codes.has(option.targetSku)),
    accessories: upgrades?.accessories ?? [],
    modular: upgrades != null,
    /** SKU codes by skuId, to fetch another SKU's ottoman list. */
    skus: Object.fromEntries(page.product.skuList.map((sku) => [sku.skuId, sku.sku])),
  };
});
