import type { CartInfo } from "~schemas/backoffice";
import type { CartSuggestion } from "~schemas/rules/cart";
import type { Device } from "~schemas/rules/device";
import type { StoreId } from "~schemas/rules/stores";

/** What the drawer is given by the cart provider (./cart-provider.tsx), which loads it on first use. */
export type CartPanelProps = {
  open: boolean;
  onClose: () => void;
  device: Device;
  storeId: StoreId;
  count: number;
  lines: CartInfo["lines"];
  suggestions: CartSuggestion[];
  onAdd: (productId: string) => void;
};
