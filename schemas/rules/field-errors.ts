/**
 * The one shape of a 400 for input that is wrong (docs/security.md#malformed-input): every
 * /api/* route that checks its query or body answers `{error, fieldErrors}`, beside whatever
 * its own answer type keeps for its scripts (`ok: false`, a `messageKey` to translate):
 * - `fieldErrors` maps each wrong field, by name (a nested one as `productInfo › price`, the
 *   body as a whole as `body`), to what is wrong with it, in English;
 * - `error` says it all in one sentence, for a log or a script that shows one message.
 * Pure (no zod): schemas/lib/issues.ts makes the same shape from a zod error.
 */
export type FieldErrors = Record<string, string>;

export type InvalidInput = { error: string; fieldErrors: FieldErrors };

/** The field name for the request body as a whole (not JSON, not an object, too large). */
export const BODY_FIELD = "body";

/** `{error, fieldErrors}` for the wrong fields given, in their order: "invalid request: sku is missing; email is not an e-mail address". */
export function invalidInput(fieldErrors: FieldErrors): InvalidInput {
  const said = Object.entries(fieldErrors).map(([field, problem]) => `${field} ${problem}`);
  return { error: `invalid request: ${said.join("; ") || "the input is not valid"}`, fieldErrors };
}

/** The request body as a whole is wrong: not JSON, not a form, too large. */
export const invalidBody = (problem: string): InvalidInput => invalidInput({ [BODY_FIELD]: problem });
