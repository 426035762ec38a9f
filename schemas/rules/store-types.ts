// The shape of a store's rules: the table (./store-table.server.ts) and getStore (./stores.ts) both use it.

export type Language = "en" | "de" | "fr" | "it";
export type StoreId = 1 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

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
