/**
 * Sofa upgrades (detail spec 3, 4 "Upgrades", 9): the ottoman options and the accessories,
 * and what the shopper checked. Pure state transitions; the product state holds the state
 * and the upgrades section and Add to Cart read it.
 */

/** An ottoman option of the "Ottoman list": checking it selects its targetSku. */
export type Ottoman = { quantity: number; specialPrice: number; image?: string; targetSku: string };

/** An accessory of the "Accessories list"; `productId` is what the cart adds (our contract: its skuId or entityId). */
export type Accessory = { id: string; productId: string; name: string; image?: string; salePrice: number; quantity: number; custom: boolean };

export type Upgrades = { ottomans: Ottoman[]; accessories: Accessory[] };

/** Accessory quantity options (detail spec 9): 1 to 10. */
export const ACCESSORY_QUANTITIES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

export type AccessoryChoice = { checked: boolean; quantity: number };

export type UpgradeState = {
  /** The SKU chosen before an ottoman was checked: unchecking restores it. Null when no ottoman is checked. */
  baseSkuId: string | null;
  /** The checked ottoman's targetSku (the SKU code), or null. */
  ottoman: string | null;
  /** Accessory id -> its checkbox and quantity; absent means unchecked at its default quantity. */
  accessories: Record<string, AccessoryChoice>;
};

export const NO_UPGRADES: UpgradeState = { baseSkuId: null, ottoman: null, accessories: {} };

/**
 * Checking an ottoman selects its targetSku (remembering the SKU to go back to; checking
 * another ottoman keeps the first one's base); unchecking restores the original SKU.
 * Answers the next state and the SKU to select (null: the target is not one of the
 * product's SKUs, and nothing changes).
 */
export function toggleOttoman(
  state: UpgradeState,
  currentSkuId: string | null,
  ottoman: Ottoman,
  checked: boolean,
  skuIdOf: (sku: string) => string | undefined,
): { state: UpgradeState; selectSkuId: string | null } {
  if (checked) {
    const target = skuIdOf(ottoman.targetSku);
    if (!target) return { state, selectSkuId: null };
    return { state: { ...state, baseSkuId: state.baseSkuId ?? currentSkuId, ottoman: ottoman.targetSku }, selectSkuId: target };
  }
  if (state.ottoman !== ottoman.targetSku) return { state, selectSkuId: null };
  return { state: { ...state, baseSkuId: null, ottoman: null }, selectSkuId: state.baseSkuId };
}

export function accessoryChoice(state: UpgradeState, accessory: Accessory): AccessoryChoice {
  return state.accessories[accessory.id] ?? { checked: false, quantity: clampQuantity(accessory.quantity) };
}

const clampQuantity = (quantity: number) => Math.min(10, Math.max(1, Math.round(Number.isFinite(quantity) ? quantity : 1)));

export function toggleAccessory(state: UpgradeState, accessory: Accessory, checked: boolean): UpgradeState {
  const current = accessoryChoice(state, accessory);
  return { ...state, accessories: { ...state.accessories, [accessory.id]: { ...current, checked } } };
}

/** Changing the quantity in the dropdown checks the item (detail spec 4). */
export function setAccessoryQuantity(state: UpgradeState, accessory: Accessory, quantity: number): UpgradeState {
  return { ...state, accessories: { ...state.accessories, [accessory.id]: { checked: true, quantity: clampQuantity(quantity) } } };
}

/** The checked accessories with their quantities, in list order. */
export function checkedAccessories(state: UpgradeState, accessories: Accessory[]): { accessory: Accessory; quantity: number }[] {
  return accessories.flatMap((accessory) => {
    const choice = accessoryChoice(state, accessory);
    return choice.checked ? [{ accessory, quantity: choice.quantity }] : [];
  });
}

/**
 * The cart's product ids for the checked accessories. The cart adds quantity 1 per line
 * (detail spec 5, 7), so an accessory with Qty n is n lines of its product id; the back
 * office's batch add counts them into one cart line of n. (docs/decisions/product-page.md)
 */
export function accessoryProductIds(state: UpgradeState, accessories: Accessory[]): string[] {
  return checkedAccessories(state, accessories).flatMap(({ accessory, quantity }) => Array.from({ length: quantity }, () => accessory.productId));
}
