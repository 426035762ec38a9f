import { z } from "zod";
import { contrastOnWhite } from "../rules/contrast";
import { safeUrl, type UrlKind } from "../rules/safe-url";
import { describeIssues, safeParseFriendly } from "./issues";
import { note } from "./notes";

/**
 * Field helpers for what the back office really sends: numbers as strings, JSON inside
 * strings, null or "" for absent. They coerce where that is harmless and refuse what
 * cannot render.
 */

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

const textValue = z.union([z.string(), z.number().transform(String)]).transform((s) => s.trim());

/** A text that must be present and non-blank. */
export const requiredText = z.preprocess(blankToUndefined, textValue);

/** A text that may be absent; blank counts as absent. */
export const optionalText = z.preprocess(blankToUndefined, textValue.optional());

/** A number that may arrive as a numeric string. */
export const numberish = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
  z.number(),
);

export const optionalNumberish = z.preprocess(blankToUndefined, numberish.optional());

/** A back-office id: numeric or textual, always handled as text. */
export const idText = z.union([z.string().min(1), z.number().transform(String)]);

function checkedUrl(kind: UrlKind) {
  return z.preprocess(blankToUndefined, z.string().optional()).transform((value) => {
    if (value === undefined) return undefined;
    const url = safeUrl(value, kind);
    if (url === undefined) {
      note(
        kind === "link"
          ? `link "${value}" removed: only http(s), relative, mailto: and tel: links are allowed`
          : `image "${value}" removed: only http(s) and relative addresses are allowed`,
      );
    }
    return url;
  });
}

/** An optional link, passed through the one URL check. */
export const link = checkedUrl("link");

/** An optional image or media address, passed through the one URL check. */
export const mediaUrl = checkedUrl("media");

/** An item's image fields (landing spec 3.3): one per device and the device-neutral `image`. */
export const imageFields = { pcImage: mediaUrl, mobileImage: mediaUrl, image: mediaUrl };

type ImageFields = { pcImage?: string; mobileImage?: string; image?: string };

/**
 * Each device's image: its own field first, then `image`, then the other device's. An item
 * with none of the three is dropped (landing spec 5.1, image modules): the issue is reported
 * on `ctx` and null returned, so the caller returns `z.NEVER`.
 */
export function deviceImages(raw: ImageFields, ctx: z.core.$RefinementCtx): { pcImage: string; mobileImage: string } | null {
  const pcImage = raw.pcImage ?? raw.image ?? raw.mobileImage;
  const mobileImage = raw.mobileImage ?? raw.image ?? raw.pcImage;
  if (!pcImage || !mobileImage) {
    ctx.issues.push({ code: "custom", message: "has no image (pcImage, mobileImage or image)", input: raw });
    return null;
  }
  return { pcImage, mobileImage };
}

/**
 * The alt text of a back-office image. A linked image is the link's only content, so without
 * a text the link has no name for screen readers: the preview says so.
 */
export function imageAlt(text: string | undefined, href: string | undefined): string {
  if (!text && href) note(`image linking to "${href}" has no title, so screen readers cannot name the link`);
  return text ?? "";
}

const COLOR = /^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|rgba?\([\d\s.,%]+\))$/i;

/** A CSS colour from the back office; anything else falls back to the default. */
export function color(fallback: string) {
  return z.preprocess(blankToUndefined, z.string().optional()).transform((value) => {
    if (value === undefined) return fallback;
    if (COLOR.test(value.trim())) return value.trim();
    note(`colour "${value}" is not a colour; ${fallback} used instead`);
    return fallback;
  });
}

/**
 * A text colour that must stay legible on the white page (WCAG 1.4.3: `minRatio` 3 for large
 * or bold text, 4.5 for body text). A lighter one is dropped with a note, so the page's own
 * text colour shows and the preview says why; a colour whose contrast cannot be read is kept.
 */
export function legibleColor(fallback: string, minRatio: number) {
  return color(fallback).transform((value): string | undefined => {
    const ratio = contrastOnWhite(value);
    if (ratio === null || ratio >= minRatio) return value;
    note(`colour "${value}" is too light to read on the white page (contrast ${ratio.toFixed(2)}:1, at least ${minRatio}:1 needed); the page's text colour is used instead`);
    return undefined;
  });
}

/** JSON that may arrive as a string holding JSON. */
export function jsonish<S extends z.ZodType>(schema: S) {
  return z.preprocess((value, ctx) => {
    if (typeof value !== "string") return value;
    if (value.trim() === "") return undefined;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.issues.push({ code: "custom", message: "is not valid JSON", input: value });
      return z.NEVER;
    }
  }, schema);
}

/**
 * The item schema of each `itemList`: the list itself parses items as unknown (to drop bad
 * ones one by one), so the JSON Schema export looks the item shape up here.
 */
const itemSchemas = new WeakMap<object, { item: z.ZodType; noun: string }>();

export function itemListItem(schema: object): { item: z.ZodType; noun: string } | undefined {
  return itemSchemas.get(schema);
}

/** A list that may arrive as JSON text; absent or unreadable, it is empty. */
const anyList = z.unknown().optional().transform((value): unknown[] => {
  let list = value;
  if (typeof list === "string") {
    try {
      list = JSON.parse(list) as unknown;
    } catch {
      return [];
    }
  }
  return Array.isArray(list) ? list : [];
});

/**
 * The one lenient list: its items are validated one by one, and an item that fails is left
 * out (with a note the preview shows) instead of failing the whole value. Landing modules keep
 * the default `min: 1` (landing spec 5.1: the list fails when fewer items remain, so the module
 * "renders nothing when no item remains", and a value that is not a list is an error). With
 * `min: 0`, for back-office answers, the container is lenient too: a missing, non-list or
 * unreadable list is an empty one, so one odd entry never hides the rest of an answer.
 */
export function itemList<S extends z.ZodType>(item: S, noun: string, { min = 1 }: { min?: number } = {}) {
  const container = min > 0 ? jsonish(z.array(z.unknown()).nullish()) : anyList;
  const list = container.transform((items, ctx) => {
    const kept: z.output<S>[] = [];
    (items ?? []).forEach((raw, index) => {
      const parsed = safeParseFriendly(item, raw);
      if (parsed.success) kept.push(parsed.data);
      else note(`${noun} ${index + 1} dropped: ${describeIssues(parsed.error)}`);
    });
    if (kept.length < min) {
      ctx.issues.push({
        code: "custom",
        message: items?.length ? `has no usable ${noun} left` : `has no ${noun}`,
        input: items,
      });
      return z.NEVER;
    }
    return kept;
  });
  itemSchemas.set(list, { item, noun });
  return list;
}
