import { z } from "zod";
import { describeIssues, safeParseFriendly } from "./issues";
import { collectNotes, note } from "./notes";

/**
 * Field-level tolerance for answers a page can show in part (issue 20: one bad SKU field made
 * the whole product a 5xx). A field the page can do without reads, when unreadable, as what
 * its absence gives, and says so; an item of a list that cannot be read is left out with its
 * reason. What is left out is reported with `note` (schemas/lib/notes.ts), so the code that
 * parses the answer can log it and the preview can list it.
 */

/** The issues of a caught parse, as the one-line reason the notes use. */
function reasonOf(issues: z.core.$ZodIssue[]): string {
  return describeIssues({ issues } as unknown as z.ZodError);
}

/** `schema`, or its value for an absent field (with a note naming `field`) when the value cannot be read. */
export function lenient<S extends z.ZodType>(field: string, schema: S) {
  return schema.catch((ctx) => {
    note(`${field} ignored: ${reasonOf(ctx.error.issues)}`);
    const absent = schema.safeParse(undefined);
    return (absent.success ? absent.data : undefined) as z.output<S>;
  });
}

/**
 * The fields of an object schema, each one lenient except those in `required` (the ones
 * without which the object means nothing: those still fail it). Same types as the shape, so
 * the object's output type does not change.
 */
export function lenientFields<T extends Record<string, z.ZodType>>(
  shape: T,
  required: readonly (keyof T & string)[] = []
): T {
  return Object.fromEntries(
    Object.entries(shape).map(([key, schema]) => [
      key,
      required.includes(key) ? schema : lenient(key, schema),
    ])
  ) as T;
}

/**
 * A list (or JSON text holding one; absent is empty) whose items are read one by one: an item
 * that fails is left out (`{noun} {n} dropped: reason`), and what its own fields noted is
 * prefixed with the item, so a note says which SKU it is about. `min` items must remain, or
 * the list fails with `has no usable {noun}`. A value that is no list fails the list: wrap it
 * in `lenient` where an empty list will do.
 */
export function lenientList<S extends z.ZodType>(
  item: S,
  noun: string,
  {
    min = 0,
    label,
  }: { min?: number; label?: (raw: unknown) => string | undefined } = {}
) {
  return z
    .preprocess((value, ctx) => {
      if (typeof value !== "string") return value;
      if (value.trim() === "") return undefined;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.issues.push({
          code: "custom",
          message: "is not valid JSON",
          input: value,
        });
        return z.NEVER;
      }
    }, z.array(z.unknown()).nullish())
    .transform((items, ctx) => {
      const kept: z.output<S>[] = [];
      (items ?? []).forEach((raw, index) => {
        const name = label?.(raw);
        const which = `${noun} ${index + 1}${
          name ? ` (${name.slice(0, 60)})` : ""
        }`;
        const { result, notes } = collectNotes(() =>
          safeParseFriendly(item, raw)
        );
        if (result.success) {
          kept.push(result.data);
          for (const message of notes) note(`${which}: ${message}`);
        } else {
          note(`${which} dropped: ${describeIssues(result.error)}`);
        }
      });
      if (kept.length < min) {
        ctx.issues.push({
          code: "custom",
          message: items?.length ? `has no usable ${noun}` : `has no ${noun}`,
          input: items,
        });
        return z.NEVER;
      }
      return kept;
    });
}
