import { json, redirect, type ActionFunctionArgs, type TypedResponse } from "@remix-run/node";
import { isSubscribeScene, safeReturnPath } from "~schemas/rules/subscription";
import { emailSignup } from "~/lib/email-signup.server";
import { readLimitedText } from "~/lib/request-body.server";
import { backofficeFor, getShopper } from "~/lib/shopper.server";
import { logger } from "../../server/logger.js";
import type { AppAnswer, SignupResponse } from "~schemas/app-api";

/*
 * The newsletter prompt's sign-up (detail spec 4 "Subscription prompts", 5, 7, 8), a resource
 * route so the pages that show the prompt stay shared and cacheable:
 *
 *   POST /api/subscribe  {email, scene}                       (the prompt's script: JSON)
 *   POST /api/subscribe  email=…&scene=…&returnTo=/x.html      (the same <form> without script)
 *
 * The JSON answer is the delivery-delay sign-up's: "invalid" with the message key, "exists"
 * (subscribeNewLetter, nothing registered), "registered", or "failed". A plain form post
 * signs up the same way and is sent back (303) to `returnTo`, a path of this site.
 */

const answer = (body: SignupResponse, status = 200) => json<SignupResponse>(body, { status, headers: { "Cache-Control": "no-store" } });

export async function action({ request, context }: ActionFunctionArgs): Promise<TypedResponse<AppAnswer<"POST /api/subscribe">> | Response> {
  if (request.method !== "POST") return answer({ result: "failed", message: null }, 405);
  const asJson = (request.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json");
  const body = await readLimitedText(request, 4 * 1024);
  const text = body.ok ? body.text : "";
  let fields: { email?: unknown; scene?: unknown; returnTo?: unknown } = {};
  if (asJson) {
    try {
      fields = (JSON.parse(text) as typeof fields | null) ?? {};
    } catch {
      // Not JSON: no e-mail, which answers 'enter_email_tips'.
    }
  } else {
    fields = Object.fromEntries(new URLSearchParams(text));
  }
  const email = typeof fields.email === "string" ? fields.email : "";
  const scene = isSubscribeScene(fields.scene) ? fields.scene : null;
  const api = backofficeFor(await getShopper(request, context));
  const signup = await emailSignup(api, email, "newsletter sign-up");
  if (signup.body.result === "registered") logger.info("newsletter sign-up", { scene });
  if (!asJson) return redirect(safeReturnPath(fields.returnTo), { status: 303, headers: { "Cache-Control": "no-store" } });
  return answer(signup.body, signup.status);
}
