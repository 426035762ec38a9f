import { provideLoginPopup } from "./account";
import { provideCartPanel } from "./cart/cart-provider";

/**
 * Hands the account its login popup and the cart its drawer, each loaded when first opened.
 * They cannot import them: both are in the page kit (./page-kit.ts), and the popup and the
 * drawer use it, so the imports would close a circle. The storefront shell calls this once
 * before anything renders (app/components/storefront-shell.tsx), the tests' setup too.
 */
export function provideKitParts(): void {
  provideLoginPopup(() => import("./login-popup"));
  provideCartPanel(() => import("./cart/cart-panel"));
}
