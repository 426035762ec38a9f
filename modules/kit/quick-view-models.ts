import { createContext, useContext } from "react";

/**
 * Inside the quick view, a model tab opens the other model there (detail spec 2 "Quick view":
 * bundle models can switch the SPU) instead of leaving the host page: the quick view provides
 * the function, given the model's detail path. Null on the product page, where a model is a link.
 */
export const QuickViewModelContext = createContext<((detailUrl: string) => void) | null>(null);

export function useQuickViewModel(): ((detailUrl: string) => void) | null {
  return useContext(QuickViewModelContext);
}
