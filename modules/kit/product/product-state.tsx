import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { chosenWrap } from "~schemas/rules/product/delivery";
import type { SkuSideData } from "~schemas/rules/product/side-data";
import type { AddOrigin } from "~schemas/rules/product/add-source";
import { NO_UPGRADES, type Accessory, type UpgradeState } from "~schemas/rules/product/upgrades";
import { callApp } from "../app-api";

/** What the state knows of each SKU: its code (for the side calls) and its URL variant. */
export type SkuRef = { sku: string; variant: string | null };

export type SelectSkuOptions = {
  /** An ottoman's check or uncheck changes the SKU without resetting the upgrades. */
  keepUpgrades?: boolean;
};

/** An add of the chosen SKU, from where it started. */
type AddFrom = (origin: AddOrigin) => void;

type ProductState = {
  /** The chosen SKU; null when the shopper's choice has no SKU. */
  skuId: string | null;
  /** The chosen SKU's code (what the back office's delivery calls name); null with no SKU. */
  skuCode: string | null;
  /** Chooses a SKU; any other SKU change resets the modular sofa upgrades (detail spec 4). */
  selectSku: (skuId: string | null, options?: SelectSkuOptions) => void;
  /** The chosen SKU's delivery description and coupon summary; null while it loads (both parts null when the call failed). */
  side: SkuSideData | null;
  /**
   * Asks the chosen SKU's side data again (the shopper's postcode changed, so the delivery
   * description is for another region). The old data stays shown until the new arrives;
   * other SKUs' data is asked again when they are chosen.
   */
  reloadSide: () => void;
  /** The chosen SKU's side data is being asked (first time or again). */
  sideLoading: boolean;
  /** The chosen delivery service (detail spec 7, Wrap list) of the chosen SKU: the shopper's choice, else the default. */
  giftWrapId: string | null;
  selectGiftWrap: (wrapId: string) => void;
  /** The sofa upgrades the shopper checked (ottoman and accessories). */
  upgrades: UpgradeState;
  setUpgrades: (update: (current: UpgradeState) => UpgradeState) => void;
  /** The skuId of a SKU code (an ottoman's targetSku names a SKU by its code). */
  skuIdOf: (sku: string) => string | undefined;
  /** The accessories the upgrades section offers (it streams in): Add to Cart adds the checked ones. */
  accessories: Accessory[];
  offerAccessories: (accessories: Accessory[]) => void;
  /**
   * The add of the chosen SKU from outside the buy bar (the Discount Details dialog), through
   * the bar's own buying rules (useBuy hands them in with `provideAdd`); null while no bar is
   * there. Read when needed (the dialog opens after hydration, the bar handed it in by then):
   * handing it in changes no state, so it re-renders nothing and never updates a boundary that
   * is still hydrating.
   */
  addFrom: () => AddFrom | null;
  /** The buy bar hands in its add; the returned function takes it back. */
  provideAdd: (add: AddFrom) => () => void;
};

const ProductStateContext = createContext<ProductState | null>(null);

/** A SKU's side data and the generation it was asked in (see reloadSide). */
type SideEntry = { data: SkuSideData | null; generation: number };

/**
 * The state the detail sections share: the chosen SKU and its side data. A SKU change
 * replaces the URL's `variant` in history without a new entry (detail spec 2) and without a
 * navigation: the page holds every SKU's own data, and only the side data (delivery,
 * coupons) is fetched, once per SKU and generation, a superseded request aborted.
 */
export function ProductStateProvider({
  initialSkuId,
  skus,
  spu,
  initialSide,
  lateSide = null,
  syncUrl = true,
  children,
}: {
  initialSkuId: string;
  skus: Record<string, SkuRef>;
  spu: string;
  /** The opening SKU's side data, loaded with the page. */
  initialSide: SkuSideData;
  /** The part of it that streams after the page (its delivery services): added to the opening SKU's data when it comes. */
  lateSide?: Promise<Partial<SkuSideData>> | null;
  /** Whether a SKU change writes `variant` into the address (the page); the quick view leaves the host page's address alone. */
  syncUrl?: boolean;
  children: ReactNode;
}) {
  const [skuId, setSkuId] = useState<string | null>(initialSkuId);
  const [sides, setSides] = useState<Record<string, SideEntry>>(() => ({ [initialSkuId]: { data: initialSide, generation: 0 } }));
  const [generation, setGeneration] = useState(0);
  const [wrapChoice, setWrapChoice] = useState<{ skuId: string; wrapId: string } | null>(null);
  const [upgrades, setUpgradeState] = useState<UpgradeState>(NO_UPGRADES);
  const [accessories, setAccessories] = useState<Accessory[]>([]);
  const chosen = useRef(skuId);
  chosen.current = skuId;

  const selectSku = useCallback(
    (next: string | null, options: SelectSkuOptions = {}) => {
      if (next === chosen.current) return;
      setSkuId(next);
      if (!options.keepUpgrades) setUpgradeState(NO_UPGRADES);
      const variant = next ? skus[next]?.variant : null;
      if (!variant || !syncUrl) return;
      const url = new URL(window.location.href);
      url.searchParams.set("variant", variant);
      // Keep Remix's own history state so its scroll restoration and navigation keep working.
      window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    },
    [skus, syncUrl],
  );

  const entry = skuId ? sides[skuId] : undefined;
  const fresh = entry !== undefined && entry.generation === generation;
  useEffect(() => {
    const ref = skuId ? skus[skuId] : undefined;
    if (!skuId || !ref || fresh) return;
    const controller = new AbortController();
    // A failed call keeps what there is, else counts as no data (detail spec 4: no region,
    // stock 0), so nothing waits for it forever.
    const settle = (data: SkuSideData | null) =>
      setSides((current) => ({ ...current, [skuId]: { data: data ?? current[skuId]?.data ?? { delivery: null, coupons: null }, generation } }));
    callApp("GET /api/product-sku", { sku: ref.sku, skuId, spu }, { signal: controller.signal })
      .then((answer) => settle("error" in answer ? null : answer))
      .catch(() => {
        // Offline or failed: keep what there is, and stop asking in this generation. Aborted: a newer request runs.
        if (!controller.signal.aborted) settle(null);
      });
    return () => controller.abort();
  }, [skuId, skus, spu, fresh, generation]);

  useEffect(() => {
    if (!lateSide) return;
    let live = true;
    lateSide.then(
      (late) => {
        if (!live) return;
        setSides((current) => {
          const opening = current[initialSkuId];
          // Asked again meanwhile (another postcode): that answer is the newer one.
          if (!opening?.data || opening.generation !== 0) return current;
          return { ...current, [initialSkuId]: { ...opening, data: { ...opening.data, ...late } } };
        });
      },
      () => {
        // Not streamed: the opening SKU goes without, as when its call fails.
      },
    );
    return () => {
      live = false;
    };
  }, [lateSide, initialSkuId]);

  const reloadSide = useCallback(() => setGeneration((current) => current + 1), []);
  const selectGiftWrap = useCallback((wrapId: string) => setWrapChoice(skuId ? { skuId, wrapId } : null), [skuId]);
  const setUpgrades = useCallback((update: (current: UpgradeState) => UpgradeState) => setUpgradeState(update), []);
  const skuIdOf = useCallback((sku: string) => Object.keys(skus).find((id) => skus[id]?.sku === sku), [skus]);
  const offerAccessories = useCallback((offered: Accessory[]) => setAccessories(offered), []);
  const barAdd = useRef<AddFrom | null>(null);
  const addFrom = useCallback(() => barAdd.current, []);
  const provideAdd = useCallback((add: AddFrom) => {
    barAdd.current = add;
    return () => {
      if (barAdd.current === add) barAdd.current = null;
    };
  }, []);

  const side = entry?.data ?? null;
  const sideLoading = Boolean(skuId && skus[skuId] && !fresh);
  const giftWrapId = chosenWrap(side?.wraps, wrapChoice && wrapChoice.skuId === skuId ? wrapChoice.wrapId : null)?.wrapId ?? null;

  const skuCode = skuId ? (skus[skuId]?.sku ?? null) : null;
  const value = useMemo(
    () => ({ skuId, skuCode, selectSku, side, reloadSide, sideLoading, giftWrapId, selectGiftWrap, upgrades, setUpgrades, skuIdOf, accessories, offerAccessories, addFrom, provideAdd }),
    [skuId, skuCode, selectSku, side, reloadSide, sideLoading, giftWrapId, selectGiftWrap, upgrades, setUpgrades, skuIdOf, accessories, offerAccessories, addFrom, provideAdd],
  );
  return <ProductStateContext.Provider value={value}>{children}</ProductStateContext.Provider>;
}

const ReleaseContext = createContext<() => void>(() => {});

/**
 * Keeps the product state that reaches `children` as it was when they were first rendered,
 * until they render ProductStateReleased. For streamed sections: React hydrates a Suspense
 * boundary after the rest of the page, and a state change reaching one before then (an early
 * SKU choice, the streamed delivery services) makes React throw its server HTML away (error
 * 421). Held, the change stops at this provider; the boundary hydrates with the state the
 * server rendered, then follows the live one.
 */
export function ProductStateHold({ children }: { children: ReactNode }) {
  const live = useProductState();
  const [held, setHeld] = useState<ProductState | null>(live);
  const release = useCallback(() => setHeld(null), []);
  return (
    <ReleaseContext.Provider value={release}>
      <ProductStateContext.Provider value={held ?? live}>{children}</ProductStateContext.Provider>
    </ReleaseContext.Provider>
  );
}

/** Rendered inside a ProductStateHold once its content is in place (hydrated): from then on it gets the live state. */
export function ProductStateReleased() {
  const release = useContext(ReleaseContext);
  useEffect(() => release(), [release]);
  return null;
}

export function useProductState(): ProductState {
  const state = useContext(ProductStateContext);
  if (!state) throw new Error("detail sections need a ProductStateProvider");
  return state;
}
