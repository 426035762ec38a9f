import { useTranslation } from "~modules/kit/i18n";
import { useCart, useCartState } from "./cart-provider";

/** The header's cart icon with the item count (shown once the browser knows it). */
export function CartButton() {
  const { t } = useTranslation();
  const { open } = useCart();
  const { count } = useCartState();
  return (
    <button
      type="button"
      className="cart-button"
      aria-label={count === null ? t("cart.label") : t("cart.labelWithCount", { count })}
      onClick={open}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM5.2 4l.94 2H21l-3.6 7.2a2 2 0 0 1-1.76 1.05H8.1L7 16.25h12v2H7a2 2 0 0 1-1.74-2.98L6.6 12.6 3 4H1V2h3.27z"
          fill="currentColor"
        />
      </svg>
      {count ? (
        <span className="cart-button__count" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </button>
  );
}
