import { describe, expect, it } from "vitest";
import { checkPostcode, isPostcodeReady, postcodePlaceholder } from "~schemas/rules/product/postcode";
import { getStore } from "~schemas/rules/stores";

const rule = (store: 3 | 4 | 5 | 6 | 7 | 8 | 9) => getStore(store).postcodeRule;

describe("postcode rules (detail spec 5, Postcode)", () => {
  it("store 3: accepts 5 characters and sends them", () => {
    expect(checkPostcode("10001", rule(3))).toEqual({ ok: true, postcode: "10001" });
    // The rule counts characters, not digits.
    expect(checkPostcode("A1B2C", rule(3))).toEqual({ ok: true, postcode: "A1B2C" });
  });

  it("store 3: accepts 5 digits-hyphen-4 digits and sends only the first 5", () => {
    expect(checkPostcode("10001-1234", rule(3))).toEqual({ ok: true, postcode: "10001" });
  });

  it("store 3: anything else is 'valid_zip_code' with 5 and US", () => {
    for (const bad of ["1000", "100011", "10001-123", "1000a-1234", ""]) {
      expect(checkPostcode(bad, rule(3))).toEqual({ ok: false, messageKey: "valid_zip_code", params: { 0: 5, 1: "US" } });
    }
  });

  it("store 4: accepts 6 or 7 characters, spaces and the hyphen stripped before sending", () => {
    expect(checkPostcode("M5V3L9", rule(4))).toEqual({ ok: true, postcode: "M5V3L9" });
    expect(checkPostcode("M5V 3L9", rule(4))).toEqual({ ok: true, postcode: "M5V3L9" });
    expect(checkPostcode("M5V-3L9", rule(4))).toEqual({ ok: true, postcode: "M5V3L9" });
    expect(checkPostcode("1234567", rule(4))).toEqual({ ok: true, postcode: "1234567" });
  });

  it("store 4: accepts 6 digits-hyphen-1 digit and uses the part before the hyphen", () => {
    expect(checkPostcode("123456-7", rule(4))).toEqual({ ok: true, postcode: "123456" });
  });

  it("store 4: anything else is 'valid_zip_code' with 6 and CA", () => {
    for (const bad of ["M5V3", "M5V3L", "M5V 3L9X", "1234567-8"]) {
      expect(checkPostcode(bad, rule(4))).toEqual({ ok: false, messageKey: "valid_zip_code", params: { 0: 6, 1: "CA" } });
    }
  });

  it("other stores: the country rule's pattern, else 'CorrectZipCodeNumber' with its length", () => {
    expect(checkPostcode("10115", rule(5))).toEqual({ ok: true, postcode: "10115" });
    expect(checkPostcode("1011", rule(5))).toEqual({ ok: false, messageKey: "CorrectZipCodeNumber", params: { 0: 5 } });
    expect(checkPostcode("75001", rule(6))).toEqual({ ok: true, postcode: "75001" });
    expect(checkPostcode("2000", rule(9))).toEqual({ ok: true, postcode: "2000" });
    expect(checkPostcode("20000", rule(9))).toEqual({ ok: false, messageKey: "CorrectZipCodeNumber", params: { 0: 4 } });
    expect(checkPostcode("12345", rule(8))).toEqual({ ok: true, postcode: "12345" });
    expect(checkPostcode("123", rule(8))).toEqual({ ok: false, messageKey: "CorrectZipCodeNumber", params: { 0: 6 } });
  });

  it("trims the input before checking and sending", () => {
    expect(checkPostcode(" 10001 ", rule(3))).toEqual({ ok: true, postcode: "10001" });
    expect(checkPostcode(" 10115", rule(5))).toEqual({ ok: true, postcode: "10115" });
  });

  it("the Update button is enabled from 4 characters (the input counts as full at 4 or more)", () => {
    expect(isPostcodeReady("100")).toBe(false);
    expect(isPostcodeReady("  100 ")).toBe(false);
    expect(isPostcodeReady("1000")).toBe(true);
  });

  it("shows the country rule's placeholder, or an example for stores 3 and 4", () => {
    expect(postcodePlaceholder(rule(5))).toBe("10115");
    expect(postcodePlaceholder(rule(3))).toBe("10001");
    expect(postcodePlaceholder(rule(4))).toBe("M5V 3L9");
  });
});
