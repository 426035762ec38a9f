import type { InvalidInput } from "./field-errors";

/*
 * Shoppers' accounts (detail spec 3 "Member info", 4 "Premier membership", 6, 7 "User and
 * wishlist"; landing spec 4.10): who the shopper is, as the browser learns it after
 * hydration from /api/account, and the login popup's requests to /api/login.
 */

/** The logged-in shopper, from the back office's user info. */
export type AccountUser = { email: string; firstName: string | null; lastName: string | null; entityId: string | null };

/**
 * Member info (detail spec 3): the membership product (`skuId`, its `amount` and anniversary
 * `activityAmount`), whether the anniversary shows (`isShow`, `activityCountdownTime`: seconds
 * left at the answer) and the shopper's `level` (1: already a Premier member).
 */
export type MemberInfo = {
  skuId: string | null;
  sku: string | null;
  amount: number | null;
  activityAmount: number | null;
  isShow: number | null;
  activityCountdownTime: number | null;
  level: number;
};

/** A login or register call's outcome: the token to store, or the back office's message (`info.msg`). */
export type LoginOutcome = { ok: true; token: string } | { ok: false; message: string | null };

/** The Premier member level (detail spec 6). */
export const PREMIER_LEVEL = 1;

export function isPremierMember(member: MemberInfo | null | undefined): boolean {
  return member?.level === PREMIER_LEVEL;
}

/** A logged-in shopper as /api/account and /api/login answer it. Guests have no member info: the call takes the shopper's e-mail. */
export type LoggedInAccount = { status: "logged-in"; user: AccountUser; member: MemberInfo | null };

/** What GET /api/account (and POST /api/logout) answers. */
export type AccountAnswer = { status: "guest" } | LoggedInAccount;

/**
 * The account as the page knows it: 'unknown' in the server render, during hydration and
 * after a read that failed (the page then shows what it shows a guest); then 'guest' or
 * 'logged-in'.
 */
export type Account = { status: "unknown" } | AccountAnswer;

export const UNKNOWN_ACCOUNT: Account = { status: "unknown" };

/** The login popup's steps: the e-mail is checked (check customer), then logged in or registered with a password. */
export type LoginRequest = { step: "check"; email: string } | { step: "login" | "register"; email: string; password: string };

export type LoginFieldError = "enter_email_tips" | "NoEmail" | "login.passwordRequired";

export type LoginAnswer =
  | { result: "exists" }
  | { result: "new" }
  | ({ result: "logged-in" } & { account: LoggedInAccount })
  | ({ result: "invalid"; messageKey: LoginFieldError } & Partial<InvalidInput>)
  /** Refused by the back office (`message`: its info.msg, shown as it is) or not answered (`message` null). */
  | ({ result: "failed"; message: string | null } & Partial<InvalidInput>);

/**
 * The popup's e-mail check: empty 'enter_email_tips'; not shaped like an address (one '@', a
 * dot in the domain, no spaces) 'NoEmail'. Looser than the delivery sign-up's pattern (detail
 * spec 5), whose 2–3 letter TLD would lock out shoppers at longer ones: the back office has
 * the last word on an address it knows.
 */
export function loginEmailError(value: string): "enter_email_tips" | "NoEmail" | null {
  const email = value.trim();
  if (email === "") return "enter_email_tips";
  return /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(email) && email.length <= 254 ? null : "NoEmail";
}

/** Longer passwords are refused before any call: no real one is this long. */
export const MAX_PASSWORD_LENGTH = 256;

/**
 * A login request's body checked: the step, the e-mail (trimmed, `loginEmailError`) and, to
 * log in or register, a non-empty password. Null for a body that is not a login request at all.
 */
export function parseLoginRequest(body: unknown): { ok: true; request: LoginRequest } | { ok: false; messageKey: LoginFieldError } | null {
  if (!body || typeof body !== "object") return null;
  const { step, email, password } = body as Record<string, unknown>;
  if (step !== "check" && step !== "login" && step !== "register") return null;
  if (typeof email !== "string") return null;
  const address = email.trim();
  const emailError = loginEmailError(address);
  if (emailError) return { ok: false, messageKey: emailError };
  if (step === "check") return { ok: true, request: { step, email: address } };
  if (typeof password !== "string" || password === "" || password.length > MAX_PASSWORD_LENGTH) return { ok: false, messageKey: "login.passwordRequired" };
  return { ok: true, request: { step, email: address, password } };
}
