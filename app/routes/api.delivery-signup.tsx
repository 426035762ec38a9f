import { json, type ActionFunctionArgs, type TypedResponse } from "@remix-run/node";
import { emailSignup } from "~/lib/email-signup.server";
import { readLimitedText } from "~/lib/request-body.server";
import { backofficeFor, getShopper } from "~/lib/shopper.server";
import type { AppAnswer, SignupResponse } from "~schemas/app-api";

/*
 * The delivery-delay dialog's e-mail sign-up (detail spec 4, 5, 7 "Check customer" and
 * "Customer login or register"), for guests:
 *
 *   POST /api/delivery-signup  {email}
 *
 * Answers {result}: "invalid" with the message key (enter_email_tips or NoEmail), "exists"
 * when the e-mail already belongs to a customer (subscribeNewLetter; nothing is
 * registered), "registered", or "failed" with the back office's message (shown, the field
 * cleared).
 */

const answer = (body: SignupResponse, status = 200) => json<SignupResponse>(body, { status, headers: { "Cache-Control": "no-store" } });

export async function action({ request, context }: ActionFunctionArgs): Promise<TypedResponse<AppAnswer<"POST /api/delivery-signup">>> {
  if (request.method !== "POST") return answer({ result: "failed", message: null }, 405);
  const body = await readLimitedText(request, 4 * 1024);
  let email = "";
  try {
    const value = body.ok ? (JSON.parse(body.text) as { email?: unknown }).email : undefined;
    email = typeof value === "string" ? value.trim() : "";
  } catch {
    // Not JSON: treated as no e-mail.
  }
  const api = backofficeFor(await getShopper(request, context));
  const signup = await emailSignup(api, email, "delivery sign-up");
  return answer(signup.body, signup.status);
}
