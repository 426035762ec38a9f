import type { PostcodeRule, PriceFormat, Store, StoreId } from "./store-types";

/*
 * Every store's rules (both specs), kept on the server: the browser gets only its page's
 * store, from the root loader (getStore in ./stores.ts). Store 3 is the default and the
 * fallback.
 */

/** A North-American 3-3-4 number, optional parentheses around the area code, optional space or dash separators. */
const NORTH_AMERICAN_PHONE = /^(\(\d{3}\)|\d{3})[\s-]?\d{3}[\s-]?\d{4}$/;

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

/** The whole table: getStore reads it on the server; tests and the preview's server code may read it directly. */
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

