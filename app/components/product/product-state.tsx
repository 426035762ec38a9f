import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

type ProductState = {
  /** The chosen SKU; null when the shopper's choice has no SKU yet. */
  skuId: string | null;
  selectSku: (skuId: string | null) => void;
};

const ProductStateContext = createContext<ProductState | null>(null);

/**
 * The state the detail sections share: the chosen SKU. A SKU change replaces the URL's
 * `variant` in history without a new entry (detail spec 2) and without a navigation: the
 * page already holds every SKU's data, so nothing needs to load again.
 */
export function ProductStateProvider({
  initialSkuId,
  variants,
  children,
}: {
  initialSkuId: string;
  /** skuId -> URL variant. */
  variants: Record<string, string | null>;
  children: ReactNode;
}) {
  const [skuId, setSkuId] = useState<string | null>(initialSkuId);
  const selectSku = useCallback(
    (next: string | null) => {
      setSkuId(next);
      const variant = next ? variants[next] : null;
      if (!variant) return;
      const url = new URL(window.location.href);
      url.searchParams.set("variant", variant);
      // Keep Remix's own history state so its scroll restoration and navigation keep working.
      window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    },
    [variants],
  );
  const value = useMemo(() => ({ skuId, selectSku }), [skuId, selectSku]);
  return <ProductStateContext.Provider value={value}>{children}</ProductStateContext.Provider>;
}

export function useProductState(): ProductState {
  const state = useContext(ProductStateContext);
  if (!state) throw new Error("detail sections need a ProductStateProvider");
  return state;
}
