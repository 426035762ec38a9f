import { describe, expect, it } from "vitest";
import {
  EMAIL_DOMAINS,
  echoValues,
  emailSuggestions,
  emptyValues,
  fitValues,
  hasValue,
  isValidEmail,
  isValidPhone,
  leadSubmission,
  requiredMessage,
  validateField,
  validateForm,
  valuesFromForm,
  type LeadField,
} from "~schemas/rules/lead-form";
import type { StoreId } from "~schemas/rules/stores";
import { STORES } from "~schemas/rules/store-table.server";

const field = (overrides: Partial<LeadField>): LeadField => ({
  name: "field-1",
  label: "Label",
  type: "text",
  standard: null,
  required: false,
  options: [],
  ...overrides,
});

const NAME = field({ name: "field-1", label: "Name", standard: "name", required: true });
const STATE = field({ name: "field-2", label: "State", type: "select", standard: "state", required: true, options: ["California", "Texas"] });
const EMAIL = field({ name: "field-3", label: "Email", standard: "email", required: true });
const PHONE = field({ name: "field-4", label: "Phone", standard: "phone", required: true });
const ROOMS = field({ name: "field-5", label: "Rooms", type: "multi", required: true, options: ["Living room", "Dining room", "Bedroom"] });
const BUDGET = field({ name: "field-6", label: "Budget", type: "select", required: true, options: ["Low", "High"] });
const TIME = field({ name: "field-7", label: "Best time", required: true });
const NOTES = field({ name: "field-8", label: "Notes" });
const FORM = [NAME, STATE, EMAIL, PHONE, ROOMS, BUDGET, TIME, NOTES];

const US = STORES[3].phoneRule;

describe("lead form values (landing spec 4.8, 5.3)", () => {
  it("start empty, multi-selects as an empty list", () => {
    expect(emptyValues(FORM)).toEqual({
      "field-1": "",
      "field-2": "",
      "field-3": "",
      "field-4": "",
      "field-5": [],
      "field-6": "",
      "field-7": "",
      "field-8": "",
    });
  });

  it("count as a value only when non-blank text or a non-empty list", () => {
    expect(hasValue("a")).toBe(true);
    expect(hasValue("   ")).toBe(false);
    expect(hasValue("")).toBe(false);
    expect(hasValue([])).toBe(false);
    expect(hasValue(["Bedroom"])).toBe(true);
    expect(hasValue(undefined)).toBe(false);
  });
});

describe("required and empty: ThirtyTwoTips.{kind}", () => {
  it("names the standard field for ids 1–4", () => {
    expect(requiredMessage(NAME)).toBe("ThirtyTwoTips.name");
    expect(requiredMessage(STATE)).toBe("ThirtyTwoTips.state");
    expect(requiredMessage(EMAIL)).toBe("ThirtyTwoTips.email");
    expect(requiredMessage(PHONE)).toBe("ThirtyTwoTips.phone");
  });

  it("says input for other text fields and select for selects and multi-selects", () => {
    expect(requiredMessage(TIME)).toBe("ThirtyTwoTips.input");
    expect(requiredMessage(BUDGET)).toBe("ThirtyTwoTips.select");
    expect(requiredMessage(ROOMS)).toBe("ThirtyTwoTips.select");
  });

  it("checks a field only when it is required or has a value", () => {
    expect(validateField(NOTES, "", US)).toBeNull();
    expect(validateField(TIME, "  ", US)).toBe("ThirtyTwoTips.input");
    expect(validateField(ROOMS, [], US)).toBe("ThirtyTwoTips.select");
    expect(validateField(ROOMS, ["Bedroom"], US)).toBeNull();
    // An optional e-mail or phone is checked once something is typed.
    const optionalEmail = { ...EMAIL, required: false };
    expect(validateField(optionalEmail, "", US)).toBeNull();
    expect(validateField(optionalEmail, "nope", US)).toBe("WrongEmail");
    const optionalPhone = { ...PHONE, required: false };
    expect(validateField(optionalPhone, "", US)).toBeNull();
    expect(validateField(optionalPhone, "12", US)).toBe("PleaseEnterPhoneNumberCorrect");
  });

  it("validates the whole form into one message per failing field", () => {
    expect(validateForm(FORM, emptyValues(FORM), US)).toEqual({
      "field-1": "ThirtyTwoTips.name",
      "field-2": "ThirtyTwoTips.state",
      "field-3": "ThirtyTwoTips.email",
      "field-4": "ThirtyTwoTips.phone",
      "field-5": "ThirtyTwoTips.select",
      "field-6": "ThirtyTwoTips.select",
      "field-7": "ThirtyTwoTips.input",
    });
    const filled = {
      "field-1": "Ada",
      "field-2": "Texas",
      "field-3": "ada@example.com",
      "field-4": "(555) 123-4567",
      "field-5": ["Bedroom"],
      "field-6": "Low",
      "field-7": "Mornings",
      "field-8": "",
    };
    expect(validateForm(FORM, filled, US)).toEqual({});
    expect(validateForm(FORM, { ...filled, "field-3": "ada@example", "field-4": "555" }, US)).toEqual({
      "field-3": "WrongEmail",
      "field-4": "PleaseEnterPhoneNumberCorrect",
    });
  });
});

describe("e-mail rule: runs joined by single - _ . , then '.' and a 2–3 letter TLD", () => {
  it.each([
    "ada@example.com",
    "ada.lovelace@example.co",
    "ada_l-ovelace.2@mail.example.org",
    "A1@B2.DE",
    "x@y.io",
    "  ada@example.com  ",
  ])("accepts %s", (email) => expect(isValidEmail(email)).toBe(true));

  it.each([
    ["no @", "ada.example.com"],
    ["no TLD", "ada@example"],
    ["a 1-letter TLD", "ada@example.c"],
    ["a 4-letter TLD", "ada@example.info"],
    ["a numeric TLD", "ada@example.12"],
    ["two separators in a row", "ada..l@example.com"],
    ["a leading separator", ".ada@example.com"],
    ["a trailing separator in the local part", "ada-@example.com"],
    ["a plus sign", "ada+shop@example.com"],
    ["an empty local part", "@example.com"],
    ["two @", "ada@b@example.com"],
    ["a space inside", "ada l@example.com"],
  ])("refuses %s", (_why, email) => expect(isValidEmail(email)).toBe(false));

  it("gives WrongEmail for the e-mail field (id 3) only", () => {
    expect(validateField(EMAIL, "ada@example", US)).toBe("WrongEmail");
    expect(validateField(field({ label: "Work email" }), "ada@example", US)).toBeNull();
  });

  it("answers quickly on long hostile input (no catastrophic backtracking)", () => {
    const started = performance.now();
    expect(isValidEmail(`${"a.".repeat(5000)}@${"b-".repeat(5000)}!`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe("phone rule per store (landing spec 5.3, 9)", () => {
  const ruleOf = (store: StoreId) => STORES[store].phoneRule;

  describe.each([1, 3, 4, 9] as const)("store %i: a North-American 3-3-4 number", (store) => {
    it.each(["5551234567", "555-123-4567", "555 123 4567", "(555) 123-4567", "(555)123-4567", "(555) 123 4567", "555-1234567"])(
      "accepts %s",
      (phone) => expect(isValidPhone(phone, ruleOf(store))).toBe(true),
    );
    it.each(["555123456", "55512345678", "555--123-4567", "(555 123-4567", "555) 123-4567", "+1 555 123 4567", "555.123.4567", "abc-def-ghij"])(
      "refuses %s",
      (phone) => expect(isValidPhone(phone, ruleOf(store))).toBe(false),
    );
    it("gives PleaseEnterPhoneNumberCorrect", () => {
      expect(validateField(PHONE, "123", ruleOf(store))).toBe("PleaseEnterPhoneNumberCorrect");
    });
  });

  describe("store 8: length 8 to 11", () => {
    it.each([
      ["7 characters", "1234567", false],
      ["8 characters", "12345678", true],
      ["11 characters", "12345678901", true],
      ["12 characters", "123456789012", false],
      ["8 with spaces around", "  12345678  ", true],
    ])("%s: %s", (_what, phone, ok) => expect(isValidPhone(phone, ruleOf(8))).toBe(ok));
    it("gives PleaseEnterPhoneNumberCorrect outside the range", () => {
      expect(validateField(PHONE, "1234567", ruleOf(8))).toBe("PleaseEnterPhoneNumberCorrect");
      expect(validateField(PHONE, "12345678", ruleOf(8))).toBeNull();
    });
  });

  describe.each([5, 6, 7] as const)("store %i: no format shown in the spec, presence only", (store) => {
    it("accepts any number and still requires one", () => {
      expect(ruleOf(store)).toEqual({ kind: "none" });
      expect(validateField(PHONE, "030 1234567", ruleOf(store))).toBeNull();
      expect(validateField(PHONE, "1", ruleOf(store))).toBeNull();
      expect(validateField(PHONE, "", ruleOf(store))).toBe("ThirtyTwoTips.phone");
    });
  });
});

describe("e-mail completion (landing spec 2.7)", () => {
  it("offers six webmail domains", () => {
    expect(EMAIL_DOMAINS).toHaveLength(6);
    expect(emailSuggestions("ada@")).toEqual(EMAIL_DOMAINS.map((domain) => `ada@${domain}`));
  });

  it("filters by what follows the '@', case-insensitively, keeping the local part as typed", () => {
    expect(emailSuggestions("Ada@h")).toEqual(["Ada@hotmail.com"]);
    expect(emailSuggestions("ada@O")).toEqual(["ada@outlook.com"]);
    expect(emailSuggestions("ada@gmail.c")).toEqual(["ada@gmail.com"]);
    expect(emailSuggestions("ada@example")).toEqual([]);
  });

  it("offers nothing before '@', without a local part, with two '@' or for a domain typed in full", () => {
    expect(emailSuggestions("ada")).toEqual([]);
    expect(emailSuggestions("@gm")).toEqual([]);
    expect(emailSuggestions("a@b@")).toEqual([]);
    expect(emailSuggestions("ada@gmail.com")).toEqual([]);
  });
});

describe("the lead payload (landing spec 7)", () => {
  it("takes customerEmail and telephone from the e-mail and phone fields and maps every label to its value", () => {
    const values = {
      "field-1": " Ada ",
      "field-2": "Texas",
      "field-3": "ada@example.com",
      "field-4": "555 123 4567",
      "field-5": ["Living room", "Bedroom"],
      "field-6": "Low",
      "field-7": "Mornings",
      "field-8": "",
    };
    const submission = leadSubmission(FORM, values);
    expect(submission.customerEmail).toBe("ada@example.com");
    expect(submission.telephone).toBe("555 123 4567");
    expect(JSON.parse(submission.content)).toEqual({
      Name: "Ada",
      State: "Texas",
      Email: "ada@example.com",
      Phone: "555 123 4567",
      Rooms: "Living room,Bedroom",
      Budget: "Low",
      "Best time": "Mornings",
      Notes: "",
    });
  });

  it("sends empty e-mail and phone when the form has no such field", () => {
    expect(leadSubmission([NOTES], { "field-8": "hi" })).toEqual({ customerEmail: "", telephone: "", content: '{"Notes":"hi"}' });
  });
});

describe("posted forms", () => {
  const form = (entries: [string, string][]) => {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    return data;
  };

  it("reads the fields' values, keeping only offered options", () => {
    const posted = form([
      ["field-1", "Ada"],
      ["field-2", "Atlantis"],
      ["field-5", "Bedroom"],
      ["field-5", "Garage"],
      ["field-5", "Living room"],
      ["field-6", "High"],
    ]);
    expect(valuesFromForm(FORM, posted)).toEqual({
      "field-1": "Ada",
      "field-2": "",
      "field-3": "",
      "field-4": "",
      "field-5": ["Living room", "Bedroom"],
      "field-6": "High",
      "field-7": "",
      "field-8": "",
    });
  });

  it("echoes field-* entries as posted and fits them to the fields again", () => {
    const posted = form([
      ["_leadForm", "2"],
      ["field-1", "Ada"],
      ["field-5", "Bedroom"],
      ["field-6", "High"],
    ]);
    const echoed = echoValues(posted);
    expect(echoed).toEqual({ "field-1": "Ada", "field-5": "Bedroom", "field-6": "High" });
    expect(fitValues(FORM, echoed)).toMatchObject({ "field-1": "Ada", "field-5": ["Bedroom"], "field-6": "High", "field-3": "" });
  });
});
