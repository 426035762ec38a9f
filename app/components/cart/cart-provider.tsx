import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Device } from "~/lib/device";
import type { StoreId } from "~/lib/stores";
import type { CartResponse } from "~/lib/cart";
import type { CartInfo } from "~schemas/backoffice";
import { FullScreenLoader } from "../full-screen-loader";
import { useToast } from "../toast";
import { CartPanel } from "./cart-panel";

/** A product the 'My Cart' sheet offers to add next (landing spec 2.5: the add-more list). */
export type CartSuggestion = { productId: string; name: string; imageUrl?: string; price?: number; detailUrl?: string };

export type AddToCartOptions = {
  /** Products to offer in the sheet's add-more list after this add. */
  suggestions?: CartSuggestion[];
};

export type CartApi = {
  /** Items in the cart; null until the browser has asked (the server HTML is the same for everyone). */
  count: number | null;
  lines: CartInfo["lines"];
  /**
   * Adds the products (quantity 1 each; one product is a single add, several a batch add)
   * behind a full-screen loader. On success the cart drawer (desktop) or the 'My Cart' sheet
   * (mobile) opens and the result is true; on failure a toast says so and it is false.
   * Nothing picked does nothing (landing spec 4.1, 5.2).
   */
  add: (productIds: string[], options?: AddToCartOptions) => Promise<boolean>;
  /** Opens the drawer or sheet without adding (the header's cart button). */
  open: () => void;
  busy: boolean;
};

export const CartContext = createContext<CartApi | null>(null);

export function useCart(): CartApi {
  const cart = useContext(CartContext);
  if (!cart) throw new Error("useCart needs a CartProvider (StorefrontShell provides one)");
  return cart;
}

async function request(init?: RequestInit): Promise<CartResponse> {
  try {
    const response = await fetch("/api/cart", init);
    return (await response.json()) as CartResponse;
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

export function CartProvider({ device, storeId, children }: { device: Device; storeId: StoreId; children: ReactNode }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [cart, setCart] = useState<CartInfo | null>(null);
  const [panel, setPanel] = useState<{ suggestions: CartSuggestion[] } | null>(null);
  const [busy, setBusy] = useState(false);
  // One add at a time: a second click while the loader shows is ignored.
  const adding = useRef(false);

  useEffect(() => {
    let live = true;
    void request().then((answer) => {
      if (live && answer.ok) setCart(answer.cart);
    });
    return () => {
      live = false;
    };
  }, []);

  const add = useCallback<CartApi["add"]>(
    async (productIds, options = {}) => {
      if (productIds.length === 0 || adding.current) return false;
      adding.current = true;
      setBusy(true);
      try {
        const answer = await request({
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ productIds }),
        });
        if (!answer.ok) {
          toast(t("cart.failed"), "error");
          return false;
        }
        setCart(answer.cart);
        setPanel({ suggestions: options.suggestions ?? [] });
        return true;
      } finally {
        adding.current = false;
        setBusy(false);
      }
    },
    [t, toast],
  );

  const open = useCallback(() => setPanel({ suggestions: [] }), []);

  const api = useMemo<CartApi>(
    () => ({ count: cart?.count ?? null, lines: cart?.lines ?? [], add, open, busy }),
    [cart, add, open, busy],
  );

  return (
    <CartContext.Provider value={api}>
      {children}
      <CartPanel
        open={panel !== null}
        onClose={() => setPanel(null)}
        device={device}
        storeId={storeId}
        count={api.count ?? 0}
        lines={api.lines}
        suggestions={panel?.suggestions ?? []}
        onAdd={(productId) => void add([productId], { suggestions: panel?.suggestions })}
      />
      {busy ? <FullScreenLoader label={t("cart.adding")} /> : null}
    </CartContext.Provider>
  );
}
