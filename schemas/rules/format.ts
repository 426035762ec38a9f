import { getStore, type StoreId } from "./stores";

/** Digits with the store's grouping, e.g. 1299.5 -> "1,299.50" (en) or "1.299,50" (de). */
export function formatNumber(amount: number, decimals: number, group: string, decimal: string): string {
  const fixed = Math.abs(amount).toFixed(decimals);
  const [whole = "0", fraction] = fixed.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${amount < 0 ? "-" : ""}${grouped}${fraction ? `${decimal}${fraction}` : ""}`;
}

/**
 * A price in the store's currency: "$1,299.00", "A$1,299.00", "1.299,00 €". Built by hand
 * rather than with Intl so the server and every browser print the same characters, and
 * hydration agrees. `decimals: 0` gives the integer marking price (detail spec 9).
 */
export function formatPrice(amount: number, storeId: StoreId, { decimals = 2 }: { decimals?: number } = {}): string {
  const { price } = getStore(storeId);
  const number = formatNumber(amount, decimals, price.group, price.decimal);
  if (price.position === "suffix") return `${number} ${price.symbol}`;
  return number.startsWith("-") ? `-${price.symbol}${number.slice(1)}` : `${price.symbol}${number}`;
}
