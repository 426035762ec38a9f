import { getStore, type StoreId } from "./stores";

/**
 * /guide/black-friday (landing spec 2.6): per-store images replace some titles. Images are
 * chosen by the store's image region (US for stores 3, 8 and 9, CA for 4, DE, FR and IT for
 * 5, 6 and 7); the files are fixtures under /fixture-images/ until the real CDN names exist.
 */
export const BLACK_FRIDAY_URL_KEY = "black-friday";

/** The header image's intrinsic size: a full-width 4:1 banner. */
export const BLACK_FRIDAY_HEADER_SIZE = { width: 1920, height: 480 } as const;
/** The themed coupon title's intrinsic size (as the buyer show's themed title). */
export const BLACK_FRIDAY_TITLE_SIZE = { width: 1200, height: 160 } as const;

/** The main title's replacement: a per-store header image for stores 3–7, else null. */
export function blackFridayHeaderImage(urlKey: string, store: StoreId): string | null {
  const config = getStore(store);
  if (urlKey !== BLACK_FRIDAY_URL_KEY || !config.blackFriday.mainTitleImage) return null;
  return `/fixture-images/black-friday-header-${config.imageRegion}.svg`;
}

/** The coupon wall title's replacement: a themed image for stores 3, 4, 8 and 9, else null. */
export function blackFridayCouponTitleImage(urlKey: string, store: StoreId): string | null {
  const config = getStore(store);
  if (urlKey !== BLACK_FRIDAY_URL_KEY || !config.blackFriday.themedTitles) return null;
  return `/fixture-images/black-friday-coupons-${config.imageRegion}.svg`;
}
