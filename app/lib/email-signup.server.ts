import { signupEmailError } from "~schemas/rules/product/buying";
import type { BackofficeApi } from "~schemas/backoffice-calls";
import type { SignupResponse } from "~schemas/app-api";
import { logger } from "../../server/logger.js";

/**
 * A guest's e-mail sign-up (detail spec 5, 7 "Check customer", "Customer login or register"),
 * shared by the delivery-delay dialog and the newsletter prompt: the spec's e-mail rules,
 * then checkCustomer (an existing customer is 'subscribeNewLetter' and nothing is
 * registered), then customerLoginOrRegister. `status` is the HTTP status to answer with.
 */
export async function emailSignup(api: BackofficeApi, raw: string, what: string): Promise<{ body: SignupResponse; status: number }> {
  const email = raw.trim();
  const invalid = signupEmailError(email);
  if (invalid) return { body: { result: "invalid", messageKey: invalid }, status: 400 };
  try {
    if (await api.checkCustomer({ email })) return { body: { result: "exists" }, status: 200 };
    const registered = await api.customerLoginOrRegister({ email });
    return { body: registered.registered ? { result: "registered" } : { result: "failed", message: registered.message }, status: 200 };
  } catch (error) {
    logger.warn(`${what} failed`, { error: error instanceof Error ? error.message : String(error) });
    return { body: { result: "failed", message: null }, status: 502 };
  }
}
