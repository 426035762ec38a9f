import { z } from "zod";
import { invalidInput, BODY_FIELD, type InvalidInput } from "../rules/field-errors";

/**
 * Back-office problems are read by marketing staff in the preview, so zod's issues are
 * turned into short plain sentences: "pcImage is missing", "tab 2: pcContent is empty".
 */
const friendlyError: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === "invalid_type" || issue.code === "invalid_union") {
    if (issue.input === undefined) return "is missing";
    if (issue.input === null) return "is empty";
    if (issue.code === "invalid_type") return `should be ${issue.expected}, got ${describeValue(issue.input)}`;
    return `has an unexpected value (${describeValue(issue.input)})`;
  }
  if (issue.code === "too_small" && issue.origin === "string" && issue.minimum === 1) return "is empty";
  return undefined;
};

function describeValue(value: unknown): string {
  if (Array.isArray(value)) return "a list";
  if (typeof value === "string") return `text "${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  return typeof value;
}

export function safeParseFriendly<S extends z.ZodType>(schema: S, data: unknown) {
  return schema.safeParse(data, { error: friendlyError });
}

export function describePath(path: ReadonlyArray<PropertyKey>): string {
  let out = "";
  for (const part of path) {
    if (typeof part === "number") out += ` item ${part + 1}`;
    else out += out === "" ? String(part) : ` › ${String(part)}`;
  }
  return out.trim();
}

export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const where = describePath(issue.path);
      return where ? `${where} ${issue.message}` : issue.message;
    })
    .join("; ");
}

/**
 * A zod error as the API's field errors (schemas/rules/field-errors.ts): each wrong field by
 * its path, with its first problem; an issue about the whole input is the body's.
 */
export function invalidInputOf(error: z.ZodError): InvalidInput {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[describePath(issue.path) || BODY_FIELD] ??= issue.message;
  return invalidInput(fields);
}
