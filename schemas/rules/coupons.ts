import { formatNumber } from "./format";
import { getStore, type StoreId } from "./stores";

/**
 * The coupon wall's per-store formats (landing spec 3.10, 9). Pure functions of the text and
 * the store table, used by the schema (server) and the component (both sides), so the
 * server HTML and hydration print the same characters.
 */

/** A rate coupon shows as a percentage, an amount coupon in the store's currency. */
export type CouponDiscount = { kind: "rate" | "amount"; value: number };

/** '15%', '15 %', '$50', '50', '1,000', '12.5': an optional '$', digits with ',' grouping and '.' decimals, an optional '%'. */
const DISCOUNT = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s*(%)?$/;

/**
 * How the rate type is decided is not in the spec; ours: a discountAmount with a '%' is a
 * rate ('15%'), anything else numeric is an amount ('50', '$50'). Null when it is neither.
 */
export function parseCouponDiscount(raw: string): CouponDiscount | null {
  const match = DISCOUNT.exec(raw.trim());
  if (!match) return null;
  const value = Number(`${match[1]!.replace(/,/g, "")}${match[2] ?? ""}`);
  if (!Number.isFinite(value) || value <= 0) return null;
  return { kind: match[3] ? "rate" : "amount", value };
}

/** With the store's separators: amounts whole or to 2 decimals ('12.50'), rates as written ('12.5'). */
function couponNumber(value: number, storeId: StoreId, kind: CouponDiscount["kind"]): string {
  const { group, decimal } = getStore(storeId).price;
  const decimals = Number.isInteger(value) ? 0 : kind === "amount" ? 2 : (String(value).split(".")[1]?.length ?? 0);
  return formatNumber(value, decimals, group, decimal);
}

/** '$X' in a back-office coupon text: X is digits, possibly grouped or with decimals. */
const DOLLAR_AMOUNT = /\$(\d+(?:[.,\u202f]\d+)*)/g;

/**
 * Whose label it is: the landing page's coupon wall follows landing spec 9 ('X €'), the
 * product page's coupons follow detail spec 9 ('X€'). The two specs differ only in the euro's
 * space (docs/decisions/coupons-and-influencers.md, "Euro coupon label").
 */
export type CouponLabelPage = "landing" | "detail";

/**
 * Rewrites every '$X' in a coupon text for the store: stores 5, 6 and 7 'X €' on a landing
 * page (landing spec 9) and 'X€' on the product page (detail spec 9), store 8 'X $', store 9
 * 'X A$' on both (the specs' ' $' and ' A$' read as a spaced suffix); stores 1, 3 and 4 keep '$X'.
 */
export function couponCurrencyText(text: string, storeId: StoreId, page: CouponLabelPage = "landing"): string {
  const euro = page === "detail" ? "€" : " €";
  const suffix = { "dollar-prefix": null, "euro-suffix": euro, "spaced-dollar": " $", "spaced-aud": " A$" }[getStore(storeId).couponCurrency];
  return suffix === null ? text : text.replace(DOLLAR_AMOUNT, (_, amount: string) => `${amount}${suffix}`);
}

/** An amount in the coupon's currency label: '$50', '50 €' (landing) or '50€' (detail), '50 $', '50 A$'. */
export function couponAmount(value: number, storeId: StoreId, page: CouponLabelPage = "landing"): string {
  return couponCurrencyText(`$${couponNumber(value, storeId, "amount")}`, storeId, page);
}

/**
 * The coupon's value (landing spec 9): store 5 '-N%' or '-{amount}', the other stores
 * 'N% Off' or '{amount} Off'. 'Off' is part of the store rule, as the spec writes it.
 */
export function couponValue(discount: CouponDiscount, storeId: StoreId): string {
  const shown = discount.kind === "rate" ? `${couponNumber(discount.value, storeId, "rate")}%` : couponAmount(discount.value, storeId);
  return getStore(storeId).couponValueStyle === "minus" ? `-${shown}` : `${shown} Off`;
}
