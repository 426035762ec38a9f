import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { SkuSideData } from "~/lib/product/side-data";

/** What the state knows of each SKU: its code (for the side calls) and its URL variant. */
export type SkuRef = { sku: string; variant: string | null };

type ProductState = {
  /** The chosen SKU; null when the shopper's choice has no SKU. */
  skuId: string | null;
  selectSku: (skuId: string | null) => void;
  /** The chosen SKU's delivery description and coupon summary; null while it loads. */
  side: SkuSideData | null;
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

  const selectSku = useCallback(
    (next: string | null) => {
      setSkuId(next);
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
        if (data) setSides((current) => ({ ...current, [skuId]: data }));
      })
      .catch(() => {
        // Aborted, or offline: the sections show what they can without it.
      });
    return () => controller.abort();
  }, [skuId, skus, spu, known]);

  const value = useMemo(() => ({ skuId, selectSku, side: known ?? null }), [skuId, selectSku, known]);
  return <ProductStateContext.Provider value={value}>{children}</ProductStateContext.Provider>;
}

export function useProductState(): ProductState {
  const state = useContext(ProductStateContext);
  if (!state) throw new Error("detail sections need a ProductStateProvider");
  return state;
}
