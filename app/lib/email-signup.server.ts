import { invalidInput } from "~schemas/rules/field-errors";
import { signupEmailError } from "~schemas/rules/product/buying";
import type { BackofficeApi } from "~schemas/backoffice-calls";
import type { SignupResponse } from "~schemas/app-api";
import { logger } from "../../server/logger.js";

/**
 * A guest's e-mail sign-up (detail spec 5, 7 "Check customer", "Customer login or register"),
 * shared by the delivery-delay dialog and the newsletter prompt: the spec's e-mail rules,
 * then checkCustomer (an existing customer is not registered again), then
 * customerLoginOrRegister. `status` is the HTTP status to answer with.
 *
 * An existing customer gets the same answer as a new one ("registered"), not the spec's
 * 'subscribeNewLetter': anyone may post any address here, and a different answer would tell
 * them who has an account (issue 20; docs/security.md). Their address is signed up either way.
 */
export async function emailSignup(api: BackofficeApi, raw: string, what: string): Promise<{ body: SignupResponse; status: number }> {
  const email = raw.trim();
  const invalid = signupEmailError(email);
  if (invalid) return { body: { result: "invalid", messageKey: invalid, ...invalidInput({ email: invalid === "NoEmail" ? "is not an e-mail address" : "is missing" }) }, status: 400 };
  try {
    if (await api.checkCustomer({ email })) return { body: { result: "registered" }, status: 200 };
    const registered = await api.customerLoginOrRegister({ email });
    return { body: registered.registered ? { result: "registered" } : { result: "failed", message: registered.message }, status: 200 };
  } catch (error) {
    logger.warn(`${what} failed`, { error: error instanceof Error ? error.message : String(error) });
    return { body: { result: "failed", message: null }, status: 502 };
  }
}
