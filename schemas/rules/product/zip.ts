import type { InvalidInput } from "../field-errors";

/**
 * The shopper's zip object (detail spec 3): what a successful postcode lookup returned. The
 * browser keeps it in localStorage (`zipObject`); the server reads the same JSON from the
 * `zip` cookie (app/lib/shopper.server.ts) for the regionCode of its back-office calls.
 * Client-safe: no zod, the shape is checked by hand.
 */
export type ZipObject = { postcode: string; regionCode: string | null; regionName: string | null; city: string | null };

export const ZIP_STORAGE_KEY = "zipObject";

/** The region of a shopper who saved no postcode (landing spec 7, 9). */
export const DEFAULT_REGION_CODE = "CA";

/** The region a saved zip object names, the default without one. */
export const regionCodeOf = (zip: ZipObject | null): string => zip?.regionCode ?? DEFAULT_REGION_CODE;

/** What POST /api/zip-code answers (app/routes/api.zip-code.tsx). */
export type ZipCodeAnswer =
  | { ok: true; zip: ZipObject }
  | { ok: false; reason: "not-serviceable" }
  | ({ ok: false; reason: "format"; messageKey: string; params: Record<string, string | number> } & Partial<InvalidInput>)
  | { ok: false; reason: "failed" };

const FIELD = /^[\p{L}\p{N} .,'()-]{1,64}$/u;
const REGION_CODE = /^[A-Za-z0-9-]{1,10}$/;

const text = (value: unknown, pattern = FIELD): string | null =>
  typeof value === "string" && pattern.test(value.trim()) ? value.trim() : null;

/** A zip object from anything (a cookie, localStorage, an answer): null unless it has a usable postcode. */
export function parseZipObject(value: unknown): ZipObject | null {
  let raw = value;
  if (typeof raw === "string") {
    try {
      raw = JSON.parse(raw) as unknown;
    } catch {
      return null;
    }
  }
  if (!raw || typeof raw !== "object") return null;
  const zip = raw as Record<string, unknown>;
  const postcode = text(typeof zip.postcode === "number" ? String(zip.postcode) : zip.postcode);
  if (!postcode) return null;
  return {
    postcode,
    regionCode: text(zip.regionCode, REGION_CODE),
    regionName: text(zip.regionName),
    city: text(zip.city),
  };
}
