import type { PostcodeRule } from "../stores";

/**
 * The postcode rules of detail spec 5. The input is trimmed first (a pasted code often
 * carries a space at an end); what is checked and sent is the trimmed text.
 */
export type PostcodeCheck =
  | { ok: true; postcode: string }
  | { ok: false; messageKey: "valid_zip_code" | "CorrectZipCodeNumber"; params: Record<string, string | number> };

/** The Update button is enabled from 4 characters on (the input counts as full at 4 or more). */
export const POSTCODE_MIN_LENGTH = 4;

export function isPostcodeReady(input: string): boolean {
  return input.trim().length >= POSTCODE_MIN_LENGTH;
}

const US_ZIP_PLUS_4 = /^\d{5}-\d{4}$/;
const CA_SIX_DASH_ONE = /^\d{6}-\d$/;

/** The message parameters as the i18n texts read them: {{0}} and {{1}}. */
const params = (...values: (string | number)[]) => Object.fromEntries(values.map((value, index) => [String(index), value]));

/**
 * Checks a postcode by the store's rule and gives what to send:
 * - store 3: 5 characters, or 5 digits-4 digits; only the first 5 are sent. Else
 *   'valid_zip_code' with 5 and US.
 * - store 4: 6 digits-1 digit (the part before the hyphen is sent), or 6 or 7 characters
 *   (spaces and hyphens stripped). Else 'valid_zip_code' with 6 and CA.
 * - other stores: the country rule's pattern. Else 'CorrectZipCodeNumber' with its length.
 */
export function checkPostcode(input: string, rule: PostcodeRule): PostcodeCheck {
  const value = input.trim();
  switch (rule.kind) {
    case "us":
      if (value.length === 5 || US_ZIP_PLUS_4.test(value)) return { ok: true, postcode: value.slice(0, 5) };
      return { ok: false, messageKey: rule.messageKey, params: params(...rule.params) };
    case "ca":
      if (CA_SIX_DASH_ONE.test(value)) return { ok: true, postcode: value.split("-")[0]! };
      if (value.length === 6 || value.length === 7) return { ok: true, postcode: value.replace(/[\s-]/g, "") };
      return { ok: false, messageKey: rule.messageKey, params: params(...rule.params) };
    case "country":
      if (rule.pattern.test(value)) return { ok: true, postcode: value };
      return { ok: false, messageKey: rule.messageKey, params: params(rule.length) };
  }
}

/** The input's placeholder: the country rule's own, else a store 3 or 4 example. */
export function postcodePlaceholder(rule: PostcodeRule): string {
  if (rule.kind === "country") return rule.placeholder;
  return rule.kind === "us" ? "10001" : "M5V 3L9";
}
