import { useCallback, useSyncExternalStore } from "react";

/**
 * Coupon claims (landing spec 3.14, 4.6): a client-side acknowledgement only. 'Get' works
 * once per page path: the flag 'cop' + path is stored locally, and while it exists every
 * 'Get' button on that page is disabled (the flag is per page, not per coupon).
 */
export const CLAIM_KEY_PREFIX = "cop";

type FlagStorage = Pick<Storage, "getItem" | "setItem">;

/** '/guide/sale/' and '/guide/sale' are one page. */
function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

export function claimKey(path: string): string {
  return `${CLAIM_KEY_PREFIX}${normalisePath(path)}`;
}

/** Flags set while storage was unavailable (blocked, full): they last as long as the page. */
const unsaved = new Set<string>();

export function isClaimed(storage: FlagStorage | null, path: string): boolean {
  const key = claimKey(path);
  if (unsaved.has(key)) return true;
  try {
    return storage?.getItem(key) != null;
  } catch {
    return false;
  }
}

/** Claims the page's coupons: true when this claim counted, false when the page was already claimed. */
export function claimCoupon(storage: FlagStorage | null, path: string): boolean {
  if (isClaimed(storage, path)) return false;
  const key = claimKey(path);
  try {
    if (!storage) throw new Error("no storage");
    storage.setItem(key, "1");
  } catch {
    unsaved.add(key);
  }
  return true;
}

/** For tests: forget flags kept in memory. */
export function resetUnsavedClaims(): void {
  unsaved.clear();
}

const listeners = new Set<() => void>();

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // A claim in another tab of the same page counts here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(CLAIM_KEY_PREFIX)) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const currentPathClaimed = () => isClaimed(browserStorage(), window.location.pathname);
// The server cannot know: it renders unclaimed, and hydration uses the same answer before
// the browser's flag is read (useSyncExternalStore then re-renders), so the HTML agrees.
const serverSnapshot = () => false;

/** Whether this page's coupons are claimed, and the claim action (shared by every coupon wall on the page). */
export function useCouponClaim(): { claimed: boolean; claim: () => boolean } {
  const claimed = useSyncExternalStore(subscribe, currentPathClaimed, serverSnapshot);
  const claim = useCallback(() => {
    const counted = claimCoupon(browserStorage(), window.location.pathname);
    listeners.forEach((listener) => listener());
    return counted;
  }, []);
  return { claimed, claim };
}
