import type { PhoneRule, PostcodeRule, Store, StoreId } from "./store-types";

/**
 * Every per-store rule both specs name, read through `getStore` on both sides. The table
 * itself (./store-table.server.ts) stays out of the browser's bundle: the browser knows only
 * its page's store (see `known`).
 */
export type { Language, PhoneRule, PostcodeRule, PriceFormat, Store, StoreId } from "./store-types";

export const DEFAULT_STORE_ID: StoreId = 3;
export const STORE_IDS: readonly StoreId[] = [1, 3, 4, 5, 6, 7, 8, 9];

/** Any value (env, query) to a known store id; unknown ids fall back to the default store. */
export function resolveStoreId(value: unknown): StoreId {
  const id = Number(value);
  return STORE_IDS.includes(id as StoreId) ? (id as StoreId) : DEFAULT_STORE_ID;
}

/**
 * The stores whose rules this process knows. The server knows them all: whatever runs server
 * code first hands it the table (`knowStores(STORES)`: app/entry.server.tsx, the test setup,
 * scripts/validate.ts). The browser knows its page's store only, which the root loader sends
 * (`storeData`) and the root layout passes to `learnStore` before anything renders.
 */
const known: Partial<Record<StoreId, Store>> = {};

export function knowStores(table: Readonly<Record<StoreId, Store>>): void {
  Object.assign(known, table);
}

export function getStore(id: StoreId): Store {
  const store = known[id];
  // In the browser: a store other than the page's; on the server: knowStores was not called.
  if (!store) throw new Error(`the rules of store ${id} are not known here`);
  return store;
}

/** A rule with its pattern's source instead of the RegExp, which JSON cannot carry. */
type Sent<Rule> = Rule extends { pattern: RegExp } ? Omit<Rule, "pattern"> & { pattern: string } : Rule;

/** One store's rules as loader data: JSON, so the patterns travel as their source. */
export type StoreData = Omit<Store, "phoneRule" | "postcodeRule"> & { phoneRule: Sent<PhoneRule>; postcodeRule: Sent<PostcodeRule> };

export function storeData(store: Store): StoreData {
  const sent = <Rule extends PhoneRule | PostcodeRule>(rule: Rule) => ("pattern" in rule ? { ...rule, pattern: rule.pattern.source } : rule) as Sent<Rule>;
  return { ...store, phoneRule: sent(store.phoneRule), postcodeRule: sent(store.postcodeRule) };
}

/** The rules storeData sent, as getStore gives them. */
export function storeFromData(data: StoreData): Store {
  const revived = <Rule extends PhoneRule | PostcodeRule>(rule: Sent<Rule>) => ("pattern" in rule ? { ...rule, pattern: new RegExp(rule.pattern) } : rule) as Rule;
  return { ...data, phoneRule: revived<PhoneRule>(data.phoneRule), postcodeRule: revived<PostcodeRule>(data.postcodeRule) };
}

/** Makes a store sent as loader data known to getStore (a store already known stays as it is). */
export function learnStore(data: StoreData): void {
  known[data.id] ??= storeFromData(data);
}
