import { afterEach, describe, expect, it } from "vitest";
import { CLAIM_KEY_PREFIX, claimCoupon, claimKey, isClaimed, resetUnsavedClaims } from "~modules/coupon-wall/claim";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

afterEach(() => resetUnsavedClaims());

describe("coupon claim: once per page path", () => {
  it("keys the flag 'cop' + path", () => {
    expect(CLAIM_KEY_PREFIX).toBe("cop");
    expect(claimKey("/guide/black-friday")).toBe("cop/guide/black-friday");
    expect(claimKey("/guide/black-friday/")).toBe("cop/guide/black-friday");
    expect(claimKey("/")).toBe("cop/");
  });

  it("counts the first claim on a path and refuses the next ones", () => {
    const storage = memoryStorage();
    expect(isClaimed(storage, "/guide/sale")).toBe(false);
    expect(claimCoupon(storage, "/guide/sale")).toBe(true);
    expect(storage.items.get("cop/guide/sale")).toBe("1");
    expect(isClaimed(storage, "/guide/sale")).toBe(true);
    expect(claimCoupon(storage, "/guide/sale")).toBe(false);
    expect(storage.items.size).toBe(1);
  });

  it("keeps paths apart: a claim on one page leaves the others claimable", () => {
    const storage = memoryStorage();
    claimCoupon(storage, "/guide/sale");
    expect(isClaimed(storage, "/guide/black-friday")).toBe(false);
    expect(claimCoupon(storage, "/guide/black-friday")).toBe(true);
  });

  it("treats an existing flag of any value as claimed (set by an earlier visit)", () => {
    const storage = memoryStorage();
    storage.items.set("cop/guide/sale", "true");
    expect(isClaimed(storage, "/guide/sale")).toBe(true);
    expect(claimCoupon(storage, "/guide/sale")).toBe(false);
  });

  it("still claims once when storage refuses to write (kept for the page's life)", () => {
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("quota", "QuotaExceededError");
      },
    };
    expect(claimCoupon(broken, "/guide/sale")).toBe(true);
    expect(isClaimed(broken, "/guide/sale")).toBe(true);
    expect(claimCoupon(broken, "/guide/sale")).toBe(false);
    expect(claimCoupon(null, "/guide/other")).toBe(true);
    expect(isClaimed(null, "/guide/other")).toBe(true);
  });
});
