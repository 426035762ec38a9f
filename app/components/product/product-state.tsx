import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { SkuSideData } from "~/lib/product/side-data";
import { NO_UPGRADES, type UpgradeState } from "~/lib/product/upgrades";

/** What the state knows of each SKU: its code (for the side calls) and its URL variant. */
export type SkuRef = { sku: string; variant: string | null };

export type SelectSkuOptions = {
  /** An ottoman's check or uncheck changes the SKU without resetting the upgrades. */
  keepUpgrades?: boolean;
};

type ProductState = {
  /** The chosen SKU; null when the shopper's choice has no SKU. */
  skuId: string | null;
  /** Chooses a SKU; any other SKU change resets the modular sofa upgrades (detail spec 4). */
  selectSku: (skuId: string | null, options?: SelectSkuOptions) => void;
  /** The chosen SKU's delivery description and coupon summary; null while it loads (both parts null when the call failed). */
  side: SkuSideData | null;
  /** The sofa upgrades the shopper checked (ottoman and accessories). */
  upgrades: UpgradeState;
  setUpgrades: (update: (current: UpgradeState) => UpgradeState) => void;
  /** The skuId of a SKU code (an ottoman's targetSku names a SKU by its code). */
  skuIdOf: (sku: string) => string | undefined;
};

const ProductStateContext = createContext<ProductState | null>(null);

/**
 * The state the detail sections share: the chosen SKU and its side data. A SKU change
 * replaces the URL's `variant` in history without a new entry (detail spec 2) and without a
 * navigation: the page holds every SKU's own data, and only the side data (delivery,
 * coupons) is fetched, once per SKU, a superseded request aborted.
 */
export function ProductStateProvider({
  initialSkuId,
  skus,
  spu,
  initialSide,
  children,
}: {
  initialSkuId: string;
  skus: Record<string, SkuRef>;
  spu: string;
  /** The opening SKU's side data, loaded with the page. */
  initialSide: SkuSideData;
  children: ReactNode;
}) {
  const [skuId, setSkuId] = useState<string | null>(initialSkuId);
  const [sides, setSides] = useState<Record<string, SkuSideData>>(() => ({ [initialSkuId]: initialSide }));
  const [upgrades, setUpgradeState] = useState<UpgradeState>(NO_UPGRADES);
  const current = useRef(skuId);
  current.current = skuId;

  const selectSku = useCallback(
    (next: string | null, options: SelectSkuOptions = {}) => {
      if (next === current.current) return;
      setSkuId(next);
      if (!options.keepUpgrades) setUpgradeState(NO_UPGRADES);
      const variant = next ? skus[next]?.variant : null;
      if (!variant) return;
      const url = new URL(window.location.href);
      url.searchParams.set("variant", variant);
      // Keep Remix's own history state so its scroll restoration and navigation keep working.
      window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    },
    [skus],
  );

  const known = skuId ? sides[skuId] : undefined;
  useEffect(() => {
    const ref = skuId ? skus[skuId] : undefined;
    if (!skuId || !ref || known) return;
    const controller = new AbortController();
    const query = new URLSearchParams({ sku: ref.sku, skuId, spu });
    fetch(`/api/product-sku?${query}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<SkuSideData>) : null))
      .then((data) => {
        // A failed call counts as no data (detail spec 4: no region, stock 0), so nothing waits for it forever.
        setSides((known) => ({ ...known, [skuId]: data ?? { delivery: null, coupons: null } }));
      })
      .catch(() => {
        // Aborted (a newer SKU was chosen), or offline: the sections show what they can without it.
        if (!controller.signal.aborted) setSides((known) => ({ ...known, [skuId]: { delivery: null, coupons: null } }));
      });
    return () => controller.abort();
  }, [skuId, skus, spu, known]);

  const setUpgrades = useCallback((update: (current: UpgradeState) => UpgradeState) => setUpgradeState(update), []);
  const skuIdOf = useCallback(
    (sku: string) => Object.keys(skus).find((id) => skus[id]?.sku === sku),
    [skus],
  );
  const value = useMemo(
    () => ({ skuId, selectSku, side: known ?? null, upgrades, setUpgrades, skuIdOf }),
    [skuId, selectSku, known, upgrades, setUpgrades, skuIdOf],
  );
  return <ProductStateContext.Provider value={value}>{children}</ProductStateContext.Provider>;
}

export function useProductState(): ProductState {
  const state = useContext(ProductStateContext);
  if (!state) throw new Error("detail sections need a ProductStateProvider");
  return state;
}
