import { invalidBody, invalidInput } from "~schemas/rules/field-errors";
import { json, type ActionFunctionArgs, type TypedResponse } from "@remix-run/node";
import { loadAccount, loginCookieHeader } from "~/lib/account.server";
import { readLimitedText } from "~/lib/request-body.server";
import { backofficeFor, getShopper } from "~/lib/shopper.server";
import type { AppAnswer } from "~schemas/app-api";
import { parseLoginRequest, type LoginAnswer, type LoginFieldError } from "~schemas/rules/account";
import { logger } from "../../server/logger.js";

/*
 * The login popup's calls (detail spec 7 "Check customer", login or register; docs/accounts.md):
 *
 *   POST /api/login  {step: "check", email}                       -> {result: "exists" | "new"}
 *   POST /api/login  {step: "login" | "register", email, password} -> {result: "logged-in", account}
 *
 * A login or register that the back office accepts stores its token in the HttpOnly `token`
 * cookie, which the server's calls for this shopper read; the answer carries the account so
 * the page updates at once. Refused: {result: "failed", message} with the back office's own
 * message (info.msg); a malformed e-mail or a missing password: {result: "invalid", messageKey}.
 *
 * JSON only: a page elsewhere cannot post JSON here without the browser asking first (CORS),
 * so no other site can log a shopper in to an account of its choosing.
 */
const answer = (body: LoginAnswer, status = 200, headers: Record<string, string> = {}) =>
  json<LoginAnswer>(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

/** The popup's message keys as the API's field errors (schemas/rules/field-errors.ts). */
const LOGIN_FIELD_ERRORS: Record<LoginFieldError, Record<string, string>> = {
  enter_email_tips: { email: "is missing" },
  NoEmail: { email: "is not an e-mail address" },
  "login.passwordRequired": { password: "is missing" },
};

export async function action({ request, context }: ActionFunctionArgs): Promise<TypedResponse<AppAnswer<"POST /api/login">>> {
  if (request.method !== "POST") return answer({ result: "failed", message: null }, 405);
  if (!/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) return answer({ result: "failed", message: null }, 415);
  const body = await readLimitedText(request, 8 * 1024);
  let value: unknown = null;
  try {
    value = body.ok ? JSON.parse(body.text) : null;
  } catch {
    // Not JSON: not a login request.
  }
  const parsed = parseLoginRequest(value);
  if (!parsed) return answer({ result: "failed", message: null, ...invalidBody("must be a login request: {step, email, …}") }, 400);
  if (!parsed.ok) return answer({ result: "invalid", messageKey: parsed.messageKey, ...invalidInput(LOGIN_FIELD_ERRORS[parsed.messageKey]) }, 400);
  const login = parsed.request;

  const shopper = await getShopper(request, context);
  // Whoever was logged in before, the calls below are made as the guest who is logging in.
  const api = backofficeFor({ ...shopper, loginToken: null });
  try {
    if (login.step === "check") return answer({ result: (await api.checkCustomer({ email: login.email })) ? "exists" : "new" });
    const credentials = { email: login.email, password: login.password };
    const outcome = login.step === "login" ? await api.customerLogin(credentials) : await api.customerRegister(credentials);
    if (!outcome.ok) return answer({ result: "failed", message: outcome.message });
    const { account } = await loadAccount({ ...shopper, loginToken: outcome.token });
    if (account.status !== "logged-in") return answer({ result: "failed", message: null }, 502);
    return answer({ result: "logged-in", account }, 200, { "Set-Cookie": await loginCookieHeader(outcome.token, request) });
  } catch (error) {
    logger.warn("login failed", { step: login.step, error: error instanceof Error ? error.message : String(error) });
    return answer({ result: "failed", message: null }, 502);
  }
}
