/**
 * The lead form's rules (landing spec 2.7, 4.8, 5.3), as pure functions: the browser runs
 * them on blur and on submit, and the guide route's action runs them again on the server
 * before anything is saved. Client-safe: no zod, no server code.
 */
import type { PhoneRule } from "./stores";

export type LeadFieldType = "text" | "select" | "multi";
/** The standard fields by formData id: 1 name, 2 state, 3 email, 4 phone. */
export type StandardField = "name" | "state" | "email" | "phone";

export type LeadField = {
  /** The form control's name: `field-{n}`, n the field's 1-based place among the kept fields. */
  name: string;
  label: string;
  type: LeadFieldType;
  standard: StandardField | null;
  required: boolean;
  /** Options of a select or multi-select (the state field's come from the region list). */
  options: string[];
};

/** A text or select holds a string; a multi-select holds the chosen options. */
export type FieldValue = string | string[];
export type FieldValues = Record<string, FieldValue>;

export type LeadMessageKey =
  | "ThirtyTwoTips.name"
  | "ThirtyTwoTips.state"
  | "ThirtyTwoTips.email"
  | "ThirtyTwoTips.phone"
  | "ThirtyTwoTips.input"
  | "ThirtyTwoTips.select"
  | "WrongEmail"
  | "PleaseEnterPhoneNumberCorrect";

export type FieldErrors = Record<string, LeadMessageKey>;

export const STANDARD_FIELDS: Record<number, StandardField> = { 1: "name", 2: "state", 3: "email", 4: "phone" };
export const FIELD_TYPES: Record<number, LeadFieldType> = { 1: "text", 2: "select", 3: "multi" };

/** Spec 4.8: fields start empty, multi-selects as an empty list. */
export function emptyValue(field: LeadField): FieldValue {
  return field.type === "multi" ? [] : "";
}

export function emptyValues(fields: LeadField[]): FieldValues {
  return Object.fromEntries(fields.map((field) => [field.name, emptyValue(field)]));
}

/**
 * Spec 5.3: a multi-select has a value only when it is a non-empty list. Text counts once
 * it has something besides spaces (leading and trailing spaces are never part of a value).
 */
export function hasValue(value: FieldValue | undefined): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return typeof value === "string" && value.trim() !== "";
}

/** The message for a required field left empty: the standard field's own, else by control type. */
export function requiredMessage(field: LeadField): LeadMessageKey {
  if (field.standard) return `ThirtyTwoTips.${field.standard}`;
  return field.type === "text" ? "ThirtyTwoTips.input" : "ThirtyTwoTips.select";
}

/**
 * Spec 5.3: the local part and the domain are alphanumeric runs joined by single '-', '_'
 * or '.' separators, then '.' and a 2–3 letter alphabetic top-level domain. Separators are
 * required between runs, so the pattern cannot backtrack badly on long input.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9]+(?:[-_.][A-Za-z0-9]+)*@[A-Za-z0-9]+(?:[-_.][A-Za-z0-9]+)*\.[A-Za-z]{2,3}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** Spec 5.3 and the store table: a pattern (stores 1, 3, 4, 9), a length (store 8: 8–11) or, where the spec shows no rule, presence only. */
export function isValidPhone(value: string, rule: PhoneRule): boolean {
  const phone = value.trim();
  switch (rule.kind) {
    case "pattern":
      return rule.pattern.test(phone);
    case "length":
      return phone.length >= rule.min && phone.length <= rule.max;
    case "none":
      return true;
  }
}

/** Spec 5.3: a field is checked when it is required or has a value. Null when it passes. */
export function validateField(field: LeadField, value: FieldValue | undefined, phoneRule: PhoneRule): LeadMessageKey | null {
  if (!hasValue(value)) return field.required ? requiredMessage(field) : null;
  if (typeof value !== "string") return null;
  if (field.standard === "email" && !isValidEmail(value)) return "WrongEmail";
  if (field.standard === "phone" && !isValidPhone(value, phoneRule)) return "PleaseEnterPhoneNumberCorrect";
  return null;
}

/** Every field's message; an empty object means the form may be submitted (spec 4.8). */
export function validateForm(fields: LeadField[], values: FieldValues, phoneRule: PhoneRule): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const message = validateField(field, values[field.name], phoneRule);
    if (message) errors[field.name] = message;
  }
  return errors;
}

/** A value as it is sent: text trimmed, multi-select options joined with commas (spec 7). */
export function submittedValue(value: FieldValue | undefined): string {
  if (Array.isArray(value)) return value.join(",");
  return (value ?? "").trim();
}

/**
 * The lead call's field-derived parts (spec 7): the e-mail and phone fields' values, and
 * `content`, a JSON string mapping each field's label to its value.
 */
export function leadSubmission(fields: LeadField[], values: FieldValues): { customerEmail: string; telephone: string; content: string } {
  const valueOf = (standard: StandardField) => {
    const field = fields.find((candidate) => candidate.standard === standard);
    return field ? submittedValue(values[field.name]) : "";
  };
  const content: Record<string, string> = {};
  for (const field of fields) content[field.label] = submittedValue(values[field.name]);
  return { customerEmail: valueOf("email"), telephone: valueOf("phone"), content: JSON.stringify(content) };
}

/** The six webmail domains the e-mail field offers once '@' is typed (spec 2.7). */
export const EMAIL_DOMAINS = ["gmail.com", "yahoo.com", "hotmail.com", "outlook.com", "icloud.com", "aol.com"] as const;

/**
 * Completions for what the shopper typed: after one '@' with something before it, each
 * domain that starts with what follows the '@' (case-insensitive), appended to the local
 * part. A domain already typed in full is not offered again.
 */
export function emailSuggestions(value: string): string[] {
  const at = value.indexOf("@");
  if (at <= 0 || value.includes("@", at + 1)) return [];
  const local = value.slice(0, at);
  const typed = value.slice(at + 1).toLowerCase();
  return EMAIL_DOMAINS.filter((domain) => domain.startsWith(typed) && domain !== typed).map((domain) => `${local}@${domain}`);
}

/**
 * Reads a posted form (the browser's FormData, or the server's) into values for the
 * fields. Select values that are not among the field's options are dropped: the form
 * offers no way to send them.
 */
export function valuesFromForm(fields: LeadField[], form: { get(name: string): unknown; getAll(name: string): unknown[] }): FieldValues {
  const values: FieldValues = {};
  for (const field of fields) {
    if (field.type === "multi") {
      const chosen = form.getAll(field.name).filter((value): value is string => typeof value === "string");
      values[field.name] = field.options.filter((option) => chosen.includes(option));
    } else {
      const raw = form.get(field.name);
      const text = typeof raw === "string" ? raw : "";
      values[field.name] = field.type === "select" && !field.options.includes(text) ? "" : text;
    }
  }
  return values;
}

/** The hidden input that says which lead form (its module position) a post comes from. */
export const LEAD_FORM_INPUT = "_leadForm";

/**
 * What the route's action answers for a lead form post (JSON for `useFetcher`, action data
 * for a plain form post without JavaScript). `values` echo what was posted, so a page
 * rendered from the answer keeps everything the shopper typed.
 */
export type LeadActionData =
  | { form: "lead"; module: number; status: "saved" }
  /** The preview checks the form but never files a lead. */
  | { form: "lead"; module: number; status: "checked" }
  | { form: "lead"; module: number; status: "invalid"; errors: FieldErrors; values: FieldValues }
  | { form: "lead"; module: number; status: "failed"; values: FieldValues };

/**
 * Posted values echoed back as they came, without knowing the fields (the template may be
 * what failed to load): every `field-*` entry, several entries of one name as a list.
 */
export function echoValues(form: { keys(): Iterable<string>; getAll(name: string): unknown[] }): FieldValues {
  const values: FieldValues = {};
  for (const name of new Set(form.keys())) {
    if (!/^field-\d+$/.test(name)) continue;
    const texts = form.getAll(name).filter((value): value is string => typeof value === "string");
    values[name] = texts.length === 1 ? texts[0]! : texts;
  }
  return values;
}

/** Echoed values fitted to the fields again: a multi-select gets a list, the rest a string. */
export function fitValues(fields: LeadField[], values: FieldValues): FieldValues {
  const fitted = emptyValues(fields);
  for (const field of fields) {
    const value = values[field.name];
    if (value === undefined) continue;
    if (field.type === "multi") fitted[field.name] = (Array.isArray(value) ? value : [value]).filter((option) => field.options.includes(option));
    else fitted[field.name] = Array.isArray(value) ? (value[0] ?? "") : value;
  }
  return fitted;
}
