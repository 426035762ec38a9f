/*
 * Buy Together (detail spec 2 "Other detail-page sections", 4 "Buy Together", 5 "Buying",
 * 7 "Get kit products", "Get sku max discount amount", "Add combination to cart"; issue 18
 * item 1): which items a kit adds, which SKUs its discount is asked for, and what one
 * "add combination" call sends. Pure, so the section and the server share them.
 */

/** Fewer picked items than this and 'Add To Cart' only says so (error catalogue: 'Add at least 2 items to \nyour cart'). */
export const MIN_KIT_ITEMS = 2;

/** The kit list's activityType of an N-item activity ("buy N, save X"): its discount is the most the kit can save. */
export const N_ITEM_ACTIVITY = 1;

/** A SKU a kit item can be bought in (the item's skuList). */
export type KitSku = {
  skuId: string;
  sku: string;
  entityId: string | null;
  price: number | null;
  specialPrice: number;
  isFlashSale: boolean;
  flashSalePrice: number | null;
  imageUrl: string | null;
  /** The SKU's sale attribute values, e.g. "Oat" or "Sage / 4-seat". */
  label: string;
};

/** A kit's main or option product, with the SKU the back office listed it in. */
export type KitItem = {
  spu: string;
  spuId: string;
  sku: string;
  skuId: string;
  entityId: string | null;
  firstCategoryId: string | null;
  name: string;
  imageUrl: string | null;
  detailUrl: string | null;
  price: number | null;
  specialPrice: number;
  discountedPrice: number | null;
  isFlashSale: boolean;
  flashSalePrice: number | null;
  isMain: boolean;
  skuList: KitSku[];
};

export type Kit = {
  kitId: string;
  kitTitle: string;
  /** N_ITEM_ACTIVITY or another activity (a fixed kit price); null when the kit names none. */
  activityType: number | null;
  /** The subtitle with the activity's rules in short; opens the rules dialog. */
  activityTitle: string | null;
  /** The rules dialog's paragraphs. */
  activityRules: string[];
  mainProductList: KitItem[];
  optionProductList: KitItem[];
};

/** One entry of "Get sku max discount amount"'s skuDiscountDataList (detail spec 7). */
export type SkuDiscountData = {
  sku: string;
  spu: string;
  spuId: string;
  firstCategoryId: string | null;
  price: number | null;
  specialPrice: number;
  discountedPrice: number | null;
  quantity: 1;
  isFlashSale: 0 | 1;
  isMain: 0 | 1;
  entityId: string | null;
  flashSalePrice: number | null;
};

/** "Add combination to cart"'s request (detail spec 7). */
export type CombinationRequest = {
  kitId: string;
  mainProductId: string;
  giftWrapIdProductIdList: { productId: string; giftWrapId: string }[];
};

/** What the shopper pays for one of a SKU or item: the flash-sale price while it is on flash sale. */
export function payPrice(entry: { specialPrice: number; isFlashSale: boolean; flashSalePrice: number | null }): number {
  return entry.isFlashSale && entry.flashSalePrice !== null ? entry.flashSalePrice : entry.specialPrice;
}

/**
 * The SKU an option product's discount is asked for in an N-item activity (detail spec 4):
 * the one with the highest specialPrice among its SKUs not on flash sale (the first of equals),
 * so the section shows the most the kit can save. Null when every SKU is on flash sale: the
 * item is then asked for as listed.
 */
export function discountSku(item: Pick<KitItem, "skuList">): KitSku | null {
  let best: KitSku | null = null;
  for (const sku of item.skuList) if (!sku.isFlashSale && (best === null || sku.specialPrice > best.specialPrice)) best = sku;
  return best;
}

/** The options a kit starts with picked: all of them (detail spec 4). */
export function initialPicks(kit: Kit): string[] {
  return kit.optionProductList.map((item) => item.spuId);
}

/** The kit's items the shopper adds: every main product (fixed), then the picked options in the kit's order. */
export function pickedItems(kit: Kit, picked: readonly string[]): KitItem[] {
  return [...kit.mainProductList, ...kit.optionProductList.filter((item) => picked.includes(item.spuId))];
}

/** Whether the picked items may go to the cart: at least MIN_KIT_ITEMS (a main product and an option). */
export function enoughItems(kit: Kit, picked: readonly string[]): boolean {
  return kit.optionProductList.some((item) => picked.includes(item.spuId)) && pickedItems(kit, picked).length >= MIN_KIT_ITEMS;
}

/** The picked items' prices before the kit's discount. */
export function kitSubtotal(items: readonly KitItem[]): number {
  return Math.round(items.reduce((sum, item) => sum + payPrice(item), 0) * 100) / 100;
}

function discountData(item: KitItem, sku: KitSku | null): SkuDiscountData {
  const source = sku ?? item;
  return {
    sku: source.sku,
    spu: item.spu,
    spuId: item.spuId,
    firstCategoryId: item.firstCategoryId,
    price: source.price,
    specialPrice: source.specialPrice,
    discountedPrice: sku ? null : item.discountedPrice,
    quantity: 1,
    isFlashSale: source.isFlashSale ? 1 : 0,
    isMain: item.isMain ? 1 : 0,
    entityId: source.entityId,
    flashSalePrice: source.flashSalePrice,
  };
}

/**
 * skuDiscountDataList for the picked items: main products as listed; option products of an
 * N-item activity in their discountSku (one listed in a flash-sale SKU too: the discount never
 * reads a flash-sale price while another SKU has none; with none, as listed); other
 * activities' options as listed.
 */
export function discountRequest(kit: Kit, picked: readonly string[]): SkuDiscountData[] {
  const nItem = kit.activityType === N_ITEM_ACTIVITY;
  return pickedItems(kit, picked).map((item) => discountData(item, !item.isMain && nItem ? discountSku(item) : null));
}

/**
 * The SKUs the sheet starts with (skuId by spuId): a main product's listed SKU (the page's
 * product, as the shopper opened it) and an option that comes in one SKU only. Every other
 * option waits for the shopper's choice.
 */
export function initialChoices(kit: Kit): Record<string, string> {
  const choices: Record<string, string> = {};
  for (const item of kit.mainProductList) choices[item.spuId] = item.skuId;
  for (const item of kit.optionProductList) if (item.skuList.length === 1) choices[item.spuId] = item.skuList[0]!.skuId;
  return choices;
}

/** The picked items without a chosen SKU ('PleaseMake' until there are none). */
export function itemsWithoutSku(items: readonly KitItem[], chosen: Readonly<Record<string, string>>): KitItem[] {
  return items.filter((item) => !item.skuList.some((sku) => sku.skuId === chosen[item.spuId]));
}

/** The chosen SKU of an item, if it names one of the item's SKUs. */
export function chosenSku(item: KitItem, chosen: Readonly<Record<string, string>>): KitSku | null {
  return item.skuList.find((sku) => sku.skuId === chosen[item.spuId]) ?? null;
}

const productIdOf = (sku: KitSku): string => sku.entityId ?? sku.skuId;

/**
 * The one "add combination" call for the picked items and their chosen SKUs (detail spec 7):
 * mainProductId is the first main product's chosen SKU, and giftWrapIdProductIdList names every
 * picked item's chosen SKU (the cart's productId: its entityId, else its skuId) with no
 * delivery service. Null while fewer than MIN_KIT_ITEMS are picked or an item has no SKU.
 */
export function combinationRequest(kit: Kit, picked: readonly string[], chosen: Readonly<Record<string, string>>): CombinationRequest | null {
  if (!enoughItems(kit, picked)) return null;
  const items = pickedItems(kit, picked);
  const skus = items.map((item) => chosenSku(item, chosen));
  if (skus.some((sku) => sku === null)) return null;
  const chosenSkus = skus as KitSku[];
  return {
    kitId: kit.kitId,
    mainProductId: productIdOf(chosenSkus[0]!),
    giftWrapIdProductIdList: chosenSkus.map((sku) => ({ productId: productIdOf(sku), giftWrapId: "" })),
  };
}
