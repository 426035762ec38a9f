import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ComponentType, type ReactNode } from "react";
import { useTranslation } from "../translation";
import type { CartResponse, CartSuggestion } from "~schemas/rules/cart";
import type { Device } from "~schemas/rules/device";
import type { StoreId } from "~schemas/rules/stores";
import type { CartInfo } from "~schemas/backoffice";
import { FullScreenLoader } from "../full-screen-loader";
import { useToast } from "../toast";
import { callApp } from "../app-api";
import { useAccountChanges } from "../account";
import type { CartPanelProps } from "./cart-panel-props";

/** A product the 'My Cart' sheet offers to add next (landing spec 2.5: the add-more list). */
export type AddToCartOptions = {
  /** Products to offer in the sheet's add-more list after this add. */
  suggestions?: CartSuggestion[];
  /** The chosen delivery service of a single add (detail spec 7: Wrap list, the add's giftWrapId). */
  giftWrapId?: string;
  /** A set's add ('Shop this idea', landing spec 4.1): the batch call even for one product. */
  batch?: boolean;
  /**
   * Whether a successful add opens the drawer or sheet (default true). The Premier
   * membership's add on mobile confirms with a toast instead (detail spec 4).
   */
  openPanel?: boolean;
};

export type CartState = {
  /** Items in the cart; null until the browser has asked (the server HTML is the same for everyone). */
  count: number | null;
  lines: CartInfo["lines"];
  /** An add is under way (the full-screen loader shows). */
  busy: boolean;
};

export type CartApi = {
  /**
   * Adds the products (quantity 1 each; one product is a single add, several a batch add)
   * behind a full-screen loader. On success the cart drawer (desktop) or the 'My Cart' sheet
   * (mobile) opens (unless `openPanel` is false) and the result is true; on failure a toast
   * says so and it is false.
   * Nothing picked does nothing (landing spec 4.1, 5.2).
   */
  add: (productIds: string[], options?: AddToCartOptions) => Promise<boolean>;
  /** Opens the drawer or sheet without adding (the header's cart button). */
  /**
   * Another add call, run the same way (Buy Together's one add-combination call): the loader,
   * then the cart's new state and the drawer or sheet; a refusal's toast is its `message`, the
   * back office's own words, when it has one.
   */
  addWith: (call: () => Promise<CartResponse>, options?: AddToCartOptions) => Promise<boolean>;
  open: () => void;
};

const EMPTY: CartState = { count: null, lines: [], busy: false };

/**
 * The cart's state lives in a small store outside React's context, and the context value
 * never changes: a context update while modules are still hydrating would force React to
 * throw their server HTML away (React error 421). Components read the state with
 * useCartState, which re-renders only them.
 */
function createCartStore() {
  let state = EMPTY;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next: Partial<CartState>) {
      state = { ...state, ...next };
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

type CartStore = ReturnType<typeof createCartStore>;

export const CartContext = createContext<(CartApi & { store: CartStore }) | null>(null);

function useCartContext() {
  const cart = useContext(CartContext);
  if (!cart) throw new Error("the cart needs a CartProvider (StorefrontShell provides one)");
  return cart;
}

export function useCart(): CartApi {
  return useCartContext();
}

export function useCartState(): CartState {
  const { store } = useCartContext();
  return useSyncExternalStore(store.subscribe, store.get, () => EMPTY);
}


type PanelCode = { CartPanel: ComponentType<CartPanelProps> };

/**
 * The drawer's code (with the dialog and thumbnails it needs) loads with the first add or
 * open, so a page nobody adds from never loads it. Once loaded it renders like any component,
 * so the drawer opens in the same render as the add's result. Closed, it renders nothing
 * either way, so the server HTML and hydration do not depend on it. This file does not import
 * it: the drawer uses the page kit, which names this file (an import circle); ../lazy-parts.ts
 * hands its loader in (`provideCartPanel`).
 */
let panelSource: (() => Promise<PanelCode>) | null = null;
let panelCode: PanelCode | null = null;
let panelLoading: Promise<PanelCode | null> | null = null;

export function provideCartPanel(source: () => Promise<PanelCode>): void {
  panelSource = source;
}

function loadPanel(): Promise<PanelCode | null> {
  const source = panelSource ?? (() => Promise.reject(new Error("the cart drawer's code was not provided (modules/kit/lazy-parts.ts)")));
  panelLoading ??= source().then(
    (code) => (panelCode = code),
    () => {
      // Offline: the next add or open asks again.
      panelLoading = null;
      return null;
    },
  );
  return panelLoading;
}

/** The cart call; offline or answered with no JSON, it is a failure like any other. */
async function request(call: Promise<CartResponse>): Promise<CartResponse> {
  try {
    return await call;
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

export function CartProvider({ device, storeId, children }: { device: Device; storeId: StoreId; children: ReactNode }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [store] = useState(createCartStore);
  const [panel, setPanel] = useState<{ suggestions: CartSuggestion[] } | null>(null);
  // One add at a time: a second click while the loader shows is ignored.
  const adding = useRef(false);
  // The drawer's code may arrive after the page has gone (a navigation, a test's end).
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The cart is the shopper's: asked after hydration, and again after a login or logout in the page.
  const accountChanges = useAccountChanges();
  useEffect(() => {
    let live = true;
    void request(callApp("GET /api/cart", {})).then((answer) => {
      if (live && answer.ok) store.set({ count: answer.cart.count, lines: answer.cart.lines });
    });
    return () => {
      live = false;
    };
  }, [store, accountChanges]);

  const addWith = useCallback<CartApi["addWith"]>(
    async (call, options = {}) => {
      if (adding.current) return false;
      adding.current = true;
      store.set({ busy: true });
      // Fetched beside the add, so the drawer is ready when the answer is.
      const panelReady = options.openPanel === false ? null : loadPanel();
      try {
        const answer = await request(call());
        if (!answer.ok) {
          toast(answer.message ?? t("cart.failed"), "error");
          return false;
        }
        store.set({ count: answer.cart.count, lines: answer.cart.lines });
        if (panelReady && (await panelReady) && mounted.current) setPanel({ suggestions: options.suggestions ?? [] });
        return true;
      } finally {
        adding.current = false;
        store.set({ busy: false });
      }
    },
    [store, t, toast],
  );
  const add = useCallback<CartApi["add"]>(
    (productIds, options = {}) =>
      productIds.length === 0
        ? Promise.resolve(false)
        : addWith(
            () =>
              callApp("POST /api/cart", {
                productIds,
                ...(options.giftWrapId ? { giftWrapId: options.giftWrapId } : {}),
                ...(options.batch ? { batch: true as const } : {}),
              }),
            options,
          ),
    [addWith],
  );

  const open = useCallback(() => {
    void loadPanel().then((code) => {
      if (code && mounted.current) setPanel({ suggestions: [] });
    });
  }, []);
  const api = useMemo(() => ({ add, addWith, open, store }), [add, addWith, open, store]);

  return (
    <CartContext.Provider value={api}>
      {children}
      <CartOverlays
        panel={panel}
        onClose={() => setPanel(null)}
        device={device}
        storeId={storeId}
        onAdd={(productId) => void add([productId], { suggestions: panel?.suggestions })}
      />
    </CartContext.Provider>
  );
}

function CartOverlays({
  panel,
  onClose,
  device,
  storeId,
  onAdd,
}: {
  panel: { suggestions: CartSuggestion[] } | null;
  onClose: () => void;
  device: Device;
  storeId: StoreId;
  onAdd: (productId: string) => void;
}) {
  const { t } = useTranslation();
  const { count, lines, busy } = useCartState();
  const CartPanel = panelCode?.CartPanel;
  return (
    <>
      {CartPanel ? (
        <CartPanel
          open={panel !== null}
          onClose={onClose}
          device={device}
          storeId={storeId}
          count={count ?? 0}
          lines={lines}
          suggestions={panel?.suggestions ?? []}
          onAdd={onAdd}
        />
      ) : null}
      {busy ? <FullScreenLoader label={t("cart.adding")} /> : null}
    </>
  );
}
