import { useEffect } from "react";
import { track } from "~modules/kit/analytics";
import { getStore, type StoreId } from "~schemas/rules/stores";

/**
 * Reports the product view once per page (what the ad pixel of store 3 passes on, in the
 * store's currency: USD there) through the one tracker, so it waits for consent like every
 * other event. Renders nothing.
 */
export function ProductView({ spu, sku, price, store }: { spu: string; sku: string; price: number; store: StoreId }) {
  useEffect(() => {
    track("product_view", { spu, sku, value: price, currency: getStore(store).currency });
    // Once per page: a SKU change is not another view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [spu]);
  return null;
}
