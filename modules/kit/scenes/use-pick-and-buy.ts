import { useCallback, useMemo, useReducer } from "react";
import { useCart } from "~modules/kit/cart/cart-provider";
import type { CartSuggestion } from "~schemas/rules/cart";
import { track } from "~modules/kit/analytics";
import { initialPicks, isPicked, pickedSkuIds, pickPrice, pickReducer, pickTotal, uniqueProducts } from "./pick";
import type { ScenePoint } from "~schemas/scene-data";
import { useBundleDiscount } from "./use-discount";

export type PickAndBuy = {
  /** The scene's products, once each, with whether each is picked. */
  products: (ScenePoint & { isPick: boolean })[];
  total: number;
  discount: number;
  /** A discount request for the current picks is under way. */
  pending: boolean;
  /** total − discount. */
  price: number;
  pickedCount: number;
  toggle: (skuId: string) => void;
  /** 'Shop this idea': adds every picked SKU in one batch; nothing picked does nothing (false). */
  shop: () => Promise<boolean>;
  /** The cart icon: adds one SKU. */
  addOne: (skuId: string) => Promise<boolean>;
};

export function cartSuggestions(points: ScenePoint[]): CartSuggestion[] {
  return uniqueProducts(points).map((point) => ({
    productId: point.skuId,
    name: point.name,
    imageUrl: point.imageUrl ?? undefined,
    price: point.price,
    detailUrl: point.detailUrl ?? undefined,
  }));
}

/**
 * Pick-and-buy for one scene (landing spec 4.1): everything starts picked; `resetKey` names
 * where the scene is shown (category tab, scene tab, slide), and a new key picks all of the
 * scene's products again. The cart's add shows the full-screen loader and opens the drawer
 * or sheet on success; the 'My Cart' sheet offers the scene's other products. `known`: the
 * all-picked discounts the page came with, or null where no price is shown (none is asked for).
 */
export function usePickAndBuy(resetKey: string, sceneId: string, points: ScenePoint[], known: ReadonlyMap<string, number> | null): PickAndBuy {
  const cart = useCart();
  const unique = useMemo(() => uniqueProducts(points), [points]);
  const [state, dispatch] = useReducer(pickReducer, null, () => initialPicks(resetKey, unique));
  // A new tab, slide or scene: start again with everything picked (adjusting state while rendering).
  if (state.key !== resetKey) dispatch({ type: "reset", key: resetKey, products: unique });
  const current = state.key === resetKey ? state : initialPicks(resetKey, unique);

  const picked = pickedSkuIds(current);
  const total = pickTotal(current);
  const { amount: discount, pending } = useBundleDiscount(picked, known);
  const suggestions = useMemo(() => cartSuggestions(unique), [unique]);

  const toggle = useCallback((skuId: string) => dispatch({ type: "toggle", skuId }), []);
  const pickedKey = picked.join(",");
  const shop = useCallback(async () => {
    const skuIds = pickedKey ? pickedKey.split(",") : [];
    if (skuIds.length === 0) return false;
    track("add_button", { kind: "shop_this_idea", sceneId, skuIds });
    // One pick is still the set's batch add, not the cart icon's single add (landing spec 4.1, 7).
    return cart.add(skuIds, { suggestions, batch: true });
  }, [cart, pickedKey, sceneId, suggestions]);
  const addOne = useCallback(
    (skuId: string) => {
      track("add_button", { kind: "single", sceneId, skuIds: [skuId] });
      return cart.add([skuId], { suggestions });
    },
    [cart, sceneId, suggestions],
  );

  return {
    products: unique.map((point) => ({ ...point, isPick: isPicked(current, point.skuId) })),
    total,
    discount,
    pending,
    price: pickPrice(total, discount),
    pickedCount: picked.length,
    toggle,
    shop,
    addOne,
  };
}
