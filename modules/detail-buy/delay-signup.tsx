import { useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "~modules/kit/i18n";
import { useToast } from "~modules/kit/toast";
import { signupEmailError } from "~schemas/rules/product/buying";
import type { SignupResponse } from "~schemas/app-api";
import { callApp } from "~modules/kit/app-api";
import { usePageFormAnswer, usePageFormPost } from "~modules/kit/page-form-answer";
import type { PageFormAnswer } from "~schemas/rules/product/page-form";

/** The sign-up is submitted at most once a second (detail spec 5, 9). */
export const SIGNUP_THROTTLE_MS = 1000;

/**
 * The delivery-delay sign-up as the page shows it after a plain post of it (no scripts, or
 * scripts that stopped after the dialog opened; docs/decisions/no-js-forms.md): the inline
 * sign-up again with the address as typed and its message, or the thanks.
 */
export function PostedSignup({ estimate }: { estimate: string | null }) {
  const posted = usePageFormAnswer("delivery-signup");
  return posted ? <InlineSignup estimate={estimate} done={posted.ok} /> : null;
}

/**
 * The delivery-delay dialog's estimate and sign-up, inline for a page without scripts: the
 * dialog only a script opens never shows there, so a SKU whose add or Buy Now would open it
 * shows its form in a `<noscript>` (docs/decisions/no-js-forms.md). Nothing once the page was
 * rendered for a post of it: PostedSignup shows that answer.
 */
export function NoScriptSignup({ estimate }: { estimate: string | null }) {
  if (usePageFormAnswer("delivery-signup")) return null;
  return (
    <noscript>
      <InlineSignup estimate={estimate} done={false} />
    </noscript>
  );
}

function InlineSignup({ estimate, done }: { estimate: string | null; done: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="delay-dialog__inline" aria-labelledby={titleId}>
      <h3 id={titleId} className="delay-dialog__inline-title">
        {t("buying.delayTitle")}
      </h3>
      <p className="delay-dialog__estimate">
        {t("buying.estimatedDelivery")} <strong>{estimate ?? t("buying.estimateUnknown")}</strong>
      </p>
      {done ? (
        <p className="delay-dialog__message delay-dialog__message--done" role="status">
          {t("emailSuccess")}
        </p>
      ) : (
        <SignupForm onDone={() => undefined} />
      )}
    </section>
  );
}

/** The page action's answer to a sign-up as the form reads a /api/delivery-signup answer. */
function signupAnswer(answer: PageFormAnswer): SignupResponse {
  if (answer.ok) return { result: "registered" };
  const error = answer.errors.email;
  if (error?.key === "subscribeNewLetter") return { result: "exists" };
  if (error?.key === "enter_email_tips" || error?.key === "NoEmail") return { result: "invalid", messageKey: error.key };
  return { result: "failed", message: error?.text ?? null };
}

/** The delivery-delay e-mail sign-up (detail spec 4, 5), for guests: in the dialog, and inline without scripts. */
export function SignupForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const posted = usePageFormAnswer("delivery-signup");
  const postedError = posted?.errors.email ?? posted?.errors.form;
  const [email, setEmail] = useState(posted?.values.email ?? "");
  const [message, setMessage] = useState<string | null>(postedError ? (postedError.text ?? t(postedError.key, postedError.params)) : null);
  const last = useRef(0);
  const post = usePageFormPost();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Throttled: a second submission within a second is ignored.
    const now = Date.now();
    if (now - last.current < SIGNUP_THROTTLE_MS) return;
    last.current = now;
    const problem = signupEmailError(email);
    if (problem) {
      setMessage(t(problem));
      return;
    }
    setMessage(null);
    let answer: SignupResponse;
    if (post) {
      // On its page the sign-up posts to the page's action (its fetcher), as without scripts.
      const fields = new FormData();
      fields.set("intent", "delivery-signup");
      fields.set("email", email.trim());
      answer = signupAnswer(await post.send(fields));
    } else {
      try {
        answer = await callApp("POST /api/delivery-signup", { email: email.trim() });
      } catch {
        answer = { result: "failed", message: null };
      }
    }
    switch (answer.result) {
      case "registered":
        toast(t("emailSuccess"));
        onDone();
        return;
      case "exists":
        setMessage(t("subscribeNewLetter"));
        return;
      case "invalid":
        setMessage(t(answer.messageKey));
        return;
      default:
        // The back office's reason, and the field starts over.
        setMessage(answer.message ?? t("buying.signupFailed"));
        setEmail("");
    }
  };

  return (
    // A real form: should scripts stop after the dialog opened, it posts to the page (docs/decisions/no-js-forms.md).
    <form method="post" className="delay-dialog__signup" noValidate onSubmit={(event) => void submit(event)}>
      <input type="hidden" name="intent" value="delivery-signup" />
      <label htmlFor={id} className="delay-dialog__signup-label">
        {t("buying.signupLabel")}
      </label>
      <div className="delay-dialog__signup-row">
        <input
          id={id}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          className="delay-dialog__input"
          placeholder={t("buying.emailPlaceholder")}
          value={email}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-message` : undefined}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <button type="submit" className="delay-dialog__signup-button">
          {t("buying.signupButton")}
        </button>
      </div>
      {message ? (
        <p id={`${id}-message`} className="delay-dialog__message" role="alert">
          {message}
        </p>
      ) : null}
    </form>
  );
}
