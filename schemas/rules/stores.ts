/**
 * Every per-store rule both specs name, in one table. Store 3 is the default and the
 * fallback. Client-safe: formatting and validation rules run on both sides.
 */
export type Language = "en" | "de" | "fr" | "it";
export type StoreId = 1 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/** A North-American 3-3-4 number, optional parentheses around the area code, optional space or dash separators. */
const NORTH_AMERICAN_PHONE = /^(\(\d{3}\)|\d{3})[\s-]?\d{3}[\s-]?\d{4}$/;

export type PhoneRule = { kind: "pattern"; pattern: RegExp } | { kind: "length"; min: number; max: number } | { kind: "none" };

export type PostcodeRule =
  /** store 3: 5 characters or 5 digits-4 digits; only the first 5 are sent. */
  | { kind: "us"; messageKey: "valid_zip_code"; params: [5, "US"] }
  /** store 4: 6 or 7 characters or 6 digits-1 digit; spaces and the hyphen are stripped. */
  | { kind: "ca"; messageKey: "valid_zip_code"; params: [6, "CA"] }
  /** other stores: a per-country pattern, length and placeholder (not shown in the spec; ours are documented in docs/decisions/shopper-context.md). */
  | { kind: "country"; messageKey: "CorrectZipCodeNumber"; pattern: RegExp; length: number; placeholder: string };

/** How prices read: the currency sign and where it goes, and the number separators. */
export type PriceFormat = { symbol: string; position: "prefix" | "suffix"; group: string; decimal: string };

export type Store = {
  id: StoreId;
  name: string;
  language: Language;
  /** BCP 47 locale for number and date formatting and hreflang. */
  locale: string;
  currency: "USD" | "CAD" | "EUR" | "AUD";
  /** Prices are formatted by hand, not Intl, so server and browser print the same characters. */
  price: PriceFormat;
  /** How a '$X' coupon label is rewritten (landing 9, detail 9). */
  couponCurrency: "dollar-prefix" | "euro-suffix" | "spaced-dollar" | "spaced-aud";
  /** Coupon value: store 5 '-N%' / '-{amount}', others 'N% Off' / '{amount} Off'. */
  couponValueStyle: "minus" | "off";
  /** Coupon and review dates. */
  dateOrder: "MDY" | "DMY";
  /** Detail discount titles: stores 5 and 6 read '-{amount} {label}'. */
  discountTitleStyle: "minus" | "off";
  taxText: string | null;
  phoneRule: PhoneRule;
  postcodeRule: PostcodeRule;
  /** Region used for per-region images. */
  imageRegion: "US" | "CA" | "DE" | "FR" | "IT";
  seatRatingLanguage: Language;
  /** Care-note dimension tolerance. */
  dimensionTolerance: string | null;
  blackFriday: { mainTitleImage: boolean; themedTitles: boolean };
  showsDeliveryOptions: boolean;
  shipIn48hBadge: boolean;
  customCartSheetHeader: boolean;
  /** Review dates omit the city after the postcode. */
  reviewOmitsCity: boolean;
};

const dollars: PriceFormat = { symbol: "$", position: "prefix", group: ",", decimal: "." };
const euros = (group: string): PriceFormat => ({ symbol: "€", position: "suffix", group, decimal: "," });

const usPostcode: PostcodeRule = { kind: "us", messageKey: "valid_zip_code", params: [5, "US"] };

const english = {
  language: "en",
  seatRatingLanguage: "en",
  couponValueStyle: "off",
  discountTitleStyle: "off",
  showsDeliveryOptions: false,
  shipIn48hBadge: false,
  customCartSheetHeader: false,
} as const;

/** Stores 5, 6 and 7: euro after the amount, day-first dates, no phone format shown in the spec. */
const euro = {
  currency: "EUR",
  couponCurrency: "euro-suffix",
  dateOrder: "DMY",
  phoneRule: { kind: "none" },
  blackFriday: { mainTitleImage: true, themedTitles: false },
  showsDeliveryOptions: false,
  shipIn48hBadge: false,
  customCartSheetHeader: false,
  reviewOmitsCity: true,
} as const;

function countryPostcode(pattern: RegExp, length: number, placeholder: string): PostcodeRule {
  return { kind: "country", messageKey: "CorrectZipCodeNumber", pattern, length, placeholder };
}

export const STORES: Record<StoreId, Store> = {
  1: {
    ...english,
    id: 1,
    name: "Store 1",
    locale: "en-US",
    currency: "USD",
    price: dollars,
    couponCurrency: "dollar-prefix",
    dateOrder: "DMY",
    taxText: null,
    phoneRule: { kind: "pattern", pattern: NORTH_AMERICAN_PHONE },
    postcodeRule: usPostcode,
    imageRegion: "US",
    dimensionTolerance: null,
    blackFriday: { mainTitleImage: false, themedTitles: false },
    reviewOmitsCity: false,
  },
  3: {
    ...english,
    id: 3,
    name: "United States",
    locale: "en-US",
    currency: "USD",
    price: dollars,
    couponCurrency: "dollar-prefix",
    dateOrder: "MDY",
    taxText: null,
    phoneRule: { kind: "pattern", pattern: NORTH_AMERICAN_PHONE },
    postcodeRule: usPostcode,
    imageRegion: "US",
    dimensionTolerance: '±0.79"',
    blackFriday: { mainTitleImage: true, themedTitles: true },
    showsDeliveryOptions: true,
    reviewOmitsCity: false,
  },
  4: {
    ...english,
    id: 4,
    name: "North America",
    locale: "en-CA",
    currency: "CAD",
    price: dollars,
    couponCurrency: "dollar-prefix",
    dateOrder: "MDY",
    taxText: null,
    phoneRule: { kind: "pattern", pattern: NORTH_AMERICAN_PHONE },
    postcodeRule: { kind: "ca", messageKey: "valid_zip_code", params: [6, "CA"] },
    imageRegion: "CA",
    dimensionTolerance: null,
    blackFriday: { mainTitleImage: true, themedTitles: true },
    showsDeliveryOptions: true,
    shipIn48hBadge: true,
    customCartSheetHeader: true,
    reviewOmitsCity: false,
  },
  5: {
    ...euro,
    price: euros("."),
    id: 5,
    name: "Deutschland",
    language: "de",
    locale: "de-DE",
    couponValueStyle: "minus",
    discountTitleStyle: "minus",
    taxText: "inkl. MwSt. & Lieferkosten",
    postcodeRule: countryPostcode(/^\d{5}$/, 5, "10115"),
    imageRegion: "DE",
    seatRatingLanguage: "de",
    dimensionTolerance: "±2.01 cm",
  },
  6: {
    ...euro,
    price: euros("\u202f"),
    id: 6,
    name: "France",
    language: "fr",
    locale: "fr-FR",
    couponValueStyle: "off",
    discountTitleStyle: "minus",
    taxText: "TVA et frais de livraison inclus",
    postcodeRule: countryPostcode(/^\d{5}$/, 5, "75001"),
    imageRegion: "FR",
    seatRatingLanguage: "fr",
    dimensionTolerance: '±0.79"',
  },
  7: {
    ...euro,
    price: euros("."),
    id: 7,
    name: "Italia",
    language: "it",
    locale: "it-IT",
    couponValueStyle: "off",
    discountTitleStyle: "off",
    taxText: "IVA inclusa, Consegna gratuita",
    postcodeRule: countryPostcode(/^\d{5}$/, 5, "00118"),
    imageRegion: "IT",
    seatRatingLanguage: "it",
    dimensionTolerance: '±0.79"',
  },
  8: {
    ...english,
    id: 8,
    name: "GST store",
    locale: "en-GB",
    currency: "USD",
    price: dollars,
    couponCurrency: "spaced-dollar",
    dateOrder: "DMY",
    taxText: "GST & Shipping Fee included",
    phoneRule: { kind: "length", min: 8, max: 11 },
    postcodeRule: countryPostcode(/^\d{4,6}$/, 6, "123456"),
    imageRegion: "US",
    dimensionTolerance: null,
    blackFriday: { mainTitleImage: false, themedTitles: true },
    reviewOmitsCity: true,
  },
  9: {
    ...english,
    id: 9,
    name: "Australia",
    locale: "en-AU",
    currency: "AUD",
    price: { ...dollars, symbol: "A$" },
    couponCurrency: "spaced-aud",
    dateOrder: "DMY",
    taxText: null,
    phoneRule: { kind: "pattern", pattern: NORTH_AMERICAN_PHONE },
    postcodeRule: countryPostcode(/^\d{4}$/, 4, "2000"),
    imageRegion: "US",
    dimensionTolerance: null,
    blackFriday: { mainTitleImage: false, themedTitles: true },
    reviewOmitsCity: true,
  },
};

export const DEFAULT_STORE_ID: StoreId = 3;
export const STORE_IDS = Object.keys(STORES).map(Number) as StoreId[];

/** Any value (env, query) to a known store id; unknown ids fall back to the default store. */
export function resolveStoreId(value: unknown): StoreId {
  const id = Number(value);
  return STORE_IDS.includes(id as StoreId) ? (id as StoreId) : DEFAULT_STORE_ID;
}

export function getStore(id: StoreId): Store {
  return STORES[id];
}
