import type { ScenePoint } from "~schemas/scene-data";

/**
 * Pick-and-buy (landing spec 4.1, 5.2) as pure functions: the scene's products start picked,
 * a toggle flips one, a reset (another category tab, scene tab or slide) picks all of the new
 * scene's products again. Totals and the picked SKUs are derived, never stored.
 */
export type PickItem = { skuId: string; price: number; isPick: boolean };

export type PickState = {
  /** What the picks belong to: the scene and where it is shown (tab, slide); a new key resets. */
  key: string;
  items: PickItem[];
};

export type PickAction = { type: "toggle"; skuId: string } | { type: "reset"; key: string; products: Pick<ScenePoint, "skuId" | "price">[] };

/** A scene's products, once each: a product placed twice in a room is picked and bought once. */
export function uniqueProducts<P extends Pick<ScenePoint, "skuId">>(points: P[]): P[] {
  const seen = new Set<string>();
  return points.filter((point) => !seen.has(point.skuId) && seen.add(point.skuId));
}

/** Every product picked. */
export function initialPicks(key: string, products: Pick<ScenePoint, "skuId" | "price">[]): PickState {
  return { key, items: uniqueProducts(products).map(({ skuId, price }) => ({ skuId, price, isPick: true })) };
}

export function pickReducer(state: PickState, action: PickAction): PickState {
  switch (action.type) {
    case "toggle":
      if (!state.items.some((item) => item.skuId === action.skuId)) return state;
      return { ...state, items: state.items.map((item) => (item.skuId === action.skuId ? { ...item, isPick: !item.isPick } : item)) };
    case "reset":
      return initialPicks(action.key, action.products);
  }
}

/** Money in cents, so sums of prices like 0.1 + 0.2 stay exact to the cent. */
const cents = (amount: number) => Math.round(amount * 100);

/** The sum of specialPrice over the picked items. */
export function pickTotal(state: PickState): number {
  return state.items.reduce((sum, item) => (item.isPick ? sum + cents(item.price) : sum), 0) / 100;
}

export function pickedSkuIds(state: PickState): string[] {
  return state.items.filter((item) => item.isPick).map((item) => item.skuId);
}

export function isPicked(state: PickState, skuId: string): boolean {
  return state.items.some((item) => item.skuId === skuId && item.isPick);
}

/** One key per SKU set, whatever the order: what a discount answer belongs to. */
export function skuSetKey(skuIds: string[]): string {
  return [...skuIds].sort().join(",");
}

/** The price shown: total − maxDiscountAmount, never below zero. */
export function pickPrice(total: number, discount: number): number {
  return Math.max(0, cents(total) - cents(discount)) / 100;
}

/** 'Save {amount}' shows only for a discount above zero. */
export function showsSaving(discount: number): boolean {
  return discount > 0;
}
