import { useTranslation } from "./i18n";
import "./wishlist-link.css";

/** The heart of modules/kit/wish-heart.tsx, drawn here too so the header loads none of the wishlist's code. */
const HEART = "M12 20.6 10.7 19.4C6 15.2 3 12.5 3 9.1 3 6.4 5.1 4.3 7.8 4.3c1.5 0 3 .7 4.2 1.9 1.2-1.2 2.7-1.9 4.2-1.9C18.9 4.3 21 6.4 21 9.1c0 3.4-3 6.1-7.7 10.3L12 20.6z";

/** The header's link to the /wishlist page: a heart icon beside the cart's. */
export function WishlistLink() {
  const { t } = useTranslation();
  return (
    <a href="/wishlist" className="wishlist-link" aria-label={t("nav.wishlist")}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d={HEART} fill="none" stroke="currentColor" strokeWidth="1.8" />
      </svg>
    </a>
  );
}
