import { json, redirect, type ActionFunctionArgs, type TypedResponse } from "@remix-run/node";
import { isSubscribeScene, safeReturnPath } from "~schemas/rules/subscription";
import { emailSignup } from "~/lib/email-signup.server";
import { remixI18next, translatorFor } from "~/lib/i18n.server";
import type { Language } from "~schemas/rules/store-types";
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
 * signs up the same way and is sent back (303) to `returnTo`, a path of this site; when it
 * fails, a small page shows the message and the form again with the address as typed
 * (scripts stopped after the prompt opened; docs/decisions/no-js-forms.md).
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The prompt's form again, for a plain post that failed: its message tied to the field, the address kept. */
async function retryPage(request: Request, signup: SignupResponse, status: number, fields: { email: string; scene: string | null; returnTo: string }) {
  const language = (await remixI18next.getLocale(request)) as Language;
  const t = translatorFor(language);
  const message =
    signup.result === "invalid" ? t(signup.messageKey) : signup.result === "exists" ? t("subscribeNewLetter") : signup.result === "failed" ? (signup.message ?? t("subscribe.failed")) : "";
  const field = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const html =
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t("subscribe.title"))}</title></head>` +
    `<body><main class="subscribe-retry"><h1>${escapeHtml(t("subscribe.title"))}</h1>` +
    `<form method="post" action="/api/subscribe" novalidate>${fields.scene ? field("scene", fields.scene) : ""}${field("returnTo", fields.returnTo)}` +
    `<p><label for="subscribe-email">${escapeHtml(t("subscribe.label"))}</label><br>` +
    `<input id="subscribe-email" name="email" type="email" autocomplete="email" value="${escapeHtml(fields.email)}" aria-invalid="true" aria-describedby="subscribe-error"> ` +
    `<button type="submit">${escapeHtml(t("subscribe.submit"))}</button></p>` +
    `<p id="subscribe-error" role="alert">${escapeHtml(message)}</p></form>` +
    `<p><a href="${escapeHtml(fields.returnTo)}">${escapeHtml(t("subscribe.done"))}</a></p></main></body></html>`;
  return new Response(html, { status, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}

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
  if (!asJson && signup.body.result !== "registered") return retryPage(request, signup.body, signup.status, { email: email.slice(0, 254), scene, returnTo: safeReturnPath(fields.returnTo) });
  if (!asJson) return redirect(safeReturnPath(fields.returnTo), { status: 303, headers: { "Cache-Control": "no-store" } });
  return answer(signup.body, signup.status);
}
